import Foundation

/// The base of views and view controllers, as in UIKit. Curtain delivers no touch events through
/// responders (gestures go through gesture recognizers), but the chain is here so that code
/// walking `next` compiles and finds the same objects.
@preconcurrency @MainActor open class UIResponder {
  public init() {}

  /// The observations of the view's or controller's properties (see `KVO/`), made on first use.
  var keyValueObservers: KeyValueObservers?

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
