import Foundation

/// Hears a tab bar's selection (`UITabBarDelegate`). A tab bar controller is its own bar's
/// delegate; do not change that one's.
@preconcurrency @MainActor public protocol UITabBarDelegate: AnyObject {
  /// A person tapped `item`, now the selected item.
  func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
  public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
    OptionalRequirement.notImplemented()
  }
}

/// The bar of tabs at the bottom of a tab bar controller (`UITabBar`).
///
/// - 49 points tall above the bottom safe area (32 on iPhones in compact height, 50 on iPads),
///   its background reaching down to the screen's edge. The background is UIKit's system
///   chrome material, blurring what lies beneath, or `barTintColor`, under a hairline; or the
///   `standardAppearance`, the selected item's before the bar's, once one is set. In a tab bar
///   controller, while the shown content rests at its bottom edge (or has no scroll view),
///   the bar draws its `scrollEdgeAppearance`, or without one no background and no hairline,
///   as iOS 15 and later do.
/// - The items share the width equally. Each shows its title (10-point medium, or the
///   appearance's title attributes) near the bottom of its slot, and its image (`selectedImage`
///   while selected) centred above it at its own size, both in the tint colour when selected
///   and in `unselectedItemTintColor` (UIKit's grey by default) otherwise; images drawn as
///   templates unless `.alwaysOriginal`, as in UIKit's tab bars. The stacked layout is used in
///   every size class.
/// - A tap on an enabled item selects it and tells the delegate.
@preconcurrency @MainActor open class UITabBar: UIView {
  /// The items, left to right. Default: nil.
  open var items: [UITabBarItem]? {
    get { itemList.isEmpty ? nil : itemList }
    set { setItems(newValue, animated: false) }
  }
  /// The selected item, one of `items`. Default: nil.
  open weak var selectedItem: UITabBarItem? { didSet { reloadItems() } }
  /// The appearances given (copies).
  var appearances = TabBarAppearances() { didSet { reloadItems() } }
  /// Hears taps on items (weak). Default: nil.
  open weak var delegate: UITabBarDelegate?
  /// The background colour; nil draws the default material. Default: nil.
  open var barTintColor: UIColor? { didSet { updateBackground() } }
  /// The colour of unselected items' titles; nil is UIKit's grey. Default: nil.
  open var unselectedItemTintColor: UIColor? { didSet { reloadItems() } }
  /// Whether the bar is see-through. Default: true.
  open var isTranslucent = true { didSet { updateBackground() } }
  /// The bar's look: `.black` gives it the dark appearance. Default: `.default`.
  open var barStyle = UIBarStyle.default { didSet { applyBarStyle(barStyle) } }
  /// An image drawn as the background in place of the material or `barTintColor` (an empty
  /// `UIImage()` leaves the bar clear). Default: nil.
  open var backgroundImage: UIImage? { didSet { updateBackground() } }
  /// An image drawn in place of the hairline, shown only while `backgroundImage` is set, as in
  /// UIKit (an empty image hides the line). Default: nil.
  open var shadowImage: UIImage? { didSet { updateBackground() } }
  /// An image behind the selected item. Kept, not drawn. Default: nil.
  open var selectionIndicatorImage: UIImage?
  /// How the items are placed. Kept: the items share the width. Default: `.automatic`.
  open var itemPositioning = ItemPositioning.automatic
  /// The width of centred items. Kept. Default: 0.
  open var itemWidth: CGFloat = 0
  /// The room between centred items. Kept. Default: 0.
  open var itemSpacing: CGFloat = 0

  var itemList: [UITabBarItem] = []
  /// How far the background reaches below the bar (over the bottom safe area), in points.
  var backgroundExtension: CGFloat = 0 { didSet { setNeedsLayout() } }
  /// The tab bar controller managing the bar, which a tap asks to select the item's tab.
  weak var tabBarController: UITabBarController?
  let barBackground = BarAppearanceView(shadowEdge: .top)
  var titleLabels: [UILabel] = []
  /// The items' image views, nil for an item without an image.
  var iconViews: [UIImageView?] = []
  /// Where an item's image is centred, from the bar's top, in points (Curtain's estimate).
  static let iconCentre: CGFloat = 17.5
  /// Symbol images fill a 25-point square, the size Apple's guidelines give tab bar icons.
  static let symbolConfiguration = UIImage.SymbolConfiguration(pointSize: 25)

  /// A bar with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(barBackground)
    updateBackground()
  }

  /// Storyboards do not exist headlessly; this makes an empty bar.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(barBackground)
    updateBackground()
  }

  /// Replaces the items (the selection is kept if its item stays).
  open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
    for item in itemList { item.changeHandler = nil }
    itemList = items ?? []
    for item in itemList { item.changeHandler = { [weak self] in self?.reloadItems() } }
    if let selected = selectedItem, !itemList.contains(where: { $0 === selected }) {
      selectedItem = nil
    }
    reloadItems()
  }

  /// The bar's height in `traits`, above the safe area: 49 points; 32 on iPhones in compact
  /// height; 50 on iPads.
  static func standardHeight(for traits: UITraitCollection) -> CGFloat {
    if traits.userInterfaceIdiom == .pad { return 50 }
    return traits.verticalSizeClass == .compact ? 32 : 49
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: Self.standardHeight(for: traitCollection))
  }

  /// Draws the appearance for the selected item and the content's scroll edge, and gives the
  /// titles its looks.
  func updateBackground() {
    let drawn = resolvedAppearance()
    if barBackground.applied !== drawn { barBackground.apply(drawn) }
    styleTitles(itemAppearance(in: drawn))
  }

  /// The slot of item `index`: an equal share of the width, the bar's height.
  func slot(_ index: Int) -> CGRect {
    let width = bounds.width / CGFloat(max(itemList.count, 1))
    return CGRect(x: CGFloat(index) * width, y: 0, width: width, height: bounds.height)
  }

  /// Makes one title label and image view per item, then draws the background and styles
  /// them.
  func reloadItems() {
    for label in titleLabels { label.removeFromSuperview() }
    for icon in iconViews { icon?.removeFromSuperview() }
    iconViews = itemList.map { item in
      let shown = item === selectedItem ? item.selectedImage ?? item.image : item.image
      guard var image = shown else { return nil }
      if image.isSymbolImage {
        image = image.applyingSymbolConfiguration(Self.symbolConfiguration) ?? image
      }
      let view = UIImageView(
        image: image.renderingMode == .automatic ? image.withRenderingMode(.alwaysTemplate) : image)
      view.alpha = item.isEnabled ? 1 : 0.5
      addSubview(view)
      return view
    }
    titleLabels = itemList.map { item in
      let label = UILabel()
      label.text = item.title
      label.textAlignment = .center
      label.alpha = item.isEnabled ? 1 : 0.5
      addSubview(label)
      return label
    }
    updateBackground()
    setNeedsLayout()
  }

  /// Gives each title the font and colour `looks` has for its item's state, and each image
  /// its `iconColor`; else 10-point medium, in the tint colour when selected and
  /// `unselectedItemTintColor` otherwise.
  private func styleTitles(_ looks: UITabBarItemAppearance) {
    for (index, item) in itemList.enumerated() where index < titleLabels.count {
      let state =
        item.isEnabled ? item === selectedItem ? looks.selected : looks.normal : looks.disabled
      let attributes = state.titleTextAttributes
      let font = attributes[.font] as? UIFont ?? .systemFont(ofSize: 10, weight: .medium)
      let tint = item === selectedItem ? tintColor : unselectedItemTintColor ?? .systemGray
      let color = attributes[.foregroundColor] as? UIColor ?? tint
      let label = titleLabels[index]
      if label.font != font { label.font = font }
      if label.textColor != color { label.textColor = color }
      let iconColor = state.iconColor ?? tint
      if let icon = iconViews[index], icon.tintColor != iconColor { icon.tintColor = iconColor }
    }
  }

  open override func tintColorDidChange() {
    super.tintColorDidChange()
    reloadItems()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    barBackground.frame = CGRect(
      x: 0, y: 0, width: bounds.width, height: bounds.height + backgroundExtension)
    updateBackground()  // the content's scroll edge may have moved
    for (index, label) in titleLabels.enumerated() {
      let s = slot(index)
      label.frame = CGRect(x: s.minX, y: s.maxY - 17, width: s.width, height: 13)
      guard let icon = iconViews[index], let size = icon.image?.size else { continue }
      icon.frame = CGRect(
        x: s.midX - size.width / 2, y: s.minY + Self.iconCentre - size.height / 2,
        width: size.width, height: size.height)
    }
  }

  /// A tap selects the enabled item under the finger.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first, !itemList.isEmpty else { return }
    let point = touch.location(in: self)
    guard bounds.contains(point) else { return }
    let index = min(itemList.count - 1, max(0, Int(point.x / slot(0).width)))
    let item = itemList[index]
    guard item.isEnabled else { return }
    if let tabBarController {
      tabBarController.userDidTap(itemAt: index)
      return
    }
    selectedItem = item
    if let delegate {
      _ = traceOptional(delegate, "tabBar(_:didSelect:)") { delegate.tabBar(self, didSelect: item) }
    }
  }
}
