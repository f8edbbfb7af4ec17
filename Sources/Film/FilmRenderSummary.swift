import Foundation

/// What a render made, and how fast.
public struct FilmRenderSummary: Sendable, Equatable {
  /// The frames rendered, by number.
  public var frames: ClosedRange<Int>
  /// Frame width in device pixels.
  public var width: Int
  /// Frame height in device pixels.
  public var height: Int
  /// Output frames per second.
  public var fps: Double
  /// Frames that were composited; the others repeated the frame before them (an unchanged
  /// layer tree), which costs no compositing and no encoding.
  public var compositedFrames: Int
  /// Bytes the destination received as encoded frames (PNG bytes; 0 for raw streams and memory).
  public var encodedBytes: Int
  /// The size of the output file in bytes for a video; `nil` otherwise.
  public var videoBytes: Int?
  /// What the video file holds, read back with ffprobe: its frames, size and rate after the
  /// format's recipe (a GIF is resized and resampled). `nil` for frames and memory, or when
  /// ffprobe is missing.
  public var video: VideoFileInfo?
  /// Wall-clock seconds the render took, ffmpeg's finishing included.
  public var elapsed: TimeInterval

  /// How many frames were rendered.
  public var frameCount: Int { frames.count }

  /// Frames per wall-clock second.
  public var framesPerSecond: Double { elapsed > 0 ? Double(frameCount) / elapsed : 0 }

  /// A summary.
  ///
  /// - Parameters:
  ///   - frames: The frame numbers rendered.
  ///   - width: In device pixels.
  ///   - height: In device pixels.
  ///   - fps: Frames per second.
  ///   - compositedFrames: Frames composited (not repeated).
  ///   - encodedBytes: Encoded bytes written.
  ///   - videoBytes: The video's size, if one was made.
  ///   - video: What the video file holds, if one was made and read back.
  ///   - elapsed: Wall-clock seconds.
  public init(
    frames: ClosedRange<Int>, width: Int, height: Int, fps: Double, compositedFrames: Int,
    encodedBytes: Int, videoBytes: Int?, video: VideoFileInfo? = nil, elapsed: TimeInterval
  ) {
    self.frames = frames
    self.width = width
    self.height = height
    self.fps = fps
    self.compositedFrames = compositedFrames
    self.encodedBytes = encodedBytes
    self.videoBytes = videoBytes
    self.video = video
    self.elapsed = elapsed
  }
}
