/// The colour of the status bar's content, as UIKit's `UIStatusBarStyle`.
public enum UIStatusBarStyle: Int, Sendable {
  /// Dark content in light appearance, light content in dark appearance.
  case `default` = 0
  /// Light (white) content, for dark backgrounds.
  case lightContent = 1
  /// Dark (black) content, for light backgrounds.
  case darkContent = 3
}
