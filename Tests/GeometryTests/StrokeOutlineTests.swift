import Foundation
import Geometry
import TestSupport
import Testing

/// Stroke outlines against their definition: with round caps and joins, a stroke covers exactly
/// the points within half the line width of the path (the path swept by a disc).
@Suite struct StrokeOutlineTests {
  /// The distance from `p` to the path, flattened very finely.
  static func distance(_ p: CGPoint, to lines: [Polyline]) -> Double {
    var best = Double.infinity
    for line in lines {
      var points = line.points
      if line.isClosed, let first = points.first { points.append(first) }
      if points.count == 1 { best = min(best, hypot(p.x - points[0].x, p.y - points[0].y)) }
      for (a, b) in zip(points, points.dropFirst()) {
        let dx = b.x - a.x
        let dy = b.y - a.y
        let l2 = dx * dx + dy * dy
        let t = l2 > 0 ? max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / l2)) : 0
        best = min(best, hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy)))
      }
    }
    return best
  }

  /// A random open or closed path of lines, quadratics and cubics inside 0…40.
  static func randomPath(_ rng: inout SeededRandom) -> Path {
    func point() -> CGPoint { CGPoint(x: rng.double(0...40), y: rng.double(0...40)) }
    var path = Path()
    path.move(to: point())
    for _ in 0..<rng.int(1...4) {
      switch rng.int(0...2) {
      case 0: path.addLine(to: point())
      case 1: path.addQuadCurve(to: point(), control: point())
      default: path.addCurve(to: point(), control1: point(), control2: point())
      }
    }
    if rng.int(0...2) == 0 { path.closeSubpath() }
    return path
  }

  @Test func roundStrokesCoverThePointsWithinHalfTheWidth() {
    var rng = SeededRandom(seed: 91)
    var checked = 0
    var wrong: [String] = []
    for n in 0..<60 {
      let path = Self.randomPath(&rng)
      let width = rng.double(0.5...9)
      let style = StrokeStyle(lineWidth: width, lineCap: .round, lineJoin: .round)
      let outline = path.strokeOutline(style, tolerance: 0.01)
      let centre = path.polylines(tolerance: 1e-3)
      for _ in 0..<200 {
        let p = CGPoint(x: rng.double(-6...46), y: rng.double(-6...46))
        let d = Self.distance(p, to: centre)
        guard abs(d - width / 2) > 0.03 else { continue }
        checked += 1
        if outline.contains(p) != (d < width / 2) {
          wrong.append("path \(n) width \(width) at \(p): distance \(d)")
        }
      }
    }
    #expect(wrong.isEmpty, "\(wrong.count) of \(checked): \(wrong.prefix(5))")
    #expect(checked > 10_000)
  }
}
