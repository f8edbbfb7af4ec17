import Foundation

/// The appearances a navigation bar was given.
struct NavigationBarAppearances {
  var standard: UINavigationBarAppearance?
  var compact: UINavigationBarAppearance?
  var scrollEdge: UINavigationBarAppearance?
  var compactScrollEdge: UINavigationBarAppearance?
}

extension UINavigationBar {
  /// The appearance in regular height (and in compact height without `compactAppearance`).
  /// Until one is set the bar draws its default background, which this reflects. Setting it
  /// keeps a copy, drawn from then on.
  public var standardAppearance: UINavigationBarAppearance {
    get { appearances.standard?.copy() ?? defaultAppearance() }
    set { appearances.standard = newValue.copy() }
  }
  /// The appearance in compact height (an iPhone in landscape); nil uses the standard one.
  /// Default: nil.
  public var compactAppearance: UINavigationBarAppearance? {
    get { appearances.compact?.copy() }
    set { appearances.compact = newValue?.copy() }
  }
  /// The appearance while the content's scroll view is at its top edge. Kept, not drawn: Curtain
  /// draws the standard or compact appearance. Default: nil.
  public var scrollEdgeAppearance: UINavigationBarAppearance? {
    get { appearances.scrollEdge?.copy() }
    set { appearances.scrollEdge = newValue?.copy() }
  }
  /// The scroll-edge appearance in compact height. Kept, not drawn. Default: nil.
  public var compactScrollEdgeAppearance: UINavigationBarAppearance? {
    get { appearances.compactScrollEdge?.copy() }
    set { appearances.compactScrollEdge = newValue?.copy() }
  }

  /// Shows the appearance for the bar's size class in place of the default background, once
  /// one is set.
  func updateAppearanceView() {
    let isCompact =
      traitCollection.userInterfaceIdiom == .phone && traitCollection.verticalSizeClass == .compact
    let drawn = isCompact ? appearances.compact ?? appearances.standard : appearances.standard
    barBackground.isHidden = drawn != nil
    guard let drawn else {
      appearanceView?.isHidden = true
      return
    }
    let view = appearanceView ?? BarAppearanceView(shadowEdge: .bottom)
    if appearanceView == nil {
      appearanceView = view
      insertSubview(view, aboveSubview: barBackground)
      setNeedsLayout()
    }
    view.isHidden = false
    view.apply(drawn)
  }

  /// The default background as an appearance: the material (or `barTintColor`, or opaque).
  private func defaultAppearance() -> UINavigationBarAppearance {
    let appearance = UINavigationBarAppearance(idiom: traitCollection.userInterfaceIdiom)
    if let barTintColor {
      appearance.backgroundEffect = nil
      appearance.backgroundColor = barTintColor
    } else if !isTranslucent {
      appearance.configureWithOpaqueBackground()
    }
    if let attributes = titleTextAttributes { appearance.titleTextAttributes = attributes }
    return appearance
  }
}
