import Foundation

/// A navigation bar's background, shadow and title attributes, as UIKit's
/// `UINavigationBarAppearance`. Curtain draws the background and shadow; the title attributes
/// are kept (style the drawn title with the bar's `titleTextAttributes`).
@preconcurrency @MainActor open class UINavigationBarAppearance: UIBarAppearance {
  /// The title's attributes. Default: empty.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The large title's attributes. Default: empty.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// How far the title moves from its place. Default: zero.
  open var titlePositionAdjustment = UIOffset.zero

  public required init(barAppearance: UIBarAppearance) {
    super.init(barAppearance: barAppearance)
    guard let navigation = barAppearance as? UINavigationBarAppearance else { return }
    titleTextAttributes = navigation.titleTextAttributes
    largeTitleTextAttributes = navigation.largeTitleTextAttributes
    titlePositionAdjustment = navigation.titlePositionAdjustment
  }

  /// An appearance with the default background, for `idiom`.
  public override init(idiom: UIUserInterfaceIdiom) {
    super.init(idiom: idiom)
  }
}
