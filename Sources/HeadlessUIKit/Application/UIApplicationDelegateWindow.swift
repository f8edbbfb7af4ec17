import Foundation

/// What makes `application.delegate?.window` a `UIWindow??`, as on iOS, where `window` is an
/// optional requirement: nil when the delegate does not implement it, else its value. Code
/// written for iOS unwraps it twice (`if let w = delegate?.window, let window = w`) or with
/// `?? nil`; `delegate?.window?.rootViewController` still reads the window directly.
/// ``UIApplicationDelegate`` refines it; conform to that one.
@preconcurrency @MainActor public protocol UIApplicationDelegateWindow: AnyObject {}

extension UIApplicationDelegateWindow {
  /// The delegate's `window` wrapped once more: nil when the delegate does not implement it.
  public var window: UIWindow?? {
    guard let delegate = self as? any UIApplicationDelegate else { return nil }
    UIApplicationDelegateWindowDefault.read = false
    let window: UIWindow? = delegate.window
    return UIApplicationDelegateWindowDefault.read ? nil : .some(window)
  }
}

/// Set by the default `window` when it runs, so a read can tell it from an implementation.
@MainActor enum UIApplicationDelegateWindowDefault {
  static var read = false
}
