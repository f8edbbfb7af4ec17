import Foundation

/// The virtual clock HeadlessUIKit runs on: a discrete-event simulation.
///
/// Time is a number of seconds that only moves when someone calls ``advance(to:)``. Actions are
/// scheduled at exact times and run in (time, order of scheduling) order; animations end at exact
/// times computed from their layers' timing, and their completions run at those times, in the
/// same queue. Nothing reads a wall clock.
///
/// UIKit's static APIs (`CACurrentMediaTime()`, `CATransaction`, `UIView.animate`) find the
/// running timeline through ``current``, a task-local value bound while a stage runs, so several
/// stages can run in one process and tests can run in parallel.
@MainActor
package final class Timeline {
  /// The current time, in seconds since the timeline started.
  package private(set) var now: TimeInterval = 0

  /// The timeline of the running stage, if any.
  @TaskLocal package static var current: Timeline?

  private struct Event {
    let time: TimeInterval
    let sequence: Int
    let action: @MainActor () -> Void
  }

  /// Pending actions, sorted by (time, sequence).
  private var events: [Event] = []
  private var nextSequence = 0
  /// Layers with animations attached, checked for animations that end.
  var animatedLayers: [ObjectIdentifier: WeakLayer] = [:]
  /// Layers whose trees are on screen: marked committed after every turn.
  package var committedRoots: [WeakLayer] = []
  /// UIView animation blocks and recorders in effect (`ViewAnimationContext`s, innermost last).
  var viewAnimationContexts: [ViewAnimationContext] = []
  /// `UIView.setAnimationsEnabled(_:)`: false makes animation blocks apply changes at once.
  var areViewAnimationsEnabled = true
  /// The transition whose animator is running `animateTransition` now: it learns the timing of
  /// the first UIView animation block, for its alongside animations.
  weak var capturingTransition: (any AnimationBlockCapturing)?
  /// Told about every animation added while an interactive transition records its animations.
  var animationRecorder: ((CALayer, AnimationEntry) -> Void)?
  /// Presentations and dismissals that have started and not completed.
  var transitionsInFlight: [PresentationTransition] = []
  /// The stack of open `CATransaction`s (the implicit one at the bottom is created on demand).
  var transactions: [TransactionState] = []

  /// One entry per traced call in progress: whether a default implementation of an optional
  /// protocol method ran in it (see `OptionalRequirement`).
  var optionalCallFrames: [Bool] = []

  package init() {}

  /// Called by default implementations of optional protocol methods.
  func markOptionalCallUnimplemented() {
    if !optionalCallFrames.isEmpty { optionalCallFrames[optionalCallFrames.count - 1] = true }
  }

  /// Runs an optional protocol method: its result, or nil when only the default implementation
  /// ran (the object does not implement it).
  func callOptional<T>(_ body: () -> T) -> T? {
    optionalCallFrames.append(false)
    let result = body()
    return optionalCallFrames.removeLast() ? nil : result
  }

  /// A number that orders everything scheduled or added, so ties at one time keep their order.
  func takeSequence() -> Int {
    defer { nextSequence += 1 }
    return nextSequence
  }

  /// Schedules `action` to run at `time` (or now, if `time` is in the past).
  @discardableResult
  package func schedule(at time: TimeInterval, _ action: @escaping @MainActor () -> Void) -> Int {
    let event = Event(time: max(time, now), sequence: takeSequence(), action: action)
    let index =
      events.firstIndex { ($0.time, $0.sequence) > (event.time, event.sequence) } ?? events.count
    events.insert(event, at: index)
    return event.sequence
  }

  /// Drops everything scheduled and stops animations from ending: the stage has crashed.
  func halt() {
    events.removeAll()
    isHalted = true
  }
  private(set) var isHalted = false

  /// Cancels a scheduled action that has not run.
  package func cancel(_ sequence: Int) {
    events.removeAll { $0.sequence == sequence }
  }

  /// When the next scheduled action or animation end is due, if anything is pending.
  package var nextEventTime: TimeInterval? {
    if isHalted { return nil }
    let a = events.first?.time
    let b = nextAnimationEnd()?.time
    switch (a, b) {
    case let (a?, b?): return min(a, b)
    case let (a?, nil): return a
    case let (nil, b?): return b
    case (nil, nil): return nil
    }
  }

  /// Whether nothing is scheduled and no animation is running.
  package var isIdle: Bool { isHalted || (events.isEmpty && !hasRunningAnimations) }

  /// Runs every action and animation end due at or before `time`, each at its own time, then
  /// sets the clock to `time`. Actions may schedule more; those run too if due.
  package func advance(to time: TimeInterval) {
    precondition(time >= now, "time only moves forward (now \(now), asked \(time))")
    // The turn that was running ends before the clock moves on.
    flushImplicitTransaction()
    while !isHalted {
      let event = events.first
      let end = nextAnimationEnd()
      if let end, end.time <= time,
        event.map({ (end.time, end.sequence) < ($0.time, $0.sequence) }) ?? true
      {
        now = end.time
        finishAnimations(endingBy: end.time)
      } else if let event, event.time <= time {
        events.removeFirst()
        now = event.time
        event.action()
      } else {
        break
      }
      flushImplicitTransaction()
    }
    now = time
  }

  /// Runs `body` with this timeline as ``current``.
  package func run<T>(_ body: () throws -> T) rethrows -> T {
    try Timeline.$current.withValue(self) { try body() }
  }
}

/// A weak reference to a layer, for registries that must not keep layers alive.
package struct WeakLayer {
  package weak var layer: CALayer?
  package init(layer: CALayer?) { self.layer = layer }
}

/// `CACurrentMediaTime()`: the running stage's clock, in seconds (0 when no stage runs).
@preconcurrency @MainActor public func CACurrentMediaTime() -> CFTimeInterval {
  Timeline.current?.now ?? 0
}

/// Core Foundation's time interval: seconds.
public typealias CFTimeInterval = Double
