import Curtain

// A presents B with a custom presentation controller that adds a CView to A's view, under B,
// and fades it through the presenting controller's transition coordinator: the classes of the
// article iOS8 中 UIViewController 新增 presentationController 属性, in Swift 5 names. CViewTests
// checks what the article says of them.

extension NamedFilm {
  /// A teal screen, A, presents B at 0.2 s: B's card slides up while a CView on A's own view
  /// dims A; B is dismissed at 1.2 s and the CView fades out and goes.
  static let cView = NamedFilm(
    "c-view",
    summary: "B's card slides up while a CView added to A's view dims A; then both go.",
    source: "iOS8 中 UIViewController 新增 presentationController 属性",
    film: Film { stage in
      let a = AViewController()
      let b = BViewController()
      stage.window.rootViewController = a
      b.modalPresentationStyle = .custom
      b.transitioningDelegate = a.cViewDelegate
      stage.at(0.2) { a.present(b, animated: true) }
      stage.at(1.2) { b.dismiss(animated: true) }
    })
}

final class CView: UIView {}

final class CViewPresentationController: UIPresentationController {
  let cView = CView()

  override func presentationTransitionWillBegin() {
    // The CView goes on A's view, so it is under B's container.
    let a = presentingViewController.view!
    cView.frame = a.bounds
    cView.backgroundColor = UIColor(white: 0, alpha: 0.3)
    cView.alpha = 0
    a.addSubview(cView)
    let transitionCoordinator = self.presentingViewController.transitionCoordinator
    transitionCoordinator?.animate(
      alongsideTransition: { _ in self.cView.alpha = 1 }, completion: nil)
  }

  override func dismissalTransitionWillBegin() {
    presentingViewController.transitionCoordinator?.animate(
      alongsideTransition: { _ in self.cView.alpha = 0 },
      completion: { _ in self.cView.removeFromSuperview() })
  }
}

final class CViewTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    CViewPresentationController(presentedViewController: presented, presenting: presenting)
  }
}

/// A: a teal mock screen that keeps B's transitioning delegate (the property is weak).
final class AViewController: UIViewController {
  let cViewDelegate = CViewTransitioningDelegate()

  override func loadView() {
    view = MockScreenView(background: .systemTeal, content: UIColor(white: 1, alpha: 0.4))
  }
}

/// B: a clear full-screen view with a card over its lower 40 %, so A and the CView show above.
final class BViewController: UIViewController {
  private let card = UIView()

  override func viewDidLoad() {
    view.backgroundColor = .clear
    card.backgroundColor = .systemBackground
    card.layer.cornerRadius = 24
    view.addSubview(card)
  }

  override func viewDidLayoutSubviews() {
    let b = view.bounds
    card.frame = CGRect(x: 8, y: b.height * 0.6, width: b.width - 16, height: b.height * 0.4 - 8)
  }
}
