import Foundation
import Geometry
import Testing

/// Arcs as Core Graphics adds them: cubic pieces of at most a quarter turn, with its angle
/// conventions in a y-down space.
@Suite struct PathArcTests {
  /// The signed angle an arc path turns through about `centre`, measured on its flattening.
  static func sweep(_ path: Path, about centre: CGPoint) -> Double {
    var total = 0.0
    for line in path.polylines(tolerance: 1e-4) {
      for (a, b) in zip(line.points, line.points.dropFirst()) {
        let u = atan2(a.y - centre.y, a.x - centre.x)
        var d = atan2(b.y - centre.y, b.x - centre.x) - u
        if d > .pi { d -= 2 * .pi }
        if d < -.pi { d += 2 * .pi }
        total += d
      }
    }
    return total
  }

  @Test(arguments: [
    // start      end            clockwise  sweep (+: the angle increases, clockwise on screen)
    (0.0, Double.pi / 2, false, Double.pi / 2),
    (0.0, Double.pi / 2, true, -3 * Double.pi / 2),
    (Double.pi / 2, 0.0, true, -Double.pi / 2),
    (0.0, -Double.pi / 2, false, 3 * Double.pi / 2),
    (0.0, 2 * Double.pi, false, 2 * Double.pi),
    (0.0, 5 * Double.pi, false, 2 * Double.pi),  // a full turn or more: the whole circle
    (1.0, 1.0 - 7 * Double.pi, true, -2 * Double.pi),
    (0.0, 3 * Double.pi, true, -Double.pi),  // modulo 2π
  ])
  func arcsTurnTheWayCoreGraphicsSays(start: Double, end: Double, clockwise: Bool, sweep: Double) {
    var path = Path()
    let centre = CGPoint(x: 20, y: 30)
    path.addArc(center: centre, radius: 10, startAngle: start, endAngle: end, clockwise: clockwise)
    #expect(abs(Self.sweep(path, about: centre) - sweep) < 1e-9)
    #expect(
      path.elements.first == .move(to: CGPoint(x: 20 + 10 * cos(start), y: 30 + 10 * sin(start))))
    // Pieces of at most a quarter turn.
    let curves = path.elements.filter { if case .curve = $0 { true } else { false } }
    #expect(curves.count == Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
  }

  @Test func anArcAfterAPointStartsWithALine() {
    var path = Path()
    path.move(to: .zero)
    path.addArc(
      center: CGPoint(x: 50, y: 0), radius: 10, startAngle: .pi, endAngle: 0, clockwise: false)
    #expect(path.elements[1] == .line(to: CGPoint(x: 40, y: 0)))
    #expect(path.currentPoint == CGPoint(x: 60, y: 0))
    // The angle increases from π through 3π/2, the point (50, −10): above the centre on a y-down
    // screen, so the arc turns clockwise there.
    #expect(abs(path.boundingBoxOfPath.minY + 10) < 1e-12)
    #expect(abs(path.boundingBoxOfPath.maxY) < 1e-12)
  }

  @Test func aQuarterPieceStaysWithinTheKnownErrorOfTheCircle() {
    var path = Path()
    path.addArc(center: .zero, radius: 100, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
    var worst = 0.0
    for line in path.polylines(tolerance: 1e-5) {
      for p in line.points { worst = max(worst, abs(hypot(p.x, p.y) - 100)) }
    }
    // The 4/3 · tan(φ/4) control points overshoot a quarter circle by 2.7 · 10⁻⁴ of the radius.
    #expect(worst < 0.0273 && worst > 0.02)
    #expect(path.elements.count == 5)  // a move and four quarters
  }

  @Test func relativeArcsTurnByTheirDelta() {
    var path = Path()
    path.addRelativeArc(center: .zero, radius: 5, startAngle: .pi / 2, delta: -3 * .pi)
    #expect(abs(Self.sweep(path, about: .zero) + 3 * .pi) < 1e-9)
    #expect(path.elements.count == 7)  // a move and six quarters
    let end = path.currentPoint!
    #expect(abs(end.x) < 1e-12 && abs(end.y + 5) < 1e-12)
  }

  @Test func tangentArcsTouchBothLines() {
    var path = Path()
    path.move(to: .zero)
    path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
    // A 90° corner: the circle of radius 4 centred at (6, 4) touches at (6, 0) and (10, 4).
    let touch = path.elements[1].points[0]
    #expect(abs(touch.x - 6) < 1e-12 && touch.y == 0)
    let end = path.currentPoint!
    #expect(abs(end.x - 10) < 1e-12 && abs(end.y - 4) < 1e-12)
    for line in path.polylines(tolerance: 1e-4) {
      for p in line.points.dropFirst(2) {
        #expect(abs(hypot(p.x - 6, p.y - 4) - 4) < 4 * 2.8e-4)
      }
    }
    // Parallel lines or no radius: just the line to the first tangent point.
    var straight = Path()
    straight.move(to: .zero)
    straight.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 9, y: 0), radius: 3)
    #expect(straight.elements == [.move(to: .zero), .line(to: CGPoint(x: 5, y: 0))])
  }
}
