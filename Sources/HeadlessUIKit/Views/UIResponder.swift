import Foundation

/// The base of views, view controllers and the application, as in UIKit: the responder chain
/// (`next`), the first responder, and touch events.
///
/// As in UIKit, responders (and layers, gesture recognizers, animations, bar items…) descend
/// from Foundation's `NSObject`: they are `Equatable` and `Hashable` by identity, and answer
/// `isEqual(_:)`, `hash`, `isKind(of:)` and `description`. `responds(to:)` is not there: it
/// needs the Objective-C runtime, which Foundation on Linux does not have.
@preconcurrency @MainActor open class UIResponder: NSObject {
  public override init() { super.init() }

  /// The observations of the view's or controller's properties (see `KVO/`), made on first use.
  package var keyValueObservers: KeyValueObservers?

  /// The next responder: a view's view controller or superview, a view controller's view's
  /// superview, the window's application. Default: nil.
  open var next: UIResponder? { nil }

  // MARK: - First responder (see UIResponder+FirstResponder.swift)

  /// Whether the responder is its window's first responder.
  open var isFirstResponder: Bool { responderWindow?.firstResponder === self }

  /// Whether the responder may become first responder. Default: false.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether the responder may give up first-responder status. Default: true.
  open var canResignFirstResponder: Bool { true }

  /// Makes the responder its window's first responder, if `canBecomeFirstResponder` and it is
  /// in a window whose current first responder agrees to resign.
  @discardableResult open func becomeFirstResponder() -> Bool { takeFirstResponder() }

  /// Gives up first-responder status, if `canResignFirstResponder`.
  @discardableResult open func resignFirstResponder() -> Bool { giveUpFirstResponder() }

  /// A custom input view shown while first responder. Default: nil (there is no keyboard).
  open var inputView: UIView? { nil }
  /// A bar shown above the input view while first responder. Default: nil.
  open var inputAccessoryView: UIView? { nil }
  /// Asks for the input views again. Default: nothing (Curtain shows no keyboard).
  open func reloadInputViews() {}

  // MARK: - Touches

  /// A finger touched down in this responder (a view hit-tested under it). Default: passes the
  /// touches on to `next`, as UIKit does.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
  }
  /// The touches moved. Default: passes them on to `next`.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesMoved(touches, with: event)
  }
  /// The fingers lifted. Default: passes the touches on to `next`.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesEnded(touches, with: event)
  }
  /// The touches were cancelled (a gesture recognizer took them). Default: passes them on.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }

  // MARK: - Nibs (UIKit declares these on NSObject)

  /// Called on objects loaded from a nib or storyboard. Curtain loads neither, so it is never
  /// called; subclasses that override it compile. Default: nothing.
  open func awakeFromNib() {}
  /// Called by Interface Builder's live rendering, which does not exist here. Default: nothing.
  open func prepareForInterfaceBuilder() {}

  // MARK: - Accessibility (UIKit declares these on NSObject; stored, read by nothing)

  /// Whether assistive technologies treat the object as an element. Default: false.
  open var isAccessibilityElement = false
  /// A short name. Default: nil.
  open var accessibilityLabel: String?
  /// What happens on activation. Default: nil.
  open var accessibilityHint: String?
  /// The current value. Default: nil.
  open var accessibilityValue: String?
  /// What the element is and does. Default: none.
  open var accessibilityTraits: UIAccessibilityTraits = .none
  /// The element's frame in screen coordinates. Default: zero.
  open var accessibilityFrame: CGRect = .zero
  /// Whether the siblings of a modal element are ignored. Default: false.
  open var accessibilityViewIsModal = false
  /// Whether the element's children are hidden from assistive technologies. Default: false.
  open var accessibilityElementsHidden = false
  /// The contained elements, in order. Default: nil.
  open var accessibilityElements: [Any]?
  /// The two-finger "Z" escape gesture: dismiss a modal view. Default: false (not handled).
  open func accessibilityPerformEscape() -> Bool { false }
  /// Activation by an assistive technology. Default: false (not handled).
  open func accessibilityActivate() -> Bool { false }
}
