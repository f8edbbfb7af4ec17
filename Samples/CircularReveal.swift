import Curtain

// A circular reveal from a button: the presented screen is masked by a circle that grows from
// the button's centre until it covers the screen, and shrinks back into the button on the way
// out. The animator sets a `CAShapeLayer` as the presented view's mask and animates its path
// with a `CABasicAnimation`, the usual way to write this transition in UIKit.

extension NamedFilm {
  /// A teal screen with a round pink button; a tap on the button at 0.2 s reveals an orange
  /// screen from it in 0.6 s, which closes back into the button from 1.5 s.
  static let circularReveal = NamedFilm(
    "circular-reveal",
    summary: "A tap on a round button reveals the next screen through a circle growing from it.",
    source: "CALayer.mask: a CAShapeLayer circle whose path animates",
    film: Film { stage in
      stage.showsTouches = true
      let home = RevealButtonViewController()
      stage.window.rootViewController = home
      stage.at(0.2) { stage.tap(at: home.buttonCenter) }
      stage.at(1.5) { home.presentedViewController?.dismiss(animated: true) }
    })
}

/// A mock screen with a round button in its lower right corner that presents a screen through
/// a circular reveal.
final class RevealButtonViewController: UIViewController {
  let button = UIView()
  let reveal = CircularRevealTransition()

  /// The button's centre in the window.
  var buttonCenter: CGPoint { button.convert(CGPoint(x: 32, y: 32), to: nil) }

  override func loadView() {
    view = MockScreenView(background: .systemTeal, content: UIColor(white: 1, alpha: 0.4))
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    button.backgroundColor = .systemPink
    button.layer.cornerRadius = 32
    button.addGestureRecognizer(
      UITapGestureRecognizer(target: self, action: RevealButtonViewController.didTap))
    view.addSubview(button)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let b = view.bounds
    button.frame = CGRect(
      x: b.width - 96, y: b.height - view.safeAreaInsets.bottom - 96, width: 64, height: 64)
  }

  func didTap(_ recognizer: UITapGestureRecognizer) {
    guard recognizer.state == .ended else { return }
    let next = MockScreenViewController(background: .systemOrange)
    reveal.origin = buttonCenter
    next.modalPresentationStyle = .fullScreen
    next.transitioningDelegate = reveal
    present(next, animated: true)
  }
}

/// Presents and dismisses with a circle growing from (or shrinking to) `origin`.
final class CircularRevealTransition: NSObject, UIViewControllerTransitioningDelegate,
  UIViewControllerAnimatedTransitioning
{
  /// Where the circle starts, in the window's coordinates.
  var origin = CGPoint.zero
  private var presenting = true

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    self.presenting = true
    return self
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    presenting = false
    return self
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { 0.6 }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    let key: UITransitionContextViewKey = presenting ? .to : .from
    guard let revealed = transitionContext.view(forKey: key) else { return }
    if presenting {
      revealed.frame = container.bounds
      container.addSubview(revealed)
    }
    // The button's 32-point circle, and one reaching the farthest corner of the screen.
    let centre = container.convert(origin, from: nil)
    let b = container.bounds
    let reach =
      [b.minX, b.maxX].flatMap { x in
        [b.minY, b.maxY].map { y in hypot(x - centre.x, y - centre.y) }
      }.max() ?? 0
    let small = Self.circle(at: centre, radius: 32)
    let large = Self.circle(at: centre, radius: reach)

    let mask = CAShapeLayer()
    mask.frame = revealed.bounds
    mask.path = presenting ? large : small
    revealed.layer.mask = mask

    let grow = CABasicAnimation(keyPath: "path")
    grow.fromValue = presenting ? small : large
    grow.toValue = presenting ? large : small
    grow.duration = transitionDuration(using: transitionContext)
    grow.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    CATransaction.begin()
    CATransaction.setCompletionBlock {
      revealed.layer.mask = nil
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
    mask.add(grow, forKey: "reveal")
    CATransaction.commit()
  }

  private static func circle(at centre: CGPoint, radius: CGFloat) -> CGPath {
    CGPath(
      ellipseIn: CGRect(
        x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius),
      transform: nil)
  }
}
