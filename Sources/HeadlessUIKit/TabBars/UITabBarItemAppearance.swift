import Foundation

/// How a tab bar item looks in one state (`UITabBarItemStateAppearance`): part of a
/// `UITabBarItemAppearance`, not made on its own. Curtain draws the title's font and colour;
/// the rest is kept.
@preconcurrency @MainActor open class UITabBarItemStateAppearance: NSObject {
  /// The title's attributes; `.font` and `.foregroundColor` are drawn. Default: empty.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// How far the title moves from its place. Default: zero.
  open var titlePositionAdjustment = UIOffset.zero
  /// The icon's colour (icons are not drawn). Default: nil.
  open var iconColor: UIColor?
  /// Where the badge moves from its place. Default: zero.
  open var badgePositionAdjustment = UIOffset.zero
  /// The badge's colour. Default: nil.
  open var badgeBackgroundColor: UIColor?
  /// The badge text's attributes. Default: empty.
  open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// Where the badge's text moves within it. Default: zero.
  open var badgeTitlePositionAdjustment = UIOffset.zero

  override init() { super.init() }

  /// A copy of `other`'s settings.
  init(copying other: UITabBarItemStateAppearance) {
    titleTextAttributes = other.titleTextAttributes
    titlePositionAdjustment = other.titlePositionAdjustment
    iconColor = other.iconColor
    badgePositionAdjustment = other.badgePositionAdjustment
    badgeBackgroundColor = other.badgeBackgroundColor
    badgeTextAttributes = other.badgeTextAttributes
    badgeTitlePositionAdjustment = other.badgeTitlePositionAdjustment
    super.init()
  }
}

/// How a tab bar's items look in each state, for one layout (`UITabBarItemAppearance`).
@preconcurrency @MainActor open class UITabBarItemAppearance: NSObject, @preconcurrency NSCopying {
  /// The layouts a tab bar puts its items in.
  public enum Style: Int, Sendable {
    /// Icon above title (iPhones in portrait).
    case stacked
    /// Icon beside title (iPads).
    case inline
    /// Icon beside title, smaller (iPhones in landscape).
    case compactInline
  }

  /// An unselected item. Default: UIKit's defaults.
  open var normal = UITabBarItemStateAppearance()
  /// The selected item.
  open var selected = UITabBarItemStateAppearance()
  /// A disabled item.
  open var disabled = UITabBarItemStateAppearance()
  /// A focused item.
  open var focused = UITabBarItemStateAppearance()

  /// An appearance with UIKit's defaults for `style`.
  public init(style: Style) { super.init() }

  /// An appearance with UIKit's defaults for stacked items.
  public override convenience init() { self.init(style: .stacked) }

  /// Puts every state back to UIKit's defaults for `style`.
  open func configureWithDefault(for style: Style) {
    (normal, selected, disabled, focused) = (.init(), .init(), .init(), .init())
  }

  /// A copy, as `copy()` gives.
  public func copy(with zone: NSZone?) -> Any {
    let copy = UITabBarItemAppearance(style: .stacked)
    copy.normal = UITabBarItemStateAppearance(copying: normal)
    copy.selected = UITabBarItemStateAppearance(copying: selected)
    copy.disabled = UITabBarItemStateAppearance(copying: disabled)
    copy.focused = UITabBarItemStateAppearance(copying: focused)
    return copy
  }
}

extension UITabBarItemAppearance {
  /// A copy (`appearance.stackedLayoutAppearance = itemAppearance.copy()`).
  @_disfavoredOverload public func copy() -> UITabBarItemAppearance {
    copy(with: nil) as! UITabBarItemAppearance
  }
}
