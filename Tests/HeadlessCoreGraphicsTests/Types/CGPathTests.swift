import Foundation
import Geometry
import Testing

@testable import HeadlessCoreGraphics

/// Core Graphics' `CGPath` and `CGMutablePath`: building with transforms, queries, copies,
/// strokes and dashes, and reading elements back.
@Suite struct CGPathTests {
  @Test func mutablePathsBuildWithTransforms() {
    let path = CGMutablePath()
    let shift = CGAffineTransform(translationX: 100, y: 0)
    path.move(to: CGPoint(x: 0, y: 0), transform: shift)
    path.addLine(to: CGPoint(x: 10, y: 0), transform: shift)
    path.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 15, y: 5), transform: shift)
    path.addCurve(
      to: CGPoint(x: 0, y: 10), control1: CGPoint(x: 8, y: 15), control2: CGPoint(x: 2, y: 15))
    path.closeSubpath()
    #expect(path.currentPoint == CGPoint(x: 100, y: 0))
    #expect(path.elements.count == 5)
    #expect(
      path.elements[2] == .quadCurve(to: CGPoint(x: 110, y: 10), control: CGPoint(x: 115, y: 5)))
    #expect(path.elements[3].points.last == CGPoint(x: 0, y: 10))  // no transform given
    #expect(!path.isEmpty && CGMutablePath().isEmpty && CGMutablePath().currentPoint == .zero)
  }

  @Test func shapesAndTheirRecognition() {
    let rect = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil)
    var out = CGRect.zero
    #expect(rect.isRect(&out) && out == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(rect.roundedRect == RoundedRect(rect: out))
    var t = CGAffineTransform(scaleX: 2, y: 2)
    let rounded = CGPath(
      roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10), cornerWidth: 3, cornerHeight: 3,
      transform: &t)
    #expect(
      rounded.roundedRect
        == RoundedRect(rect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 6))
    #expect(!rounded.isRect(nil))
    let elliptical = CGPath(
      roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10), cornerWidth: 6, cornerHeight: 2,
      transform: nil)
    #expect(elliptical.roundedRect == nil)
    let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 8, height: 8), transform: nil)
    #expect(
      circle.roundedRect
        == RoundedRect(rect: CGRect(x: 0, y: 0, width: 8, height: 8), cornerRadius: 4))
    #expect(circle.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 8, height: 8))
    // Four sides drawn by hand are a rectangle too; a fifth element is not.
    let hand = CGMutablePath()
    hand.addLines(between: [
      CGPoint(x: 0, y: 0), CGPoint(x: 5, y: 0), CGPoint(x: 5, y: 5), CGPoint(x: 0, y: 5),
    ])
    hand.closeSubpath()
    #expect(hand.roundedRect == RoundedRect(rect: CGRect(x: 0, y: 0, width: 5, height: 5)))
    hand.addLine(to: CGPoint(x: 9, y: 9))
    #expect(hand.roundedRect == nil)
  }

  @Test func arcsAndEllipsesFollowTheTransform() {
    let path = CGMutablePath()
    let t = CGAffineTransform(translationX: 50, y: 50).scaledBy(x: 2, y: 1)
    path.addArc(
      center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false, transform: t)
    // Half an ellipse 40 wide and 20 tall below (50, 50): from (70, 50) to (30, 50) via (50, 60).
    #expect(path.elements.first == .move(to: CGPoint(x: 70, y: 50)))
    let box = path.boundingBoxOfPath
    #expect(abs(box.minX - 30) < 1e-9 && abs(box.maxY - 60) < 1e-9 && abs(box.minY - 50) < 1e-9)
    let corner = CGMutablePath()
    corner.move(to: .zero)
    corner.addArc(
      tangent1End: CGPoint(x: -20, y: 0), tangent2End: CGPoint(x: -20, y: 20), radius: 5)
    #expect(corner.elements[1] == .line(to: CGPoint(x: -15, y: 0)))
    #expect(abs(corner.currentPoint.x + 20) < 1e-9 && abs(corner.currentPoint.y - 5) < 1e-9)
    path.addRelativeArc(center: .zero, radius: 1, startAngle: 0, delta: .pi / 2, transform: t)
    path.addEllipse(in: CGRect(x: 0, y: 0, width: 4, height: 2))
    path.addRoundedRect(
      in: CGRect(x: 0, y: 0, width: 4, height: 4), cornerWidth: 1, cornerHeight: 1)
    path.addRects([CGRect(x: 0, y: 0, width: 1, height: 1)])
    path.addPath(
      CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil), transform: t)
    #expect(path.boundingBox.contains(CGPoint(x: 52, y: 51)))
  }

  @Test func containsUsesTheRuleAndTheTransform() {
    let ring = CGMutablePath()
    ring.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
    ring.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
    #expect(ring.contains(CGPoint(x: 50, y: 50)))
    #expect(!ring.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
    // The transform is applied to the point first: (−1, 50) becomes (10, 50), in the ring.
    #expect(
      ring.contains(CGPoint(x: -1, y: 50), transform: CGAffineTransform(translationX: 11, y: 0)))
    #expect(!ring.contains(CGPoint(x: -1, y: 50)))
  }

  @Test func strokingAndDashingCopies() {
    let line = CGMutablePath()
    line.move(to: CGPoint(x: 0, y: 0))
    line.addLine(to: CGPoint(x: 100, y: 0))
    let stroked = line.copy(
      strokingWithWidth: 10, lineCap: .round, lineJoin: .miter, miterLimit: 10)
    #expect(stroked.contains(CGPoint(x: 50, y: 4.9)) && !stroked.contains(CGPoint(x: 50, y: 5.1)))
    #expect(stroked.contains(CGPoint(x: -4.9, y: 0)))  // the round cap
    let dashed = line.copy(dashingWithPhase: 0, lengths: [10, 10])
    var moves = 0
    dashed.applyWithBlock { if $0.pointee.type == .moveToPoint { moves += 1 } }
    #expect(moves == 5)
  }

  @Test func elementsComeBackInCoreGraphicsOrder() {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 1, y: 1))
    path.addQuadCurve(to: CGPoint(x: 3, y: 3), control: CGPoint(x: 2, y: 0))
    path.addCurve(
      to: CGPoint(x: 6, y: 6), control1: CGPoint(x: 4, y: 4), control2: CGPoint(x: 5, y: 5))
    path.closeSubpath()
    var seen: [(CGPathElementType, [CGPoint])] = []
    path.applyWithBlock { e in
      let n =
        [CGPathElementType.moveToPoint: 1, .addQuadCurveToPoint: 2, .addCurveToPoint: 3][
          e.pointee.type] ?? 0
      seen.append((e.pointee.type, (0..<n).map { e.pointee.points[$0] }))
    }
    #expect(seen.map(\.0) == [.moveToPoint, .addQuadCurveToPoint, .addCurveToPoint, .closeSubpath])
    #expect(seen[1].1 == [CGPoint(x: 2, y: 0), CGPoint(x: 3, y: 3)])  // control, then end
    #expect(seen[2].1 == [CGPoint(x: 4, y: 4), CGPoint(x: 5, y: 5), CGPoint(x: 6, y: 6)])
    var count = 0
    withUnsafeMutablePointer(to: &count) { pointer in
      path.apply(info: pointer) { info, _ in info!.assumingMemoryBound(to: Int.self).pointee += 1 }
    }
    #expect(count == 4)
  }

  @Test func copiesAreIndependent() {
    let path = CGMutablePath()
    path.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
    let frozen = path.copy()!
    let mutable = path.mutableCopy()!
    mutable.addLine(to: CGPoint(x: 9, y: 9))
    #expect(frozen == path && mutable != path)
    var t = CGAffineTransform(translationX: 1, y: 1)
    #expect(path.copy(using: &t)?.boundingBox == CGRect(x: 1, y: 1, width: 4, height: 4))
    #expect(path.copy(using: &t)?.roundedRect?.rect == CGRect(x: 1, y: 1, width: 4, height: 4))
  }
}
