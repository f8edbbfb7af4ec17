import Foundation

extension UIViewController {
  /// The nearest navigation controller among the controller's ancestors, if any (a navigation
  /// controller's own is the one containing it, not itself).
  var enclosingNavigationController: UINavigationController? {
    nearestAncestor(UINavigationController.self)
  }

  /// The nearest of the controller's ancestors (not itself) that is a `Container`.
  func nearestAncestor<Container: UIViewController>(_ type: Container.Type) -> Container? {
    var p = parent
    while let vc = p {
      if let container = vc as? Container { return container }
      p = vc.parent
    }
    return nil
  }
}

extension UIViewController {
  /// Shows a controller where this one lives (UIKit's `show(_:sender:)`): pushed, animated, onto
  /// the navigation controller this controller is (or is in), else presented modally.
  func showInContext(_ vc: UIViewController) {
    if let nav = (self as? UINavigationController) ?? navigationController {
      nav.pushViewController(vc, animated: true)
    } else {
      present(vc, animated: true)
    }
  }
}
