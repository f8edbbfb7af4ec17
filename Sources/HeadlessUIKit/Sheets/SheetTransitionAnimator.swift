import Foundation

/// UIKit's animation of a card sheet (`_UISheetAnimationController`,
/// docs/uikit-behaviour.md#sheet-animation): the sheet slides up from below the container and back
/// down, reporting 0.4 s. UIKit drives it with a spring of damping ratio 1 and response 0.3441 s,
/// which has exactly the natural frequency of the system curve 7 (ω = 18.257 s⁻¹), so both trace
/// x(t) = 1 − (1 + ωt)·e^(−ωt): it runs on curve 7 here (settled and complete at 0.5 s), and
/// linearly while a finger drives it.
@MainActor final class SheetTransitionAnimator: UIViewControllerAnimatedTransitioning, UIKitOwned {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { 0.4 }

  func animateTransition(using ctx: UIViewControllerContextTransitioning) {
    guard let t = ctx as? PresentationTransition else { return }
    let presenting = t.kind == .presentation
    let finalFrame = ctx.finalFrame(for: t.presented)
    guard let sheet = t.viewToAnimate(place: { $0.frame = finalFrame }) else { return }
    let shown = presenting ? finalFrame : sheet.frame
    let below = shown.offsetBy(dx: 0, dy: ctx.containerView.bounds.maxY - shown.minY)
    if presenting { sheet.frame = below }
    let curve =
      ctx.isInteractive
      ? UIView.AnimationOptions.curveLinear : BuiltinTransitionAnimator.systemCurve
    UIView.animate(
      withDuration: transitionDuration(using: ctx), delay: 0, options: curve,
      animations: {
        sheet.frame = presenting ? shown : below
      },
      completion: { _ in
        let cancelled = ctx.transitionWasCancelled
        if !presenting && !cancelled { sheet.removeFromSuperview() }
        ctx.completeTransition(!cancelled)
      })
  }
}
