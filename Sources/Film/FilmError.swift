import HeadlessUIKit

/// What can stop a film: each case describes itself in one line that says what happened and what
/// to do about it, ready for a command line to print.
public enum FilmError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The film's code did something UIKit would crash on (a popover with no anchor, presenting a
  /// controller that is already presented, …). The description is UIKit's own console line.
  case uikitException(UIKitException)
  /// ffmpeg is not on the search path, so no video can be made. Nothing was rendered.
  case ffmpegMissing
  /// ffmpeg (through `make-video.sh`) exited with a failure status.
  /// - `status`: the exit status (or the number of the signal that ended it, negated).
  /// - `message`: the last lines ffmpeg wrote to its standard error.
  case ffmpegFailed(status: Int32, message: String)
  /// The output cannot be written: a directory that cannot be created, a path through a file, a
  /// full disk. `reason` is the system's words.
  case unwritableOutput(path: String, reason: String)
  /// Frames per second must be a finite number above 0 and no more than ``Film/maximumFPS``.
  case invalidFPS(Double)
  /// The slow-motion factor must be finite and in 1/1000…1000.
  case invalidSlowMotion(Double)
  /// A time or a duration must be a number of seconds from 0 to ``Film/maximumDuration``.
  case invalidTime(TimeInterval)
  /// The frames asked for are outside the film's `0 ..< frameCount`.
  case emptyFrameRange(ClosedRange<Int>, frameCount: Int)
  /// The video's extension is not one `make-video.sh` knows (`.mp4`, `.gif`, `.webm`, `.apng`).
  case unknownVideoFormat(String)
  /// The film never stops: something is still scheduled or animating after `seconds` of film
  /// time, so it has no natural end. Give it a ``Film/duration``.
  case neverIdle(after: TimeInterval)
  /// A frame could not be composited (its size is empty or too large); `reason` says why.
  case renderFailed(frame: Int, reason: String)
  /// The render was cancelled (Ctrl-C) through a ``FilmRenderControl``. Every frame written is
  /// whole and no partial video was left; `framesWritten` frames were delivered.
  case interrupted(framesWritten: Int)

  /// One line: what happened and what to do about it.
  public var description: String {
    switch self {
    case let .uikitException(exception):
      return
        "*** Terminating app due to uncaught exception '\(exception.name)', reason: '\(exception.reason)'"
    case .ffmpegMissing:
      return "ffmpeg is not installed; install it with: sudo apt-get install ffmpeg"
    case let .ffmpegFailed(status, message):
      let detail =
        message.isEmpty
        ? "" : ": " + message.split(separator: "\n").suffix(3).joined(separator: " / ")
      return "ffmpeg failed with exit status \(status)\(detail)"
    case let .unwritableOutput(path, reason):
      return "cannot write \(path): \(reason); choose another output"
    case let .invalidFPS(fps):
      return
        "invalid frame rate \(fps): use a number of frames per second above 0 and at most \(Int(Film.maximumFPS))"
    case let .invalidSlowMotion(factor):
      return
        "invalid slow-motion factor \(factor): use a number from 0.001 to 1000 (4 plays 4× slower)"
    case let .invalidTime(time):
      return
        "invalid time \(time) s: use a number of seconds from 0 to \(Int(Film.maximumDuration))"
    case let .emptyFrameRange(range, count):
      return
        "frames \(range.lowerBound)-\(range.upperBound) are outside the film, which has frames 0-\(count - 1)"
    case let .unknownVideoFormat(ext):
      return "unknown video format '.\(ext)'; use .mp4, .gif, .webm or .apng"
    case let .neverIdle(seconds):
      return
        "the film is still animating or has actions scheduled after \(Int(seconds)) s; give it a duration"
    case let .renderFailed(frame, reason):
      return "cannot render frame \(frame): \(reason)"
    case let .interrupted(written):
      return
        "interrupted after \(written) whole frame\(written == 1 ? "" : "s"); nothing half-written was left"
    }
  }
}
