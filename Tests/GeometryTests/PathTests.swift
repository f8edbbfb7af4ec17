import Foundation
import Geometry
import Testing

/// Building paths as Core Graphics does, their bounds, hit testing and transforms.
@Suite struct PathTests {
  static func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

  @Test func buildingRecordsElementsAndTheCurrentPoint() {
    var path = Path()
    #expect(path.isEmpty && path.currentPoint == nil)
    path.move(to: Self.p(1, 2))
    path.addLine(to: Self.p(5, 2))
    path.addQuadCurve(to: Self.p(5, 8), control: Self.p(7, 5))
    path.addCurve(to: Self.p(1, 8), control1: Self.p(4, 9), control2: Self.p(2, 9))
    #expect(path.currentPoint == Self.p(1, 8))
    path.closeSubpath()
    path.closeSubpath()  // a second close adds nothing
    #expect(
      path.elements == [
        .move(to: Self.p(1, 2)), .line(to: Self.p(5, 2)),
        .quadCurve(to: Self.p(5, 8), control: Self.p(7, 5)),
        .curve(to: Self.p(1, 8), control1: Self.p(4, 9), control2: Self.p(2, 9)), .closeSubpath,
      ])
    // After a close the current point is the subpath's start, and the next line starts there.
    #expect(path.currentPoint == Self.p(1, 2))
    path.addLine(to: Self.p(9, 9))
    #expect(path.elements.suffix(2) == [.move(to: Self.p(1, 2)), .line(to: Self.p(9, 9))])
  }

  @Test func aSegmentWithNoCurrentPointStartsASubpathAtItself() {
    var path = Path()
    path.addLine(to: Self.p(3, 4))
    #expect(path.elements == [.move(to: Self.p(3, 4)), .line(to: Self.p(3, 4))])
    #expect(Path(elements: [.line(to: Self.p(1, 1))]).elements.first == .move(to: Self.p(1, 1)))
  }

  @Test func rectanglesRunFromTheTopLeftCornerClockwiseOnScreen() {
    var path = Path()
    path.addRect(CGRect(x: 10, y: 20, width: -4, height: 5))  // standardised first
    #expect(
      path.elements == [
        .move(to: Self.p(6, 20)), .line(to: Self.p(10, 20)), .line(to: Self.p(10, 25)),
        .line(to: Self.p(6, 25)), .closeSubpath,
      ])
  }

  @Test func roundedRectsRunClockwiseFromTheEndOfTheTopLeftCorner() {
    var path = Path()
    path.addRoundedRect(
      RoundedRect(
        rect: CGRect(x: 0, y: 0, width: 100, height: 50),
        radii: CornerRadii(topLeft: 10, topRight: 20, bottomRight: 0, bottomLeft: 5)))
    let ends = path.elements.compactMap { $0.points.last }
    #expect(
      ends == [
        Self.p(10, 0), Self.p(80, 0), Self.p(100, 20), Self.p(100, 50), Self.p(5, 50),
        Self.p(0, 45), Self.p(0, 10), Self.p(10, 0),
      ])
    #expect(path.elements.last == .closeSubpath)
    #expect(path.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 100, height: 50))
  }

  @Test func ellipticalCornersAreClampedToHalfTheSides() {
    var path = Path()
    path.addRoundedRect(
      in: CGRect(x: 0, y: 0, width: 40, height: 20), cornerWidth: 30, cornerHeight: 4)
    // Corners 20 wide (half of 40) and 4 tall.
    #expect(path.elements.first == .move(to: Self.p(20, 0)))
    #expect(path.elements.contains(.line(to: Self.p(40, 16))))
    #expect(path.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 40, height: 20))
  }

  @Test func ellipsesStartOnTheRightAndTurnTheWayAsked() {
    var cg = Path()
    cg.addEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 20))
    var uikit = Path()
    uikit.addEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 20), clockwise: false)
    #expect(cg.elements.first == .move(to: Self.p(40, 10)))
    #expect(cg.elements.count == 6 && cg.elements.last == .closeSubpath)
    // Core Graphics' ellipse goes up first (clockwise in its y-up space), UIKit's oval down.
    #expect(cg.elements[1].points.last == Self.p(20, 0))
    #expect(uikit.elements[1].points.last == Self.p(20, 20))
    #expect(cg.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 40, height: 20))
  }

  @Test func theTightBoxHoldsTheCurveAndTheLooseOneItsControlPoints() {
    var path = Path()
    path.move(to: .zero)
    path.addCurve(to: Self.p(30, 0), control1: Self.p(10, 30), control2: Self.p(20, -30))
    #expect(path.boundingBox == CGRect(x: 0, y: -30, width: 30, height: 60))
    // y(t) = 90 t (1 − t)(1 − 2t) peaks at t = (3 ∓ √3)/6, where it is ±5√3.
    let tight = path.boundingBoxOfPath
    #expect(abs(tight.minY + 5 * 3.0.squareRoot()) < 1e-12)
    #expect(abs(tight.maxY - 5 * 3.0.squareRoot()) < 1e-12)
    #expect(tight.minX == 0 && tight.maxX == 30)
    #expect(Path().boundingBox.isNull && Path().boundingBoxOfPath.isNull)
  }

  @Test func containsFollowsTheFillRule() {
    // A pentagram winds twice round its centre.
    var star = Path()
    star.addLines(
      between: (0..<5).map { k in
        let a = Double(k) * 4 * Double.pi / 5 - Double.pi / 2
        return Self.p(50 + 40 * cos(a), 50 + 40 * sin(a))
      })
    star.closeSubpath()
    #expect(star.contains(Self.p(50, 50), using: .winding))
    #expect(!star.contains(Self.p(50, 50), using: .evenOdd))
    #expect(star.contains(Self.p(50, 15), using: .evenOdd))  // in the top point
    #expect(!star.contains(Self.p(5, 5)))

    // Nested squares: the same direction winds twice, opposite directions cancel.
    var same = Path()
    same.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
    same.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
    #expect(same.contains(Self.p(15, 15), using: .winding))
    #expect(!same.contains(Self.p(15, 15), using: .evenOdd))
    var opposite = Path()
    opposite.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
    opposite.addLines(between: [Self.p(10, 10), Self.p(10, 20), Self.p(20, 20), Self.p(20, 10)])
    opposite.closeSubpath()
    #expect(!opposite.contains(Self.p(15, 15), using: .winding))
    #expect(opposite.contains(Self.p(5, 15), using: .winding))
  }

  @Test func transformsMapEveryPointAndKeepTheKinds() {
    var path = Path()
    path.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
    let t = CGAffineTransform(translationX: 5, y: 7).scaledBy(x: 2, y: 3)
    let moved = path.applying(t)
    #expect(moved.hasSameStructure(as: path))
    #expect(moved.elements == path.elements.map { $0.mapPoints { $0.applying(t) } })
    #expect(moved.boundingBoxOfPath == CGRect(x: 5, y: 7, width: 20, height: 30))
  }

  @Test func pathsOfTheSameStructureInterpolatePointByPoint() {
    var a = Path()
    a.move(to: Self.p(0, 0))
    a.addQuadCurve(to: Self.p(10, 0), control: Self.p(5, 10))
    var b = Path()
    b.move(to: Self.p(10, 10))
    b.addQuadCurve(to: Self.p(30, 10), control: Self.p(20, 30))
    let mid = a.interpolated(to: b, fraction: 0.25)
    #expect(
      mid?.elements == [
        .move(to: Self.p(2.5, 2.5)), .quadCurve(to: Self.p(15, 2.5), control: Self.p(8.75, 15)),
      ])
    var c = Path()
    c.move(to: .zero)
    c.addLine(to: Self.p(1, 1))
    #expect(a.interpolated(to: c, fraction: 0.5) == nil)
  }
}
