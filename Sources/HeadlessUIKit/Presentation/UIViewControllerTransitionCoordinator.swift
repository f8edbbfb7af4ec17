import Foundation

/// What a transition coordinator tells alongside animations and completions about the
/// transition (`UIViewControllerTransitionCoordinatorContext`).
@preconcurrency @MainActor public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  var isAnimated: Bool { get }
  var presentationStyle: UIModalPresentationStyle { get }
  var initiallyInteractive: Bool { get }
  var isInterruptible: Bool { get }
  var isInteractive: Bool { get }
  var isCancelled: Bool { get }
  /// Seconds.
  var transitionDuration: TimeInterval { get }
  var percentComplete: CGFloat { get }
  var completionVelocity: CGFloat { get }
  var completionCurve: UIView.AnimationCurve { get }
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  var containerView: UIView { get }
  var targetTransform: CGAffineTransform { get }
}

/// Runs animations alongside a transition and hears when it ends
/// (`UIViewControllerTransitionCoordinator`), reachable from both view controllers'
/// `transitionCoordinator` while the transition runs.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{
  /// Runs `animation` with the transition's animations (same duration and curve) and
  /// `completion` after it ends. Returns false when no transition is running.
  @discardableResult
  func animate(
    alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  /// The same, for views outside the container.
  @discardableResult
  func animateAlongsideTransition(
    in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  /// `handler` runs when an interactive transition stops being interactive (the finger lifts).
  func notifyWhenInteractionChanges(
    _ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
  /// iOS 7's name for ``notifyWhenInteractionChanges(_:)``, deprecated in iOS 10 and still
  /// answered: `handler` runs when the interactive transition stops being interactive.
  public func notifyWhenInteractionEnds(
    _ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void
  ) {
    notifyWhenInteractionChanges(handler)
  }

  @discardableResult
  public func animate(
    alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }

  /// Headless, views outside the container animate on the same clock as those inside it: the
  /// same as ``animate(alongsideTransition:completion:)``.
  @discardableResult
  public func animateAlongsideTransition(
    in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: completion)
  }
}

/// An object whose content has a size that containers negotiate (`UIContentContainer`): view
/// controllers and presentation controllers.
@preconcurrency @MainActor public protocol UIContentContainer: AnyObject {
  var preferredContentSize: CGSize { get }
  func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer)
  func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer)
  func size(
    forChildContentContainer container: UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize
  func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)
  func willTransition(
    to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator)
}

/// The adaptivity delegate of a presentation controller (`UIAdaptivePresentationControllerDelegate`),
/// with both the iOS 8.0 and 8.3 forms of its methods. Every method is optional.
@preconcurrency @MainActor public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
  /// iOS 8.0: consulted in compact width only; `.fullScreen`, `.overFullScreen` and `.none` count.
  func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
  /// iOS 8.3: consulted for every trait collection; `.none` means "do not adapt".
  func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  )
    -> UIModalPresentationStyle
  /// The controller to present instead when adapting (e.g. wrapped in a navigation controller).
  func presentationController(
    _ controller: UIPresentationController,
    viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
  ) -> UIViewController?
  /// iOS 8.3: the style about to be used (`.none` when not adapting).
  func presentationController(
    _ presentationController: UIPresentationController,
    willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
    transitionCoordinator: UIViewControllerTransitionCoordinator?)
  /// iOS 15: the controller that presents instead when adapting (a popover's sheet), to
  /// configure before it presents.
  func presentationController(
    _ presentationController: UIPresentationController,
    prepare adaptivePresentationController: UIPresentationController)
  /// iOS 13 sheets: whether a swipe may dismiss.
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  public func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
  {
    OptionalRequirement.notImplemented()
    return .none
  }
  public func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  )
    -> UIModalPresentationStyle
  {
    OptionalRequirement.notImplemented()
    return .none
  }
  public func presentationController(
    _ controller: UIPresentationController,
    viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
  ) -> UIViewController? {
    OptionalRequirement.notImplemented()
    return nil
  }
  public func presentationController(
    _ presentationController: UIPresentationController,
    willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
    transitionCoordinator: UIViewControllerTransitionCoordinator?
  ) { OptionalRequirement.notImplemented() }
  public func presentationController(
    _ presentationController: UIPresentationController,
    prepare adaptivePresentationController: UIPresentationController
  ) { OptionalRequirement.notImplemented() }
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool {
    OptionalRequirement.notImplemented()
    return true
  }
  public func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  {
    OptionalRequirement.notImplemented()
  }
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    OptionalRequirement.notImplemented()
  }
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {
    OptionalRequirement.notImplemented()
  }
}
