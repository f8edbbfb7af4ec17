import Foundation

/// Core Foundation's absolute time: seconds since 1 January 2001, 00:00 GMT.
public typealias CFAbsoluteTime = Double

/// The current absolute time. During a stage's turn it is the stage's clock (seconds since the
/// stage started, counted from 1 January 2001), so code that measures intervals with it
/// (velocities from touch samples) moves the same way in every run; elsewhere it is the system
/// clock.
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime {
  // A stage's turn runs on the main actor, on the thread that marks it running.
  let stageTime = Timeline.runningHere.map { timeline in MainActor.assumeIsolated { timeline.now } }
  return stageTime ?? Date().timeIntervalSinceReferenceDate
}
