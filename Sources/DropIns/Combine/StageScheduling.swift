import Foundation
import HeadlessQuartzCore
import OpenCombine

/// The stage whose turn runs on the calling thread, as the schedulers see it: they run their
/// actions on its clock, at its turns and deadlines, so that what a film shows is the same on
/// every run. Every function answers nil, or false, when no stage runs a turn here.
enum StageScheduling {
  /// The stage's time, in seconds since it started.
  static var now: TimeInterval? {
    Timeline.runningHere.map { timeline in MainActor.assumeIsolated { timeline.now } }
  }

  /// `DispatchTime.now()` on the stage's clock (a fixed epoch, so deadlines repeat run to run).
  static var dispatchNow: DispatchTime? {
    Timeline.runningHere.map { timeline in MainActor.assumeIsolated { timeline.dispatchNow } }
  }

  /// The stage time of a deadline read from ``dispatchNow``.
  static func time(of deadline: DispatchTime) -> TimeInterval? {
    Timeline.runningHere.map { timeline in
      MainActor.assumeIsolated { timeline.time(of: deadline) }
    }
  }

  /// Runs `action` at stage time `time` (clamped to now), or at the next turn when nil, after
  /// what is already due then, in the order scheduled.
  static func schedule(at time: TimeInterval?, _ action: @escaping () -> Void) -> Bool {
    guard let timeline = Timeline.runningHere else { return false }
    nonisolated(unsafe) let action = action
    MainActor.assumeIsolated { _ = timeline.schedule(at: time ?? timeline.now) { action() } }
    return true
  }

  /// Runs `action` at stage time `first`, then every `interval` until cancelled.
  static func scheduleRepeating(
    first: TimeInterval, interval: TimeInterval, _ action: @escaping () -> Void
  ) -> (any Cancellable)? {
    guard let timeline = Timeline.runningHere else { return nil }
    let repetition = StageRepetition(
      timeline: timeline, interval: max(interval, 0.0001), action: action)
    MainActor.assumeIsolated { repetition.schedule(at: first) }
    return repetition
  }
}

/// An action repeating on a stage's clock until cancelled (or until the stage is gone).
private final class StageRepetition: Cancellable, @unchecked Sendable {
  private weak var timeline: Timeline?
  private let interval: TimeInterval
  /// The action, until cancelled; cancelling may come from another thread.
  private let action: Locked<(() -> Void)?>
  /// The pending firing on `timeline`, touched only on the stage's thread.
  private var pending: Int?

  init(timeline: Timeline, interval: TimeInterval, action: @escaping () -> Void) {
    self.timeline = timeline
    self.interval = interval
    self.action = Locked(action)
  }

  @MainActor func schedule(at time: TimeInterval) {
    guard let timeline, action.value != nil else { return }
    pending = timeline.schedule(at: time) { [self] in
      pending = nil
      guard let action = action.value else { return }
      action()
      schedule(at: time + interval)
    }
  }

  func cancel() {
    action.value = nil
    // Cancelled from the stage's turn, the pending firing leaves its clock now; from anywhere
    // else it finds no action when it comes.
    guard let timeline, Timeline.runningHere === timeline else { return }
    MainActor.assumeIsolated {
      if let pending { timeline.cancel(pending) }
      pending = nil
    }
  }
}

/// A value behind a lock.
private final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value

  init(_ value: Value) { stored = value }

  var value: Value {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}
