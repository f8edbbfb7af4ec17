import Foundation

/// How far a render has got: passed to the `progress` closure of
/// ``Film/render(to:fps:frames:jobs:control:progress:)`` on the main actor as frames are written
/// (at most once per frame; ``frame`` only grows and ends at ``total``), and once more, with
/// phase ``Phase/finishing``, while ffmpeg finishes a video.
public struct FilmProgress: Sendable, Equatable {
  /// What the render is doing.
  public enum Phase: Sendable, Equatable {
    /// Compositing frames and handing them to the destination.
    case frames
    /// Every frame is written; ffmpeg is finishing the video (for a video made through PNG
    /// frames, this is where all the encoding happens).
    case finishing
  }

  /// Frames written so far.
  public var frame: Int
  /// Frames the render makes in all.
  public var total: Int
  /// Wall-clock seconds since the render started.
  public var elapsed: TimeInterval
  /// What the render is doing. Default: ``Phase/frames``.
  public var phase: Phase

  /// A progress report.
  ///
  /// - Parameters:
  ///   - frame: Frames written.
  ///   - total: Frames in all.
  ///   - elapsed: Seconds since the start.
  ///   - phase: Default: ``Phase/frames``.
  public init(frame: Int, total: Int, elapsed: TimeInterval, phase: Phase = .frames) {
    self.frame = frame
    self.total = total
    self.elapsed = elapsed
    self.phase = phase
  }

  /// The part done, 0…1.
  public var fraction: Double { total > 0 ? min(1, Double(frame) / Double(total)) : 1 }

  /// Frames written per wall-clock second so far (0 before the first).
  public var framesPerSecond: Double { elapsed > 0 ? Double(frame) / elapsed : 0 }

  /// Estimated wall-clock seconds left for the frames, at the rate so far; `nil` before the
  /// first frame is written. (Finishing a video takes extra time this does not foresee.)
  public var estimatedRemaining: TimeInterval? {
    guard frame > 0 else { return nil }
    return elapsed / Double(frame) * Double(max(0, total - frame))
  }
}
