import Foundation
import Raster

/// A sink that keeps every frame in memory, in order: for tests and for code that wants the
/// pixels rather than files.
///
/// ```swift
/// let collector = FrameCollector()
/// try film.render(to: .memory(collector), frames: 0...9)
/// let tenth = collector.frames[9].bitmap
/// ```
///
/// Safe to read from any thread; a collector used for a second render first forgets the frames
/// of the first.
public final class FrameCollector: FrameSink {
  private struct State {
    var format: FrameFormat?
    var frames: [FilmFrame] = []
  }

  private let state = Locked(State())

  /// An empty collector.
  public init() {}

  /// The frames received, in frame order.
  public var frames: [FilmFrame] { state.withLock { $0.frames } }

  /// The bitmaps received, in frame order.
  public var bitmaps: [PremultipliedRGBA8Bitmap] { frames.map(\.bitmap) }

  /// The format of the last render, once it has begun.
  public var format: FrameFormat? { state.withLock { $0.format } }

  /// Forgets earlier frames and remembers the format.
  public func begin(_ format: FrameFormat) throws {
    state.withLock { $0 = State(format: format) }
  }

  /// Appends the frame.
  public func write(_ frame: FilmFrame, encoded: [UInt8]?) throws {
    state.withLock { $0.frames.append(frame) }
  }

  /// Nothing to complete.
  public func finish() throws {}

  /// `true`: every frame is kept.
  public var keepsFrames: Bool { true }
}
