import Foundation
import Raster

/// One rendered frame on its way to a sink.
public struct FilmFrame: Sendable {
  /// The frame's number in the film, 0 for the first (not counted from the start of a range).
  public var index: Int
  /// The film time it shows, in seconds (`index / (fps × slowMotion)`).
  public var time: TimeInterval
  /// The pixels, premultiplied RGBA8, in device pixels.
  public var bitmap: PremultipliedRGBA8Bitmap
  /// Whether the frame is the previous frame again (the layer tree did not change), so its
  /// pixels, and what ``FrameSink/encode(_:)`` made of them, are the previous frame's.
  public var repeatsPrevious: Bool

  /// A frame.
  ///
  /// - Parameters:
  ///   - index: The frame number.
  ///   - time: Film time in seconds.
  ///   - bitmap: The pixels.
  ///   - repeatsPrevious: Whether it is the previous frame again. Default: `false`.
  public init(
    index: Int, time: TimeInterval, bitmap: PremultipliedRGBA8Bitmap, repeatsPrevious: Bool = false
  ) {
    self.index = index
    self.time = time
    self.bitmap = bitmap
    self.repeatsPrevious = repeatsPrevious
  }
}

/// The shape of a render, told to a sink before the first frame.
public struct FrameFormat: Sendable, Equatable {
  /// Frame width in device pixels.
  public var width: Int
  /// Frame height in device pixels.
  public var height: Int
  /// Output frames per second.
  public var fps: Double
  /// The frames that will be delivered, in this order.
  public var frames: ClosedRange<Int>

  /// A format.
  ///
  /// - Parameters:
  ///   - width: In device pixels.
  ///   - height: In device pixels.
  ///   - fps: Frames per second.
  ///   - frames: The frame numbers to come.
  public init(width: Int, height: Int, fps: Double, frames: ClosedRange<Int>) {
    self.width = width
    self.height = height
    self.fps = fps
    self.frames = frames
  }
}

/// Where a render's frames go: implement it to receive frames in your own way, and pass it as
/// ``FilmDestination/sink(_:)``.
///
/// The render calls ``begin(_:)`` once, then for every frame ``encode(_:)`` on a worker thread
/// (in parallel, in any order), then ``write(_:encoded:)`` for each frame in frame order, one at
/// a time, and finally ``finish()``; if the render stops early (`begin`, `encode` or `write`
/// throws, UIKit raises, the render is cancelled) it calls ``abort()`` instead of `finish()`.
///
/// A frame's bitmap is reused for a later frame once `write` returns unless ``keepsFrames`` is
/// `true`; the bitmap is a value, so a sink that keeps a copy always keeps the right pixels, but
/// `keepsFrames` saves a copy of every frame.
public protocol FrameSink: Sendable {
  /// Prepares for the frames: opens files, starts encoders. Called on the main actor after the
  /// first frame's layer tree is known and before any frame is composited.
  func begin(_ format: FrameFormat) throws
  /// Turns a frame into bytes (for example PNG): called on worker threads, in parallel, in any
  /// order, never for a frame that ``FilmFrame/repeatsPrevious``. Default: returns `nil`.
  func encode(_ frame: FilmFrame) throws -> [UInt8]?
  /// Receives one frame and what ``encode(_:)`` made of it (for a repeated frame, what it made
  /// of the frame repeated). Called once per frame, in frame order, one call at a time, on one
  /// of the worker threads.
  func write(_ frame: FilmFrame, encoded: [UInt8]?) throws
  /// Completes the output after the last frame. Called on the main actor. If it throws, it
  /// leaves nothing incomplete behind (``abort()`` is not called after it).
  func finish() throws
  /// Removes whatever is incomplete after a render stopped early. Called on the main actor
  /// after every worker has stopped. Default: does nothing.
  func abort()
  /// Whether ``write(_:encoded:)`` keeps frames (so their memory is not reused). Default: `false`.
  var keepsFrames: Bool { get }
}

extension FrameSink {
  /// Default: no encoding.
  public func encode(_ frame: FilmFrame) throws -> [UInt8]? { nil }
  /// Default: nothing to undo.
  public func abort() {}
  /// Default: `false`.
  public var keepsFrames: Bool { false }
}
