import Foundation
import Geometry
import TestSupport
import Testing

/// Flattening keeps its stated tolerance: every chord within `tolerance` of the curve.
@Suite struct PathFlatteningTests {
  /// The largest distance from the curve (sampled densely) to the polyline, and from the
  /// polyline's vertices to the curve's samples' polyline, for one curve segment.
  static func deviation(_ path: Path, tolerance: CGFloat) -> Double {
    let coarse = path.polylines(tolerance: tolerance)[0].points
    let fine = path.polylines(tolerance: tolerance / 1000)[0].points
    func distance(_ p: CGPoint, _ line: [CGPoint]) -> Double {
      var best = Double.infinity
      for (a, b) in zip(line, line.dropFirst()) {
        let d = CGPoint(x: b.x - a.x, y: b.y - a.y)
        let l2 = d.x * d.x + d.y * d.y
        let t = l2 > 0 ? max(0, min(1, ((p.x - a.x) * d.x + (p.y - a.y) * d.y) / l2)) : 0
        best = min(best, hypot(p.x - a.x - t * d.x, p.y - a.y - t * d.y))
      }
      return best
    }
    return fine.map { distance($0, coarse) }.max() ?? 0
  }

  @Test func curvesStayWithinASixteenthOfAPixel() {
    var rng = SeededRandom(seed: 71)
    var worst = 0.0
    for n in 0..<200 {
      func point() -> CGPoint { CGPoint(x: rng.double(-300...300), y: rng.double(-300...300)) }
      var path = Path()
      path.move(to: point())
      if n % 2 == 0 {
        path.addCurve(to: point(), control1: point(), control2: point())
      } else {
        path.addQuadCurve(to: point(), control: point())
      }
      let d = Self.deviation(path, tolerance: 1.0 / 16)
      worst = max(worst, d)
      #expect(d <= 1.0 / 16 + 1e-9, "curve \(n): \(d)")
    }
    // The bound is not wildly loose either.
    #expect(worst > 1.0 / 64)
  }

  @Test func linesAreKeptAndClosedSubpathsDoNotRepeatTheirStart() {
    var path = Path()
    path.addRect(CGRect(x: 0, y: 0, width: 4, height: 3))
    path.move(to: CGPoint(x: 9, y: 9))  // a lone move is left out
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: 1, y: 1))
    let lines = path.polylines(tolerance: 0.1)
    #expect(
      lines == [
        Polyline(
          points: [.zero, CGPoint(x: 4, y: 0), CGPoint(x: 4, y: 3), CGPoint(x: 0, y: 3)],
          isClosed: true),
        Polyline(points: [.zero, CGPoint(x: 1, y: 1)], isClosed: false),
      ])
  }

  @Test func verticesLieOnTheCurve() {
    var path = Path()
    path.move(to: .zero)
    path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
    let points = path.polylines(tolerance: 0.25)[0].points
    // y = 200 t (1 − t) at x = 100 t.
    for p in points {
      let t = p.x / 100
      #expect(abs(p.y - 200 * t * (1 - t)) < 1e-9)
    }
    // √(M / 8 tol) steps with M = 2 · |p0 − 2 p1 + p2| = 400: √200 → 15.
    #expect(points.count == 16)
  }

  /// What rasterisers read: the polylines' vertices, the same values, subpath for subpath.
  @Test func flattenedContoursAreThePolylinesPoints() {
    var rng = SeededRandom(seed: 72)
    for n in 0..<60 {
      func point() -> CGPoint { CGPoint(x: rng.double(-300...300), y: rng.double(-300...300)) }
      var path = Path()
      for _ in 0..<(1 + n % 3) {
        let first = point()
        path.move(to: first)
        path.addLine(to: point())
        path.addCurve(to: point(), control1: point(), control2: point())
        path.addQuadCurve(to: n % 4 == 0 ? first : point(), control: point())
        if n % 2 == 0 { path.closeSubpath() }
      }
      path.addEllipse(in: CGRect(x: rng.double(0...50), y: 0, width: 80, height: 30))
      let tolerance = n % 3 == 0 ? 0.25 : 1.0 / 16
      let expected = path.polylines(tolerance: CGFloat(tolerance)).map { line in
        line.points.map { SIMD2(Double($0.x), Double($0.y)) }
      }
      #expect(path.flattenedContours(tolerance: tolerance) == expected, "path \(n)")
    }
  }
}
