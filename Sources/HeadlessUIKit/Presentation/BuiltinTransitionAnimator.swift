import Foundation
import Motion

/// UIKit's own animations for `modalTransitionStyle` (docs/uikit-behaviour.md#builtin-transitions),
/// used when the transitioning delegate supplies no animator.
///
/// - `coverVertical`: the presented view slides up from one container height below its final
///   frame (dismissal: down), with the system spring (curve 7): `transitionDuration` reports
///   0.4 s, the spring runs for 0.5 s and the transition completes then.
/// - `crossDissolve`: the presented view fades in over the presenter (dismissal: out), curve 7.
/// - `flipHorizontal`: 0.7 s ease-in-out; both views turn by π about the vertical axis in
///   perspective (eye 1200 points away), each hidden when facing away, so the back of the
///   presenter shows the presented view. Curtain turns them about their centres.
/// - `partialCurl` is not drawn: it falls back to a cross-dissolve.
@MainActor final class BuiltinTransitionAnimator: UIViewControllerAnimatedTransitioning, UIKitOwned
{
  let style: UIModalTransitionStyle

  init(style: UIModalTransitionStyle) { self.style = style }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    style == .flipHorizontal ? 0.7 : 0.4
  }

  /// Curve 7, the system spring.
  static let systemCurve = UIView.AnimationOptions(rawValue: 7 << 16)

  func animateTransition(using ctx: UIViewControllerContextTransitioning) {
    guard let t = ctx as? PresentationTransition else { return }
    let presenting = t.kind == .presentation
    let container = ctx.containerView
    let duration = transitionDuration(using: ctx)
    let presentedView = ctx.view(forKey: presenting ? .to : .from)
    let presenterView = ctx.view(forKey: presenting ? .from : .to)
    let finalFrame = ctx.finalFrame(for: t.presented)
    let presentedFrame = presenting ? finalFrame : (presentedView?.frame ?? finalFrame)

    if presenting, let v = presentedView {
      container.addSubview(v)
      v.frame = finalFrame
    } else if let p = presenterView, p.superview !== container, let v = presentedView {
      // Dismissing a presenter whose view left the window: it comes back below.
      container.insertSubview(p, belowSubview: v)
      p.frame = ctx.finalFrame(for: t.presenting)
    }
    guard ctx.isAnimated else {
      if !presenting { presentedView?.removeFromSuperview() }
      t.schedule { ctx.completeTransition(!ctx.transitionWasCancelled) }
      return
    }
    let done: (Bool) -> Void = { _ in
      // A cancelled dismissal puts a presenter's view that came back for it away again.
      if !presenting && ctx.transitionWasCancelled && t.removesPresenter {
        presenterView?.removeFromSuperview()
      }
      ctx.completeTransition(!ctx.transitionWasCancelled)
    }
    // Interactive built-in transitions run linearly (docs/uikit-behaviour.md#builtin-transitions).
    let curve = ctx.isInteractive ? UIView.AnimationOptions.curveLinear : Self.systemCurve
    switch style {
    case .coverVertical:
      let offscreen = presentedFrame.offsetBy(dx: 0, dy: container.bounds.height)
      if presenting { presentedView?.frame = offscreen }
      UIView.animate(
        withDuration: duration, delay: 0, options: curve,
        animations: {
          presentedView?.frame = presenting ? finalFrame : offscreen
        }, completion: done)
    case .crossDissolve, .partialCurl:
      if presenting { presentedView?.alpha = 0 }
      UIView.animate(
        withDuration: duration, delay: 0, options: curve,
        animations: {
          presentedView?.alpha = presenting ? 1 : 0
        }, completion: done)
    case .flipHorizontal:
      flip(
        container: container, front: presenting ? presenterView : presentedView,
        back: presenting ? presentedView : presenterView, duration: duration,
        presenting: presenting, done: done)
    }
  }

  /// Turns `front` away and `back` into view, each by π about the vertical axis.
  func flip(
    container: UIView, front: UIView?, back: UIView?, duration: TimeInterval, presenting: Bool,
    done: @escaping (Bool) -> Void
  ) {
    var perspective = CATransform3DIdentity
    perspective.m34 = -1.0 / 1200
    container.layer.sublayerTransform = perspective
    // Presenting flips from the right edge (the front turns with its right side moving away);
    // dismissing turns back the other way.
    let direction: CGFloat = presenting ? 1 : -1
    for v in [front, back].compactMap({ $0 }) { v.layer.isDoubleSided = false }
    back?.layer.transform = CATransform3DMakeRotation(-direction * .pi, 0, 1, 0)
    UIView.animate(
      withDuration: duration, delay: 0, options: .curveEaseInOut,
      animations: {
        front?.layer.transform = CATransform3DMakeRotation(direction * .pi, 0, 1, 0)
        back?.layer.transform = CATransform3DIdentity
      },
      completion: { finished in
        front?.layer.transform = CATransform3DIdentity
        for v in [front, back].compactMap({ $0 }) { v.layer.isDoubleSided = true }
        container.layer.sublayerTransform = CATransform3DIdentity
        done(finished)
      })
  }
}

extension PresentationTransition {
  /// Runs `action` on the next turn of the clock.
  func schedule(_ action: @escaping @MainActor () -> Void) {
    if let t = Timeline.current { t.schedule(at: t.now, action) } else { action() }
  }

  /// For UIKit's animators that move only the presented view (alerts, popovers): the view that
  /// comes or goes, in place (presenting, added to the container and given to `place`), or nil
  /// when there is nothing to animate (no view, or the transition is not animated), with the
  /// completion scheduled (a dismissal's view removed first).
  func viewToAnimate(place: (UIView) -> Void) -> UIView? {
    let presenting = kind == .presentation
    guard let view = view(forKey: presenting ? .to : .from) else {
      schedule { self.completeTransition(!self.transitionWasCancelled) }
      return nil
    }
    if presenting {
      containerView.addSubview(view)
      place(view)
    }
    guard isAnimated else {
      if !presenting { view.removeFromSuperview() }
      schedule { self.completeTransition(!self.transitionWasCancelled) }
      return nil
    }
    return view
  }
}
