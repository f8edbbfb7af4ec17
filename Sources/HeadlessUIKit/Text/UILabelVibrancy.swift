import Foundation

/// The vibrancy a label's text takes inside a vibrancy effect, as UIKit's `UILabelVibrancy`
/// (iOS 17).
public enum UILabelVibrancy: Int, Sendable {
  /// None: the text colour as set.
  case none = 0
  /// The system's vibrancy.
  case automatic = 1
}
