import Foundation

/// The bar at the top of a navigation controller (`UINavigationBar`): a stack of navigation
/// items, showing the top item's bar button items and a back button to the item below.
///
/// - 44 points tall (32 on iPhones in landscape, 50 on iPads), just below the status bar; its background
///   reaches up behind the status bar, with a one-pixel hairline hanging below its bottom edge.
/// - The default background is UIKit's system chrome material, blurring the content that
///   scrolls or slides beneath the bar (light or dark with the appearance). An opaque bar
///   (`isTranslucent == false`) uses `systemBackground`; `barTintColor` is drawn as given.
///   A `standardAppearance` (or `compactAppearance` in compact height), the top item's before
///   the bar's, once set, is drawn in place of all this.
/// - In a navigation controller, while the top controller's content rests at its top edge (or
///   it has no scroll view), the bar draws its `scrollEdgeAppearance`, or, without one, no
///   background and no hairline, as iOS 15 and later do. A push or pop fades between the two.
/// - The title (17-point semibold, or `titleTextAttributes`' font and colour) is centred where the buttons leave room; button titles and
///   the back button (a chevron and the title below) are in the tint colour. Every bar button
///   item gets a frame (see `UIBarButtonItem`), so taps and popover anchors work. Pushes and
///   pops slide the titles 40 % of the bar's width as they cross-fade.
@preconcurrency @MainActor open class UINavigationBar: UIView {
  /// The items, bottom first. Setting it replaces them without animation.
  open var items: [UINavigationItem]? {
    get { itemStack.isEmpty ? nil : itemStack }
    set { setItems(newValue, animated: false) }
  }

  /// The top item.
  open var topItem: UINavigationItem? { itemStack.last }
  /// The item below the top one: the back button goes back to it.
  open var backItem: UINavigationItem? {
    itemStack.count > 1 ? itemStack[itemStack.count - 2] : nil
  }

  /// The background colour; nil draws UIKit's default material. Default: nil.
  open var barTintColor: UIColor? { didSet { updateBackground() } }
  /// The bar's look: `.black` gives it the dark appearance. Default: `.default`.
  open var barStyle = UIBarStyle.default { didSet { applyBarStyle(barStyle) } }
  /// Whether the bar is see-through (content extends under it). An opaque bar pushes the
  /// content of a navigation controller below it. Default: true.
  open var isTranslucent = true {
    didSet {
      updateBackground()
      navigationController?.viewIfLoaded?.setNeedsLayout()
    }
  }
  /// Large titles are not drawn; kept for compatibility. Default: false.
  open var prefersLargeTitles = false
  /// The title's `.font` and `.foregroundColor` (other attributes are ignored); nil: 17-point
  /// semibold in the label colour.
  open var titleTextAttributes: [NSAttributedString.Key: Any]? {
    didSet { content?.styleTitle(shownTitleAttributes) }
  }

  /// The image drawn instead of the hairline below the bar, shown only while a background
  /// image is set, as in UIKit (an empty image hides the hairline). Default: nil.
  open var shadowImage: UIImage? { didSet { updateBackground() } }
  /// The background images set, by bar metrics.
  private var backgroundImages: [UIBarMetrics: UIImage] = [:]

  /// Sets the image drawn as the bar's background instead of its material or colour (an empty
  /// image leaves the bar clear). A bar draws its `.default` metrics' image.
  open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
    backgroundImages[barMetrics] = backgroundImage
    updateBackground()
  }

  /// The background image set for the metrics, if any.
  open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
    backgroundImages[barMetrics]
  }

  /// The navigation controller managing the bar, if any.
  weak var navigationController: UINavigationController?
  var itemStack: [UINavigationItem] = []
  /// How far the background reaches above the bar (behind the status bar), in points.
  var backgroundExtension: CGFloat = 0 {
    didSet { if backgroundExtension != oldValue { setNeedsLayout() } }
  }

  let barBackground = BarBackgroundView()
  let shadowView = UIView()
  /// The appearances given (copies); drawn instead of the default background once one is.
  var appearances = NavigationBarAppearances() { didSet { updateBackground() } }
  /// Draws the appearance in place of `barBackground`; made when the first one is set.
  var appearanceView: BarAppearanceView?
  /// The appearance whose title attributes the title has.
  var styledAppearance: UINavigationBarAppearance?
  /// The buttons and title view of the displayed item.
  var content: NavigationBarContentView?

  /// A bar with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    configure()
  }

  /// Storyboards do not exist headlessly; this makes an empty bar.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    configure()
  }

  private func configure() {
    isOpaque = false
    barBackground.addSubview(shadowView)
    addSubview(barBackground)
    shadowView.backgroundColor = .separator
    updateBackground()
  }

  // MARK: - Items

  /// Pushes an item on top. A navigation controller's bar refuses, as in UIKit: push the
  /// controller instead.
  open func pushItem(_ item: UINavigationItem, animated: Bool) {
    guard checkUnmanaged("pushNavigationItem:animated:") else { return }
    setItems(itemStack + [item], animated: animated)
  }

  /// Pops the top item and returns it.
  @discardableResult
  open func popItem(animated: Bool) -> UINavigationItem? {
    guard checkUnmanaged("popNavigationItemAnimated:"), let top = itemStack.last else { return nil }
    setItems(Array(itemStack.dropLast()), animated: animated)
    return top
  }

  /// Replaces the items, fading the buttons when `animated`.
  open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
    guard checkUnmanaged("setItems:animated:") else { return }
    setManagedItems(items ?? [])
    reloadContent(animated: animated, coordinator: nil)
  }

  /// Calls that only a bar without a controller accepts.
  private func checkUnmanaged(_ selector: String) -> Bool {
    guard navigationController != nil else { return true }
    Stage.current?.raise(
      .internalInconsistency(
        "Cannot call \(selector) directly on a UINavigationBar managed by a controller."))
    return false
  }

  /// Replaces the items without touching what is shown (the navigation controller's
  /// transitions show them).
  func setManagedItems(_ items: [UINavigationItem]) {
    for item in itemStack where item.bar === self { item.bar = nil }
    itemStack = items
    for item in items { item.bar = self }
  }

  /// An item changed: the buttons are rebuilt when it is the top item or the one below.
  func itemDidChange(_ item: UINavigationItem, animated: Bool) {
    guard item === topItem || item === backItem else { return }
    reloadContent(animated: animated, coordinator: nil)
  }

  // MARK: - Background

  func updateBackground() {
    barBackground.update(barTintColor: barTintColor, isTranslucent: isTranslucent)
    let image = backgroundImages[.default]
    if image != nil {
      barBackground.material.isHidden = true
      barBackground.backgroundColor = nil
    }
    barBackground.layer.contents = image?.cgImage
    let shadow = image == nil ? nil : shadowImage
    shadowView.backgroundColor = shadow == nil ? .separator : nil
    shadowView.layer.contents = shadow?.cgImage
    updateAppearanceView()
  }

  // MARK: - Layout

  /// The bar's height in `traits`: 44 points; 32 on iPhones in compact height (landscape); 50
  /// on iPads (iOS 12 and later, Geoff Hackworth, "iPad Navigation Bar and Toolbar Height
  /// Changes in iOS 12", 2018).
  static func standardHeight(for traits: UITraitCollection) -> CGFloat {
    switch traits.userInterfaceIdiom {
    case .pad: return 50
    case .phone where traits.verticalSizeClass == .compact: return 32
    default: return 44
    }
  }

  /// The bar's standard height, at the width asked.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: Self.standardHeight(for: traitCollection))
  }

  /// Places the background (reaching up by the status bar's height), the hairline below the
  /// bar, and the buttons.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let b = bounds
    barBackground.frame = CGRect(
      x: 0, y: -backgroundExtension, width: b.width, height: b.height + backgroundExtension)
    let hairline = 1 / max(traitCollection.displayScale, 1)
    shadowView.frame = CGRect(
      x: 0, y: barBackground.bounds.height, width: b.width, height: hairline)
    appearanceView?.frame = barBackground.frame
    updateAppearanceView()  // the size class or the scroll edge may have changed
    content?.frame = b
  }
}
