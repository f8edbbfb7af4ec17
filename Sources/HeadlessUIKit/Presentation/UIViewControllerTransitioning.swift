import Foundation

/// Keys of the two views of a transition.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The view the transition leaves.
  public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromView")
  /// The view the transition arrives at.
  public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToView")
}

/// Keys of the two view controllers of a transition.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let from = UITransitionContextViewControllerKey(
    rawValue: "UITransitionContextFromViewController")
  public static let to = UITransitionContextViewControllerKey(
    rawValue: "UITransitionContextToViewController")
}

/// Everything an animator needs about a running transition, as UIKit's
/// `UIViewControllerContextTransitioning`.
@preconcurrency @MainActor public protocol UIViewControllerContextTransitioning: AnyObject {
  /// The superview of the views in the transition.
  var containerView: UIView { get }
  var isAnimated: Bool { get }
  var isInteractive: Bool { get }
  var transitionWasCancelled: Bool { get }
  var presentationStyle: UIModalPresentationStyle { get }
  func updateInteractiveTransition(_ percentComplete: CGFloat)
  func finishInteractiveTransition()
  func cancelInteractiveTransition()
  func pauseInteractiveTransition()
  /// Ends the transition; only the first call counts.
  func completeTransition(_ didComplete: Bool)
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// The view to animate for a key, or nil when the animator must leave that side alone.
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  var targetTransform: CGAffineTransform { get }
  func initialFrame(for vc: UIViewController) -> CGRect
  func finalFrame(for vc: UIViewController) -> CGRect
}

/// An object that animates a transition (`UIViewControllerAnimatedTransitioning`).
@preconcurrency @MainActor public protocol UIViewControllerAnimatedTransitioning: AnyObject {
  /// The transition's length, in seconds.
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  /// Animates the transition and calls `completeTransition` when done.
  func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
  /// The same property animator for the whole transition (an interruptible transition).
  /// Optional: not implemented by default.
  func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
    -> UIViewImplicitlyAnimating
  /// Called after `completeTransition`, last. Optional.
  func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
  public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
    -> UIViewImplicitlyAnimating
  {
    OptionalRequirement.notImplemented()
    return UIViewPropertyAnimator(duration: 0, curve: .linear, animations: nil)
  }
  public func animationEnded(_ transitionCompleted: Bool) { OptionalRequirement.notImplemented() }
}

/// An object that drives a transition interactively (`UIViewControllerInteractiveTransitioning`).
@preconcurrency @MainActor public protocol UIViewControllerInteractiveTransitioning: AnyObject {
  func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
  /// Optional. Default: 1.
  var completionSpeed: CGFloat { get }
  /// Optional. Default: `.easeInOut`.
  var completionCurve: UIView.AnimationCurve { get }
  /// Optional. Default: true.
  var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
  public var completionSpeed: CGFloat { 1 }
  public var completionCurve: UIView.AnimationCurve { .easeInOut }
  public var wantsInteractiveStart: Bool { true }
}

/// Supplies the objects of a custom transition (`UIViewControllerTransitioningDelegate`). Every
/// method is optional: implement the ones you need, as on iOS.
@preconcurrency @MainActor public protocol UIViewControllerTransitioningDelegate: AnyObject {
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning?
  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    OptionalRequirement.notImplemented()
    return nil
  }
  public func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    OptionalRequirement.notImplemented()
    return nil
  }
  public func interactionControllerForPresentation(
    using animator: UIViewControllerAnimatedTransitioning
  )
    -> UIViewControllerInteractiveTransitioning?
  {
    OptionalRequirement.notImplemented()
    return nil
  }
  public func interactionControllerForDismissal(
    using animator: UIViewControllerAnimatedTransitioning
  )
    -> UIViewControllerInteractiveTransitioning?
  {
    OptionalRequirement.notImplemented()
    return nil
  }
  public func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    OptionalRequirement.notImplemented()
    return nil
  }
}

/// How the machinery tells an implemented optional protocol method from the default one: default
/// implementations mark the call they are running in, and traced calls that were marked are
/// dropped from the trace (UIKit does not call optional methods that are not implemented).
@MainActor enum OptionalRequirement {
  static func notImplemented() { Timeline.current?.uiKit.markOptionalCallUnimplemented() }
}
