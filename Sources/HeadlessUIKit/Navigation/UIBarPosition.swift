import Foundation

/// Where a bar sits, as UIKit's `UIBarPosition`: bar images and appearances are kept per
/// position, `.any` standing for every one without its own.
public enum UIBarPosition: Int, Sendable {
  /// Any position: the fallback for positions without their own setting.
  case any = 0
  /// At the bottom of its content, as a toolbar usually is.
  case bottom = 1
  /// At the top of its content.
  case top = 2
  /// At the top of the screen, its background reaching up behind the status bar.
  case topAttached = 3
}
