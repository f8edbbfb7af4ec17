import Foundation
import Geometry

// The symbols tab bars most often show (house, person, star, heart), outlined or filled, drawn
// like the other glyphs: after SF Symbols' shapes, in fractions of the square.

extension SymbolGlyphs {
  /// The tab symbols drawn, each outlined and with ".fill".
  static let tabNames: Set<String> = [
    "house", "house.fill", "person", "person.fill", "star", "star.fill", "heart", "heart.fill",
  ]

  /// Draws the tab symbol `name` in `box` (a square), with the stroke already set: the outline
  /// stroked, or, for ".fill", the shape filled.
  static func drawTab(_ name: String, in box: CGRect, context: CGContext) {
    let s = box.width
    func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
      CGPoint(x: box.minX + x * s, y: box.minY + y * s)
    }
    let filled = name.hasSuffix(".fill")
    func finish() {
      if filled { context.fillPath() } else { context.strokePath() }
    }
    switch name.split(separator: ".").first {
    case "house":
      // The roof's eaves, the walls, and a door (cut out of the filled house).
      if filled {
        context.addLines(between: [
          p(0.5, 0.1), p(0.92, 0.5), p(0.8, 0.5), p(0.8, 0.92), p(0.2, 0.92), p(0.2, 0.5),
          p(0.08, 0.5),
        ])
        context.closePath()
        context.fillPath()
        context.setBlendMode(.clear)
        context.fill(CGRect(origin: p(0.42, 0.64), size: CGSize(width: 0.16 * s, height: 0.3 * s)))
        context.setBlendMode(.normal)
      } else {
        context.addLines(between: [p(0.07, 0.5), p(0.5, 0.1), p(0.93, 0.5)])
        context.strokePath()
        context.addLines(between: [p(0.2, 0.4), p(0.2, 0.9), p(0.8, 0.9), p(0.8, 0.4)])
        context.strokePath()
        context.addLines(between: [p(0.42, 0.9), p(0.42, 0.65), p(0.58, 0.65), p(0.58, 0.9)])
        context.strokePath()
      }
    case "person":
      // A head above the shoulders' dome.
      let head = CGRect(origin: p(0.32, 0.08), size: CGSize(width: 0.36 * s, height: 0.36 * s))
      if filled { context.fillEllipse(in: head) } else { context.strokeEllipse(in: head) }
      context.addArc(
        center: p(0.5, 0.92), radius: 0.36 * s, startAngle: .pi, endAngle: 2 * .pi,
        clockwise: false)
      context.closePath()
      finish()
    case "star":
      // Five points about the centre, the inner corners at two fifths of their reach.
      let centre = p(0.5, 0.54)
      let corners = (0..<10).map { k -> CGPoint in
        let r = (k % 2 == 0 ? 0.46 : 0.19) * s
        let angle = -CGFloat.pi / 2 + CGFloat(k) * .pi / 5
        return CGPoint(x: centre.x + r * cos(angle), y: centre.y + r * sin(angle))
      }
      context.addLines(between: corners)
      context.closePath()
      finish()
    case "heart":
      // Two lobes meeting in a notch at the top and a point at the bottom.
      context.move(to: p(0.5, 0.88))
      context.addCurve(to: p(0.5, 0.27), control1: p(-0.08, 0.5), control2: p(0.22, 0.0))
      context.addCurve(to: p(0.5, 0.88), control1: p(0.78, 0.0), control2: p(1.08, 0.5))
      context.closePath()
      finish()
    default:
      break
    }
  }
}
