/// The bar sizes a bar's background image is given for, as UIKit's `UIBarMetrics`: a bar's
/// standard height, the compact one of a phone in landscape, and each with a prompt above.
public enum UIBarMetrics: Int, Sendable, CaseIterable {
  case `default` = 0
  case compact = 1
  case defaultPrompt = 101
  case compactPrompt = 102
}
