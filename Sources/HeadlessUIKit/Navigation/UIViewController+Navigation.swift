import Foundation

extension UIViewController {
  /// The nearest navigation controller among the controller's ancestors, if any (a navigation
  /// controller's own is the one containing it, not itself).
  public var navigationController: UINavigationController? {
    var p = parent
    while let vc = p {
      if let nav = vc as? UINavigationController { return nav }
      p = vc.parent
    }
    return nil
  }
}
