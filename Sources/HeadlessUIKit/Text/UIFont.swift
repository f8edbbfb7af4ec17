import Foundation
import Raster
import RasterText

/// A font, as UIKit's `UIFont`: the system font at a size, weight and design.
///
/// The system font is San Francisco when Apple's font files are at hand (``Stage/fonts``,
/// `CURTAIN_FONTS=DIR`), else Inter (Debian's `fonts-inter`), the open face whose widths come
/// closest to SF's, with Inter Display from 20 points as SF switches to SF Pro Display. Either
/// way text gets Apple's tracking for its size and SF's line metrics, so labels measure as on a
/// device (docs/text.md). Characters the face lacks come from Noto Sans CJK and Noto Color Emoji.
/// Text styles follow Dynamic Type: their sizes and weights are Apple's for the content size
/// category in effect (``preferredFont(forTextStyle:compatibleWith:)``).
///
/// ```swift
/// let title = UIFont.preferredFont(forTextStyle: .headline)  // 17 pt, semibold
/// let small = UIFont.systemFont(ofSize: 13)
/// let code = UIFont.monospacedSystemFont(ofSize: 13, weight: .regular)
/// ```
public final class UIFont: NSObject, @unchecked Sendable {
  /// The size in points (an em).
  public let pointSize: CGFloat
  /// The weight asked for.
  let weight: Weight
  /// The system design: default, rounded, monospaced or serif.
  let design: FontDesign
  /// The name asked for with `init(name:size:)`, if any.
  let requestedName: String?
  /// The text style whose Dynamic Type curve the font follows, if it came from
  /// `preferredFont(forTextStyle:)` or `UIFontMetrics` (see `UIFont+TextStyle.swift`).
  let dynamicType: DynamicTypeOrigin?

  init(
    size: CGFloat, weight: Weight, design: FontDesign = .default, name: String? = nil,
    dynamicType: DynamicTypeOrigin? = nil
  ) {
    pointSize = max(0, size)
    self.weight = weight
    self.design = design
    requestedName = name
    self.dynamicType = dynamicType
  }

  /// The regular system font at ``systemFontSize`` (14 points). UIKit documents no plain
  /// initializer; code uses `UIFont()` as a fallback where a font is optional.
  public override convenience init() { self.init(size: UIFont.systemFontSize, weight: .regular) }

  /// The font named `fontName` at `fontSize` points (nil for an empty name).
  ///
  /// Apple's named fonts are not shipped, so a named font stands in as the system font at the
  /// weight its name ends with (`Thin`, `Light`, `Medium`, `Semibold`, `Bold`, `Heavy`, `Black`,
  /// …; regular otherwise), monospaced for a monospaced family (Menlo, Courier, SF Mono) and
  /// serif for a serif one (Georgia, Times, New York), and reports the name asked for as its
  /// ``fontName``. UIKit returns nil for a font it does not have. A font registered with Core
  /// Text's font manager is found by its PostScript name and drawn in its own face.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    guard !fontName.isEmpty else { return nil }
    self.init(
      size: fontSize, weight: Self.weight(inName: fontName), design: Self.design(ofName: fontName),
      name: fontName)
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

  /// The design a family name suggests: monospaced and serif families by name.
  static func design(ofName name: String) -> FontDesign {
    let n = name.lowercased()
    if ["menlo", "courier", "mono", "consolas"].contains(where: n.contains) { return .monospaced }
    if ["georgia", "times", "newyork", "new york", "baskerville", "palatino", "serif"]
      .contains(where: n.contains)
    {
      return n.contains("sans") ? .default : .serif
    }
    return .default
  }

  /// The system font at `fontSize` points and `weight`.
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
    UIFont(size: fontSize, weight: weight)
  }

  /// The bold system font at `fontSize` points.
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(size: fontSize, weight: .bold)
  }

  /// The monospaced system font (SF Mono, or DejaVu Sans Mono) at `fontSize` and `weight`.
  public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(size: fontSize, weight: weight, design: .monospaced)
  }

  /// The same font at another size.
  public func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(size: fontSize, weight: weight, design: design, name: requestedName)
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

  /// The weight on CSS's 100 … 900 scale (UIKit's −1 … 1 values mapped to the nearest).
  var weightValue: Int {
    let steps: [(Weight, Int)] = [
      (.ultraLight, 100), (.thin, 200), (.light, 300), (.regular, 400), (.medium, 500),
      (.semibold, 600), (.bold, 700), (.heavy, 800), (.black, 900),
    ]
    return steps.min {
      abs($0.0.rawValue - weight.rawValue) < abs($1.0.rawValue - weight.rawValue)
    }!
    .1
  }

  /// The face, its tracking and line metrics: a registered font's when the name asked for is
  /// one, else from the current catalog; nil if its file cannot be read (text is then measured
  /// by estimate and not drawn).
  var resolved: SystemFont? {
    if let requestedName, let registered = RegisteredFonts.font(named: requestedName) {
      return registered
    }
    return try? FontCatalog.current.font(
      design: design, weight: weightValue, pointSize: Double(pointSize))
  }

  /// The face's PostScript name (`"Inter-Regular"`, `"SFProText-Semibold"`), or the name asked
  /// for.
  public var fontName: String {
    if let requestedName { return requestedName }
    guard let face = resolved?.face else { return "" }
    return URL(fileURLWithPath: face.path).deletingPathExtension().lastPathComponent
      .replacingOccurrences(of: "SF-Pro-", with: "SFPro")
  }
  /// The face's family: `"Inter"`, `"Inter Display"`, `"SF Pro Text"`, `"DejaVu Sans Mono"`.
  public var familyName: String { resolved?.face.familyName ?? "" }

  /// From the baseline up to the top of a line, in points: SF's for the system font (1950 of
  /// 2048 units per em), the face's own for the others.
  public var ascender: CGFloat {
    CGFloat(resolved?.ascender(pointSize: Double(pointSize)) ?? Double(pointSize) * 1950 / 2048)
  }
  /// From the baseline down to the bottom of a line, in points (negative; SF's −494 / 2048).
  public var descender: CGFloat {
    CGFloat(resolved?.descender(pointSize: Double(pointSize)) ?? -Double(pointSize) * 494 / 2048)
  }
  /// Extra space between lines: none.
  public var leading: CGFloat { 0 }
  /// From one baseline to the next: ascender − descender, in points.
  public var lineHeight: CGFloat { ascender - descender }
  /// The height of capital letters, in points (the face's).
  public var capHeight: CGFloat { pointSize * CGFloat(resolved?.face.capHeight ?? 0.7) }
  /// The height of lower-case letters without ascenders, in points (the face's).
  public var xHeight: CGFloat { pointSize * CGFloat(resolved?.face.xHeight ?? 0.5) }

  /// The style text in this font takes at `scale` pixels per point, in `color` (packed
  /// premultiplied), with `kern` points after each character: where points become pixels for
  /// every text Curtain sets. Nil without the font file.
  func runStyle(scale: CGFloat, color: UInt32 = 0xFF00_0000, kern: CGFloat = 0) -> TextRunStyle? {
    guard let font = resolved else { return nil }
    let points = Double(pointSize)
    let size = points * Double(scale)
    return TextRunStyle(
      face: font.face, fallbacks: FontCatalog.current.fallbacks(weight: weightValue), size: size,
      tracking: font.tracking.em(atPointSize: points) * size, kern: Double(kern * scale),
      ascender: font.ascender(pointSize: points) * Double(scale),
      descender: font.descender(pointSize: points) * Double(scale), color: color)
  }

  /// The same font `factor` times the size (itself for 1).
  func scaled(_ factor: CGFloat) -> UIFont { factor == 1 ? self : withSize(pointSize * factor) }

  /// `text` set in this font at `scale` pixels per point, its lines at most `width` points wide
  /// (nil: no limit). Nil without the font file.
  func textLayout(
    _ text: String, width: CGFloat?, maxLines: Int = 0, wrapping: TextLayout.Wrapping = .words,
    truncatesTail: Bool = false, scale: CGFloat
  ) -> TextLayout? {
    guard let style = runStyle(scale: scale) else { return nil }
    return TextLayout(
      StyledText(text, style: style), maxWidth: width.map { Double($0 * scale) },
      maxLines: maxLines, wrapping: wrapping, truncation: truncatesTail ? .tail : .clip)
  }

  /// The width of `text` on one line, in points rounded up to whole pixels at `scale` (as a
  /// label's `sizeThatFits` gives it); without the font file, estimated at 0.5 em a character.
  func width(of text: String, scale: CGFloat) -> CGFloat {
    guard let layout = textLayout(text, width: nil, wrapping: .none, scale: scale) else {
      return (CGFloat(text.count) * pointSize * 0.5).rounded(.up)
    }
    return layout.width.rounded(.up) / scale
  }

  /// Fonts are equal when their sizes, weights, designs and names are.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIFont else { return false }
    return pointSize == other.pointSize && weight == other.weight && design == other.design
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
