import Foundation

/// UIKit's animation of a popover when the transitioning delegate supplies none: the popover
/// fades in while it grows from 90 % of its size about its arrow's tip, with the system spring
/// (curve 7: reports 0.4 s, runs 0.5 s, like the other system transitions); dismissal runs the
/// same backwards. UIKit's exact numbers are not documented: these are Curtain's choice, stated in
/// docs/uikit-behaviour.md#popover-animation, uncalibrated.
@MainActor final class PopoverTransitionAnimator: UIViewControllerAnimatedTransitioning, UIKitOwned
{
  /// The popover's scale when it starts to appear and when it has gone.
  static let hiddenScale: CGFloat = 0.9

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { 0.4 }

  func animateTransition(using ctx: UIViewControllerContextTransitioning) {
    guard let t = ctx as? PresentationTransition else { return }
    let presenting = t.kind == .presentation
    guard
      let popover = t.viewToAnimate(place: { view in
        if !(view is PopoverChromeView) { view.frame = ctx.finalFrame(for: t.presented) }
      })
    else { return }
    // Scaling about the arrow's tip: move the tip to the centre, scale, move it back.
    let tip =
      (popover as? PopoverChromeView)?.arrowTip
      ?? CGPoint(x: popover.bounds.midX, y: popover.bounds.midY)
    let dx = tip.x - popover.bounds.midX
    let dy = tip.y - popover.bounds.midY
    let s = Self.hiddenScale
    let hidden = CGAffineTransform(translationX: dx, y: dy).scaledBy(x: s, y: s).translatedBy(
      x: -dx, y: -dy)
    if presenting {
      popover.alpha = 0
      popover.transform = hidden
    }
    let curve =
      ctx.isInteractive
      ? UIView.AnimationOptions.curveLinear : BuiltinTransitionAnimator.systemCurve
    UIView.animate(
      withDuration: transitionDuration(using: ctx), delay: 0, options: curve,
      animations: {
        popover.alpha = presenting ? 1 : 0
        popover.transform = presenting ? .identity : hidden
      },
      completion: { _ in
        let cancelled = ctx.transitionWasCancelled
        if !presenting && !cancelled { popover.removeFromSuperview() }
        if cancelled {
          // A cancelled dismissal leaves the popover as it was (a cancelled presentation's goes).
          popover.alpha = 1
          popover.transform = .identity
        }
        ctx.completeTransition(!cancelled)
      })
  }
}
