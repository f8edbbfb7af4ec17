import Foundation

/// The alert controller's own transitioning delegate (UIKit's
/// `_UIAlertControllerTransitioningDelegate`): its presentation controllers and animators. An
/// action sheet shown as a popover gets neither: the popover machinery presents it.
@MainActor final class AlertTransitioning: UIViewControllerTransitioningDelegate, UIKitOwned {
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    guard let alert = presented as? UIAlertController else { return nil }
    return alert.preferredStyle == .alert
      ? AlertPresentationController(presentedViewController: presented, presenting: presenting)
      : ActionSheetPresentationController(
        presentedViewController: presented, presenting: presenting)
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    guard let alert = presented as? UIAlertController, alert.modalPresentationStyle == .custom
    else { return nil }
    return Self.animator(for: alert)
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    guard let alert = dismissed as? UIAlertController,
      alert.presentationController is AlertDimmingPresentationController
    else { return nil }
    return Self.animator(for: alert)
  }

  /// An alert scales and fades; an action sheet slides up like `coverVertical`.
  static func animator(for alert: UIAlertController) -> UIViewControllerAnimatedTransitioning {
    alert.preferredStyle == .alert
      ? AlertAnimator() : BuiltinTransitionAnimator(style: .coverVertical)
  }
}

/// UIKit's alert animation (docs/uikit-behaviour.md#alert-animation): 0.404 s each way with a
/// spring of damping ratio 600 (clamped to 1: critically damped, ω = 22.855 s⁻¹). Presenting, the
/// alert grows from 1.2× its size to its own while fading in; dismissing, it only fades out.
@MainActor final class AlertAnimator: UIViewControllerAnimatedTransitioning, UIKitOwned {
  static let duration: TimeInterval = 0.404
  static let initialScale: CGFloat = 1.2

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    Self.duration
  }

  func animateTransition(using ctx: UIViewControllerContextTransitioning) {
    guard let t = ctx as? PresentationTransition else { return }
    let presenting = t.kind == .presentation
    guard let view = t.viewToAnimate(place: { $0.frame = ctx.finalFrame(for: t.presented) }) else {
      return
    }
    if presenting {
      view.transform = CGAffineTransform(scaleX: Self.initialScale, y: Self.initialScale)
      view.alpha = 0
    }
    UIView.animate(
      withDuration: Self.duration, delay: 0, usingSpringWithDamping: 600, initialSpringVelocity: 0,
      options: [.allowUserInteraction, .beginFromCurrentState],
      animations: {
        view.transform = .identity
        view.alpha = presenting ? 1 : 0
      },
      completion: { _ in
        let cancelled = ctx.transitionWasCancelled
        if !presenting && !cancelled {
          view.removeFromSuperview()
          view.alpha = 1
        }
        ctx.completeTransition(!cancelled)
      })
  }
}
