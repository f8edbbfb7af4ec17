import Curtain

// The three films of UIKit's built-in `modalTransitionStyle`s share one script: a blue screen
// presents an orange one full-screen with the style, and dismisses it.

extension Film {
  /// A blue mock screen presents an orange one `.fullScreen` with `style` at 0.2 s and
  /// dismisses it at `dismissal` seconds.
  static func builtInTransition(_ style: UIModalTransitionStyle, dismissal: TimeInterval) -> Film {
    Film { stage in
      let presenting = MockScreenViewController(background: .systemBlue)
      let presented = MockScreenViewController(background: .systemOrange)
      presented.modalPresentationStyle = .fullScreen
      presented.modalTransitionStyle = style
      stage.window.rootViewController = presenting
      stage.at(0.2) { presenting.present(presented, animated: true) }
      stage.at(dismissal) { presented.dismiss(animated: true) }
    }
  }
}
