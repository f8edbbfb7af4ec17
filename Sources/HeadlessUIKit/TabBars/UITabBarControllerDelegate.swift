import Foundation

/// Hears a tab bar controller's selection and supplies custom animations between tabs
/// (`UITabBarControllerDelegate`). Every method is optional: implement the ones you need.
///
/// The tab bar controller's `delegate` is **weak**, as in UIKit. `shouldSelect` and `didSelect`
/// are asked only when a person taps a tab, not when code sets the selection; the animator is
/// asked for every change of the selected tab while the tab bar controller is on screen.
@preconcurrency @MainActor public protocol UITabBarControllerDelegate: AnyObject {
  /// Whether the tapped tab's controller may be selected. Default: true.
  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool
  /// A person tapped a tab and its controller is now selected (also when it already was).
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController)
  /// An animator for the switch from one tab's controller to another's; nil switches at once.
  /// Default: nil.
  func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning?
  /// An interaction controller for the animator returned above. Default: nil.
  func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning?
  /// The orientations the tab bar controller supports, in its place. Default: UIKit's.
  func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController)
    -> UIInterfaceOrientationMask
  /// The orientation a presentation of the tab bar controller prefers. Default: the current one.
  func tabBarControllerPreferredInterfaceOrientationForPresentation(
    _ tabBarController: UITabBarController
  ) -> UIInterfaceOrientation
  /// The More screen's editor is about to open. Never on a stage, which shows no More screen.
  func tabBarController(
    _ tabBarController: UITabBarController,
    willBeginCustomizing viewControllers: [UIViewController])
  /// The More screen's editor is about to close.
  func tabBarController(
    _ tabBarController: UITabBarController,
    willEndCustomizing viewControllers: [UIViewController], changed: Bool)
  /// The More screen's editor closed.
  func tabBarController(
    _ tabBarController: UITabBarController,
    didEndCustomizing viewControllers: [UIViewController], changed: Bool)
  /// The sidebar's editing began (iOS 18). Never on a stage.
  func tabBarControllerWillBeginEditing(_ tabBarController: UITabBarController)
  /// The sidebar's editing ended (iOS 18).
  func tabBarControllerDidEndEditing(_ tabBarController: UITabBarController)
}

extension UITabBarControllerDelegate {
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool {
    OptionalRequirement.notImplemented()
    return true
  }
  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) { OptionalRequirement.notImplemented() }
  public func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    OptionalRequirement.notImplemented()
    return nil
  }
  public func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning? {
    OptionalRequirement.notImplemented()
    return nil
  }
  public func tabBarControllerSupportedInterfaceOrientations(
    _ tabBarController: UITabBarController
  ) -> UIInterfaceOrientationMask {
    OptionalRequirement.notImplemented()
    return UIViewController.defaultSupportedInterfaceOrientations(tabBarController.traitCollection)
  }
  public func tabBarControllerPreferredInterfaceOrientationForPresentation(
    _ tabBarController: UITabBarController
  ) -> UIInterfaceOrientation {
    OptionalRequirement.notImplemented()
    return UIViewController.currentInterfaceOrientation
  }
  public func tabBarController(
    _ tabBarController: UITabBarController,
    willBeginCustomizing viewControllers: [UIViewController]
  ) { OptionalRequirement.notImplemented() }
  public func tabBarController(
    _ tabBarController: UITabBarController,
    willEndCustomizing viewControllers: [UIViewController], changed: Bool
  ) { OptionalRequirement.notImplemented() }
  public func tabBarController(
    _ tabBarController: UITabBarController,
    didEndCustomizing viewControllers: [UIViewController], changed: Bool
  ) { OptionalRequirement.notImplemented() }
  public func tabBarControllerWillBeginEditing(_ tabBarController: UITabBarController) {
    OptionalRequirement.notImplemented()
  }
  public func tabBarControllerDidEndEditing(_ tabBarController: UITabBarController) {
    OptionalRequirement.notImplemented()
  }
}
