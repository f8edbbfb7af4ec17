import Foundation

/// Draws a `CATextLayer`'s text with UIKit's string drawing: the stage lends it to its clock
/// (`Timeline.textLayerPainter`), since Core Animation sits below UIKit's text.
///
/// A plain string is drawn in the layer's font (a `UIFont`, a `CGFont` or a font name, at
/// `fontSize`) and `foregroundColor`; an attributed string in its first run's font and colour.
/// Unwrapped text is a line per line break, each aligned in the bounds; wrapped text wraps at
/// spaces to the bounds' width, left-aligned. Truncation is not drawn (the text is clipped).
@MainActor enum TextLayerPainter {
  static func draw(_ layer: CATextLayer, in ctx: CGContext) {
    guard let (text, font, color) = style(of: layer), !text.isEmpty else { return }
    if layer.truncationMode != .none {
      noteMissingEffect("CATextLayer.truncationMode", "text is clipped, not truncated")
    }
    let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: color]
    let bounds = layer.bounds
    UIGraphicsPushContext(ctx)
    defer { UIGraphicsPopContext() }
    if layer.isWrapped {
      if ![.natural, .left].contains(layer.alignmentMode) {
        noteMissingEffect("CATextLayer.alignmentMode", "wrapped text is drawn left-aligned")
      }
      text.draw(in: bounds, withAttributes: attributes)
      return
    }
    var y = bounds.minY
    for line in text.components(separatedBy: "\n") {
      let width = line.size(withAttributes: attributes).width
      let x: CGFloat
      switch layer.alignmentMode {
      case .center: x = bounds.midX - width / 2
      case .right: x = bounds.maxX - width
      default: x = bounds.minX
      }
      line.draw(at: CGPoint(x: x, y: y), withAttributes: attributes)
      y += font.lineHeight
    }
  }

  /// The text, font and colour a text layer draws in.
  private static func style(of layer: CATextLayer) -> (String, UIFont, UIColor)? {
    let size = layer.fontSize
    let font: UIFont
    switch layer.font {
    case let f as UIFont: font = f.withSize(size)
    case let name as String: font = UIFont(name: name, size: size) ?? .systemFont(ofSize: size)
    case let f as CGFont:
      font = f.lookupName.flatMap { UIFont(name: $0, size: size) } ?? .systemFont(ofSize: size)
    default: font = .systemFont(ofSize: size)
    }
    let color = layer.foregroundColor.map { UIColor(cgColor: $0) } ?? .white
    switch layer.string {
    case let text as String: return (text, font, color)
    case let text as NSAttributedString:
      guard text.length > 0 else { return nil }
      let first = text.attributes(at: 0, effectiveRange: nil)
      return (
        text.string, first[.font] as? UIFont ?? font, first[.foregroundColor] as? UIColor ?? color
      )
    default: return nil
    }
  }
}
