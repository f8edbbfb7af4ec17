import Foundation

/// The look of a navigation bar, toolbar or search bar, as UIKit's `UIBarStyle`. Since iOS 13 a
/// `.black` bar takes the dark appearance whatever the app's, which is what Curtain does.
public enum UIBarStyle: Int, Sendable {
  /// The system appearance of the traits.
  case `default` = 0
  /// The dark appearance.
  case black = 1
  /// The old name of `.black`.
  @available(*, deprecated, renamed: "black")
  public static let blackOpaque = UIBarStyle.black
  /// The dark appearance, translucent (the bar's `isTranslucent` says whether it is).
  @available(*, deprecated, message: "set barStyle to .black and isTranslucent to true")
  public static let blackTranslucent = UIBarStyle.black
}

extension UIView {
  /// Gives a bar the dark appearance for `.black`, as UIKit does since iOS 13.
  func applyBarStyle(_ style: UIBarStyle) {
    overrideUserInterfaceStyle = style == .black ? .dark : .unspecified
  }
}
