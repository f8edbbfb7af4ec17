import Curtain

extension NamedFilm {
  /// Both screens turn about the vertical axis in perspective, 0.7 s ease-in-out: the back of
  /// the blue screen is the orange one (0.2 s), and it turns back at 1.3 s.
  static let flipHorizontal = NamedFilm(
    "flip-horizontal",
    summary: "UIKit's built-in flipHorizontal: the blue screen turns over to show an orange back.",
    source: "UIKit: UIModalTransitionStyle.flipHorizontal",
    film: .builtInTransition(.flipHorizontal, dismissal: 1.3))
}
