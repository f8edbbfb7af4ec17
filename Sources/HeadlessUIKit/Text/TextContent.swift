import Foundation
import RasterText

/// Text as a label, a text view or a drawn string holds it (plain with one look, or attributed)
/// turned into RasterText's styled runs and paragraph at a scale: where UIKit's attributes
/// become pixels.
struct TextContent {
  /// The attributed text, if any; else `plain` in `font` and `color`.
  var attributed: NSAttributedString?
  var plain: String
  /// The look of text without attributes of its own.
  var font: UIFont
  var color: UIColor
  var alignment: NSTextAlignment
  /// The shadow of runs without a `.shadow` of their own (a label's `shadowColor`).
  var shadow: NSShadow? = nil

  /// The characters shown.
  var string: String { attributed?.string ?? plain }

  /// The first paragraph style in the attributed text: it applies to all of it.
  var paragraphStyle: NSParagraphStyle? {
    guard let attributed, attributed.length > 0 else { return nil }
    var found: NSParagraphStyle?
    attributed.enumerateAttribute(
      .paragraphStyle, in: NSRange(location: 0, length: attributed.length), options: []
    ) { value, _, stop in
      if let style = value as? NSParagraphStyle {
        found = style
        stop.pointee = true
      }
    }
    return found
  }

  /// The runs at `scale` pixels per point, fonts `fontScale` times their size (a label
  /// shrinking its text to fit), colours packed by `pack`. Nil without a font file.
  func styled(scale: CGFloat, fontScale: CGFloat = 1, pack: (UIColor) -> UInt32) -> StyledText? {
    guard let attributed, attributed.length > 0 else {
      guard var style = font.scaled(fontScale).runStyle(scale: scale, color: pack(color)) else {
        return nil
      }
      style.shadow = shadow.map { Self.textShadow($0, scale: scale, pack: pack) }
      return StyledText(plain, style: style)
    }
    let string = attributed.string
    var runs: [(text: Substring, style: TextRunStyle)] = []
    var missing = false
    attributed.enumerateAttributes(
      in: NSRange(location: 0, length: attributed.length), options: []
    ) { attributes, range, _ in
      guard let r = Range(range, in: string) else { return }
      let font = (attributes[.font] as? UIFont ?? self.font).scaled(fontScale)
      let color = attributes[.foregroundColor] as? UIColor ?? self.color
      let kern =
        (Self.number(attributes[.kern]) ?? 0) + (Self.number(attributes[.tracking]) ?? 0)
      guard var style = font.runStyle(scale: scale, color: pack(color), kern: kern * fontScale)
      else {
        missing = true
        return
      }
      style.underline = Self.decoration(
        attributes[.underlineStyle], color: attributes[.underlineColor] as? UIColor ?? color,
        pack: pack)
      style.strikethrough = Self.decoration(
        attributes[.strikethroughStyle],
        color: attributes[.strikethroughColor] as? UIColor ?? color, pack: pack)
      let shadow = attributes[.shadow] as? NSShadow ?? self.shadow
      style.shadow = shadow.map { Self.textShadow($0, scale: scale, pack: pack) }
      runs.append((string[r], style))
    }
    return missing || runs.isEmpty ? nil : StyledText(runs: runs)
  }

  /// The paragraph at `scale`: the attributed text's paragraph style, else the alignment.
  func paragraph(scale: CGFloat) -> TextParagraph {
    let style = paragraphStyle
    let alignment: TextLayout.Alignment =
      switch style?.alignment ?? self.alignment {
      case .left: .left
      case .center: .center
      case .right: .right
      case .justified: .justified
      case .natural: .natural
      }
    guard let style else { return TextParagraph(alignment: alignment) }
    let s = Double(scale)
    let rightToLeft: Bool? =
      switch style.baseWritingDirection {
      case .natural: nil
      case .leftToRight: false
      case .rightToLeft: true
      }
    return TextParagraph(
      alignment: alignment, rightToLeft: rightToLeft, lineSpacing: Double(style.lineSpacing) * s,
      paragraphSpacing: Double(style.paragraphSpacing) * s,
      lineHeightMultiple: Double(style.lineHeightMultiple),
      minimumLineHeight: Double(style.minimumLineHeight) * s,
      maximumLineHeight: Double(style.maximumLineHeight) * s)
  }

  /// An underline or strikethrough attribute's line (an `NSUnderlineStyle` or its raw value)
  /// in `color`; nil for none.
  static func decoration(_ value: Any?, color: UIColor, pack: (UIColor) -> UInt32)
    -> TextDecoration?
  {
    let raw = (value as? NSUnderlineStyle)?.rawValue ?? number(value).map { Int($0) } ?? 0
    let pattern: TextDecoration.Pattern
    switch raw & 0xFF {
    case 0: return nil
    case NSUnderlineStyle.thick.rawValue: pattern = .thick
    case NSUnderlineStyle.double.rawValue: pattern = .double
    default: pattern = .single
    }
    return TextDecoration(pattern, color: pack(color))
  }

  /// An `NSShadow` in pixels at `scale`; its colour black at a third of full opacity if unset.
  static func textShadow(_ shadow: NSShadow, scale: CGFloat, pack: (UIColor) -> UInt32)
    -> TextShadow
  {
    let color = shadow.shadowColor as? UIColor ?? UIColor(white: 0, alpha: 1.0 / 3)
    return TextShadow(
      dx: Double(shadow.shadowOffset.width * scale), dy: Double(shadow.shadowOffset.height * scale),
      blur: Double(shadow.shadowBlurRadius * scale), color: pack(color))
  }

  /// A number attribute's value (NSNumber, CGFloat, Double, Float or Int).
  static func number(_ value: Any?) -> CGFloat? {
    switch value {
    case let v as CGFloat: v
    case let v as Double: CGFloat(v)
    case let v as Float: CGFloat(v)
    case let v as Int: CGFloat(v)
    case let v as NSNumber: CGFloat(v.doubleValue)
    default: nil
    }
  }
}

extension NSLineBreakMode {
  /// How RasterText wraps and truncates for this mode, with `lines` lines allowed (0: any).
  func textBreaking(lines: Int) -> (
    wrapping: TextLayout.Wrapping, truncation: TextLayout.Truncation
  ) {
    let wrapping: TextLayout.Wrapping =
      lines == 1 ? .none : self == .byCharWrapping ? .characters : .words
    let truncation: TextLayout.Truncation =
      switch self {
      case .byTruncatingHead: .head
      case .byTruncatingMiddle: .middle
      case .byTruncatingTail: .tail
      default: .clip
      }
    return (wrapping, truncation)
  }
}
