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
      guard let style = font.scaled(fontScale).runStyle(scale: scale, color: pack(color)) else {
        return nil
      }
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
      guard let style = font.runStyle(scale: scale, color: pack(color), kern: kern * fontScale)
      else {
        missing = true
        return
      }
      runs.append((string[r], style))
    }
    return missing || runs.isEmpty ? nil : StyledText(runs: runs)
  }

  /// The paragraph at `scale`: the attributed text's paragraph style, else the alignment.
  func paragraph(scale: CGFloat) -> TextParagraph {
    let style = paragraphStyle
    let alignment: TextLayout.Alignment =
      switch style?.alignment ?? self.alignment {
      case .center: .center
      case .right: .right
      default: .left
      }
    guard let style else { return TextParagraph(alignment: alignment) }
    let s = Double(scale)
    return TextParagraph(
      alignment: alignment, lineSpacing: Double(style.lineSpacing) * s,
      paragraphSpacing: Double(style.paragraphSpacing) * s,
      lineHeightMultiple: Double(style.lineHeightMultiple),
      minimumLineHeight: Double(style.minimumLineHeight) * s,
      maximumLineHeight: Double(style.maximumLineHeight) * s)
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
