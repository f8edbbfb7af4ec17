import Foundation
import SystemRunLoop

/// Foundation's timer on the stage's clock: a timer scheduled during a stage's turn fires on
/// the stage's clock, first `timeInterval` after it was scheduled, a repeating one then every
/// `timeInterval`, until invalidated. As on iOS the timer keeps its target and its `userInfo`
/// until it is invalidated, and the run loop keeps the timer. Outside a stage the same timer runs
/// on Foundation's run loop. Made by the `scheduledTimer` methods below
/// (docs/architecture.md#run-loop).
final class StageTimer: Foundation.Timer {
  /// Calls the block or the target; nil once invalidated.
  private var action: ((Foundation.Timer) -> Void)?
  private let interval: TimeInterval
  private let repeats: Bool
  private var info: Any?
  /// The stage time of the next firing, once scheduled on a stage.
  private var dueTime: TimeInterval?
  /// The clock the timer fires on, once scheduled on a stage.
  private weak var timeline: Timeline?
  /// The scheduled firing on `timeline`.
  private var scheduled: Int?
  private var invalidated = false
  /// The stage time the timer was made at, for one made unscheduled during a stage's turn.
  private var madeAt: TimeInterval?

  private init(
    interval: TimeInterval, repeats: Bool, userInfo: Any?,
    action: @escaping (Foundation.Timer) -> Void
  ) {
    self.interval = max(interval, 0.0001)
    self.repeats = repeats
    self.info = userInfo
    self.action = action
    super.init(
      fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: repeats,
      block: { timer in (timer as? StageTimer)?.run() })
  }

  /// A timer calling `action`, scheduled on the stage running a turn on this thread, or else on
  /// Foundation's current run loop.
  static func scheduled(
    interval: TimeInterval, repeats: Bool, userInfo: Any?,
    action: @escaping (Foundation.Timer) -> Void
  ) -> StageTimer {
    let timer = StageTimer(
      interval: interval, repeats: repeats, userInfo: userInfo, action: action)
    if let timeline = Timeline.runningHere {
      timer.start(on: timeline)
    } else {
      SystemRunLoop.add(timer, to: .current, forMode: .default)
    }
    return timer
  }

  /// A timer calling `action`, not yet scheduled: a run loop's `add(_:forMode:)` schedules it.
  /// Made during a stage's turn, it is due `interval` after that turn, as on iOS.
  static func unscheduled(
    interval: TimeInterval, repeats: Bool, userInfo: Any?,
    action: @escaping (Foundation.Timer) -> Void
  ) -> StageTimer {
    let timer = StageTimer(interval: interval, repeats: repeats, userInfo: userInfo, action: action)
    timer.madeAt = Timeline.runningHere.map { timeline in MainActor.assumeIsolated { timeline.now }
    }
    return timer
  }

  /// Schedules the timer on the stage running a turn on this thread (at its fire date, or at
  /// once if that has passed), or else on `runLoop`; a timer already on a stage, or
  /// invalidated, stays as it is.
  func add(to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
    guard timeline == nil, !invalidated else { return }
    guard let timeline = Timeline.runningHere else {
      return SystemRunLoop.add(self, to: runLoop, forMode: mode)
    }
    self.timeline = timeline
    let now = MainActor.assumeIsolated { timeline.now }
    schedule(at: max(now, (madeAt ?? now) + interval))
  }

  /// Starts firing on a stage's clock, `timeInterval` from now.
  private func start(on timeline: Timeline) {
    self.timeline = timeline
    schedule(at: MainActor.assumeIsolated { timeline.now } + interval)
  }

  private func schedule(at time: TimeInterval) {
    guard let timeline else { return }
    dueTime = time
    // A timer on a stage lives on its main actor: the run loop fires it there.
    nonisolated(unsafe) let timer = self
    scheduled = MainActor.assumeIsolated {
      timeline.schedule(at: time) {
        timer.scheduled = nil
        timer.run()
        if timer.repeats, !timer.invalidated { timer.schedule(at: time + timer.interval) }
      }
    }
  }

  /// Calls the action; a timer that does not repeat is invalid afterwards.
  private func run() {
    guard !invalidated else { return }
    action?(self)
    if !repeats { invalidate() }
  }

  /// Fires now (the action runs; a timer that repeats keeps its schedule, one that does not is
  /// invalidated).
  override func fire() { run() }

  /// Stops the timer for good: it leaves the run loop and lets go of its target and `userInfo`.
  override func invalidate() {
    invalidated = true
    if let scheduled, let timeline {
      MainActor.assumeIsolated { timeline.cancel(scheduled) }
    }
    scheduled = nil
    action = nil
    info = nil
    super.invalidate()
  }

  override var isValid: Bool { !invalidated }

  /// The interval of a repeating timer; 0 for one that does not repeat, as on iOS.
  override var timeInterval: TimeInterval { repeats ? interval : 0 }

  override var userInfo: Any? { info }

  /// When the timer fires next. On a stage, setting it moves the firing (to the nearest
  /// millisecond of the wall-clock date's distance from now; `Date.distantFuture` holds it).
  override var fireDate: Date {
    get {
      guard let timeline, let dueTime else { return super.fireDate }
      let now = MainActor.assumeIsolated { timeline.now }
      return Date(timeIntervalSinceNow: dueTime - now)
    }
    set {
      guard let timeline, !invalidated else {
        super.fireDate = newValue
        return
      }
      if let scheduled { MainActor.assumeIsolated { timeline.cancel(scheduled) } }
      scheduled = nil
      if newValue == .distantFuture {
        dueTime = .infinity
      } else {
        let now = MainActor.assumeIsolated { timeline.now }
        schedule(at: now + max(0, (newValue.timeIntervalSinceNow * 1000).rounded() / 1000))
      }
    }
  }
}

extension Foundation.Timer {
  /// A timer calling `block`, scheduled on the current run loop: the stage's, during its turn.
  /// It is disfavoured, so that a file importing Foundation itself gets Foundation's.
  @available(*, noasync)
  @_disfavoredOverload
  @discardableResult
  public class func scheduledTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool,
    block: @escaping @Sendable (Foundation.Timer) -> Void
  ) -> Foundation.Timer {
    StageTimer.scheduled(interval: interval, repeats: repeats, userInfo: nil, action: block)
  }

  /// A timer calling `selector` (an unapplied method taking the timer) on `target`, scheduled
  /// on the current run loop: the target–selector form Linux Foundation lacks.
  @discardableResult
  public class func scheduledTimer<Target: AnyObject>(
    timeInterval interval: TimeInterval, target: Target,
    selector: @escaping (Target) -> (Foundation.Timer) -> Void, userInfo: Any?, repeats: Bool
  ) -> Foundation.Timer {
    StageTimer.scheduled(interval: interval, repeats: repeats, userInfo: userInfo) {
      selector(target)($0)
    }
  }

  /// A timer calling `selector` (an unapplied method taking nothing) on `target`, scheduled on
  /// the current run loop.
  @discardableResult
  public class func scheduledTimer<Target: AnyObject>(
    timeInterval interval: TimeInterval, target: Target,
    selector: @escaping (Target) -> () -> Void, userInfo: Any?, repeats: Bool
  ) -> Foundation.Timer {
    StageTimer.scheduled(interval: interval, repeats: repeats, userInfo: userInfo) { _ in
      selector(target)()
    }
  }
}
