import Foundation
import Geometry
import Testing

/// Stroke outlines of simple paths, with their corners worked out by hand.
@Suite struct StrokeTests {
  static func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

  static func polyline(_ points: [CGPoint]) -> Path {
    var path = Path()
    path.addLines(between: points)
    return path
  }

  static func outline(_ path: Path, _ style: StrokeStyle) -> [Polyline] {
    path.strokeOutline(style, tolerance: 0.001).polylines(tolerance: 0.001)
  }

  static func has(_ lines: [Polyline], _ q: CGPoint, within e: CGFloat = 1e-9) -> Bool {
    lines.contains { $0.points.contains { hypot($0.x - q.x, $0.y - q.y) <= e } }
  }

  @Test func aButtLineIsItsRectangle() {
    let lines = Self.outline(
      Self.polyline([Self.p(0, 0), Self.p(10, 0)]), StrokeStyle(lineWidth: 2))
    #expect(
      lines == [
        Polyline(
          points: [Self.p(0, 1), Self.p(10, 1), Self.p(10, -1), Self.p(0, -1)], isClosed: true)
      ])
  }

  @Test func squareAndRoundCapsReachHalfTheWidthPastTheEnds() {
    let line = Self.polyline([Self.p(0, 0), Self.p(10, 0)])
    let square = line.strokeOutline(StrokeStyle(lineWidth: 2, lineCap: .square), tolerance: 0.001)
    #expect(square.boundingBoxOfPath == CGRect(x: -1, y: -1, width: 12, height: 2))
    let round = Self.outline(line, StrokeStyle(lineWidth: 2, lineCap: .round))
    for p in round[0].points where p.x < 0 || p.x > 10 {
      let end = p.x < 0 ? Self.p(0, 0) : Self.p(10, 0)
      #expect(abs(hypot(p.x - end.x, p.y - end.y) - 1) < 1e-12)
    }
    #expect(Self.has(round, Self.p(11, 0)) && Self.has(round, Self.p(-1, 0)))
  }

  @Test func aRightAngleJoinsByMiterBevelOrArc() {
    let corner = Self.polyline([Self.p(0, 0), Self.p(10, 0), Self.p(10, 10)])
    // Turning towards +y: the outer side is −y, where the miter point is (11, −1); the inner
    // edges cross at (9, 1).
    let miter = Self.outline(corner, StrokeStyle(lineWidth: 2, lineJoin: .miter))
    #expect(Self.has(miter, Self.p(11, -1)) && Self.has(miter, Self.p(9, 1)))
    let bevel = Self.outline(corner, StrokeStyle(lineWidth: 2, lineJoin: .bevel))
    #expect(!Self.has(bevel, Self.p(11, -1), within: 0.1))
    #expect(Self.has(bevel, Self.p(10, -1)) && Self.has(bevel, Self.p(11, 0)))
    let round = Self.outline(corner, StrokeStyle(lineWidth: 2, lineJoin: .round))
    let arc = round[0].points.filter { $0.x > 10 && $0.y < 0 }
    #expect(arc.count >= 3)
    for p in arc { #expect(abs(hypot(p.x - 10, p.y) - 1) < 1e-12) }
    // The stroke of the corner covers the corner square only when mitred.
    let m = corner.strokeOutline(StrokeStyle(lineWidth: 2, lineJoin: .miter), tolerance: 0.001)
    let b = corner.strokeOutline(StrokeStyle(lineWidth: 2, lineJoin: .bevel), tolerance: 0.001)
    #expect(m.contains(Self.p(10.9, -0.9)) && !b.contains(Self.p(10.9, -0.9)))
    #expect(m.contains(Self.p(9.5, 0.5)) && b.contains(Self.p(9.5, 0.5)))
  }

  @Test func aSharpMiterPastTheLimitIsBevelled() {
    // Segments meeting at θ = atan(1/10): the miter is 1/sin(θ/2) ≈ 20.05 widths long, over
    // the limit of 10 but not of 25. Its tip lies cot(θ/2) half-widths past the corner along x.
    let spike = Self.polyline([Self.p(0, 0), Self.p(10, 0), Self.p(0, 1)])
    let limited = spike.strokeOutline(StrokeStyle(lineWidth: 2, miterLimit: 10), tolerance: 0.001)
    let allowed = spike.strokeOutline(StrokeStyle(lineWidth: 2, miterLimit: 25), tolerance: 0.001)
    let theta = atan(1.0 / 10)
    #expect(1 / sin(theta / 2) > 20 && 1 / sin(theta / 2) < 20.1)
    #expect(limited.boundingBoxOfPath.maxX < 10.1)
    #expect(abs(allowed.boundingBoxOfPath.maxX - (10 + 1 / tan(theta / 2))) < 1e-9)
  }

  @Test func aClosedRectangleGivesItsOuterAndInnerEdges() {
    var rect = Path()
    rect.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
    let lines = Self.outline(rect, StrokeStyle(lineWidth: 2))
    // The positive side (+y of the first edge, running right) is the inside here.
    #expect(lines.count == 2 && lines.allSatisfy(\.isClosed))
    #expect(Set(lines[0].points) == [Self.p(1, 1), Self.p(9, 1), Self.p(9, 9), Self.p(1, 9)])
    #expect(
      Set(lines[1].points) == [Self.p(-1, 11), Self.p(-1, -1), Self.p(11, -1), Self.p(11, 11)])
    let outline = rect.strokeOutline(StrokeStyle(lineWidth: 2), tolerance: 0.001)
    #expect(outline.contains(Self.p(0, 5)) && outline.contains(Self.p(10.5, 10.5)))
    #expect(!outline.contains(Self.p(5, 5)))
  }

  @Test func zeroLengthSubpathsAreDotsForRoundAndSquareCaps() {
    var dot = Path()
    dot.move(to: Self.p(5, 5))
    dot.addLine(to: Self.p(5, 5))
    let round = dot.strokeOutline(StrokeStyle(lineWidth: 4, lineCap: .round), tolerance: 0.001)
    #expect(round.contains(Self.p(6.9, 5)) && !round.contains(Self.p(7.1, 5)))
    #expect(!round.contains(Self.p(6.5, 6.5)))  // a disc, not a square
    let square = dot.strokeOutline(StrokeStyle(lineWidth: 4, lineCap: .square), tolerance: 0.001)
    #expect(square.boundingBoxOfPath == CGRect(x: 3, y: 3, width: 4, height: 4))
    #expect(dot.strokeOutline(StrokeStyle(lineWidth: 4), tolerance: 0.001).isEmpty)
  }

  @Test func dashedStrokesOutlineEachDash() {
    let line = Self.polyline([Self.p(0, 0), Self.p(100, 0)])
    let outline = line.strokeOutline(
      StrokeStyle(lineWidth: 2, dashPattern: [10, 10], dashPhase: 0), tolerance: 0.001)
    #expect(outline.polylines(tolerance: 0.1).count == 5)
    #expect(outline.contains(Self.p(5, 0)) && !outline.contains(Self.p(15, 0)))
  }

  @Test func noWidthOrNoToleranceOutlinesNothing() {
    let line = Self.polyline([Self.p(0, 0), Self.p(10, 0)])
    #expect(line.strokeOutline(StrokeStyle(lineWidth: 0), tolerance: 0.1).isEmpty)
    #expect(line.strokeOutline(StrokeStyle(lineWidth: .nan), tolerance: 0.1).isEmpty)
    #expect(line.strokeOutline(StrokeStyle(lineWidth: 1), tolerance: 0).isEmpty)
  }
}
