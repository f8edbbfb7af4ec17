import Curtain

// The presented view fades in, alpha 0 to 1 over one second, through an animator its
// transitioning delegate supplies; the presented controller keeps that delegate itself, because
// `transitioningDelegate` is weak. The first demo of the article Modal Transition, its code in
// Swift 5 names (plain `class`es, as there); FadeAndHalfHeightTests checks what it says.

extension NamedFilm {
  /// An indigo screen presents an orange one that fades in over one second at 0.2 s, and fades
  /// it out again at 1.5 s.
  static let fade = NamedFilm(
    "fade",
    summary: "An orange screen fades in over an indigo one in one second, then fades out.",
    source: "Modal Transition: SimpleModalAnimator",
    film: Film { stage in
      let presenting = MockScreenViewController(background: .systemIndigo)
      let presented = PresentedViewController()
      stage.window.rootViewController = presenting
      stage.at(0.2) { presenting.present(presented, animated: true) }
      stage.at(1.5) { presented.dismiss(animated: true) }
    })
}

class SimpleModalPresenter: NSObject, UIViewControllerTransitioningDelegate {
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    let animator = SimpleModalAnimator()
    animator.isPresentation = true
    return animator
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    let animator = SimpleModalAnimator()
    animator.isPresentation = false
    return animator
  }
}

class SimpleModalAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  var isPresentation: Bool = false

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    return 1.0
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let containerView = transitionContext.containerView
    let presentedView: UIView?
    if isPresentation {
      presentedView = transitionContext.view(forKey: .to)
      presentedView?.frame = containerView.bounds
      presentedView?.alpha = 0.0
      containerView.addSubview(presentedView!)
    } else {
      presentedView = transitionContext.view(forKey: .from)
    }

    UIView.animate(
      withDuration: transitionDuration(using: transitionContext),
      animations: { presentedView?.alpha = self.isPresentation ? 1.0 : 0.0 }
    ) { finished in
      transitionContext.completeTransition(finished)
      if !self.isPresentation {
        presentedView?.removeFromSuperview()
      }
    }
  }
}

class PresentedViewController: UIViewController {
  var presenter: UIViewControllerTransitioningDelegate?

  init() {
    super.init(nibName: nil, bundle: nil)
    commonSetup()
  }

  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
    commonSetup()
  }

  private func commonSetup() {
    // Not `transitioningDelegate = SimpleModalPresenter()`: the property is weak, and the
    // presenter would be gone at once.
    modalPresentationStyle = .custom
    presenter = SimpleModalPresenter()
    transitioningDelegate = presenter
  }

  override func loadView() {
    view = MockScreenView(background: .systemOrange, content: UIColor(white: 1, alpha: 0.4))
  }
}
