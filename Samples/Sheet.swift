import Curtain

// iOS 13's card sheet, the default presentation: the sheet rises on the system spring while the
// presenter recedes behind it, and a finger drags it: let go early and it returns, flick it and
// it goes (the delegate hears willDismiss, then didDismiss).

extension NamedFilm {
  /// An inbox presents "New Message" with the default style at 0.2 s; from 1.0 s a finger drags
  /// the sheet 180 points and lets go (it returns), then flicks it away at 2.0 s.
  static let sheet = NamedFilm(
    "sheet",
    summary:
      "The default presentation, a card sheet: dragged and let go it returns; flicked it goes.",
    source: "iOS 13+ page sheet (UISheetPresentationController), swipe to dismiss",
    film: Film { stage in
      stage.showsTouches = true
      let inbox = TitledScreenViewController(title: "Inbox", background: .systemBackground)
      stage.window.rootViewController = UINavigationController(rootViewController: inbox)
      let compose = UINavigationController(
        rootViewController: TitledScreenViewController(
          title: "New Message", background: .systemBackground))
      compose.sheetPresentationController?.prefersGrabberVisible = true
      stage.at(0.2) { inbox.present(compose, animated: true) }
      stage.at(1.0) {
        stage.pan(
          from: CGPoint(x: 196, y: 320), to: CGPoint(x: 196, y: 500), duration: 0.5,
          easing: .easeOut)
      }
      stage.at(2.0) {
        stage.swipe(from: CGPoint(x: 196, y: 320), by: CGVector(dx: 0, dy: 220), duration: 0.12)
      }
    })
}
