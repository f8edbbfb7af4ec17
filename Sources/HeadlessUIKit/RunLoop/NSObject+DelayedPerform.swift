import Foundation
import SystemRunLoop

/// `perform(_:with:afterDelay:)` and its cancellation on the stage's clock. During a stage's
/// turn the selector is sent at the same stage time `DispatchQueue.main.asyncAfter(deadline:
/// .now() + delay)` would run (the two keep the order they were asked in); anywhere else a timer
/// on the current Foundation run loop sends it. As on iOS the request keeps its target and its
/// argument until it runs or is cancelled, and `cancelPreviousPerformRequests` cancels the
/// requests of the current run loop: the stage's during its turn.
extension NSObject {
  /// Sends the selector to this object with an argument after a delay, in seconds.
  public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval)
  {
    DelayedPerforms.current.add(
      DelayedPerform(target: self, selector: aSelector, argument: anArgument),
      after: delay, modes: [.default])
  }

  /// Sends the selector after a delay, in the run loop modes given (a stage runs every mode).
  public func perform(
    _ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval,
    inModes modes: [RunLoop.Mode]
  ) {
    DelayedPerforms.current.add(
      DelayedPerform(target: self, selector: aSelector, argument: anArgument),
      after: delay, modes: modes)
  }

  /// Cancels every request `perform(_:with:afterDelay:)` made with this target (the same
  /// object) that has not run.
  public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
    let target = aTarget as AnyObject
    DelayedPerforms.current.cancel { $0.target === target }
  }

  /// Cancels the requests made with this target, the same selector and an equal argument
  /// (`isEqual(_:)`, or both nil) that have not run.
  public class func cancelPreviousPerformRequests(
    withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?
  ) {
    let target = aTarget as AnyObject
    DelayedPerforms.current.cancel {
      $0.target === target && $0.selector == aSelector
        && DelayedPerform.isEqual($0.argument, anArgument)
    }
  }
}

/// One request of `perform(_:with:afterDelay:)`.
struct DelayedPerform {
  let target: NSObject
  let selector: Selector
  let argument: Any?

  func run() { _ = target.perform(selector, with: argument) }

  /// Whether two arguments are equal as `isEqual:` sees them: both nil, equal objects, equal
  /// hashable values, or the same instance.
  static func isEqual(_ lhs: Any?, _ rhs: Any?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): return true
    case (let lhs?, let rhs?):
      if let lhs = lhs as? NSObject, let rhs = rhs as? NSObject { return lhs.isEqual(rhs) }
      if let lhs = lhs as? AnyHashable, let rhs = rhs as? AnyHashable { return lhs == rhs }
      if type(of: lhs) is AnyClass, type(of: rhs) is AnyClass {
        return lhs as AnyObject === rhs as AnyObject
      }
      return false
    default: return false
    }
  }
}

/// The requests of one run loop that have not run: a stage's (kept on its clock) or a thread's
/// Foundation run loop's.
final class DelayedPerforms: @unchecked Sendable {
  private struct Pending {
    let request: DelayedPerform
    let id: Int
    /// Takes the request off its run loop.
    let unschedule: () -> Void
  }

  private weak var timeline: Timeline?
  private var pending: [Pending] = []
  private var nextID = 0

  private init(timeline: Timeline?) { self.timeline = timeline }

  /// The stage's requests during its turn, or else the calling thread's.
  static var current: DelayedPerforms {
    if let timeline = Timeline.runningHere {
      return MainActor.assumeIsolated {
        timeline.attachment { DelayedPerforms(timeline: timeline) }
      }
    }
    let key = "Curtain.DelayedPerforms"
    if let found = Thread.current.threadDictionary[key] as? DelayedPerforms { return found }
    let made = DelayedPerforms(timeline: nil)
    Thread.current.threadDictionary[key] = made
    return made
  }

  func add(_ request: DelayedPerform, after delay: TimeInterval, modes: [RunLoop.Mode]) {
    let id = nextID
    nextID += 1
    // Runs on the run loop it was added to, on the thread that added it.
    nonisolated(unsafe) let run = { [weak self] in
      self?.pending.removeAll { $0.id == id }
      request.run()
    }
    if let timeline {
      let sequence = MainActor.assumeIsolated {
        // The deadline asyncAfter would compute, so the two keep their order.
        let time = timeline.time(of: timeline.dispatchNow + max(delay, 0))
        return timeline.schedule(at: time) { run() }
      }
      pending.append(
        Pending(request: request, id: id) {
          MainActor.assumeIsolated { timeline.cancel(sequence) }
        })
    } else {
      let timer = Foundation.Timer(
        fire: Date(timeIntervalSinceNow: max(delay, 0)), interval: 0, repeats: false
      ) { _ in run() }
      for mode in modes { SystemRunLoop.add(timer, to: .current, forMode: mode) }
      pending.append(Pending(request: request, id: id) { timer.invalidate() })
    }
  }

  /// Cancels the requests that `matches` picks, in the order they were made.
  func cancel(where matches: (DelayedPerform) -> Bool) {
    let cancelled = pending.filter { matches($0.request) }
    pending.removeAll { matches($0.request) }
    for entry in cancelled { entry.unschedule() }
  }
}
