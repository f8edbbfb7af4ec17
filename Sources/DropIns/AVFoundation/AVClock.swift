import Foundation

extension Timeline {
  /// The clock players and assets run on: the running stage's, or, while no stage runs, the
  /// off-stage clock that Core Animation also uses (run out at the run loop's next turn).
  static var media: Timeline { Timeline.current ?? Timeline.offStage }
}

/// Raises an Objective-C exception as AVFoundation does for a programming error: on a stage
/// the stage records it and stops; elsewhere the process stops.
@MainActor func raiseAVFoundationException(_ name: String, _ reason: String) {
  guard let raise = Timeline.current?.raiseException else {
    fatalError("*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'")
  }
  raise(name, reason)
}
