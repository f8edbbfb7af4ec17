import Curtain

// A settings screen presents a detail through a presentation controller that inserts dimming
// chrome at the bottom of the container and fades it with the transition coordinator, alongside
// UIKit's own slide: the code of the article 定制 UIPresentationController 子类, in Swift 5 names.
// DimmingChromeTests checks what the article says of it.

extension NamedFilm {
  /// A settings-like screen presents a detail over its lower 70 % at 0.3 s, the chrome fading in
  /// with UIKit's cover-vertical slide, and dismisses it at 1.4 s.
  static let dimmingChrome = NamedFilm(
    "dimming-chrome",
    summary: "A settings screen dims as a detail slides over its lower 70 %, then brightens again.",
    source: "定制 UIPresentationController 子类",
    film: Film { stage in
      let settings = SettingsViewController()
      let detail = DetailViewController()
      stage.window.rootViewController = settings
      stage.at(0.3) { settings.showDetail(detail) }
      stage.at(1.4) { detail.dismiss(animated: true) }
    })
}

final class CustomPresentationController: UIPresentationController {
  let dimmingView: UIView = {
    let v = UIView()
    v.backgroundColor = UIColor(white: 0, alpha: 0.4)
    return v
  }()

  override func presentationTransitionWillBegin() {
    // The chrome goes under the presented view, at the bottom of the container.
    dimmingView.frame = containerView!.bounds
    containerView!.insertSubview(dimmingView, at: 0)
    // The coordinator animates the chrome with UIKit's presentation animation.
    dimmingView.alpha = 0
    presentedViewController.transitionCoordinator!.animate(
      alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)
  }

  override func presentationTransitionDidEnd(_ completed: Bool) {
    // A gesture may cancel the presentation: then the chrome goes.
    if !completed { dimmingView.removeFromSuperview() }
  }

  override func dismissalTransitionWillBegin() {
    presentedViewController.transitionCoordinator!.animate(
      alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
  }

  override func dismissalTransitionDidEnd(_ completed: Bool) {
    if completed { dimmingView.removeFromSuperview() }
  }

  override func containerViewWillLayoutSubviews() {
    // On rotation the chrome still covers the container.
    dimmingView.frame = containerView!.bounds
  }

  override var frameOfPresentedViewInContainerView: CGRect {
    let b = containerView!.bounds
    return CGRect(x: 0, y: b.height * 0.3, width: b.width, height: b.height * 0.7)
  }
}

final class SettingsViewController: UIViewController, UIViewControllerTransitioningDelegate {
  override func loadView() {
    view = MockScreenView(
      background: .systemGroupedBackground, content: .secondarySystemGroupedBackground, rows: 8)
  }

  func showDetail(_ presentedViewController: UIViewController) {
    presentedViewController.modalPresentationStyle = .custom
    presentedViewController.transitioningDelegate = self
    present(presentedViewController, animated: true, completion: nil)
  }

  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    CustomPresentationController(presentedViewController: presented, presenting: presenting)
  }
}

/// The detail: a card with rounded top corners, a grabber, and a blue button at the bottom.
final class DetailViewController: UIViewController {
  private let grabber = UIView()
  private let button = UIView()

  /// White, or in dark mode the dark grey iOS gives presented content (the elevated system
  /// background, which HeadlessUIKit's system colours leave out).
  static let cardBackground = UIColor { traits in
    traits.userInterfaceStyle == .dark
      ? UIColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1) : .white
  }

  override func viewDidLoad() {
    view.backgroundColor = Self.cardBackground
    view.layer.cornerRadius = 16
    view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    grabber.backgroundColor = .systemGray3
    grabber.layer.cornerRadius = 2.5
    button.backgroundColor = .systemBlue
    button.layer.cornerRadius = 14
    view.addSubview(grabber)
    view.addSubview(button)
  }

  override func viewDidLayoutSubviews() {
    let b = view.bounds
    grabber.frame = CGRect(x: (b.width - 36) / 2, y: 6, width: 36, height: 5)
    button.frame = CGRect(
      x: 20, y: b.height - view.safeAreaInsets.bottom - 70, width: b.width - 40, height: 50)
  }
}
