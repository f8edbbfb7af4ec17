import Foundation

extension UIButton {
  /// What ``configurationUpdateHandler`` runs: it changes the button's configuration for its
  /// state.
  public typealias ConfigurationUpdateHandler = (UIButton) -> Void

  /// The insets around the content: the configuration's, for the layout direction, or
  /// ``contentEdgeInsets``.
  var shownContentInsets: UIEdgeInsets {
    guard let c = configuration?.contentInsets else { return contentEdgeInsets }
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    return UIEdgeInsets(
      top: c.top, left: rightToLeft ? c.trailing : c.leading, bottom: c.bottom,
      right: rightToLeft ? c.leading : c.trailing)
  }

  /// The title shown: the state's, else the configuration's.
  var shownTitle: String? { currentTitle ?? configuration?.title }
  /// The image shown: the state's, else the configuration's.
  var shownImage: UIImage? { currentImage ?? configuration?.image }

  /// Takes a new configuration: its title's font, background and colours, then the content.
  func configurationDidChange() {
    guard let configuration else {
      configurationBackground.isHidden = true
      updateContent()
      return
    }
    titleView.font = .preferredFont(forTextStyle: Self.titleStyle(for: configuration.buttonSize))
    titleView.lineBreakMode = configuration.titleLineBreakMode
    if configuration.subtitle != nil {
      noteMissingEffect(
        "UIButton.Configuration.subtitle", "the button shows its title without the subtitle")
    }
    if configuration.showsActivityIndicator {
      noteMissingEffect(
        "UIButton.Configuration.showsActivityIndicator", "the button shows its image instead")
    }
    updateContent()
  }

  /// The text style of a configuration's title: the body style for medium and large buttons.
  static func titleStyle(for size: Configuration.Size) -> UIFont.TextStyle {
    switch size {
    case .mini: .caption1
    case .small: .subheadline
    case .medium, .large: .body
    }
  }

  /// The colour of the title and image: the base foreground colour, else the style's (white
  /// on a filled button, the tint on the others), greyed while disabled and faded while
  /// highlighted.
  func configurationForegroundColor(_ c: Configuration) -> UIColor {
    if state.contains(.disabled) { return .tertiaryLabel }
    let base = c.baseForegroundColor ?? (c.style == .filled ? .white : tintColor ?? .systemBlue)
    return state.contains(.highlighted) ? base.withAlphaComponent(0.5) : base
  }

  /// Shows the configuration's background behind the content: the background configuration's
  /// colour, else the base background colour, else the style's (the tint for a filled
  /// button, a wash of it for a tinted one, grey for a gray one), with the corner style's
  /// radius.
  func showConfigurationBackground(_ c: Configuration) {
    var background = c.background
    if background.backgroundColor == nil {
      let tint: UIColor = c.baseBackgroundColor ?? tintColor ?? .systemBlue
      switch c.style {
      case .plain: background.backgroundColor = c.baseBackgroundColor
      case .filled: background.backgroundColor = tint
      case .tinted: background.backgroundColor = tint.withAlphaComponent(0.15)
      case .gray: background.backgroundColor = c.baseBackgroundColor ?? .tertiarySystemFill
      }
    }
    if state.contains(.disabled), c.style != .plain {
      background.backgroundColor = .tertiarySystemFill
    }
    background.cornerRadius = cornerRadius(of: c)
    configurationBackground.configuration = background
    configurationBackground.isHidden = false
    // Made part of the button when it first has a configuration, behind everything else.
    if configurationBackground.superview !== self { insertSubview(configurationBackground, at: 0) }
  }

  /// The corner radius of the configuration's background at the button's size.
  func cornerRadius(of c: Configuration) -> CGFloat {
    switch c.cornerStyle {
    case .fixed: return c.background.cornerRadius
    case .capsule: return min(bounds.width, bounds.height) / 2
    case .small: return 4
    case .medium: return 8
    case .large: return 12
    case .dynamic:
      switch c.buttonSize {
      case .mini, .small: return 4
      case .medium: return 6
      case .large: return 8
      }
    }
  }

  /// The image and title in `rect` as a configuration places them: the image on its
  /// ``UIButton/Configuration/imagePlacement`` side, ``UIButton/Configuration/imagePadding``
  /// from the title, the pair centred (or aligned by the content alignments).
  func configuredLayout(_ c: Configuration, in rect: CGRect) -> (image: CGRect, title: CGRect) {
    let (titleSize, imageSize) = contentParts
    let padding = titleSize == .zero || imageSize == .zero ? 0 : c.imagePadding
    let vertical = c.imagePlacement == .top || c.imagePlacement == .bottom
    let size = configuredContentSize(c)
    let width = min(size.width, rect.width)
    let x: CGFloat
    switch contentHorizontalAlignment {
    case .left, .leading, .fill: x = rect.minX
    case .right, .trailing: x = rect.maxX - width
    case .center: x = rect.midX - width / 2
    }
    let y: CGFloat
    switch contentVerticalAlignment {
    case .top, .fill: y = rect.minY
    case .bottom: y = rect.maxY - size.height
    case .center: y = rect.midY - size.height / 2
    }
    var image = CGRect(origin: .zero, size: imageSize)
    var title = CGRect(origin: .zero, size: titleSize)
    if vertical {
      image.origin.x = x + (width - imageSize.width) / 2
      title.size.width = min(titleSize.width, width)
      title.origin.x = x + (width - title.width) / 2
      let imageFirst = c.imagePlacement == .top
      image.origin.y = imageFirst ? y : y + titleSize.height + padding
      title.origin.y = imageFirst ? y + imageSize.height + padding : y
    } else {
      let imageFirst =
        (c.imagePlacement == .trailing) == (effectiveUserInterfaceLayoutDirection == .rightToLeft)
      title.size.width = max(0, min(titleSize.width, width - imageSize.width - padding))
      image.origin.x = imageFirst ? x : x + title.width + padding
      title.origin.x = imageFirst ? x + imageSize.width + padding : x
      image.origin.y = y + (size.height - imageSize.height) / 2
      title.origin.y = y + (size.height - titleSize.height) / 2
    }
    return (image, title)
  }

  /// The image and title with the padding between them, side by side or stacked.
  func configuredContentSize(_ c: Configuration) -> CGSize {
    let (title, image) = contentParts
    let padding = title == .zero || image == .zero ? 0 : c.imagePadding
    if c.imagePlacement == .top || c.imagePlacement == .bottom {
      return CGSize(
        width: max(title.width, image.width), height: title.height + padding + image.height)
    }
    return CGSize(
      width: title.width + padding + image.width, height: max(title.height, image.height))
  }
}
