import Foundation

extension UIButton {
  /// The title colour when none is set: for system-style buttons the tint (faded to 20 % while
  /// highlighted, system grey while disabled), white for custom ones.
  func defaultTitleColor(for state: State) -> UIColor {
    switch buttonType {
    case .custom, .plain:
      return .white
    default:
      if state.contains(.disabled) { return .systemGray }
      let tint: UIColor = tintColor
      return state.contains(.highlighted) ? tint.withAlphaComponent(0.2) : tint
    }
  }

  /// Shows the current state's title, colour and images.
  func updateContent() {
    let title = shownTitle
    titleView.textColor = currentTitleColor
    if let configuration {
      // The configuration's foreground unless a colour was set for the state.
      let foreground = configurationForegroundColor(configuration)
      if titleColors[state] == nil, titleColors[.normal] == nil { titleView.textColor = foreground }
      imageContentView.tintColor = configuration.imageColorTransformer?(foreground) ?? foreground
      showConfigurationBackground(configuration)
    }
    if let attributed = currentAttributedTitle {
      titleView.attributedText = attributed
    } else {
      titleView.text = title
    }
    titleView.isHidden = title == nil && currentAttributedTitle == nil
    titleView.shadowColor = currentTitleShadowColor
    let symbolConfiguration =
      currentPreferredSymbolConfiguration ?? configuration?.preferredSymbolConfigurationForImage
    if imageContentView.preferredSymbolConfiguration != symbolConfiguration {
      imageContentView.preferredSymbolConfiguration = symbolConfiguration
    }
    let image = shownImage
    imageContentView.image = image
    imageContentView.isHidden = image == nil
    backgroundImageView.image = currentBackgroundImage
    backgroundImageView.isHidden = currentBackgroundImage == nil
    setNeedsLayout()
    invalidateIntrinsicContentSize()
  }

  /// The title's size on one line, and the image's.
  var contentParts: (title: CGSize, image: CGSize) {
    let hasTitle = shownTitle != nil || currentAttributedTitle != nil
    let title = hasTitle ? titleView.sizeThatFits(.zero) : .zero
    return (title, shownImage?.size ?? .zero)
  }

  /// The image and the title side by side (placed as the configuration says, if any).
  var contentSize: CGSize {
    if let configuration { return configuredContentSize(configuration) }
    let (title, image) = contentParts
    return CGSize(width: title.width + image.width, height: max(title.height, image.height))
  }

  /// Places the background, the image and the title where ``backgroundRect(forBounds:)``,
  /// ``imageRect(forContentRect:)`` and ``titleRect(forContentRect:)`` say.
  func layOutContent() {
    backgroundImageView.frame = backgroundRect(forBounds: bounds)
    if let configuration {
      configurationBackground.frame = bounds
      configurationBackground.layer.cornerRadius = cornerRadius(of: configuration)
    }
    let rect = contentRect(forBounds: bounds)
    imageContentView.frame = imageRect(forContentRect: rect)
    titleView.frame = titleRect(forContentRect: rect)
  }

  /// The image and then the title, side by side, in `rect` by the content alignments; the title
  /// and image insets then shift each by half their difference, as they shift centred content
  /// in UIKit. The title's origin lies on the pixel grid, as iOS places a button's title label
  /// (`(0.333333 6; 45.6667 18)` in a 46-point button at 3×); its size is the label's own.
  func contentLayout(in rect: CGRect) -> (image: CGRect, title: CGRect) {
    if let configuration { return configuredLayout(configuration, in: rect) }
    let (titleSize, imageSize) = contentParts
    var size = contentSize
    size.width = min(size.width, rect.width)
    let x: CGFloat
    switch contentHorizontalAlignment {
    case .left, .leading, .fill: x = rect.minX
    case .right, .trailing: x = rect.maxX - size.width
    case .center: x = rect.midX - size.width / 2
    }
    let height = contentVerticalAlignment == .fill ? rect.height : size.height
    let y: CGFloat
    switch contentVerticalAlignment {
    case .top, .fill: y = rect.minY
    case .bottom: y = rect.maxY - height
    case .center: y = rect.midY - height / 2
    }
    func shifted(_ frame: CGRect, by insets: UIEdgeInsets) -> CGRect {
      frame.offsetBy(dx: (insets.left - insets.right) / 2, dy: (insets.top - insets.bottom) / 2)
    }
    let image = shifted(
      CGRect(
        x: x, y: y + (height - imageSize.height) / 2, width: imageSize.width,
        height: imageSize.height), by: imageEdgeInsets)
    let titleWidth = max(0, min(titleSize.width, size.width - imageSize.width))
    var title = shifted(
      CGRect(
        x: x + imageSize.width, y: y + (height - titleSize.height) / 2, width: titleWidth,
        height: titleSize.height), by: titleEdgeInsets)
    let scale =
      traitCollection.displayScale > 0 ? traitCollection.displayScale : UIScreen.main.scale
    title.origin = CGPoint(
      x: (title.minX * scale).rounded() / scale, y: (title.minY * scale).rounded() / scale)
    return (image, title)
  }
}
