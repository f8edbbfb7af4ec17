import Foundation
import Geometry

// The object symbols UIKit's icon bar button items show (share, trash, search, refresh,
// compose, play, pause), drawn like the marks in SymbolGlyphs: strokes and fills placed in
// fractions of the square, after SF Symbols' shapes, not their outlines.

extension SymbolGlyphs {
  /// The object symbols drawn.
  static let objectNames: Set<String> = [
    "square.and.arrow.up", "trash", "magnifyingglass", "arrow.clockwise", "square.and.pencil",
    "play.fill", "pause.fill",
  ]

  /// Draws the object symbol `name` in `box` (a square), with the stroke already set.
  static func drawObject(_ name: String, in box: CGRect, context: CGContext) {
    let s = box.width
    func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
      CGPoint(x: box.minX + x * s, y: box.minY + y * s)
    }
    func stroke(_ points: [CGPoint]) {
      context.addLines(between: points)
      context.strokePath()
    }
    switch name {
    case "square.and.arrow.up":
      // A tray open at the top round an arrow rising from it.
      stroke([p(0.37, 0.4), p(0.2, 0.4), p(0.2, 0.92), p(0.8, 0.92), p(0.8, 0.4), p(0.63, 0.4)])
      stroke([p(0.5, 0.63), p(0.5, 0.07)])
      stroke([p(0.34, 0.22), p(0.5, 0.06), p(0.66, 0.22)])
    case "trash":
      // The lid and its handle, the can narrowing downwards, three ribs.
      stroke([p(0.1, 0.2), p(0.9, 0.2)])
      stroke([p(0.37, 0.2), p(0.37, 0.08), p(0.63, 0.08), p(0.63, 0.2)])
      stroke([p(0.2, 0.2), p(0.25, 0.92), p(0.75, 0.92), p(0.8, 0.2)])
      context.strokeLineSegments(between: [
        p(0.38, 0.36), p(0.39, 0.78), p(0.5, 0.36), p(0.5, 0.78), p(0.62, 0.36), p(0.61, 0.78),
      ])
    case "magnifyingglass":
      let lens = CGSize(width: 0.6 * s, height: 0.6 * s)
      context.strokeEllipse(in: CGRect(origin: p(0.1, 0.1), size: lens))
      stroke([p(0.62, 0.62), p(0.9, 0.9)])
    case "arrow.clockwise":
      // Most of a circle, open at the upper right, its end at the top pointing right.
      let centre = p(0.5, 0.54)
      let r = 0.36 * s
      context.addArc(
        center: centre, radius: r, startAngle: -.pi * 2 / 9, endAngle: .pi * 3 / 2,
        clockwise: false)
      context.strokePath()
      let tip = CGPoint(x: centre.x + 0.02 * s, y: centre.y - r)
      stroke([
        CGPoint(x: tip.x - 0.15 * s, y: tip.y - 0.14 * s), tip,
        CGPoint(x: tip.x - 0.15 * s, y: tip.y + 0.14 * s),
      ])
    case "square.and.pencil":
      // A square open at its upper right, a pencil's stroke across the gap.
      stroke([p(0.52, 0.18), p(0.1, 0.18), p(0.1, 0.9), p(0.82, 0.9), p(0.82, 0.48)])
      stroke([p(0.42, 0.58), p(0.88, 0.12)])
    case "play.fill":
      context.addLines(between: [p(0.24, 0.1), p(0.86, 0.5), p(0.24, 0.9)])
      context.closePath()
      context.fillPath()
    case "pause.fill":
      context.fill(CGRect(origin: p(0.2, 0.1), size: CGSize(width: 0.2 * s, height: 0.8 * s)))
      context.fill(CGRect(origin: p(0.6, 0.1), size: CGSize(width: 0.2 * s, height: 0.8 * s)))
    default:
      break
    }
  }
}
