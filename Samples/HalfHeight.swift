import Curtain

// A presentation controller used alone. The transitioning delegate supplies no animator, only a
// presentation controller whose frameOfPresentedViewInContainerView is the lower half of the
// container, so UIKit's own cover-vertical slide brings the presented view up to the middle of
// the screen. From the article Modal Transition, its code in Swift 5 names (plain `class`es, as
// there); FadeAndHalfHeightTests checks what it says.

extension NamedFilm {
  /// A green half-height screen slides up over a grey one at 0.2 s and down again at 1.2 s.
  static let halfHeight = NamedFilm(
    "half-height",
    summary: "A presentation controller alone: a green screen covers the lower half, then leaves.",
    source: "Modal Transition: SimplePresentationController",
    film: Film { stage in
      let presenting = HalfModalPresentingViewController()
      let presented = MockScreenViewController(
        background: .systemGreen, content: UIColor(white: 1, alpha: 0.4))
      stage.window.rootViewController = presenting
      presented.modalPresentationStyle = .custom
      presented.transitioningDelegate = presenting.presenter
      stage.at(0.2) { presenting.present(presented, animated: true) }
      stage.at(1.2) { presented.dismiss(animated: true) }
    })
}

class SimplePresentationController: UIPresentationController {
  override var frameOfPresentedViewInContainerView: CGRect {
    let b = containerView!.bounds
    return CGRect(x: 0, y: b.height / 2, width: b.width, height: b.height / 2)
  }
}

/// The transitioning delegate supplies only the presentation controller.
class HalfModalPresenter: NSObject, UIViewControllerTransitioningDelegate {
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    return SimplePresentationController(presentedViewController: presented, presenting: presenting)
  }
}

/// A grey mock screen that keeps the half-height presenter (`transitioningDelegate` is weak).
final class HalfModalPresentingViewController: UIViewController {
  let presenter = HalfModalPresenter()

  override func loadView() {
    view = MockScreenView(background: .systemGray5, content: .systemGray3)
  }
}
