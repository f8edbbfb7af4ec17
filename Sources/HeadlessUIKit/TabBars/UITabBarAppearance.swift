import Foundation

extension UITabBar {
  /// How a stacked layout places its items (`UITabBar.ItemPositioning`).
  public enum ItemPositioning: Int, Sendable {
    /// The idiom's default: filling the bar on iPhones, centred on iPads.
    case automatic
    /// Spread across the bar.
    case fill
    /// Centred, at `itemWidth` apart by `itemSpacing`.
    case centered
  }
}

/// A tab bar's background, shadow and item looks, as UIKit's `UITabBarAppearance`: give one
/// to a tab bar's (or its selected item's) `standardAppearance` or `scrollEdgeAppearance`.
/// Curtain draws the background, the hairline and the items' title fonts and colours; the
/// positioning and the selection indicator are kept.
@preconcurrency @MainActor open class UITabBarAppearance: UIBarAppearance {
  /// The items' looks in a stacked layout (iPhones in portrait).
  open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
  /// The items' looks in an inline layout (iPads).
  open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
  /// The items' looks in a compact inline layout (iPhones in landscape).
  open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
  /// How a stacked layout places its items. Default: `.automatic`.
  open var stackedItemPositioning = UITabBar.ItemPositioning.automatic
  /// The room between centred items; 0 is the idiom's default. Default: 0.
  open var stackedItemSpacing: CGFloat = 0
  /// The width of centred items; 0 is the idiom's default. Default: 0.
  open var stackedItemWidth: CGFloat = 0
  /// An image drawn behind the selected item. Default: nil.
  open var selectionIndicatorImage: UIImage?
  /// The selection indicator's tint. Default: nil.
  open var selectionIndicatorTintColor: UIColor?

  /// An appearance with the default background, for `idiom`.
  public override init(idiom: UIUserInterfaceIdiom) {
    super.init(idiom: idiom)
  }

  public required init(barAppearance: UIBarAppearance) {
    super.init(barAppearance: barAppearance)
    guard let tab = barAppearance as? UITabBarAppearance else { return }
    stackedLayoutAppearance = tab.stackedLayoutAppearance.copy()
    inlineLayoutAppearance = tab.inlineLayoutAppearance.copy()
    compactInlineLayoutAppearance = tab.compactInlineLayoutAppearance.copy()
    stackedItemPositioning = tab.stackedItemPositioning
    stackedItemSpacing = tab.stackedItemSpacing
    stackedItemWidth = tab.stackedItemWidth
    selectionIndicatorImage = tab.selectionIndicatorImage
    selectionIndicatorTintColor = tab.selectionIndicatorTintColor
  }
}
