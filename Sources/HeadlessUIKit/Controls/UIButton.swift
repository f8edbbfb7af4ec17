import Foundation

/// A button, as UIKit's `UIButton`: a title label and an image view laid out side by side, with
/// a title, title colour, image and background image per state.
///
/// A title or image not set for the current state is the `.normal` one, as UIKit documents. A
/// `.system` button draws its title in the tint colour, faded to 20 % while highlighted and
/// grey while disabled; a `.custom` button's default title colour is white. Titles are set in
/// the 15-point system font. A ``configuration`` (iOS 15) replaces the state-based look with
/// one value: its title, image, colours, background and insets.
///
/// ```swift
/// let close = UIButton(type: .system)
/// close.setTitle("Close", for: .normal)
/// close.addTarget(self, action: CardViewController.close, for: .touchUpInside)
/// ```
@preconcurrency @MainActor open class UIButton: UIControl {
  /// The kinds of button UIKit makes.
  public enum ButtonType: Int, Sendable {
    case custom = 0
    case system
    case detailDisclosure
    case infoLight
    case infoDark
    case contactAdd
    case plain
    case close
    /// The old name of `.system`.
    public static let roundedRect = ButtonType.system
  }

  /// The kind of button.
  open private(set) var buttonType: ButtonType = .custom

  var titles: [State: String] = [:]
  var attributedTitles: [State: NSAttributedString] = [:]
  var titleColors: [State: UIColor] = [:]
  var images: [State: UIImage] = [:]
  var backgroundImages: [State: UIImage] = [:]
  var titleShadowColors: [State: UIColor] = [:]
  var symbolConfigurations: [State: UIImage.SymbolConfiguration] = [:]
  let titleView: UILabel = UIButtonLabel()
  let imageContentView = UIImageView()
  let backgroundImageView = UIImageView()

  /// A custom button with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    configure()
  }

  /// A button with a zero frame (storyboards do not exist headlessly).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    configure()
  }

  /// A button of `buttonType`.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
    if let image = Self.systemTypeImage(for: buttonType) { images[.normal] = image }
    updateContent()
  }

  /// A button of `buttonType` whose `primaryAction` runs on `.primaryActionTriggered` and gives
  /// it its title and image (iOS 14).
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: buttonType)
    if let primaryAction {
      addAction(primaryAction, for: .primaryActionTriggered)
      setTitle(primaryAction.title.isEmpty ? nil : primaryAction.title, for: .normal)
      setImage(primaryAction.image, for: .normal)
    }
  }

  private func configure() {
    titleView.font = .systemFont(ofSize: 15)
    titleView.textAlignment = .center
    backgroundImageView.isHidden = true
    // UIKit's buttons are not opaque and their image views clip to their bounds (descriptions
    // show `opaque = NO` and `clipsToBounds = YES`).
    isOpaque = false
    backgroundImageView.clipsToBounds = true
    imageContentView.clipsToBounds = true
    addSubview(backgroundImageView)
    addSubview(imageContentView)
    addSubview(titleView)
    updateContent()
  }

  // MARK: - Content per state

  /// Sets the title for a state (nil removes it).
  open func setTitle(_ title: String?, for state: State) {
    titles[state] = title
    updateContent()
  }
  /// The title for a state: the one set for it, else the `.normal` one.
  open func title(for state: State) -> String? { titles[state] ?? titles[.normal] }

  /// Sets the attributed title for a state (nil removes it): shown in place of the plain
  /// title, its runs in their own fonts and colours.
  open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
    attributedTitles[state] = title.map { NSAttributedString(attributedString: $0) }
    updateContent()
  }
  /// The attributed title for a state: the one set for it, else the `.normal` one.
  open func attributedTitle(for state: State) -> NSAttributedString? {
    attributedTitles[state] ?? attributedTitles[.normal]
  }
  /// The attributed title shown now.
  open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

  /// Sets the title colour for a state (nil: the default).
  open func setTitleColor(_ color: UIColor?, for state: State) {
    titleColors[state] = color
    updateContent()
  }
  /// The title colour for a state: set for it, else set for `.normal`, else the type's default.
  open func titleColor(for state: State) -> UIColor? {
    titleColors[state] ?? titleColors[.normal] ?? defaultTitleColor(for: state)
  }

  /// Sets the image for a state (nil removes it).
  open func setImage(_ image: UIImage?, for state: State) {
    images[state] = image
    updateContent()
  }
  /// The image for a state: the one set for it, else the `.normal` one.
  open func image(for state: State) -> UIImage? { images[state] ?? images[.normal] }

  /// Sets the image drawn behind the content, stretched to the bounds, for a state.
  open func setBackgroundImage(_ image: UIImage?, for state: State) {
    backgroundImages[state] = image
    updateContent()
  }
  /// The background image for a state: the one set for it, else the `.normal` one.
  open func backgroundImage(for state: State) -> UIImage? {
    backgroundImages[state] ?? backgroundImages[.normal]
  }

  /// The title shown now.
  open var currentTitle: String? { title(for: state) }
  /// The title colour used now.
  open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
  /// The image shown now.
  open var currentImage: UIImage? { image(for: state) }
  /// The background image shown now.
  open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

  /// The label showing the title.
  open var titleLabel: UILabel? { titleView }
  /// The image view showing the image.
  open var imageView: UIImageView? { imageContentView }

  /// Space around the content, in points. Default: zero.
  open var contentEdgeInsets: UIEdgeInsets = .zero {
    didSet {
      setNeedsLayout()
      invalidateIntrinsicContentSize()
    }
  }
  /// Offsets of the title from where the layout puts it. Default: zero.
  open var titleEdgeInsets: UIEdgeInsets = .zero {
    didSet { setNeedsLayout() }
  }
  /// Offsets of the image from where the layout puts it. Default: zero.
  open var imageEdgeInsets: UIEdgeInsets = .zero {
    didSet { setNeedsLayout() }
  }

  // MARK: - Shadows, image adjustment, roles, menus (see UIButton+Appearance.swift)

  /// Sets the title's shadow colour for a state (nil removes it).
  open func setTitleShadowColor(_ color: UIColor?, for state: State) {
    titleShadowColors[state] = color
    updateContent()
  }
  /// The title's shadow colour for a state: the one set for it, else the `.normal` one.
  open func titleShadowColor(for state: State) -> UIColor? {
    titleShadowColors[state] ?? titleShadowColors[.normal]
  }
  /// The title's shadow colour shown now.
  open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }
  /// Whether the title's shadow flips while highlighted. Default: false.
  open var reversesTitleShadowWhenHighlighted = false
  /// Whether the image darkens while highlighted (deprecated in iOS 15). Default: true.
  open var adjustsImageWhenHighlighted = true
  /// Whether the image dims while disabled (deprecated in iOS 15). Default: true.
  open var adjustsImageWhenDisabled = true
  /// Whether a glow shows where the button is touched (deprecated in iOS 15). Default: false.
  open var showsTouchWhenHighlighted = false
  /// Whether the pointer effect shows on hover (iOS 13.4). Default: false.
  open var isPointerInteractionEnabled = false
  /// Whether a pointer hovers over the button: never on a stage.
  open var isHovered: Bool { false }
  /// Whether the button is held down long enough to count as held (iOS 18): never on a stage.
  open var isHeld: Bool { false }
  /// The button's role in its context (iOS 14). Default: `.normal`.
  open var role: Role = .normal
  /// The menu the button shows (iOS 14). Default: nil.
  open var menu: UIMenu?
  /// The order of the menu's elements (iOS 16). Default: `.automatic`.
  open var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder = .automatic
  /// Whether the primary action toggles `isSelected` first (iOS 15). Default: false.
  open var changesSelectionAsPrimaryAction = false
  /// The label of a configuration's subtitle: nil, as Curtain draws the title alone.
  open var subtitleLabel: UILabel? { nil }

  /// Sets the symbol configuration of the image for a state (nil removes it).
  open func setPreferredSymbolConfiguration(
    _ configuration: UIImage.SymbolConfiguration?, forImageIn state: State
  ) {
    symbolConfigurations[state] = configuration
    updateContent()
  }
  /// The symbol configuration of the image for a state: its own, else the `.normal` one.
  open func preferredSymbolConfigurationForImage(in state: State) -> UIImage.SymbolConfiguration? {
    symbolConfigurations[state] ?? symbolConfigurations[.normal]
  }
  /// The symbol configuration of the image shown now.
  open var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? {
    preferredSymbolConfigurationForImage(in: state)
  }

  // MARK: - Configuration (iOS 15; see UIButton+Configuration.swift)

  /// The button's look as one value: title, image, colours, background and insets. Setting it
  /// lays the button out and draws it by the configuration. Default: nil.
  open var configuration: Configuration? {
    didSet { configurationDidChange() }
  }
  /// What ``updateConfiguration()`` runs to change the configuration for the button's state.
  /// Default: nil.
  open var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }
  /// Whether a change of state updates the configuration. Default: true.
  open var automaticallyUpdatesConfiguration = true
  /// Asks for ``updateConfiguration()`` before the next layout.
  open func setNeedsUpdateConfiguration() {
    needsConfigurationUpdate = true
    setNeedsLayout()
  }
  /// Brings the configuration up to date for the button's state: runs the
  /// ``configurationUpdateHandler``, or takes the configuration's `updated(for:)`.
  open func updateConfiguration() {
    needsConfigurationUpdate = false
    if let handler = configurationUpdateHandler {
      handler(self)
    } else if let configuration {
      self.configuration = configuration.updated(for: self)
    }
  }
  var needsConfigurationUpdate = false
  let configurationBackground = BackgroundConfigurationView()

  /// A system button with `configuration`, whose `primaryAction` runs when it is tapped.
  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .system)
    self.configuration = configuration
    configurationDidChange()  // an initializer does not run the property's observer
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  // MARK: - Content rectangles (see UIButton+Content.swift)

  /// Where the background image goes. Default: the bounds.
  open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }
  /// Where the content goes. Default: the bounds less the content insets (the configuration's,
  /// when the button has one).
  open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: shownContentInsets) }
  /// Where the title goes in `contentRect`: after the image, by the content alignments,
  /// shifted by the title insets.
  open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
    contentLayout(in: contentRect).title
  }
  /// Where the image goes in `contentRect`: first, by the content alignments, shifted by the
  /// image insets.
  open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
    contentLayout(in: contentRect).image
  }

  override var sendsPrimaryActionOnTouchUpInside: Bool { true }

  override func primaryActionWillTrigger() {
    if changesSelectionAsPrimaryAction { isSelected.toggle() }
  }

  override func stateDidChange() {
    if configuration != nil, automaticallyUpdatesConfiguration { setNeedsUpdateConfiguration() }
    updateContent()
    noteMissingStateEffects()
  }

  open override func tintColorDidChange() {
    super.tintColorDidChange()
    updateContent()
  }

  // MARK: - Size and layout

  /// The content's size (image and title side by side) plus the content insets; a system
  /// button is at least 30 points tall.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let content = contentSize
    let insets = shownContentInsets
    let height = content.height + insets.top + insets.bottom
    return CGSize(
      width: content.width + insets.left + insets.right,
      height: buttonType == .system && configuration == nil ? max(30, height) : height)
  }

  open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

  open override func layoutSubviews() {
    if needsConfigurationUpdate { updateConfiguration() }
    super.layoutSubviews()
    layOutContent()
  }
}
