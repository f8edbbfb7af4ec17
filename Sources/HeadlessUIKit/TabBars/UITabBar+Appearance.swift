import Foundation

/// The appearances a tab bar or tab bar item was given.
struct TabBarAppearances {
  var standard: UITabBarAppearance?
  var scrollEdge: UITabBarAppearance?
}

extension UITabBar {
  /// The appearance drawn; until one is set it reflects `barTintColor` and `isTranslucent`.
  /// Setting it keeps a copy.
  public var standardAppearance: UITabBarAppearance {
    get { appearances.standard?.copy() ?? legacyAppearance() }
    set { appearances.standard = newValue.copy() }
  }
  /// The appearance while the bar belongs to a tab bar controller whose shown content rests
  /// at its bottom edge (or has no scroll view); nil draws the standard appearance with a
  /// transparent background. Default: nil.
  public var scrollEdgeAppearance: UITabBarAppearance? {
    get { appearances.scrollEdge?.copy() }
    set { appearances.scrollEdge = newValue?.copy() }
  }

  /// What the bar draws: the selected item's appearance before the bar's, the scroll-edge one
  /// (or the standard one made transparent) while the content rests at the bar's edge.
  func resolvedAppearance() -> UITabBarAppearance {
    let item = selectedItem?.appearances ?? TabBarAppearances()
    let standard = item.standard ?? appearances.standard ?? legacyAppearance()
    guard let controller = tabBarController, controller.contentRestsAtBottomEdge else {
      return standard
    }
    if let edge = item.scrollEdge ?? appearances.scrollEdge { return edge }
    return standard.transparentCopy()
  }

  /// The items' looks in the layout the bar uses: stacked, or compact inline on an iPhone in
  /// landscape, inline on an iPad.
  func itemAppearance(in appearance: UITabBarAppearance) -> UITabBarItemAppearance {
    if traitCollection.userInterfaceIdiom == .pad { return appearance.inlineLayoutAppearance }
    return traitCollection.verticalSizeClass == .compact
      ? appearance.compactInlineLayoutAppearance : appearance.stackedLayoutAppearance
  }

  /// What `backgroundImage` (with `shadowImage`), `barTintColor` and `isTranslucent` ask for,
  /// as an appearance.
  func legacyAppearance() -> UITabBarAppearance {
    let appearance = UITabBarAppearance(idiom: traitCollection.userInterfaceIdiom)
    appearance.configureLegacyBackground(
      image: backgroundImage, shadowImage: shadowImage, barTintColor: barTintColor,
      isTranslucent: isTranslucent)
    return appearance
  }
}

extension UITabBarItem {
  /// The tab bar's appearance while this item is selected; nil uses the bar's. Default: nil.
  public var standardAppearance: UITabBarAppearance? {
    get { appearances.standard?.copy() }
    set { appearances.standard = newValue?.copy() }
  }
  /// The tab bar's scroll-edge appearance while this item is selected; nil uses the bar's.
  /// Default: nil.
  public var scrollEdgeAppearance: UITabBarAppearance? {
    get { appearances.scrollEdge?.copy() }
    set { appearances.scrollEdge = newValue?.copy() }
  }
}

extension UITabBarController {
  /// Whether the shown tab's content (a navigation controller's top controller's) rests at
  /// its bottom edge; true when it has no scroll view.
  var contentRestsAtBottomEdge: Bool {
    var shown = selected
    while let navigation = shown as? UINavigationController {
      shown = navigation.topViewController
    }
    guard let scrollView = shown?.scrollEdgeScrollView(for: .bottom) else { return true }
    return scrollView.isAtBottomScrollEdge
  }
}
