import Curtain

extension CommandFailure {
  /// What to say when running the film `name` threw `error`: a UIKit exception in UIKit's words,
  /// or the Film module's own line (which says what to do).
  package static func film(_ name: String, threw error: any Error) -> CommandFailure {
    switch error {
    case let failure as CommandFailure:
      return failure
    case let error as FilmError:
      switch error {
      case let .uikitException(exception):
        let when = exception.time.map { String(format: " at %.3f s", $0) } ?? ""
        return .failed(
          "the film '\(name)' stopped\(when) where UIKit would crash: \(error); fix its code")
      case .neverIdle:
        return .failed(
          "the film '\(name)' never goes still: something is scheduled or animating after ten "
            + "minutes; render a part of it with --duration SECONDS")
      case .interrupted:
        return .interrupted("\(error)")
      case .ffmpegMissing, .unknownVideoFormat, .invalidFPS, .invalidSlowMotion, .invalidTime,
        .emptyFrameRange:
        // The command line checks these first; the Film module's words if one slips through.
        return .badInput("\(error)")
      case .ffmpegFailed, .unwritableOutput, .renderFailed:
        return .failed("\(error)")
      }
    default:
      return .failed("the film '\(name)' failed: \(error)")
    }
  }
}
