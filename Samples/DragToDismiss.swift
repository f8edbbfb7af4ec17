import Curtain

// Interactive dismissal, the gesture that the articles 定制 UIPresentationController 子类 and
// 详解 iOS 8 UIPresentationController Custom Presentation say may cancel: a card over a dimmed
// screen follows a finger dragging it down. Let go early and it springs back
// (dismissalTransitionDidEnd(false)); fling it and it leaves. A tap on the dimming dismisses it.

extension NamedFilm {
  /// The finger drags the card 180 points down, slows, and lets go: the dismissal is cancelled
  /// and the card springs back.
  static let dragDismissCancel = NamedFilm(
    "drag-dismiss-cancel",
    summary: "A finger drags a card down and lets go early: the card springs back.",
    source:
      "定制 UIPresentationController 子类: dismissalTransitionDidEnd(false) when a gesture cancels",
    film: .dragToDismiss { stage, card in
      stage.pan(
        from: CGPoint(x: 196, y: 420), to: CGPoint(x: 196, y: 600), duration: 0.7, easing: .easeOut)
      _ = card
    })

  /// The finger flicks the card down: the dismissal finishes.
  static let dragDismissFling = NamedFilm(
    "drag-dismiss-fling",
    summary: "A finger flicks a card down: it leaves and the dimming fades.",
    source: "定制 UIPresentationController 子类: an interactive dismissal that finishes",
    film: .dragToDismiss { stage, _ in
      stage.swipe(from: CGPoint(x: 196, y: 420), by: CGVector(dx: 0, dy: 160), duration: 0.12)
    })

  /// A tap on the dimming view above the card dismisses it.
  static let tapToDismiss = NamedFilm(
    "tap-to-dismiss",
    summary: "A tap on the dimmed area above a card dismisses it.",
    source:
      "定制 UIPresentationController 子类: the chrome (dimming view) of a presentation controller",
    film: .dragToDismiss { stage, _ in stage.tap(at: CGPoint(x: 196, y: 120)) })
}

extension Film {
  /// A card presented at 0.2 s over a dimmed blue screen; `gesture` runs at 1.0 s.
  static func dragToDismiss(
    _ gesture: @escaping @MainActor @Sendable (Stage, SheetCardViewController) -> Void
  ) -> Film {
    Film { stage in
      stage.showsTouches = true
      let home = UIViewController()
      home.view = MockScreenView(background: .systemBlue, content: UIColor(white: 1, alpha: 0.35))
      let card = SheetCardViewController()
      stage.window.rootViewController = home
      stage.at(0.2) { home.present(card, animated: true) }
      stage.at(1.0) { gesture(stage, card) }
    }
  }
}

/// A card that dismisses when dragged down (interactively) or when its dimming is tapped.
final class SheetCardViewController: UIViewController {
  let transitioning = SheetCardTransitioning()

  override init(nibName: String?, bundle: Bundle?) {
    super.init(nibName: nibName, bundle: bundle)
    modalPresentationStyle = .custom
    transitioningDelegate = transitioning
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    view = MockScreenView(background: .systemBackground, content: .systemGray5, rows: 4)
    view.layer.cornerRadius = 16
    view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    view.clipsToBounds = true
    view.addGestureRecognizer(
      UIPanGestureRecognizer(target: self, action: SheetCardViewController.didPan))
  }

  /// Drives the dismissal with the finger: begins it, follows it, and decides on release.
  func didPan(_ pan: UIPanGestureRecognizer) {
    let progress = max(0, pan.translation(in: view).y / view.bounds.height)
    switch pan.state {
    case .began:
      let interactor = UIPercentDrivenInteractiveTransition()
      // The rest of the gesture springs (an interruptible animator takes timing parameters).
      interactor.timingCurve = UISpringTimingParameters(dampingRatio: 0.75)
      transitioning.interactor = interactor
      dismiss(animated: true)
      interactor.update(progress)
    case .changed:
      transitioning.interactor?.update(progress)
    case .ended, .cancelled:
      // A fling (faster than 600 points per second) or more than half-way dismisses.
      if pan.velocity(in: view).y > 600 || progress > 0.5 {
        transitioning.interactor?.finish()
      } else {
        transitioning.interactor?.cancel()
      }
      transitioning.interactor = nil
    default:
      break
    }
  }
}

/// Supplies the card's presentation controller, its dismissal animator and, while a finger
/// drags, the interaction controller.
final class SheetCardTransitioning: NSObject, UIViewControllerTransitioningDelegate {
  var interactor: UIPercentDrivenInteractiveTransition?

  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    SheetCardPresentationController(presentedViewController: presented, presenting: presenting)
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    SheetCardDismissAnimator()
  }

  func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  {
    interactor
  }
}

/// Slides the card out with a property animator, which an interactive dismissal can pause,
/// scrub and reverse.
final class SheetCardDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  private var animator: UIViewPropertyAnimator?

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { 0.4 }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    interruptibleAnimator(using: transitionContext).startAnimation()
  }

  func interruptibleAnimator(using ctx: UIViewControllerContextTransitioning)
    -> UIViewImplicitlyAnimating
  {
    if let animator { return animator }
    let card = ctx.view(forKey: .from)!
    let gone = card.frame.offsetBy(dx: 0, dy: ctx.containerView.bounds.height - card.frame.minY)
    let a = UIViewPropertyAnimator(duration: transitionDuration(using: ctx), curve: .easeOut) {
      card.frame = gone
    }
    a.addCompletion { position in ctx.completeTransition(position == .end) }
    animator = a
    return a
  }
}

/// A card covering the lower two thirds over a dimming view that fades with the transition and
/// dismisses on a tap.
final class SheetCardPresentationController: UIPresentationController {
  let dimmingView = UIView()

  override var frameOfPresentedViewInContainerView: CGRect {
    let b = containerView!.bounds
    return CGRect(x: 0, y: b.height / 3, width: b.width, height: b.height * 2 / 3)
  }

  override func presentationTransitionWillBegin() {
    dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.45)
    dimmingView.frame = containerView!.bounds
    dimmingView.alpha = 0
    dimmingView.addGestureRecognizer(
      UITapGestureRecognizer { [weak self] _ in
        self?.presentedViewController.dismiss(animated: true)
      })
    containerView!.insertSubview(dimmingView, at: 0)
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.dimmingView.alpha = 1
    })
  }

  override func presentationTransitionDidEnd(_ completed: Bool) {
    if !completed { dimmingView.removeFromSuperview() }
  }

  override func dismissalTransitionWillBegin() {
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.dimmingView.alpha = 0
    })
  }

  override func dismissalTransitionDidEnd(_ completed: Bool) {
    if completed { dimmingView.removeFromSuperview() }
  }

  override func containerViewWillLayoutSubviews() {
    dimmingView.frame = containerView!.bounds
    presentedView?.frame = frameOfPresentedViewInContainerView
  }
}
