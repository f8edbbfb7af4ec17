import Curtain

// The pattern of the popular pan-modal libraries: a sheet holding a list has its own pan
// recognizer, recognised together with the list's. While the list is scrolled down a drag
// scrolls it; once it is at its top, the same drag pulls the sheet down, and the list is held
// at its top by watching its contentOffset through key-value observing. Let go far enough (or
// fast enough) and the sheet is dismissed.

extension NamedFilm {
  /// The sheet rises at 0.1 s; at 0.6 s a finger scrolls the list up; at 1.2 s one drags down:
  /// the list comes back to its top, then the sheet follows the finger and goes.
  static let pullDownSheet = NamedFilm(
    "pull-down-sheet",
    summary:
      "A drag scrolls a sheet's list back to its top, then pulls the sheet down and dismisses it.",
    source:
      "The pan-modal pattern: simultaneous recognizers and contentOffset watched with KVO",
    film: Film { stage in
      stage.showsTouches = true
      let home = MockScreenViewController(background: .systemIndigo)
      stage.window.rootViewController = home
      let sheet = PullDownSheetViewController()
      stage.at(0.1) { home.present(sheet, animated: true) }
      stage.at(0.6) {
        stage.pan(from: CGPoint(x: 196, y: 700), to: CGPoint(x: 196, y: 480), duration: 0.4)
      }
      stage.at(1.2) {
        stage.pan(
          from: CGPoint(x: 196, y: 420), to: CGPoint(x: 196, y: 840), duration: 0.7,
          easing: .linear)
      }
    })
}

/// A sheet with a grabber, a title and a list; it follows a drag down once its list is at
/// its top.
final class PullDownSheetViewController: UIViewController, UIGestureRecognizerDelegate {
  let transitioning = PullDownSheetTransitioning()
  private(set) var scrollView: UIScrollView!
  private var offsetObservation: NSKeyValueObservation?
  /// Where the finger was when the sheet started to follow it, while it follows.
  private var followStart: CGFloat?
  private var lastTranslation: CGFloat = 0

  override init(nibName: String?, bundle: Bundle?) {
    super.init(nibName: nibName, bundle: bundle)
    modalPresentationStyle = .custom
    transitioningDelegate = transitioning
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    view.backgroundColor = .systemBackground
    view.layer.cornerRadius = 16
    view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    view.clipsToBounds = true
    let grabber = UIView()
    grabber.backgroundColor = .tertiaryLabel
    grabber.layer.cornerRadius = 2.5
    grabber.translatesAutoresizingMaskIntoConstraints = false
    let title = UILabel()
    title.text = "Nearby"
    title.font = .preferredFont(forTextStyle: .title2)
    title.translatesAutoresizingMaskIntoConstraints = false
    scrollView = .list(rows: 24)
    for v in [grabber, title, scrollView!] { view.addSubview(v) }
    NSLayoutConstraint.activate([
      grabber.topAnchor.constraint(equalTo: view.topAnchor, constant: 6),
      grabber.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      grabber.widthAnchor.constraint(equalToConstant: 36),
      grabber.heightAnchor.constraint(equalToConstant: 5),
      title.topAnchor.constraint(equalTo: grabber.bottomAnchor, constant: 14),
      title.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
    ])
    scrollView.pin(to: view, top: title.bottomAnchor)
    scrollView.contentInset.top = 8
    let pan = UIPanGestureRecognizer(target: self, action: PullDownSheetViewController.didPan)
    pan.delegate = self
    view.addGestureRecognizer(pan)
    // While the sheet follows the finger, the list stays at its top.
    offsetObservation = scrollView.observe(\.contentOffset) { [weak self] scrollView, _ in
      guard self?.followStart != nil else { return }
      let top = -scrollView.adjustedContentInset.top
      if scrollView.contentOffset.y != top { scrollView.contentOffset.y = top }
    }
  }

  /// The sheet's pan and the list's recognise together.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    otherGestureRecognizer === scrollView.panGestureRecognizer
  }

  private var listIsAtTop: Bool {
    scrollView.contentOffset.y <= -scrollView.adjustedContentInset.top + 0.5
  }

  /// Follows the finger down once the list cannot scroll further up, and decides on release.
  func didPan(_ pan: UIPanGestureRecognizer) {
    let y = pan.translation(in: view.superview).y
    defer { lastTranslation = y }
    switch pan.state {
    case .began:
      lastTranslation = y
      fallthrough
    case .changed:
      if followStart == nil, y > lastTranslation, !scrollView.isTracking || listIsAtTop {
        followStart = lastTranslation
        scrollView.contentOffset.y = -scrollView.adjustedContentInset.top
      }
      if let start = followStart {
        view.transform = CGAffineTransform(translationX: 0, y: max(0, y - start))
      }
    case .ended, .cancelled:
      guard let start = followStart else { return }
      followStart = nil
      scrollView.setContentOffset(scrollView.contentOffset, animated: false)
      let pulled = max(0, y - start)
      let speed = pan.velocity(in: view.superview).y
      if pan.state == .ended && (pulled > view.bounds.height / 3 || speed > 800) {
        dismiss(animated: true)
      } else {
        UIView.animate(
          withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.85, initialSpringVelocity: 0,
          options: [], animations: { self.view.transform = .identity })
      }
    default:
      break
    }
  }
}

/// The sheet's presentation controller and its animator.
final class PullDownSheetTransitioning: NSObject, UIViewControllerTransitioningDelegate {
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    PullDownSheetPresentationController(presentedViewController: presented, presenting: presenting)
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    PullDownSheetAnimator(presenting: true)
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    PullDownSheetAnimator(presenting: false)
  }
}

/// The sheet slides up from below the container, and down from wherever the finger left it.
final class PullDownSheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let presenting: Bool

  init(presenting: Bool) { self.presenting = presenting }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { 0.45 }

  func animateTransition(using ctx: UIViewControllerContextTransitioning) {
    let container = ctx.containerView
    let below = container.bounds.height
    if presenting, let sheet = ctx.view(forKey: .to), let vc = ctx.viewController(forKey: .to) {
      sheet.frame = ctx.finalFrame(for: vc)
      container.addSubview(sheet)
      sheet.transform = CGAffineTransform(translationX: 0, y: below - sheet.frame.minY)
      UIView.animate(
        withDuration: transitionDuration(using: ctx), delay: 0, usingSpringWithDamping: 0.9,
        initialSpringVelocity: 0, options: [], animations: { sheet.transform = .identity },
        completion: { _ in ctx.completeTransition(!ctx.transitionWasCancelled) })
    } else if let sheet = ctx.view(forKey: .from) {
      UIView.animate(
        withDuration: transitionDuration(using: ctx), delay: 0, options: .curveEaseOut,
        animations: {
          sheet.transform = CGAffineTransform(translationX: 0, y: below - sheet.frame.minY)
        },
        completion: { _ in
          sheet.removeFromSuperview()
          ctx.completeTransition(!ctx.transitionWasCancelled)
        })
    }
  }
}

/// Puts the sheet over the lower two thirds, over a dimming view that fades with the
/// transition.
final class PullDownSheetPresentationController: UIPresentationController {
  let dimmingView = UIView()

  override var frameOfPresentedViewInContainerView: CGRect {
    let b = containerView!.bounds
    return CGRect(x: 0, y: b.height / 3, width: b.width, height: b.height * 2 / 3)
  }

  override func presentationTransitionWillBegin() {
    dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
    dimmingView.frame = containerView!.bounds
    dimmingView.alpha = 0
    containerView!.insertSubview(dimmingView, at: 0)
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.dimmingView.alpha = 1
    })
  }

  override func dismissalTransitionWillBegin() {
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.dimmingView.alpha = 0
    })
  }

  override func dismissalTransitionDidEnd(_ completed: Bool) {
    if completed { dimmingView.removeFromSuperview() }
  }
}
