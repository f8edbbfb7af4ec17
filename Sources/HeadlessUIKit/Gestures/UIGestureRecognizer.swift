import Foundation

/// Recognises a gesture from touches and tells its targets, as UIKit's `UIGestureRecognizer`.
///
/// iOS code registers targets with `#selector`, which needs the Objective-C runtime; here a
/// target is a closure, or an object and an unapplied method (taking the recognizer or nothing):
///
/// ```swift
/// let pan = UIPanGestureRecognizer(target: self, action: CardViewController.handlePan)
/// let tap = UITapGestureRecognizer { recognizer in … }
/// ```
///
/// Touches reach the recognizers of the view under the finger and of its superviews. A
/// recognizer that leaves `.possible` fails the others tracking the same touches, unless a
/// delegate lets them recognise simultaneously; `require(toFail:)` holds one back until
/// another fails. Subclasses override `touchesBegan(_:with:)` and its siblings and set `state`,
/// as with UIKit's `UIGestureRecognizerSubclass`.
@preconcurrency @MainActor open class UIGestureRecognizer: NSObject {
  /// The state machine UIKit defines.
  public enum State: Int, Sendable {
    case possible, began, changed, ended, cancelled, failed
    /// A discrete gesture (a tap) is recognised in the `.ended` state.
    public static let recognized = State.ended
  }

  var _state: State = .possible
  /// The current state. Default: `.possible`. Subclasses set it as touches arrive; a change
  /// to `.began`, `.changed`, `.ended` (`.recognized`) or `.cancelled` calls the targets.
  open var state: State {
    get { _state }
    set { change(to: newValue) }
  }
  /// The view the recognizer is attached to.
  open internal(set) weak var view: UIView?
  /// Whether the recognizer takes touches; turning it off during a gesture cancels it.
  /// Default: true.
  open var isEnabled = true {
    didSet { if !isEnabled, oldValue { cancelForDisabling() } }
  }
  /// Whether the view under the finger gets `touchesCancelled` once the gesture is recognised
  /// (and no more touches). Default: true.
  open var cancelsTouchesInView = true
  /// Whether the view gets touches only after the recognizer failed. Default: false.
  open var delaysTouchesBegan = false
  /// Whether the view's `touchesEnded` waits for the recognizer. Default: true.
  open var delaysTouchesEnded = true
  /// Default: true.
  open var requiresExclusiveTouchType = true
  /// A name for debugging. Default: nil.
  open var name: String?
  /// The recognizer's delegate (weak).
  open weak var delegate: UIGestureRecognizerDelegate?
  /// The kinds of touch recognised (`UITouch.TouchType` raw values); a stage's fingers are
  /// `.direct`. Default: every kind.
  open var allowedTouchTypes: [NSNumber] = UITouch.TouchType.allCases.map {
    NSNumber(value: $0.rawValue)
  }
  /// The kinds of press recognised (`UIPress.PressType` raw values). Default: every kind.
  open var allowedPressTypes: [NSNumber] = UIPress.PressType.allCases.map {
    NSNumber(value: $0.rawValue)
  }
  /// The modifier keys held during the gesture: none on a touch screen.
  open var modifierFlags: UIKeyModifierFlags { [] }
  /// The pointer buttons pressed during the gesture: none for fingers.
  open var buttonMask: UIEvent.ButtonMask { [] }

  /// Whether the recognizer takes the event's touches: its delegate's
  /// `gestureRecognizer(_:shouldReceive:)` for events decides. Default: true.
  open func shouldReceive(_ event: UIEvent) -> Bool {
    delegate?.gestureRecognizer(self, shouldReceive: event) ?? true
  }

  var targets: [TargetAction<UIGestureRecognizer>] = []
  /// Whether UIKit owns the recognizer (a bar button's tap, the interactive pop gesture): its
  /// actions are UIKit's own and stay out of the trace.
  var isSystemRecognizer = false
  /// Touches this recognizer is tracking, in the order they came down.
  var touches: [UITouch] = []
  /// Recognizers that must fail before this one may leave `.possible`.
  var failureRequirements: [Weak<UIGestureRecognizer>] = []
  /// A recognition held back until the recognizers this one requires to fail have failed.
  var pendingState: State?
  /// The dispatcher delivering this recognizer's touches, while it tracks any.
  weak var dispatcher: TouchDispatcher?

  /// A recognizer calling `action` on every state change (nil: none yet). UIKit's designated
  /// initializer; subclasses call `super.init(target: nil, action: nil)`.
  public init(target: Any?, action: ((UIGestureRecognizer) -> Void)?) {
    super.init()
    if let action { targets.append(TargetAction(target: target) { r, _ in action(r) }) }
  }

  /// A recognizer with no target yet.
  public convenience override init() { self.init(target: nil, action: nil) }

  /// A recognizer with no target: Curtain reads no archives (nib contents do not exist
  /// headlessly).
  public init?(coder: NSCoder) { super.init() }

  /// A recognizer calling `handler` on every state change.
  public convenience init(handler: @escaping (UIGestureRecognizer) -> Void) {
    self.init(target: nil, action: handler)
  }

  // MARK: - Touches (UIKit's UIGestureRecognizerSubclass)

  /// A physical button was pressed (a keyboard, a remote): never on a stage. Default: nothing.
  open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
  /// A pressed button changed (its force): never on a stage. Default: nothing.
  open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
  /// A button was released. Default: nothing.
  open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
  /// A press was cancelled. Default: nothing.
  open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
  /// Estimated touch properties (a pencil's force) were refined: never for a stage's fingers.
  /// Default: nothing.
  open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

  /// Touches came down on the view (or a subview). Default: nothing.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// Tracked touches moved. Default: nothing.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// Tracked touches lifted. Default: nothing.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// Tracked touches were cancelled. Default: cancels a gesture in progress, fails one not yet
  /// recognised.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    switch state {
    case .began, .changed: state = .cancelled
    case .possible: state = .failed
    default: break
    }
  }

  /// Called when the gesture is over (ended, failed or cancelled), with the state back at
  /// `.possible` and no touches tracked; override to clear your own state. Default: nothing.
  open func reset() {}

  /// Stops tracking `touch` (its later events do not reach this recognizer).
  open func ignore(_ touch: UITouch, for event: UIEvent) { touches.removeAll { $0 === touch } }

  /// Whether this recognizer, once recognised, fails `preventedGestureRecognizer`.
  /// Default: true.
  open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
  /// Whether `preventingGestureRecognizer`, once recognised, fails this one. Default: true.
  open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
  /// Whether this recognizer waits for `otherGestureRecognizer` to fail. Default: false.
  open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    false
  }
  /// Whether `otherGestureRecognizer` waits for this one to fail. Default: false.
  open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    false
  }

  /// Holds this recognizer in `.possible` until `otherGestureRecognizer` fails; if the other one
  /// is recognised instead, this one fails.
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
    guard otherGestureRecognizer !== self,
      !failureRequirements.contains(where: { $0.value === otherGestureRecognizer })
    else { return }
    failureRequirements.append(Weak(otherGestureRecognizer))
  }

  // MARK: - Location

  /// The centroid of the tracked touches in a view's coordinates (nil: the window's).
  open func location(in view: UIView?) -> CGPoint {
    guard !touches.isEmpty else { return .zero }
    let points = touches.map { $0.location(in: view) }
    let n = CGFloat(points.count)
    return CGPoint(x: points.map(\.x).reduce(0, +) / n, y: points.map(\.y).reduce(0, +) / n)
  }

  /// Where the tracked touch at `touchIndex` is, in a view's coordinates.
  open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
    touches.indices.contains(touchIndex) ? touches[touchIndex].location(in: view) : .zero
  }

  /// How many touches the recognizer tracks.
  open var numberOfTouches: Int { touches.count }

  // MARK: - Internal hooks

  /// Whether the recognizer, with no touches left and still `.possible`, waits for another
  /// touch sequence (a double tap's second tap). Default: false.
  var awaitsAnotherTouch: Bool { false }

  /// Whether this recognizer takes a touch that came down on its view or a subview: enabled,
  /// willing to receive the event (``shouldReceive(_:)``), of an allowed touch type, and its
  /// delegate's `gestureRecognizer(_:shouldReceive:)` agrees.
  func accepts(_ touch: UITouch, in event: UIEvent) -> Bool {
    guard isEnabled, shouldReceive(event),
      allowedTouchTypes.contains(NSNumber(value: UITouch.TouchType.direct.rawValue))
    else { return false }
    return delegate?.gestureRecognizer(self, shouldReceive: touch) ?? true
  }
}

/// A weak reference, for lists that must not keep their objects alive.
struct Weak<Object: AnyObject> {
  weak var value: Object?
  init(_ value: Object) { self.value = value }
}
