import Foundation

/// Supplies a page view controller's pages on demand, as UIKit's
/// `UIPageViewControllerDataSource`: the page before and after a page (nil at the ends).
@preconcurrency @MainActor public protocol UIPageViewControllerDataSource: AnyObject {
  /// The page before `viewController`, or nil if it is the first.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController?
  /// The page after `viewController`, or nil if it is the last.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController?
  /// The number of dots a page control shows (optional).
  func presentationCount(for pageViewController: UIPageViewController) -> Int
  /// The dot shown selected (optional).
  func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
  public func presentationCount(for pageViewController: UIPageViewController) -> Int {
    OptionalRequirement.notImplemented()
    return 0
  }
  public func presentationIndex(for pageViewController: UIPageViewController) -> Int {
    OptionalRequirement.notImplemented()
    return 0
  }
}

/// Hears a page view controller's gesture-driven page turns, as UIKit's
/// `UIPageViewControllerDelegate`: `willTransitionTo` when a page starts to show, then
/// `didFinishAnimating` when the turn ends, completed or not. `setViewControllers` tells
/// neither, as in UIKit.
@preconcurrency @MainActor public protocol UIPageViewControllerDelegate: AnyObject {
  /// A turn toward `pendingViewControllers` begins.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController])
  /// The turn ended: `completed` if the new pages now show; `previousViewControllers` are
  /// the pages shown before it.
  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
  /// The spine for a page-curl controller turned to `orientation`.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    spineLocationFor orientation: UIInterfaceOrientation
  ) -> UIPageViewController.SpineLocation
  /// The orientations the page view controller supports when it is the root.
  func pageViewControllerSupportedInterfaceOrientations(
    _ pageViewController: UIPageViewController
  ) -> UIInterfaceOrientationMask
  /// The orientation it prefers when presented full screen.
  func pageViewControllerPreferredInterfaceOrientationForPresentation(
    _ pageViewController: UIPageViewController
  ) -> UIInterfaceOrientation
}

extension UIPageViewControllerDelegate {
  public func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController]
  ) { OptionalRequirement.notImplemented() }
  public func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) { OptionalRequirement.notImplemented() }
  public func pageViewController(
    _ pageViewController: UIPageViewController,
    spineLocationFor orientation: UIInterfaceOrientation
  ) -> UIPageViewController.SpineLocation {
    OptionalRequirement.notImplemented()
    return pageViewController.spineLocation
  }
  public func pageViewControllerSupportedInterfaceOrientations(
    _ pageViewController: UIPageViewController
  ) -> UIInterfaceOrientationMask {
    OptionalRequirement.notImplemented()
    return .allButUpsideDown
  }
  public func pageViewControllerPreferredInterfaceOrientationForPresentation(
    _ pageViewController: UIPageViewController
  ) -> UIInterfaceOrientation {
    OptionalRequirement.notImplemented()
    return .portrait
  }
}
