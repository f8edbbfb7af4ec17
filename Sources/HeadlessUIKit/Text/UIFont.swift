import Foundation
import Raster
import RasterText

/// A font, as UIKit's `UIFont`: the system font at a size and weight.
///
/// Curtain sets text in DejaVu Sans (Debian's `fonts-dejavu-core`) in place of San Francisco,
/// which is not free to ship: weights below `.semibold` use the regular face, the others the
/// bold one. DejaVu Sans is about 10 % wider than SF Pro, so text takes a little more room than
/// on a device. Text styles have their sizes at the default Dynamic Type setting (Large).
///
/// ```swift
/// let title = UIFont.preferredFont(forTextStyle: .headline)  // 17 pt, semibold
/// let small = UIFont.systemFont(ofSize: 13)
/// ```
public final class UIFont: NSObject, @unchecked Sendable {
  /// The size in points (an em).
  public let pointSize: CGFloat
  /// The weight asked for.
  let weight: Weight
  /// The name asked for with `init(name:size:)`, if any.
  let requestedName: String?

  init(size: CGFloat, weight: Weight, name: String? = nil) {
    pointSize = max(0, size)
    self.weight = weight
    requestedName = name
  }

  /// The font named `fontName` at `fontSize` points (nil for an empty name).
  ///
  /// Every font is set in DejaVu Sans here, so a named font (`"HelveticaNeue-Bold"`,
  /// `"Avenir-Medium"`) stands in as DejaVu Sans at the weight its name ends with (`Thin`,
  /// `Light`, `Medium`, `Semibold`, `Bold`, `Heavy`, `Black`, …; regular otherwise) and reports
  /// the name asked for as its ``fontName``. UIKit returns nil for a font it does not have.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    guard !fontName.isEmpty else { return nil }
    self.init(size: fontSize, weight: Self.weight(inName: fontName), name: fontName)
  }

  /// The weight a font name's style names: the last weight word it contains.
  static func weight(inName name: String) -> Weight {
    let style = name.split(separator: "-").last.map(String.init)?.lowercased() ?? ""
    let words: [(String, Weight)] = [
      ("ultralight", .ultraLight), ("extralight", .ultraLight), ("thin", .thin),
      ("light", .light), ("medium", .medium), ("semibold", .semibold), ("demibold", .semibold),
      ("extrabold", .heavy), ("bold", .bold), ("heavy", .heavy), ("black", .black),
    ]
    return words.first { style.contains($0.0) }?.1 ?? .regular
  }

  /// The system font at `fontSize` points and `weight`.
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
    UIFont(size: fontSize, weight: weight)
  }

  /// The bold system font at `fontSize` points.
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(size: fontSize, weight: .bold)
  }

  /// The font of a text style at the default text size (`.body` is 17 points, `.headline` 17
  /// points semibold, `.footnote` 13 points).
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    let (size, weight): (CGFloat, Weight) =
      switch style {
      case .largeTitle: (34, .regular)
      case .title1: (28, .regular)
      case .title2: (22, .regular)
      case .title3: (20, .regular)
      case .headline: (17, .semibold)
      case .callout: (16, .regular)
      case .subheadline: (15, .regular)
      case .footnote: (13, .regular)
      case .caption1: (12, .regular)
      case .caption2: (11, .regular)
      default: (17, .regular)
      }
    return UIFont(size: size, weight: weight)
  }

  /// The same font at another size.
  public func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(size: fontSize, weight: weight, name: requestedName)
  }

  /// A label's default size: 17 points.
  public static var labelFontSize: CGFloat { 17 }
  /// A button's default size: 18 points.
  public static var buttonFontSize: CGFloat { 18 }
  /// The standard system font size: 14 points.
  public static var systemFontSize: CGFloat { 14 }
  /// A small system font size: 12 points.
  public static var smallSystemFontSize: CGFloat { 12 }

  // MARK: - Names and metrics

  /// Whether the bold face stands in (weights from `.semibold` up).
  var isBold: Bool { weight >= .semibold }
  /// The face's PostScript-style name: `"DejaVuSans"` or `"DejaVuSans-Bold"`.
  public var fontName: String { requestedName ?? (isBold ? "DejaVuSans-Bold" : "DejaVuSans") }
  /// `"DejaVu Sans"`.
  public var familyName: String { "DejaVu Sans" }

  /// The face, or nil if its file cannot be read (text is then measured but not drawn).
  var face: FontFace? { try? SystemFonts.face(bold: isBold) }

  /// From the baseline up to the top of a line, in points: the face's (DejaVu Sans's 1901 of
  /// 2048 units without the file), so that labels are sized as their text is set.
  public var ascender: CGFloat { face?.ascender(size: pointSize) ?? pointSize * 1901 / 2048 }
  /// From the baseline down to the bottom of a line, in points (negative; DejaVu's −483 / 2048).
  public var descender: CGFloat { face?.descender(size: pointSize) ?? -pointSize * 483 / 2048 }
  /// Extra space between lines: none.
  public var leading: CGFloat { 0 }
  /// From one baseline to the next: ascender − descender, in points.
  public var lineHeight: CGFloat { ascender - descender }
  /// The height of capital letters, in points (DejaVu Sans's, from its glyphs' outlines: its
  /// tables do not carry it).
  public var capHeight: CGFloat { pointSize * 1493 / 2048 }
  /// The height of lower-case letters without ascenders, in points.
  public var xHeight: CGFloat { pointSize * 1120 / 2048 }

  /// `text` set in this font at `scale` pixels per point, its lines at most `width` points wide
  /// (nil: no limit): where points become pixels for every text Curtain sets. Nil without the
  /// font file.
  func textLayout(
    _ text: String, width: CGFloat?, maxLines: Int = 0, wrapping: TextLayout.Wrapping = .words,
    truncatesTail: Bool = false, scale: CGFloat
  ) -> TextLayout? {
    guard let face else { return nil }
    return TextLayout(
      text, face: face, size: pointSize * scale, maxWidth: width.map { $0 * scale },
      maxLines: maxLines,
      wrapping: wrapping, truncatesTail: truncatesTail)
  }

  /// The width of `text` on one line, in points rounded up to whole pixels at `scale` (as a
  /// label's `sizeThatFits` gives it); without the font file, estimated at 0.55 em a character.
  func width(of text: String, scale: CGFloat) -> CGFloat {
    guard let layout = textLayout(text, width: nil, wrapping: .none, scale: scale) else {
      return (CGFloat(text.count) * pointSize * 0.55).rounded(.up)
    }
    return layout.width.rounded(.up) / scale
  }

  /// Fonts are equal when their sizes and weights are.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIFont else { return false }
    return pointSize == other.pointSize && weight == other.weight
      && requestedName == other.requestedName
  }
  /// A hash of the size and weight.
  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(pointSize)
    hasher.combine(weight)
    return hasher.finalize()
  }
}

extension UIFont {
  /// A font's weight, from −1 (lightest) to 1 (heaviest), as UIKit's values.
  public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }

    public static let ultraLight = Weight(rawValue: -0.8)
    public static let thin = Weight(rawValue: -0.6)
    public static let light = Weight(rawValue: -0.4)
    public static let regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23)
    public static let semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4)
    public static let heavy = Weight(rawValue: 0.56)
    public static let black = Weight(rawValue: 0.62)
  }

  /// Dynamic Type's text styles.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
  }
}
