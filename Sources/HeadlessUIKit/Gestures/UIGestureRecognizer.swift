import Foundation

/// Recognises a gesture from touches and tells its targets, as UIKit's `UIGestureRecognizer`.
///
/// iOS code registers targets with `#selector`, which needs the Objective-C runtime; here a
/// target is a closure, or an object and an unapplied method:
///
/// ```swift
/// let pan = UIPanGestureRecognizer(target: self, action: CardViewController.handlePan)
/// let tap = UITapGestureRecognizer { recognizer in … }
/// ```
///
/// Touches reach the recognizers of the view under the finger and of its superviews; the first
/// to recognise its gesture wins the touch and the others fail.
@preconcurrency @MainActor open class UIGestureRecognizer {
  /// The state machine UIKit defines.
  public enum State: Int, Sendable {
    case possible, began, changed, ended, cancelled, failed
    /// A discrete gesture (a tap) is recognised in the `.ended` state.
    public static let recognized = State.ended
  }

  /// The current state. Default: `.possible`.
  open internal(set) var state: State = .possible
  /// The view the recognizer is attached to.
  public internal(set) weak var view: UIView?
  /// Whether the recognizer takes touches. Default: true.
  open var isEnabled = true
  /// Default: true (Curtain delivers touches to gestures only; views get no touch events).
  open var cancelsTouchesInView = true
  /// A name for debugging. Default: nil.
  open var name: String?
  /// The recognizer's delegate (weak).
  open weak var delegate: UIGestureRecognizerDelegate?

  var targets: [(UIGestureRecognizer) -> Void] = []
  /// Whether UIKit owns the recognizer (a bar button's tap, the interactive pop gesture): its
  /// actions are UIKit's own and stay out of the trace.
  var isSystemRecognizer = false
  /// Touches this recognizer is tracking.
  var touches: [UITouch] = []
  /// The recognizers that must fail before this one may recognise (`require(toFail:)`).
  var failureRequirements: [WeakGestureRecognizer] = []
  /// The state this recognizer asked for while a recognizer it waits on could still recognise.
  var pendingState: State?

  /// A recognizer with no target yet.
  public init() {}

  /// A recognizer calling `handler` on every state change.
  public convenience init(handler: @escaping (UIGestureRecognizer) -> Void) {
    self.init()
    targets.append(handler)
  }

  /// A recognizer calling `action` on `target` (an unapplied method, e.g. `MyView.didPan`).
  public convenience init<Target: AnyObject, Recognizer: UIGestureRecognizer>(
    target: Target, action: @escaping (Target) -> (Recognizer) -> Void
  ) {
    self.init()
    addTarget(target, action: action)
  }

  /// Adds a target method.
  public func addTarget<Target: AnyObject, Recognizer: UIGestureRecognizer>(
    _ target: Target, action: @escaping (Target) -> (Recognizer) -> Void
  ) {
    targets.append { [weak target] recognizer in
      guard let target, let r = recognizer as? Recognizer else { return }
      action(target)(r)
    }
  }

  /// Adds a target closure.
  public func addTarget(_ handler: @escaping (UIGestureRecognizer) -> Void) {
    targets.append(handler)
  }

  /// Removes every target.
  public func removeAllTargets() { targets.removeAll() }

  /// The centroid of the touches in a view's coordinates.
  open func location(in view: UIView?) -> CGPoint {
    guard let t = touches.first else { return .zero }
    return t.location(in: view)
  }

  /// How many touches the recognizer tracks.
  open var numberOfTouches: Int { touches.count }

  // MARK: - Subclass hooks

  func touchBegan(_ touch: UITouch) {}
  func touchMoved(_ touch: UITouch) {}
  func touchEnded(_ touch: UITouch) {}

  /// Whether this recognizer may take a touch that starts here.
  func accepts(_ touch: UITouch) -> Bool {
    guard isEnabled else { return false }
    return delegate?.gestureRecognizer(self, shouldReceive: touch) ?? true
  }

  /// Whether the recognizer may begin now that it would: its delegate's answer.
  func shouldBegin() -> Bool { delegate?.gestureRecognizerShouldBegin(self) ?? true }

  /// Makes this recognizer wait until `otherGestureRecognizer` fails before it recognises; if
  /// the other recognises, this one fails.
  public func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
    failureRequirements.append(WeakGestureRecognizer(otherGestureRecognizer))
  }

  /// Changes state and tells the targets (except for `.possible` and `.failed`). Recognising
  /// first asks the touches in progress whether it may (see `TouchDispatcher`).
  func transition(to newState: State) {
    if state == .possible, newState == .began || newState == .ended,
      let arbiter = Stage.current?.touches, !arbiter.allowsRecognition(of: self, as: newState)
    {
      return
    }
    state = newState
    guard newState != .possible && newState != .failed else { return }
    if !isSystemRecognizer, let trace = Stage.current?.trace {
      trace.record(self, "action(state: \(newState))")
    }
    for t in targets { t(self) }
  }

  /// Back to `.possible` after a gesture ended, failed or was cancelled.
  func reset() {
    state = .possible
    pendingState = nil
    touches = []
  }
}

/// A weak reference to a gesture recognizer.
struct WeakGestureRecognizer {
  weak var recognizer: UIGestureRecognizer?
  init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
}

/// The delegate of a gesture recognizer. Every method is optional.
@preconcurrency @MainActor public protocol UIGestureRecognizerDelegate: AnyObject {
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  /// Whether the two may recognise at once (either delegate saying yes is enough).
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  /// Whether `gestureRecognizer` waits for `otherGestureRecognizer` to fail.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  /// Whether `otherGestureRecognizer` waits for `gestureRecognizer` to fail.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  /// Whether the recognizer sees a touch that comes down.
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
}

extension UIGestureRecognizerDelegate {
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }

  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }

  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }

  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }

  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool { true }
}

extension UIGestureRecognizer.State: CustomStringConvertible {
  public var description: String {
    switch self {
    case .possible: return "possible"
    case .began: return "began"
    case .changed: return "changed"
    case .ended: return "ended"
    case .cancelled: return "cancelled"
    case .failed: return "failed"
    }
  }
}
