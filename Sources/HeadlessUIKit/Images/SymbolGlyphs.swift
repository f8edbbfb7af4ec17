import Foundation
import Geometry

/// The system symbols Curtain draws for `UIImage(systemName:)`: simple strokes in a square of
/// the point size, black, stroked at the weight's width (SF Symbols' shapes, not their exact
/// outlines).
enum SymbolGlyphs {
  /// The names drawn: the marks below, the objects of SymbolGlyphs+Objects and the tab
  /// symbols of SymbolGlyphs+Tabs.
  static let names = markNames.union(objectNames).union(tabNames)

  /// The marks drawn here.
  static let markNames: Set<String> = [
    "checkmark", "plus", "minus", "xmark", "ellipsis", "chevron.left", "chevron.right",
    "chevron.up", "chevron.down", "circle", "circle.fill", "checkmark.circle",
    "checkmark.circle.fill", "xmark.circle", "xmark.circle.fill", "plus.circle",
    "plus.circle.fill", "minus.circle", "minus.circle.fill", "ellipsis.circle",
    "ellipsis.circle.fill",
  ]

  /// The symbol `name` drawn for `configuration`, or nil for a name not drawn.
  static func image(_ name: String, configuration: UIImage.SymbolConfiguration) -> UIImage? {
    guard names.contains(name) else { return nil }
    let size = configuration.resolvedPointSize
    let traitScale = configuration.traitCollection?.displayScale ?? 0
    let currentScale = UITraitCollection.current.displayScale
    let scale = traitScale > 0 ? traitScale : currentScale > 0 ? currentScale : 3
    let pixels = Int((size * scale).rounded(.up))
    guard size > 0, (1...4096).contains(pixels) else { return nil }
    let context = CGContext(
      width: pixels, height: pixels, transform: CGAffineTransform(scaleX: scale, y: scale))
    context.setStrokeColor(.black)
    context.setFillColor(.black)
    context.setLineWidth(size * strokeFraction(configuration.weight))
    context.setLineCap(.round)
    context.setLineJoin(.round)
    draw(name, in: CGRect(x: 0, y: 0, width: size, height: size), context: context)
    guard let drawn = context.makeImage() else { return nil }
    return UIImage(pixels: drawn, scale: scale, orientation: .up)
  }

  /// The stroke width as a fraction of the point size, by weight (regular: about SF's).
  static func strokeFraction(_ weight: UIImage.SymbolWeight) -> CGFloat {
    switch weight {
    case .ultraLight: return 0.03
    case .thin: return 0.045
    case .light: return 0.065
    case .medium: return 0.095
    case .semibold: return 0.11
    case .bold: return 0.13
    case .heavy: return 0.15
    case .black: return 0.17
    case .regular, .unspecified: return 0.08
    }
  }

  /// Draws `name` in `box`.
  private static func draw(_ name: String, in box: CGRect, context: CGContext) {
    if objectNames.contains(name) { return drawObject(name, in: box, context: context) }
    if tabNames.contains(name) { return drawTab(name, in: box, context: context) }
    let parts = name.split(separator: ".").map(String.init)
    let inCircle = parts.contains("circle") && parts.first != "circle"
    let filled = parts.last == "fill"
    let s = box.width
    let lineWidth = s * 0.08
    // The mark inside a circle is smaller.
    let mark =
      inCircle ? box.insetBy(dx: s * 0.3, dy: s * 0.3) : box.insetBy(dx: s * 0.12, dy: s * 0.12)
    if parts.first == "circle" || inCircle {
      let ring = box.insetBy(dx: lineWidth, dy: lineWidth)
      if filled {
        context.fillEllipse(in: ring)
        // The mark is cut out of a filled circle.
        context.setBlendMode(.clear)
      } else {
        context.strokeEllipse(in: ring)
      }
    }
    switch parts.first {
    case "checkmark":
      context.move(to: CGPoint(x: mark.minX, y: mark.midY + mark.height * 0.05))
      context.addLine(
        to: CGPoint(x: mark.minX + mark.width * 0.38, y: mark.maxY - mark.height * 0.12))
      context.addLine(to: CGPoint(x: mark.maxX, y: mark.minY + mark.height * 0.1))
      context.strokePath()
    case "plus":
      context.strokeLineSegments(between: [
        CGPoint(x: mark.midX, y: mark.minY), CGPoint(x: mark.midX, y: mark.maxY),
        CGPoint(x: mark.minX, y: mark.midY), CGPoint(x: mark.maxX, y: mark.midY),
      ])
    case "minus":
      context.strokeLineSegments(between: [
        CGPoint(x: mark.minX, y: mark.midY), CGPoint(x: mark.maxX, y: mark.midY),
      ])
    case "xmark":
      let x = mark.insetBy(dx: mark.width * 0.08, dy: mark.height * 0.08)
      context.strokeLineSegments(between: [
        CGPoint(x: x.minX, y: x.minY), CGPoint(x: x.maxX, y: x.maxY),
        CGPoint(x: x.maxX, y: x.minY), CGPoint(x: x.minX, y: x.maxY),
      ])
    case "ellipsis":
      let r = s * (inCircle ? 0.055 : 0.08)
      for k in -1...1 {
        let c = CGPoint(x: mark.midX + CGFloat(k) * mark.width * 0.38, y: mark.midY)
        context.fillEllipse(in: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
      }
    case "chevron":
      let half = mark.width * 0.28
      let (a, b, c): (CGPoint, CGPoint, CGPoint)
      switch parts.last {
      case "left":
        (a, b, c) = (
          CGPoint(x: mark.midX + half / 2, y: mark.minY),
          CGPoint(x: mark.midX - half / 2, y: mark.midY),
          CGPoint(x: mark.midX + half / 2, y: mark.maxY)
        )
      case "right":
        (a, b, c) = (
          CGPoint(x: mark.midX - half / 2, y: mark.minY),
          CGPoint(x: mark.midX + half / 2, y: mark.midY),
          CGPoint(x: mark.midX - half / 2, y: mark.maxY)
        )
      case "up":
        (a, b, c) = (
          CGPoint(x: mark.minX, y: mark.midY + half / 2),
          CGPoint(x: mark.midX, y: mark.midY - half / 2),
          CGPoint(x: mark.maxX, y: mark.midY + half / 2)
        )
      default:
        (a, b, c) = (
          CGPoint(x: mark.minX, y: mark.midY - half / 2),
          CGPoint(x: mark.midX, y: mark.midY + half / 2),
          CGPoint(x: mark.maxX, y: mark.midY - half / 2)
        )
      }
      context.addLines(between: [a, b, c])
      context.strokePath()
    default:
      break
    }
  }
}
