import Foundation

extension UIButton {
  /// How a button looks, as UIKit's `UIButton.Configuration` (iOS 15): its title, image, colours,
  /// background and insets in one value. A button with a ``UIButton/configuration`` lays its
  /// image and title out by it (the image on the ``imagePlacement`` side, ``imagePadding`` from
  /// the title, ``contentInsets`` around them) and draws its background and colours. A title or
  /// image set for a state with `setTitle(_:for:)` or `setImage(_:for:)` wins over the
  /// configuration's.
  ///
  /// ```swift
  /// var config = UIButton.Configuration.filled()
  /// config.title = "Continue"
  /// config.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
  /// let button = UIButton(configuration: config)
  /// ```
  public struct Configuration: Equatable {
    /// The look a configuration starts from.
    enum Style: Equatable {
      case plain, tinted, gray, filled
    }
    let style: Style

    /// The background drawn behind the content. Default: clear, with the style's colour.
    public var background = UIBackgroundConfiguration.clear()
    /// How the background's corners are rounded. Default: `.dynamic`.
    public var cornerStyle = CornerStyle.dynamic
    /// The size the title's font and the default insets follow. Default: `.medium`.
    public var buttonSize = Size.medium {
      didSet { if usesDefaultInsets { setDefaultContentInsets() } }
    }
    /// The colour of the title and image; nil takes the style's (the tint, or white on a
    /// filled button). Default: nil.
    public var baseForegroundColor: UIColor?
    /// The colour of the background; nil takes the style's (the tint for a filled button).
    /// Default: nil.
    public var baseBackgroundColor: UIColor?
    /// The image. Default: nil.
    public var image: UIImage?
    /// Changes the image's colour. Default: nil.
    public var imageColorTransformer: UIConfigurationColorTransformer?
    /// The symbol configuration of a symbol image. Default: nil.
    public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
    /// Whether an activity indicator replaces the image. Default: false.
    public var showsActivityIndicator = false
    /// The title. Default: nil.
    public var title: String?
    /// How the title truncates. Default: `.byTruncatingTail`.
    public var titleLineBreakMode = NSLineBreakMode.byTruncatingTail
    /// A second, smaller line under the title. Default: nil.
    public var subtitle: String?
    /// Space around the image and title, in points. Default: the ``buttonSize``'s.
    public var contentInsets: NSDirectionalEdgeInsets {
      didSet { usesDefaultInsets = false }
    }
    private var usesDefaultInsets = true
    /// The side of the title the image takes. Default: `.leading`.
    public var imagePlacement = NSDirectionalRectEdge.leading
    /// Space between the image and the title, in points. Default: 0.
    public var imagePadding: CGFloat = 0
    /// Space between the title and the subtitle, in points. Default: 0.
    public var titlePadding: CGFloat = 0
    /// How the title and subtitle align with each other. Default: `.automatic`.
    public var titleAlignment = TitleAlignment.automatic
    /// Whether the button's selected state changes the colours. Default: true.
    public var automaticallyUpdateForSelection = true

    init(style: Style) {
      self.style = style
      contentInsets = Self.defaultInsets(for: .medium)
    }

    /// A transparent button whose title and image take the tint colour.
    public static func plain() -> Self { Self(style: .plain) }
    /// A button on a pale wash of the tint colour.
    public static func tinted() -> Self { Self(style: .tinted) }
    /// A button on a grey fill, its title in the tint colour.
    public static func gray() -> Self { Self(style: .gray) }
    /// A button filled with the tint colour, its title white.
    public static func filled() -> Self { Self(style: .filled) }
    /// The plain style, by its macOS name.
    public static func borderless() -> Self { plain() }
    /// The gray style, by its macOS name.
    public static func bordered() -> Self { gray() }
    /// The tinted style, by its macOS name.
    public static func borderedTinted() -> Self { tinted() }
    /// The filled style, by its macOS name.
    public static func borderedProminent() -> Self { filled() }

    /// Gives ``contentInsets`` back their default for the ``buttonSize``.
    public mutating func setDefaultContentInsets() {
      contentInsets = Self.defaultInsets(for: buttonSize)
      usesDefaultInsets = true
    }

    /// The configuration as it shows for `button`'s state: the same values (the button takes
    /// its state's colours when it draws).
    public func updated(for button: UIButton) -> Self { self }

    /// The insets of each size: 7 and 12 points for a medium button, less for smaller ones.
    static func defaultInsets(for size: Size) -> NSDirectionalEdgeInsets {
      switch size {
      case .mini: NSDirectionalEdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
      case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
      case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
      case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
      }
    }

    public static func == (a: Self, b: Self) -> Bool {
      a.style == b.style && a.background == b.background && a.cornerStyle == b.cornerStyle
        && a.buttonSize == b.buttonSize && a.baseForegroundColor == b.baseForegroundColor
        && a.baseBackgroundColor == b.baseBackgroundColor && a.image == b.image
        && a.title == b.title && a.subtitle == b.subtitle && a.contentInsets == b.contentInsets
        && a.imagePlacement == b.imagePlacement && a.imagePadding == b.imagePadding
        && a.titlePadding == b.titlePadding && a.titleAlignment == b.titleAlignment
        && a.showsActivityIndicator == b.showsActivityIndicator
        && a.titleLineBreakMode == b.titleLineBreakMode
        && a.automaticallyUpdateForSelection == b.automaticallyUpdateForSelection
        && a.preferredSymbolConfigurationForImage == b.preferredSymbolConfigurationForImage
    }
  }
}

extension UIButton.Configuration {
  /// How the background's corners are rounded.
  public enum CornerStyle: Int, Sendable {
    /// The background configuration's own corner radius.
    case fixed = -1
    /// A radius that follows the button's size.
    case dynamic
    case small
    case medium
    case large
    /// Half the button's height.
    case capsule
  }

  /// A button's size: its title's font and its default insets.
  public enum Size: Int, Sendable {
    case mini, small, medium, large
  }

  /// How a title and subtitle align.
  public enum TitleAlignment: Int, Sendable {
    case automatic, leading, center, trailing
  }
}
