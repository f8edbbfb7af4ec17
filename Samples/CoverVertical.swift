import Curtain

extension NamedFilm {
  /// UIKit's default transition: the presented screen slides up from the bottom with the system
  /// spring (curve 7, 0.5 s) at 0.2 s, and back down at 1.2 s.
  static let coverVertical = NamedFilm(
    "cover-vertical",
    summary:
      "UIKit's built-in coverVertical: an orange screen slides up over a blue one, and down.",
    source: "UIKit: UIModalTransitionStyle.coverVertical",
    film: .builtInTransition(.coverVertical, dismissal: 1.2))
}
