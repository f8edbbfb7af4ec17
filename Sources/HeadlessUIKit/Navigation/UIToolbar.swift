import Foundation

/// A bar of buttons, as UIKit's `UIToolbar`. It draws its background and the hairline above
/// its top edge: the appearance for its size class (`compactAppearance` in compact height,
/// else `standardAppearance`), or, until one is set, what the pre-iOS 13 properties ask
/// (`barTintColor`, `isTranslucent`, the background and shadow images). Its items are laid
/// out left to right as UIKit lays them out (UIToolbar+Items). A navigation controller's
/// toolbar draws its scroll-edge appearance while the top controller's content rests at its
/// bottom edge (or it has no scroll view); without one, no background and no hairline.
@preconcurrency @MainActor open class UIToolbar: UIView {
  /// The bar's buttons, left to right. Default: nil.
  open var items: [UIBarButtonItem]? { didSet { reloadItemViews() } }
  /// The views showing ``items`` (hidden items have none), left to right.
  var itemViews: [(item: UIBarButtonItem, view: UIView)] = []
  /// The tint of the bar's background. Default: nil (the system material).
  open var barTintColor: UIColor? { didSet { updateBackground() } }
  /// Whether the background is translucent. Default: true.
  open var isTranslucent = true { didSet { updateBackground() } }
  /// The bar's look: `.black` gives it the dark appearance. Default: `.default`.
  open var barStyle = UIBarStyle.default { didSet { applyBarStyle(barStyle) } }

  /// The appearances given (copies, as UIKit keeps them).
  var appearances = ToolbarAppearances() { didSet { updateBackground() } }
  /// Background images by position and metrics (`setBackgroundImage(_:forToolbarPosition:…)`).
  var backgroundImages: [BarImageKey: UIImage] = [:] { didSet { updateBackground() } }
  /// Shadow images by position (`setShadowImage(_:forToolbarPosition:)`).
  var shadowImages: [UIBarPosition: UIImage] = [:] { didSet { updateBackground() } }

  let barBackground = BarAppearanceView(shadowEdge: .top)
  /// The navigation controller showing the bar, if any: its content's bottom edge decides
  /// the scroll-edge look.
  weak var navigationController: UINavigationController?

  public override init(frame: CGRect) {
    super.init(frame: frame)
    configure()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    configure()
  }

  private func configure() {
    insertSubview(barBackground, at: 0)
    updateBackground()
  }

  /// Sets ``items``; the change is not animated on a stage.
  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    self.items = items
  }

  /// UIKit's toolbar height, 44 points, at the width offered.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: 44)
  }

  /// Fills the bar with its background, for the size class it is now in, and lays out its
  /// items.
  open override func layoutSubviews() {
    super.layoutSubviews()
    barBackground.frame = bounds
    updateBackground()
    layoutItemViews()
  }
}
