import Foundation

extension UIResponder {
  /// The window whose first responder this responder would be: a view's window, a view
  /// controller's view's window.
  var responderWindow: UIWindow? {
    if let view = self as? UIView { return view.window }
    if let vc = self as? UIViewController { return vc.viewIfLoaded?.window }
    return nil
  }

  /// `becomeFirstResponder()` as UIKit documents it: refused unless the responder can become
  /// first responder and is in a window, and unless the current one agrees to resign.
  func takeFirstResponder() -> Bool {
    guard canBecomeFirstResponder, let window = responderWindow else { return false }
    if window.firstResponder === self { return true }
    if let current = window.firstResponder, !current.resignFirstResponder() { return false }
    window.firstResponder = self
    return true
  }

  /// `resignFirstResponder()`: refused when `canResignFirstResponder` is false.
  func giveUpFirstResponder() -> Bool {
    guard canResignFirstResponder else { return false }
    if let window = responderWindow, window.firstResponder === self { window.firstResponder = nil }
    return true
  }

  /// Whether this responder is `view` or lives inside it (a view in its subtree, or a
  /// controller whose view is).
  func isInside(_ view: UIView) -> Bool {
    if let v = self as? UIView { return v.isDescendant(of: view) }
    if let v = (self as? UIViewController)?.viewIfLoaded { return v.isDescendant(of: view) }
    return false
  }
}

extension UIView {
  /// Makes the first responder in this view's subtree resign (text fields stop editing).
  ///
  /// - Parameter force: Resign even if the responder's `canResignFirstResponder` is false.
  /// - Returns: Whether nothing in the subtree is first responder any more.
  @discardableResult public func endEditing(_ force: Bool) -> Bool {
    guard let window, let current = window.firstResponder, current.isInside(self) else {
      return true
    }
    if force {
      window.firstResponder = nil
      return true
    }
    return current.resignFirstResponder()
  }

  /// Clears the window's first responder when it leaves with this subtree (UIKit resigns it).
  func dropFirstResponder(leaving window: UIWindow?) {
    guard let window, let current = window.firstResponder, current.isInside(self) else { return }
    window.firstResponder = nil
  }
}
