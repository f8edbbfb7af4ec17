import Foundation

extension UINavigationController {
  /// The toolbar the controller manages, showing the top controller's `toolbarItems`.
  public var toolbar: UIToolbar! {
    let bar = _toolbar ?? UIToolbar(frame: .zero)
    _toolbar = bar
    bar.items = topViewController?.toolbarItems
    return bar
  }
}
