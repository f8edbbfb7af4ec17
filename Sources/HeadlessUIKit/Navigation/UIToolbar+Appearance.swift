import Foundation

/// The appearances a toolbar was given; nil ones fall back as UIKit's do.
struct ToolbarAppearances {
  var standard: UIToolbarAppearance?
  var compact: UIToolbarAppearance?
  var scrollEdge: UIToolbarAppearance?
  var compactScrollEdge: UIToolbarAppearance?
}

/// A bar image's key: the position and metrics it was set for.
struct BarImageKey: Hashable {
  let position: UIBarPosition
  let metrics: UIBarMetrics
}

extension UIToolbar {
  /// The appearance in regular height (and in compact height without `compactAppearance`).
  /// Until one is set it reflects `barTintColor`, `isTranslucent` and the bar images. Setting
  /// it keeps a copy.
  public var standardAppearance: UIToolbarAppearance {
    get { appearances.standard?.copy() ?? legacyAppearance() }
    set { appearances.standard = newValue.copy() }
  }
  /// The appearance in compact height (an iPhone in landscape); nil uses the standard one.
  /// Default: nil.
  public var compactAppearance: UIToolbarAppearance? {
    get { appearances.compact?.copy() }
    set { appearances.compact = newValue?.copy() }
  }
  /// The appearance while the bar belongs to a navigation controller whose top controller's
  /// content rests at its bottom edge (or has no scroll view); nil draws the standard
  /// appearance with a transparent background. Default: nil.
  public var scrollEdgeAppearance: UIToolbarAppearance? {
    get { appearances.scrollEdge?.copy() }
    set { appearances.scrollEdge = newValue?.copy() }
  }
  /// The scroll-edge appearance in compact height; nil uses `scrollEdgeAppearance`. Default:
  /// nil.
  public var compactScrollEdgeAppearance: UIToolbarAppearance? {
    get { appearances.compactScrollEdge?.copy() }
    set { appearances.compactScrollEdge = newValue?.copy() }
  }

  /// Sets the background image for a position and metrics (nil removes it). A bar with one
  /// draws it in place of its material or `barTintColor`; an empty `UIImage()` makes the bar
  /// transparent. Appearances, once set, take over.
  public func setBackgroundImage(
    _ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition,
    barMetrics: UIBarMetrics
  ) {
    backgroundImages[BarImageKey(position: topOrBottom, metrics: barMetrics)] = backgroundImage
  }

  /// The background image set for exactly this position and metrics.
  public func backgroundImage(
    forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics
  ) -> UIImage? {
    backgroundImages[BarImageKey(position: topOrBottom, metrics: barMetrics)]
  }

  /// Sets the image drawn as the hairline above the bar for a position (nil removes it). As in
  /// UIKit, it is drawn only when a background image is set too; an empty image hides the line.
  public func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition)
  {
    shadowImages[topOrBottom] = shadowImage
  }

  /// The shadow image set for exactly this position.
  public func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? {
    shadowImages[topOrBottom]
  }

  /// Whether the bar is in compact height: an iPhone in landscape.
  private var isCompact: Bool {
    traitCollection.userInterfaceIdiom == .phone && traitCollection.verticalSizeClass == .compact
  }

  /// Draws the appearance for the bar's size class and scroll edge.
  func updateBackground() {
    let standard =
      (isCompact ? appearances.compact ?? appearances.standard : appearances.standard)
      ?? legacyAppearance()
    guard let controller = navigationController, controller.contentRestsAtScrollEdge(.bottom)
    else { return barBackground.apply(standard) }
    let edge =
      isCompact ? appearances.compactScrollEdge ?? appearances.scrollEdge : appearances.scrollEdge
    if let edge { return barBackground.apply(edge) }
    barBackground.apply(standard.transparentCopy())
  }

  /// What the pre-iOS 13 properties ask for, as an appearance: a background image (with its
  /// shadow image) for the bar's position, else `barTintColor`, else an opaque or translucent
  /// default. A toolbar sits at the bottom; settings for `.any` stand for it.
  func legacyAppearance() -> UIToolbarAppearance {
    let appearance = UIToolbarAppearance(idiom: traitCollection.userInterfaceIdiom)
    let metrics: UIBarMetrics = isCompact ? .compact : .default
    let image = [
      BarImageKey(position: .bottom, metrics: metrics),
      BarImageKey(position: .any, metrics: metrics),
      BarImageKey(position: .bottom, metrics: .default),
      BarImageKey(position: .any, metrics: .default),
    ].lazy.compactMap { self.backgroundImages[$0] }.first
    appearance.configureLegacyBackground(
      image: image, shadowImage: shadowImages[.bottom] ?? shadowImages[.any],
      barTintColor: barTintColor, isTranslucent: isTranslucent)
    return appearance
  }
}
