import Foundation

/// The base of views and view controllers, as in UIKit. Curtain delivers no touch events through
/// responders (gestures go through gesture recognizers), but the chain is here so that code
/// walking `next` compiles and finds the same objects.
///
/// As in UIKit, responders (and layers, gesture recognizers, animations, bar items…) descend
/// from Foundation's `NSObject`: they are `Equatable` and `Hashable` by identity, and answer
/// `isEqual(_:)`, `hash`, `isKind(of:)` and `description`. `responds(to:)` is not there: it
/// needs the Objective-C runtime, which Foundation on Linux does not have.
@preconcurrency @MainActor open class UIResponder: NSObject {
  public override init() { super.init() }

  /// The next responder: a view's view controller or superview, a view controller's view's
  /// superview. Default: nil.
  open var next: UIResponder? { nil }

  /// Whether the responder is first responder. Always false headlessly.
  open var isFirstResponder: Bool { false }

  /// Returns false: there is no keyboard.
  @discardableResult open func becomeFirstResponder() -> Bool { false }

  /// Returns true.
  @discardableResult open func resignFirstResponder() -> Bool { true }
}
