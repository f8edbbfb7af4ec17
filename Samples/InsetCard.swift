import Curtain

// A yellow view controller presents a red one that stops 30 points short of every edge, over a
// black translucent frame through which the yellow one shows: the four classes of the article
// 详解 iOS 8 UIPresentationController Custom Presentation, in Swift 5 names. InsetCardTests
// checks the order in which UIKit calls them, as the article walks through it.

extension NamedFilm {
  /// The yellow controller presents the red inset card at 0.2 s and dismisses it at 1.2 s.
  ///
  /// `curtain trace inset-card` shows the order the article walks through: the delegate asked
  /// for the presentation controller, then the animator; `presentationTransitionWillBegin()`
  /// before `animateTransition(using:)`; the coordinator's completion last of all.
  package static let insetCard = NamedFilm(
    "inset-card",
    summary: "A red card inset by 30 points slides up over a dimmed yellow screen, then away.",
    source:
      "详解 iOS 8 UIPresentationController Custom Presentation (the article this project grew from)",
    film: Film { stage in
      let yellow = YellowViewController()
      let red = RedViewController()
      stage.window.rootViewController = yellow
      red.modalPresentationStyle = .custom
      red.transitioningDelegate = yellow.cardTransitioningDelegate
      stage.at(0.2) { yellow.present(red, animated: true, completion: {}) }
      stage.at(1.2) { red.dismiss(animated: true, completion: nil) }
    })
}

final class MyPresentationController: UIPresentationController {
  let dimmingView: UIView = {
    let v = UIView()
    v.backgroundColor = UIColor(white: 0, alpha: 0.5)
    return v
  }()

  override var frameOfPresentedViewInContainerView: CGRect {
    containerView!.bounds.insetBy(dx: 30, dy: 30)
  }

  override func presentationTransitionWillBegin() {
    // The presented view goes on the chrome, and the chrome into the container, fading in with
    // the transition.
    dimmingView.frame = containerView!.bounds
    dimmingView.alpha = 0
    dimmingView.addSubview(presentedView!)
    containerView!.addSubview(dimmingView)
    presentedViewController.transitionCoordinator?.animate(
      alongsideTransition: { _ in self.dimmingView.alpha = 1 },
      completion: { _ in
        // "Interestingly, the coordinator's completion is called last."
      })
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

  override func containerViewWillLayoutSubviews() {
    dimmingView.frame = containerView!.bounds
  }
}

final class TransitioningAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let isPresenting: Bool

  init(presenting: Bool) { isPresenting = presenting }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { 0.5 }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let duration = transitionDuration(using: transitionContext)
    if isPresenting {
      // The toView and its final frame come from the context: the presentation controller may
      // supply a different view and a frame smaller than the screen.
      let toView = transitionContext.view(forKey: .to)!
      let toViewController = transitionContext.viewController(forKey: .to)!
      let finalFrame = transitionContext.finalFrame(for: toViewController)
      toView.frame = finalFrame.offsetBy(dx: 0, dy: finalFrame.height)
      UIView.animate(
        withDuration: duration, animations: { toView.frame = finalFrame },
        completion: { finished in transitionContext.completeTransition(finished) })
    } else {
      let fromView = transitionContext.view(forKey: .from)!
      UIView.animate(
        withDuration: duration,
        animations: {
          fromView.frame = fromView.frame.offsetBy(dx: 0, dy: fromView.frame.height + 60)
        },
        completion: { finished in transitionContext.completeTransition(finished) })
    }
  }
}

final class TransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    MyPresentationController(presentedViewController: presented, presenting: presenting)
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    TransitioningAnimator(presenting: true)
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    TransitioningAnimator(presenting: false)
  }
}

final class YellowViewController: UIViewController {
  /// Keeps the red card's delegate alive: `transitioningDelegate` is weak.
  let cardTransitioningDelegate = TransitioningDelegate()

  override func viewDidLoad() { view.backgroundColor = .systemYellow }
}

final class RedViewController: UIViewController {
  override func viewDidLoad() { view.backgroundColor = .systemRed }
}
