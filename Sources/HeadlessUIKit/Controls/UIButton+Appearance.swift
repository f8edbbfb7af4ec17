import Foundation

extension UIButton {
  /// A button's role in its context, as UIKit's `UIButton.Role` (iOS 14): a system button's
  /// look in a menu or alert-like context follows it.
  public enum Role: Int, Sendable {
    /// An ordinary button.
    case normal = 0
    /// The preferred choice.
    case primary = 1
    /// Cancels an action.
    case cancel = 2
    /// Destroys data.
    case destructive = 3
  }

  /// The state effects Curtain keeps but does not draw, said once each when they would show.
  func noteMissingStateEffects() {
    let hasImage = currentImage != nil || currentBackgroundImage != nil
    if isHighlighted && adjustsImageWhenHighlighted && buttonType == .custom && hasImage {
      noteMissingEffect(
        "UIButton.adjustsImageWhenHighlighted", "the image is not darkened while highlighted")
    }
    if !isEnabled && adjustsImageWhenDisabled && buttonType == .custom && hasImage {
      noteMissingEffect(
        "UIButton.adjustsImageWhenDisabled", "the image is not dimmed while disabled")
    }
    if isHighlighted && showsTouchWhenHighlighted {
      noteMissingEffect("UIButton.showsTouchWhenHighlighted", "no glow is drawn under the touch")
    }
  }
}
