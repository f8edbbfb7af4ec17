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
@preconcurrency @MainActor open class UIGestureRecognizer: NSObject {
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

  /// A recognizer with no target yet.
  public override init() { super.init() }

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
    return delegate?.gestureRecognizerShouldBegin(self) ?? true
  }

  /// Changes state and tells the targets (except for `.possible` and `.failed`).
  func transition(to newState: State) {
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
    touches = []
  }
}

/// The delegate of a gesture recognizer. Every method is optional.
@preconcurrency @MainActor public protocol UIGestureRecognizerDelegate: AnyObject {
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }
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
