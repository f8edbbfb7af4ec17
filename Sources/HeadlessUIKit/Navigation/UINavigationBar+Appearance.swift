import Foundation

/// The appearances a navigation bar or item was given.
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
  /// The appearance while the bar belongs to a navigation controller whose top controller's
  /// content rests at its top edge (or has no scroll view); nil draws the standard
  /// appearance with a transparent background: no material, colour, image or hairline.
  /// Default: nil.
  public var scrollEdgeAppearance: UINavigationBarAppearance? {
    get { appearances.scrollEdge?.copy() }
    set { appearances.scrollEdge = newValue?.copy() }
  }
  /// The scroll-edge appearance in compact height; nil uses `scrollEdgeAppearance`. Default:
  /// nil.
  public var compactScrollEdgeAppearance: UINavigationBarAppearance? {
    get { appearances.compactScrollEdge?.copy() }
    set { appearances.compactScrollEdge = newValue?.copy() }
  }

  /// Whether the bar is in compact height: an iPhone in landscape.
  private var isCompact: Bool {
    traitCollection.userInterfaceIdiom == .phone && traitCollection.verticalSizeClass == .compact
  }

  /// What the bar draws: an appearance given (the top item's before the bar's), or nil for the
  /// default background; and whether its background shows, which it does not at a scroll
  /// edge without a scroll-edge appearance.
  func resolvedAppearance() -> (appearance: UINavigationBarAppearance?, showsBackground: Bool) {
    let item = topItem?.appearances ?? NavigationBarAppearances()
    let bar = appearances
    let standard =
      isCompact
      ? item.compact ?? bar.compact ?? item.standard ?? bar.standard
      : item.standard ?? bar.standard
    guard let controller = navigationController, controller.contentRestsAtScrollEdge(.top) else {
      return (standard, true)
    }
    let edge =
      isCompact
      ? item.compactScrollEdge ?? bar.compactScrollEdge ?? item.scrollEdge ?? bar.scrollEdge
      : item.scrollEdge ?? bar.scrollEdge
    return edge.map { ($0, true) } ?? (standard, false)
  }

  /// The title's attributes: those of the appearance drawn, where it has any, else
  /// `titleTextAttributes`.
  var shownTitleAttributes: [NSAttributedString.Key: Any]? {
    guard let drawn = resolvedAppearance().appearance, !drawn.titleTextAttributes.isEmpty else {
      return titleTextAttributes
    }
    return drawn.titleTextAttributes
  }

  /// Shows the appearance for the bar's size class and scroll edge in place of the default
  /// background, once one is set, and hides the background at a scroll edge without one (a
  /// fade inside an animation: a push or pop fades it with the titles).
  func updateAppearanceView() {
    let (drawn, showsBackground) = resolvedAppearance()
    barBackground.isHidden = drawn != nil
    if let drawn {
      let view = appearanceView ?? BarAppearanceView(shadowEdge: .bottom)
      if appearanceView == nil {
        appearanceView = view
        insertSubview(view, aboveSubview: barBackground)
        setNeedsLayout()
      }
      view.isHidden = false
      if view.applied !== drawn { view.apply(drawn) }
    } else {
      appearanceView?.isHidden = true
    }
    let alpha: CGFloat = showsBackground ? 1 : 0
    for view in [barBackground, appearanceView].compactMap({ $0 }) where view.alpha != alpha {
      view.alpha = alpha
    }
    if styledAppearance !== drawn {
      styledAppearance = drawn
      content?.styleTitle(shownTitleAttributes)
    }
  }

  /// The default background as an appearance: the material (or `barTintColor`, or opaque).
  private func defaultAppearance() -> UINavigationBarAppearance {
    let appearance = UINavigationBarAppearance(idiom: traitCollection.userInterfaceIdiom)
    appearance.configureLegacyBackground(
      image: nil, shadowImage: nil, barTintColor: barTintColor, isTranslucent: isTranslucent)
    if let attributes = titleTextAttributes { appearance.titleTextAttributes = attributes }
    return appearance
  }
}
