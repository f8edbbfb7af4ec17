import Foundation

/// The content of a list row, header or footer: an image, a text and a secondary text, as
/// UIKit's `UIListContentConfiguration` (iOS 14). A cell's `defaultContentConfiguration()` gives
/// one styled for its list; set its text and assign it to the cell's `contentConfiguration`.
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.text = "Wi-Fi"
/// content.secondaryText = "Home"
/// cell.contentConfiguration = content
/// ```
///
/// Curtain lays it out as UIKit's list styles look on an iPhone (17 pt body text, 16 pt margins,
/// 20 pt on views wider than 400 pt); attributed texts show their characters in the text
/// properties' font and colour.
public struct UIListContentConfiguration: UIContentConfiguration, Equatable {
  /// How a text looks.
  public struct TextProperties: Equatable {
    /// A change of case applied to the text.
    public enum TextTransform: Int, Sendable {
      case none, uppercase, lowercase, capitalized
    }

    /// How the text aligns.
    public enum TextAlignment: Int, Sendable {
      case natural, center, justified
    }

    public var font: UIFont
    public var color: UIColor
    /// Transforms ``color`` for the state. Default: nil.
    public var colorTransformer: UIConfigurationColorTransformer?
    public var alignment = TextAlignment.natural
    public var lineBreakMode = NSLineBreakMode.byTruncatingTail
    /// Default: 0 (as many lines as the text needs).
    public var numberOfLines = 0
    public var adjustsFontSizeToFitWidth = false
    public var minimumScaleFactor: CGFloat = 0
    public var allowsDefaultTighteningForTruncation = true
    public var adjustsFontForContentSizeCategory = true
    public var transform = TextTransform.none
    public var showsExpansionTextWhenTruncated = false

    init(font: UIFont, color: UIColor) {
      self.font = font
      self.color = color
    }

    /// ``color`` through ``colorTransformer``.
    public func resolvedColor() -> UIColor { colorTransformer?(color) ?? color }

    /// `text` with ``transform`` applied.
    func transformed(_ text: String) -> String {
      switch transform {
      case .none: text
      case .uppercase: text.uppercased()
      case .lowercase: text.lowercased()
      case .capitalized: text.capitalized
      }
    }

    public static func == (a: Self, b: Self) -> Bool {
      a.font == b.font && a.color == b.color && a.alignment == b.alignment
        && a.lineBreakMode == b.lineBreakMode && a.numberOfLines == b.numberOfLines
        && a.transform == b.transform && (a.colorTransformer == nil) == (b.colorTransformer == nil)
    }
  }

  /// How the image looks.
  public struct ImageProperties: Equatable {
    /// The size reserved for images when every row shows one: 0 lets each image take its own.
    public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

    /// Tints template images. Default: nil (the view's tint).
    public var tintColor: UIColor?
    public var tintColorTransformer: UIConfigurationColorTransformer?
    /// Default: 0.
    public var cornerRadius: CGFloat = 0
    /// The largest size the image shows at (zero: no limit). Default: zero.
    public var maximumSize = CGSize.zero
    /// The space kept for the image whatever its size (zero: its own size). Default: zero.
    public var reservedLayoutSize = CGSize.zero
    public var accessibilityIgnoresInvertColors = false

    /// ``tintColor`` (or `color` when there is none) through ``tintColorTransformer``.
    public func resolvedTintColor(for color: UIColor) -> UIColor {
      let base = tintColor ?? color
      return tintColorTransformer?(base) ?? base
    }

    public static func == (a: Self, b: Self) -> Bool {
      a.tintColor == b.tintColor && a.cornerRadius == b.cornerRadius
        && a.maximumSize == b.maximumSize && a.reservedLayoutSize == b.reservedLayoutSize
    }
  }

  /// How the texts are arranged.
  enum Arrangement: Equatable {
    /// Secondary text under the text.
    case stacked
    /// Secondary text at the trailing edge (a value).
    case sideBySide
  }

  public var image: UIImage?
  public var imageProperties = ImageProperties()
  public var text: String?
  public var attributedText: NSAttributedString?
  public var textProperties: TextProperties
  public var secondaryText: String?
  public var secondaryAttributedText: NSAttributedString?
  public var secondaryTextProperties: TextProperties
  /// The margins around the content. Default: 11 pt top and bottom, 16 pt at the sides.
  public var directionalLayoutMargins = NSDirectionalEdgeInsets(
    top: 11, leading: 16, bottom: 11, trailing: 16)
  /// Whether the secondary text sits beside the text when both fit. Default: false (true for
  /// value cells).
  public var prefersSideBySideTextAndSecondaryText = false
  /// Between the image and the texts. Default: 16.
  public var imageToTextPadding: CGFloat = 16
  /// Between the text and a secondary text beside it. Default: 8.
  public var textToSecondaryTextHorizontalPadding: CGFloat = 8
  /// Between the text and a secondary text under it. Default: 3.
  public var textToSecondaryTextVerticalPadding: CGFloat = 3

  init(text: TextProperties, secondary: TextProperties) {
    textProperties = text
    secondaryTextProperties = secondary
  }

  // MARK: - Styles

  /// A list cell: 17 pt text, a smaller secondary text under it.
  public static func cell() -> Self {
    Self(
      text: TextProperties(font: .preferredFont(forTextStyle: .body), color: .label),
      secondary: TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .label))
  }

  /// A cell whose secondary text sits under the text.
  public static func subtitleCell() -> Self { cell() }

  /// A cell whose secondary text is a grey value at the trailing edge.
  public static func valueCell() -> Self {
    var c = cell()
    c.secondaryTextProperties = TextProperties(
      font: .preferredFont(forTextStyle: .body), color: .secondaryLabel)
    c.prefersSideBySideTextAndSecondaryText = true
    return c
  }

  /// A plain list's section header: 13 pt grey text.
  public static func plainHeader() -> Self { header(uppercased: false) }
  /// A plain list's section footer.
  public static func plainFooter() -> Self { header(uppercased: false) }
  /// A grouped list's section header: 13 pt grey upper-case text.
  public static func groupedHeader() -> Self { header(uppercased: true) }
  /// A grouped list's section footer.
  public static func groupedFooter() -> Self { header(uppercased: false) }
  /// A header for the list style of the environment.
  public static func header() -> Self { groupedHeader() }
  /// A footer for the list style of the environment.
  public static func footer() -> Self { groupedFooter() }
  /// An inset grouped list's prominent header: 20 pt bold text.
  public static func prominentInsetGroupedHeader() -> Self {
    var c = header(uppercased: false)
    c.textProperties.font = .systemFont(ofSize: 20, weight: .bold)
    c.textProperties.color = .label
    return c
  }
  /// An inset grouped list's extra prominent header: 22 pt bold text.
  public static func extraProminentInsetGroupedHeader() -> Self {
    var c = prominentInsetGroupedHeader()
    c.textProperties.font = .systemFont(ofSize: 22, weight: .bold)
    return c
  }
  /// A sidebar cell (laid out as a list cell on a phone).
  public static func sidebarCell() -> Self { cell() }
  /// A sidebar cell with a subtitle.
  public static func sidebarSubtitleCell() -> Self { cell() }
  /// A sidebar header.
  public static func sidebarHeader() -> Self { header(uppercased: false) }

  private static func header(uppercased: Bool) -> Self {
    var text = TextProperties(
      font: .systemFont(ofSize: TableMetrics.sectionTitleFontSize), color: .secondaryLabel)
    text.transform = uppercased ? .uppercase : .none
    var c = Self(text: text, secondary: text)
    c.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 6, leading: 16, bottom: 6, trailing: 16)
    return c
  }

  // MARK: - UIContentConfiguration

  /// A `UIListContentView` showing the configuration.
  @MainActor public func makeContentView() -> UIView & UIContentView {
    UIListContentView(configuration: self)
  }

  /// The same configuration: list content keeps its colours in every state (a selected cell's
  /// highlight is its background's).
  public func updated(for state: UIConfigurationState) -> Self { self }

  /// The text shown: the attributed text's characters, or the text, with the transform.
  var shownText: String? {
    (attributedText?.string ?? text).map(textProperties.transformed)
  }

  /// The secondary text shown.
  var shownSecondaryText: String? {
    (secondaryAttributedText?.string ?? secondaryText).map(secondaryTextProperties.transformed)
  }
}
