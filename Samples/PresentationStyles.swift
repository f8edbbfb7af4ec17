import Curtain

// The presentation styles, as the article Modal Transition sets them apart: `.fullScreen`
// removes the presenting view from the window when the presentation ends; `.overFullScreen`
// keeps it; `.custom` keeps it unless the presentation controller's shouldRemovePresentersView
// says true. Three translucent screens show the difference: black, or the yellow presenter,
// shows through.

extension NamedFilm {
  /// A yellow screen presents three translucent ones in turn, each sliding up and staying 0.3 s:
  /// blue with `.fullScreen` at 0.2 s (black shows through once it lands: the yellow view has
  /// left the window), green with `.overFullScreen` at 1.1 s and purple with `.custom` at 2.0 s
  /// (yellow shows through both).
  static let presentationStyles = NamedFilm(
    "presentation-styles",
    summary:
      "fullScreen removes the presenter (black shows through); overFullScreen and custom keep it.",
    source: "Modal Transition: Presentation Style",
    film: Film { stage in
      let presenting = StylesPresentingViewController()
      stage.window.rootViewController = presenting
      let styles: [(UIModalPresentationStyle, UIColor)] = [
        (.fullScreen, .systemBlue), (.overFullScreen, .systemGreen), (.custom, .systemPurple),
      ]
      for (index, (style, color)) in styles.enumerated() {
        let start = 0.2 + 0.9 * Double(index)
        // Two opaque rows on a half-transparent screen: the presenter's lower rows show through
        // when it is kept.
        let presented = MockScreenViewController(
          background: color.withAlphaComponent(0.5), content: color, rows: 2)
        presented.modalPresentationStyle = style
        if style == .custom { presented.transitioningDelegate = presenting.overlayDelegate }
        stage.at(start) { presenting.present(presented, animated: true) }
        // The last one stays; the others go at once, so the next starts from the yellow screen.
        if index < styles.count - 1 {
          stage.at(start + 0.8) { presented.dismiss(animated: false) }
        }
      }
    })
}

/// A custom presentation that keeps the presenter's view, as `.overFullScreen` does.
final class OverlayPresentationController: UIPresentationController {
  override var shouldRemovePresentersView: Bool { false }
}

/// Supplies the overlay presentation controller and no animator: UIKit slides it up.
final class OverlayTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    OverlayPresentationController(presentedViewController: presented, presenting: presenting)
  }
}

/// A yellow mock screen that keeps the overlay delegate (`transitioningDelegate` is weak).
final class StylesPresentingViewController: UIViewController {
  let overlayDelegate = OverlayTransitioningDelegate()

  override func loadView() {
    view = MockScreenView(background: .systemYellow, content: UIColor(white: 1, alpha: 0.5))
  }
}
