import HeadlessUIKit

// The film the benchmark renders: seed 001's scenario in a few lines. A yellow root controller
// presents a red controller as a card inset 30 points from the screen's edges, over a view that
// dims the yellow to half; the card slides up over 0.5 s, and slides down again on dismissal.
// The classes are the article's, trimmed to what draws.

extension Film {
  /// Seed 001's yellow and red inset card, as the benchmark's reference film: presented at 0.2 s,
  /// dismissed at 1.2 s, each transition 0.5 s long, over 2 s in all (120 frames at 60 fps).
  ///
  /// - Parameters:
  ///   - device: The device. Default: ``Device/iPhone15Pro`` (1179 × 2556 pixels).
  ///   - duration: Seconds of film time. Default: 2.
  /// - Returns: The film.
  public static func insetCard(device: Device = .iPhone15Pro, duration: TimeInterval = 2) -> Film {
    Film(device: device, duration: duration) { stage in
      let yellow = InsetCardColorController(color: .systemYellow)
      let red = InsetCardColorController(color: .systemRed)
      let delegate = InsetCardTransitioningDelegate()
      red.modalPresentationStyle = .custom
      red.transitioningDelegate = delegate
      stage.window.rootViewController = yellow
      // transitioningDelegate is weak, as in UIKit: the scheduled actions keep it alive.
      stage.at(0.2) { withExtendedLifetime(delegate) { yellow.present(red, animated: true) } }
      stage.at(1.2) { withExtendedLifetime(delegate) { yellow.dismiss(animated: true) } }
    }
  }
}

/// A controller whose view is one colour.
final class InsetCardColorController: UIViewController {
  let color: UIColor
  init(color: UIColor) {
    self.color = color
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  override func viewDidLoad() { view.backgroundColor = color }
}

/// Seed 001's presentation controller: the card inset by 30 points, over a half-black dimming
/// view that fades in and out with the transition.
final class InsetCardPresentationController: UIPresentationController {
  let dimmingView = UIView()

  override var frameOfPresentedViewInContainerView: CGRect {
    containerView!.bounds.insetBy(dx: 30, dy: 30)
  }

  override func presentationTransitionWillBegin() {
    dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.5)
    dimmingView.frame = containerView!.bounds
    dimmingView.alpha = 0
    dimmingView.addSubview(presentedView!)
    containerView!.addSubview(dimmingView)
    presentedViewController.transitionCoordinator?.animate(
      alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)
  }

  override func presentationTransitionDidEnd(_ completed: Bool) {
    if !completed { dimmingView.removeFromSuperview() }
  }

  override func dismissalTransitionWillBegin() {
    presentedViewController.transitionCoordinator?.animate(
      alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
  }

  override func dismissalTransitionDidEnd(_ completed: Bool) {
    if completed { dimmingView.removeFromSuperview() }
  }
}

/// Slides the card up from below the screen, and back down.
final class InsetCardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let isPresenting: Bool
  init(presenting: Bool) { isPresenting = presenting }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  { 0.5 }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    let duration = transitionDuration(using: transitionContext)
    if isPresenting {
      let view = transitionContext.view(forKey: .to)!
      let final = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
      view.frame = final.offsetBy(dx: 0, dy: final.height)
      UIView.animate(withDuration: duration, animations: { view.frame = final }) { finished in
        transitionContext.completeTransition(finished)
      }
    } else {
      let view = transitionContext.view(forKey: .from)!
      UIView.animate(
        withDuration: duration,
        animations: {
          view.frame = view.frame.offsetBy(dx: 0, dy: view.frame.height + 60)
        }
      ) { finished in
        transitionContext.completeTransition(finished)
      }
    }
  }
}

/// Supplies the presentation controller and the animators.
final class InsetCardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    InsetCardPresentationController(presentedViewController: presented, presenting: presenting)
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    InsetCardAnimator(presenting: true)
  }

  func animationController(forDismissed dismissed: UIViewController) -> (
    any UIViewControllerAnimatedTransitioning
  )? {
    InsetCardAnimator(presenting: false)
  }
}
