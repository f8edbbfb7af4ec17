import Foundation

/// How the lines of a paragraph are laid out, as UIKit's `NSParagraphStyle`: alignment, the
/// space between lines and paragraphs, line heights and how lines break.
///
/// Curtain sets `alignment`, `lineSpacing`, `paragraphSpacing`, `lineHeightMultiple`,
/// `minimumLineHeight`, `maximumLineHeight` and `lineBreakMode`; the indents and hyphenation
/// are kept for the code that sets them.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
  /// Where lines sit across their room. Default: `.natural`.
  open var alignment: NSTextAlignment { values.alignment }
  /// Points added between the lines of a paragraph. Default: 0.
  open var lineSpacing: CGFloat { values.lineSpacing }
  /// Points added after a paragraph. Default: 0.
  open var paragraphSpacing: CGFloat { values.paragraphSpacing }
  /// Points added before a paragraph (kept). Default: 0.
  open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
  /// A factor on each line's natural height; 0 for none. Default: 0.
  open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
  /// Bounds on each line's height in points; 0 for none. Default: 0.
  open var minimumLineHeight: CGFloat { values.minimumLineHeight }
  open var maximumLineHeight: CGFloat { values.maximumLineHeight }
  /// How lines end. Default: `.byWordWrapping`.
  open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
  /// Indents (kept). Default: 0.
  open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
  open var headIndent: CGFloat { values.headIndent }
  open var tailIndent: CGFloat { values.tailIndent }
  /// Hyphenation (kept). Default: 0.
  open var hyphenationFactor: Float { values.hyphenationFactor }
  /// The paragraphs' writing direction; `.natural` (the default) takes it from the text.
  open var baseWritingDirection: NSWritingDirection { values.baseWritingDirection }

  /// The values, kept together so a copy takes them all.
  struct Values: Equatable {
    var alignment: NSTextAlignment = .natural
    var lineSpacing: CGFloat = 0
    var paragraphSpacing: CGFloat = 0
    var paragraphSpacingBefore: CGFloat = 0
    var lineHeightMultiple: CGFloat = 0
    var minimumLineHeight: CGFloat = 0
    var maximumLineHeight: CGFloat = 0
    var lineBreakMode: NSLineBreakMode = .byWordWrapping
    var firstLineHeadIndent: CGFloat = 0
    var headIndent: CGFloat = 0
    var tailIndent: CGFloat = 0
    var hyphenationFactor: Float = 0
    var baseWritingDirection: NSWritingDirection = .natural
  }
  var values = Values()

  /// The default paragraph style.
  public static var `default`: NSParagraphStyle { NSParagraphStyle() }

  public override init() { super.init() }

  /// A paragraph style with `other`'s values.
  init(copying other: NSParagraphStyle) {
    super.init()
    values = other.values
  }

  open func copy(with zone: NSZone? = nil) -> Any { NSParagraphStyle(copying: self) }
  open func mutableCopy(with zone: NSZone? = nil) -> Any { NSMutableParagraphStyle(copying: self) }

  open override func isEqual(_ object: Any?) -> Bool {
    (object as? NSParagraphStyle)?.values == values
  }

  open override var hash: Int { Int(values.lineSpacing * 64) ^ values.alignment.rawValue }
}

/// A paragraph style whose values can be set, as UIKit's `NSMutableParagraphStyle`.
///
/// ```swift
/// let style = NSMutableParagraphStyle()
/// style.lineSpacing = 6
/// style.alignment = .center
/// label.attributedText = NSAttributedString(string: text, attributes: [.paragraphStyle: style])
/// ```
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
  open override var alignment: NSTextAlignment {
    get { values.alignment }
    set { values.alignment = newValue }
  }
  open override var lineSpacing: CGFloat {
    get { values.lineSpacing }
    set { values.lineSpacing = newValue }
  }
  open override var paragraphSpacing: CGFloat {
    get { values.paragraphSpacing }
    set { values.paragraphSpacing = newValue }
  }
  open override var paragraphSpacingBefore: CGFloat {
    get { values.paragraphSpacingBefore }
    set { values.paragraphSpacingBefore = newValue }
  }
  open override var lineHeightMultiple: CGFloat {
    get { values.lineHeightMultiple }
    set { values.lineHeightMultiple = newValue }
  }
  open override var minimumLineHeight: CGFloat {
    get { values.minimumLineHeight }
    set { values.minimumLineHeight = newValue }
  }
  open override var maximumLineHeight: CGFloat {
    get { values.maximumLineHeight }
    set { values.maximumLineHeight = newValue }
  }
  open override var lineBreakMode: NSLineBreakMode {
    get { values.lineBreakMode }
    set { values.lineBreakMode = newValue }
  }
  open override var firstLineHeadIndent: CGFloat {
    get { values.firstLineHeadIndent }
    set { values.firstLineHeadIndent = newValue }
  }
  open override var headIndent: CGFloat {
    get { values.headIndent }
    set { values.headIndent = newValue }
  }
  open override var tailIndent: CGFloat {
    get { values.tailIndent }
    set { values.tailIndent = newValue }
  }
  open override var hyphenationFactor: Float {
    get { values.hyphenationFactor }
    set { values.hyphenationFactor = newValue }
  }
  open override var baseWritingDirection: NSWritingDirection {
    get { values.baseWritingDirection }
    set { values.baseWritingDirection = newValue }
  }

  /// Takes every value from `other`.
  open func setParagraphStyle(_ other: NSParagraphStyle) { values = other.values }
}
