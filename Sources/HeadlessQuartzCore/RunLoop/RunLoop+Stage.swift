import Foundation
import SystemRunLoop

/// Timers made with `Timer(…)` and added to a run loop by hand, as Toast and TTGSnackbar do:
///
/// ```swift
/// let timer = Timer(timeInterval: 2, target: self, selector: #selector(dismiss),
///                   userInfo: toast, repeats: false)
/// RunLoop.main.add(timer, forMode: .common)
/// ```
///
/// During a stage's turn the timer fires on the stage's clock at its fire date (`timeInterval`
/// after it was made), a repeating one then every `timeInterval`, until invalidated; anywhere
/// else it goes to Foundation's run loop. A timer from Foundation's own
/// `Timer(timeInterval:repeats:block:)` that does not repeat keeps no interval on Linux, so it
/// fires at the stage's next turn. Like `DispatchQueue.main.async`, `add(_:forMode:)` shadows
/// Foundation's in files that reach Foundation through UIKit alone, and is disfavoured
/// elsewhere (docs/architecture.md#run-loop).
extension RunLoop {
  /// Adds a timer: on a stage's clock during its turn, or else to this run loop.
  @_disfavoredOverload
  public func add(_ timer: Foundation.Timer, forMode mode: RunLoop.Mode) {
    if let timer = timer as? StageTimer { return timer.add(to: self, forMode: mode) }
    guard let timeline = Timeline.runningHere else {
      return SystemRunLoop.add(timer, to: self, forMode: mode)
    }
    // A timer made with Foundation's own initializers. On Linux its fire date is when it was
    // made and one that does not repeat keeps no interval: a repeating one is due an interval
    // from now, one that does not at the next turn.
    let delay = timer.timeInterval
    // The stage's turn runs on the main actor, on this thread.
    nonisolated(unsafe) let timer = timer
    MainActor.assumeIsolated { Self.fire(timer, on: timeline, at: timeline.now + delay) }
  }

  /// Fires a Foundation timer at `time` on a stage's clock, then every `timeInterval` while it
  /// repeats and is valid.
  @MainActor private static func fire(
    _ timer: Foundation.Timer, on timeline: Timeline, at time: TimeInterval
  ) {
    nonisolated(unsafe) let timer = timer
    _ = timeline.schedule(at: time) {
      guard timer.isValid else { return }
      let interval = timer.timeInterval
      timer.fire()
      if interval > 0, timer.isValid { fire(timer, on: timeline, at: time + interval) }
    }
  }
}

/// Gives `Timer` the target–selector initializers Linux Foundation lacks. They make Curtain's
/// timer, which keeps `userInfo` and runs on the stage's clock once added to a run loop; only a
/// protocol's initializer may give back a subclass of the type it makes.
public protocol _TimerTargetSelectorInit {}

extension Foundation.Timer: _TimerTargetSelectorInit {}

extension _TimerTargetSelectorInit where Self: Foundation.Timer {
  /// A timer that never fires: NSObject's `init()`, which Linux Foundation's `Timer` lacks, and
  /// which code calls for a placeholder until it schedules a real timer (Whisper).
  public init() {
    let timer = StageTimer.unscheduled(interval: 0, repeats: false, userInfo: nil) { _ in }
    timer.invalidate()
    self = timer as! Self
  }

  /// A timer calling `selector` (an unapplied method taking the timer) on `target`, not yet
  /// scheduled: add it to a run loop.
  public init<Target: AnyObject>(
    timeInterval interval: TimeInterval, target: Target,
    selector: @escaping (Target) -> (Foundation.Timer) -> Void, userInfo: Any?, repeats: Bool
  ) {
    let timer = StageTimer.unscheduled(interval: interval, repeats: repeats, userInfo: userInfo) {
      selector(target)($0)
    }
    self = timer as! Self
  }

  /// A timer calling `selector` (an unapplied method taking nothing) on `target`, not yet
  /// scheduled: add it to a run loop.
  public init<Target: AnyObject>(
    timeInterval interval: TimeInterval, target: Target,
    selector: @escaping (Target) -> () -> Void, userInfo: Any?, repeats: Bool
  ) {
    let timer = StageTimer.unscheduled(interval: interval, repeats: repeats, userInfo: userInfo) {
      _ in selector(target)()
    }
    self = timer as! Self
  }
}
