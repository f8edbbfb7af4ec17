import Foundation

/// The view a `UIListContentConfiguration` makes, as UIKit's `UIListContentView`: the image at
/// the leading edge, then the text, and the secondary text under it (or at the trailing edge
/// when the configuration prefers them side by side and they fit), inside the configuration's
/// margins.
@preconcurrency @MainActor open class UIListContentView: UIView, UIContentView {
  private var list: UIListContentConfiguration
  private let imageView = UIImageView()
  private let textLabel = UILabel()
  private let secondaryLabel = UILabel()

  /// A view showing `configuration`.
  public init(configuration: UIListContentConfiguration) {
    list = configuration
    super.init(frame: .zero)
    for view in [imageView, textLabel, secondaryLabel] { addSubview(view) }
    apply()
  }

  /// Storyboards do not exist headlessly: a view showing an empty cell configuration.
  public required init?(coder: NSCoder) {
    list = .cell()
    super.init(coder: coder)
    for view in [imageView, textLabel, secondaryLabel] { addSubview(view) }
    apply()
  }

  /// The configuration shown; a configuration that is not list content is ignored.
  open var configuration: UIContentConfiguration {
    get { list }
    set {
      guard let new = newValue as? UIListContentConfiguration else { return }
      list = new
      apply()
    }
  }

  /// Whether `configuration` is list content.
  open func supports(_ configuration: UIContentConfiguration) -> Bool {
    configuration is UIListContentConfiguration
  }

  private func apply() {
    imageView.image = list.image
    imageView.isHidden = list.image == nil
    imageView.tintColor = list.imageProperties.resolvedTintColor(for: tintColor)
    imageView.layer.cornerRadius = list.imageProperties.cornerRadius
    imageView.clipsToBounds = list.imageProperties.cornerRadius > 0
    style(textLabel, list.shownText, list.textProperties)
    style(secondaryLabel, list.shownSecondaryText, list.secondaryTextProperties)
    if list.attributedText != nil || list.secondaryAttributedText != nil {
      noteMissingEffect(
        "UIListContentConfiguration.attributedText",
        "the text shows in the text properties' font and colour, without its attributes")
    }
    setNeedsLayout()
  }

  private func style(
    _ label: UILabel, _ text: String?, _ properties: UIListContentConfiguration.TextProperties
  ) {
    label.text = text
    label.isHidden = text == nil
    label.font = properties.font
    label.textColor = properties.resolvedColor()
    label.numberOfLines = properties.numberOfLines
    label.lineBreakMode = properties.lineBreakMode
    label.textAlignment =
      switch properties.alignment {
      case .natural: .natural
      case .center: .center
      case .justified: .justified
      }
  }

  // MARK: - Layout

  /// The margins, widened to 20 pt at the sides on views wider than 400 pt when they are the
  /// defaults.
  private var margins: NSDirectionalEdgeInsets {
    var m = list.directionalLayoutMargins
    let side = TableMetrics.inset(forWidth: bounds.width)
    if m.leading == TableMetrics.inset { m.leading = side }
    if m.trailing == TableMetrics.inset { m.trailing = side }
    return m
  }

  private var imageSize: CGSize {
    guard let image = list.image else { return .zero }
    var size = image.size
    let limit = list.imageProperties.maximumSize
    if limit.width > 0, size.width > limit.width {
      size = CGSize(width: limit.width, height: size.height * limit.width / size.width)
    }
    if limit.height > 0, size.height > limit.height {
      size = CGSize(width: size.width * limit.height / size.height, height: limit.height)
    }
    let reserved = list.imageProperties.reservedLayoutSize
    return CGSize(width: max(size.width, reserved.width), height: max(size.height, reserved.height))
  }

  /// Where everything goes in a view `width` wide: the frames and the height it needs.
  private func arrangement(width: CGFloat) -> (
    image: CGRect, text: CGRect, secondary: CGRect, height: CGFloat
  ) {
    let m = margins
    var x = m.leading
    let image = imageSize
    if list.image != nil { x += image.width + list.imageToTextPadding }
    let available = max(0, width - x - m.trailing)
    let fit = CGSize(width: available, height: 0)
    let text = textLabel.isHidden ? .zero : textLabel.sizeThatFits(fit)
    let secondary = secondaryLabel.isHidden ? .zero : secondaryLabel.sizeThatFits(fit)
    let besides =
      list.prefersSideBySideTextAndSecondaryText && !secondaryLabel.isHidden
      && text.width + list.textToSecondaryTextHorizontalPadding + secondary.width <= available
    let gap =
      !textLabel.isHidden && !secondaryLabel.isHidden ? list.textToSecondaryTextVerticalPadding : 0
    let block = besides ? max(text.height, secondary.height) : text.height + gap + secondary.height
    let content = max(block, image.height)
    let height = max(content + m.top + m.bottom, minimumHeight)
    let top = (height - block) / 2
    let textFrame: CGRect
    let secondaryFrame: CGRect
    if besides {
      textFrame = CGRect(
        x: x, y: (height - text.height) / 2, width: text.width, height: text.height)
      secondaryFrame = CGRect(
        x: width - m.trailing - secondary.width, y: (height - secondary.height) / 2,
        width: secondary.width, height: secondary.height)
    } else {
      textFrame = CGRect(x: x, y: top, width: available, height: text.height)
      secondaryFrame = CGRect(
        x: x, y: top + text.height + gap, width: available, height: secondary.height)
    }
    let imageFrame = CGRect(
      x: m.leading, y: (height - image.height) / 2, width: image.width, height: image.height)
    return (imageFrame, textFrame, secondaryFrame, height)
  }

  /// Rows of list cells are at least 44 points tall; headers and footers have no minimum.
  private var minimumHeight: CGFloat {
    list.textProperties.font.pointSize >= UIFont.labelFontSize ? TableMetrics.rowHeight : 0
  }

  /// The configuration's height at `size`'s width.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: arrangement(width: size.width).height)
  }

  /// Places the image and the texts.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let a = arrangement(width: bounds.width)
    let offset = (bounds.height - a.height) / 2
    imageView.frame = a.image.offsetBy(dx: 0, dy: offset)
    textLabel.frame = a.text.offsetBy(dx: 0, dy: offset)
    secondaryLabel.frame = a.secondary.offsetBy(dx: 0, dy: offset)
  }
}
