import Curtain

extension NamedFilm {
  /// The presented screen fades in over the presenter with the system curve at 0.2 s, and out
  /// at 1.2 s.
  static let crossDissolve = NamedFilm(
    "cross-dissolve",
    summary: "UIKit's built-in crossDissolve: an orange screen fades in over a blue one, and out.",
    source: "UIKit: UIModalTransitionStyle.crossDissolve",
    film: .builtInTransition(.crossDissolve, dismissal: 1.2))
}
