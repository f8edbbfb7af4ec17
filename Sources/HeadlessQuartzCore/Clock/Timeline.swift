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
  package var animatedLayers: [ObjectIdentifier: WeakLayer] = [:]
  /// Layers whose trees are on screen: marked committed after every turn.
  package var committedRoots: [WeakLayer] = []
  /// Told about every animation added while a recorder listens (an interactive transition
  /// recording its animations).
  package var animationRecorder: ((CALayer, AnimationEntry) -> Void)?
  /// The stack of open `CATransaction`s (the implicit one at the bottom is created on demand).
  package var transactions: [TransactionState] = []
  /// `CADisplayLink`'s refresh rate: the running device's highest frame rate.
  package var maximumFramesPerSecond = 60
  /// Where ``log(_:)`` prints: the stage's console, set by the stage that runs this clock.
  package var console: ((String) -> Void)?
  /// Draws a `CATextLayer`'s text into a context: UIKit's string drawing, lent by the stage.
  package var textLayerPainter: ((CATextLayer, CGContext) -> Void)?
  /// Raises an Objective-C exception (name, reason) that Core Animation's code finds: the stage
  /// that runs this clock records it and stops, as an uncaught exception ends an app.
  package var raiseException: ((String, String) -> Void)?
  /// The members ``noteMissingEffect(_:_:)`` has spoken of.
  var notedMembers: Set<String> = []
  /// State the frameworks above keep per clock, by type (UIKit's animation blocks and
  /// transitions in flight): theirs, kept here only so that they find it from the clock.
  private var attachments: [ObjectIdentifier: AnyObject] = [:]

  package init() {}

  /// The attachment of type `T`, made by `make` on first use.
  package func attachment<T: AnyObject>(_ make: () -> T) -> T {
    if let found = attachments[ObjectIdentifier(T.self)] as? T { return found }
    let made = make()
    attachments[ObjectIdentifier(T.self)] = made
    return made
  }

  /// A number that orders everything scheduled or added, so ties at one time keep their order.
  package func takeSequence() -> Int {
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
  package func halt() {
    events.removeAll()
    isHalted = true
  }
  package private(set) var isHalted = false

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
    // Animations added while no stage ran start now, on this clock: its turn is their first.
    adoptOffStageWork()
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

  /// Runs `body` with this timeline as ``current``, as the run loop of the calling thread
  /// (``runningHere``), and with its console as Core Graphics' sink for notes of missing effects.
  package func run<T>(_ body: () throws -> T) rethrows -> T {
    try Timeline.$current.withValue(self) {
      try MissingEffectNotes.$sink.withValue(coreGraphicsNotes) { try markRunningHere(body) }
    }
  }

  /// Core Graphics' notes, told to this clock on the main thread (where stages run).
  private var coreGraphicsNotes: @Sendable (String, String) -> Void {
    { [weak self] member, consequence in
      guard Thread.isMainThread else { return }
      MainActor.assumeIsolated { self?.noteMissingEffect(member, consequence) }
    }
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
