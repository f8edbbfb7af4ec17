import Foundation

/// Hears a navigation controller show controllers and supplies custom push and pop animations
/// (`UINavigationControllerDelegate`). Every method is optional: implement the ones you need.
///
/// The navigation controller's `delegate` is **weak**, as in UIKit.
@preconcurrency @MainActor public protocol UINavigationControllerDelegate: AnyObject {
  /// The navigation controller is about to show `viewController`: called after the appearance
  /// "will" callbacks, before the animation.
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool)
  /// The navigation controller showed `viewController`: called after the appearance "did"
  /// callbacks, once the animation ended.
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool)
  /// An interaction controller for the animator returned below, to drive the transition with a
  /// gesture. Asked only when the delegate supplies the animator. Default: nil.
  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning?
  /// An animator for an animated push or pop; nil keeps UIKit's slide. Default: nil.
  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning?
  /// The orientations the navigation controller supports, in its place. Default: UIKit's.
  func navigationControllerSupportedInterfaceOrientations(
    _ navigationController: UINavigationController
  ) -> UIInterfaceOrientationMask
  /// The orientation a presentation of the navigation controller prefers. Default: the
  /// current one.
  func navigationControllerPreferredInterfaceOrientationForPresentation(
    _ navigationController: UINavigationController
  ) -> UIInterfaceOrientation
}

extension UINavigationControllerDelegate {
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) { OptionalRequirement.notImplemented() }
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) { OptionalRequirement.notImplemented() }
  public func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning? {
    OptionalRequirement.notImplemented()
    return nil
  }
  public func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    OptionalRequirement.notImplemented()
    return nil
  }
  public func navigationControllerSupportedInterfaceOrientations(
    _ navigationController: UINavigationController
  ) -> UIInterfaceOrientationMask {
    OptionalRequirement.notImplemented()
    return UIViewController.defaultSupportedInterfaceOrientations(
      navigationController.traitCollection)
  }
  public func navigationControllerPreferredInterfaceOrientationForPresentation(
    _ navigationController: UINavigationController
  ) -> UIInterfaceOrientation {
    OptionalRequirement.notImplemented()
    return UIViewController.currentInterfaceOrientation
  }
}
