import Foundation

/// UIKit's push and pop slide (`_UINavigationParallaxTransition`, iOS 7 and later), used when the
/// delegate supplies no animator.
///
/// - Push: the arriving view slides in from the right edge over the leaving one, which moves left
///   by 30 % of the width. Pop: the reverse, the leaving view sliding out to the right.
/// - The leaving view's travel is UIKit's `parallaxOffset`: it ends at
///   `−(width − round(0.7 × width))` (−118 points on a 393-point screen).
/// - `transitionDuration` is 0.35 s (`defaultSlidingTransitionDuration`), but the animation
///   uses the context's completion curve, which for navigation is curve 7, the system spring:
///   UIKit substitutes its critically damped spring and runs it for 0.5 s, so the transition
///   completes at 0.5 s, as the built-in modal transitions do.
/// - Driven interactively (the pop gesture, or a percent-driven interactor), it runs linearly
///   over 0.35 s so that the finger maps to the slide.
///
/// Not drawn: the slight dimming of the lower view and the shadow along the upper view's left
/// edge.
@MainActor final class NavigationParallaxAnimator: UIViewControllerAnimatedTransitioning, UIKitOwned
{
  let operation: UINavigationController.Operation

  /// `defaultSlidingTransitionDuration`, in seconds.
  static let duration: TimeInterval = 0.35

  init(operation: UINavigationController.Operation) { self.operation = operation }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    Self.duration
  }

  /// Where the lower view sits while covered, as an x offset: UIKit's parallax offset.
  static func parallaxOffset(width: CGFloat) -> CGFloat { -(width - (width * 0.7).rounded()) }

  func animateTransition(using ctx: UIViewControllerContextTransitioning) {
    guard let fromVC = ctx.viewController(forKey: .from),
      let toVC = ctx.viewController(forKey: .to),
      let fromView = ctx.view(forKey: .from), let toView = ctx.view(forKey: .to)
    else { return ctx.completeTransition(false) }
    let container = ctx.containerView
    let width = container.bounds.width
    let final = ctx.finalFrame(for: toVC)
    let start = ctx.initialFrame(for: fromVC)
    let push = operation != .pop
    let lower = Self.parallaxOffset(width: width)
    if push {
      container.addSubview(toView)
      toView.frame = final.offsetBy(dx: width, dy: 0)
    } else {
      container.insertSubview(toView, belowSubview: fromView)
      toView.frame = final.offsetBy(dx: lower, dy: 0)
    }
    let curve: UIView.AnimationOptions =
      ctx.isInteractive ? .curveLinear : BuiltinTransitionAnimator.systemCurve
    UIView.animate(
      withDuration: Self.duration, delay: 0, options: curve,
      animations: {
        toView.frame = final
        fromView.frame = start.offsetBy(dx: push ? lower : width, dy: 0)
      },
      completion: { _ in
        if ctx.transitionWasCancelled {
          fromView.frame = start
          toView.removeFromSuperview()
        } else {
          fromView.removeFromSuperview()
          fromView.frame = start
        }
        ctx.completeTransition(!ctx.transitionWasCancelled)
      })
  }
}

/// The immediate swap of a transition that is not animated: the arriving view replaces the
/// leaving one at once, and the transition completes in the same turn.
@MainActor
final class NavigationImmediateAnimator: UIViewControllerAnimatedTransitioning, UIKitOwned {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { 0 }

  func animateTransition(using ctx: UIViewControllerContextTransitioning) {
    if let toVC = ctx.viewController(forKey: .to), let toView = ctx.view(forKey: .to) {
      ctx.containerView.addSubview(toView)
      toView.frame = ctx.finalFrame(for: toVC)
    }
    ctx.view(forKey: .from)?.removeFromSuperview()
    ctx.completeTransition(true)
  }
}
