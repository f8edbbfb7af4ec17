import Foundation
import Geometry
import Testing

@Suite struct CATransform3DTests {
  func close(_ a: CATransform3D, _ b: CATransform3D, _ eps: CGFloat = 1e-12) -> Bool {
    let x = [
      a.m11, a.m12, a.m13, a.m14, a.m21, a.m22, a.m23, a.m24, a.m31, a.m32, a.m33, a.m34, a.m41,
      a.m42, a.m43, a.m44,
    ]
    let y = [
      b.m11, b.m12, b.m13, b.m14, b.m21, b.m22, b.m23, b.m24, b.m31, b.m32, b.m33, b.m34, b.m41,
      b.m42, b.m43, b.m44,
    ]
    return zip(x, y).allSatisfy { abs($0 - $1) < eps }
  }

  @Test func identity() {
    #expect(CATransform3DIsIdentity(CATransform3DIdentity))
    #expect(!CATransform3DIsIdentity(CATransform3DMakeScale(1, 1, 2)))
    #expect(CATransform3DEqualToTransform(CATransform3DIdentity, CATransform3D()))
  }

  @Test func rotationAboutZEqualsTheAffineRotation() {
    let angle: CGFloat = 0.7
    let t = CATransform3DMakeRotation(angle, 0, 0, 1)
    #expect(CATransform3DIsAffine(t))
    let a = CATransform3DGetAffineTransform(t)
    let b = CGAffineTransform(rotationAngle: angle)
    #expect(
      abs(a.a - b.a) < 1e-12 && abs(a.b - b.b) < 1e-12 && abs(a.c - b.c) < 1e-12
        && abs(a.d - b.d) < 1e-12)
  }

  @Test func rotationAboutYTurnsXIntoZ() {
    // Right-handed about +y: +x goes to −z, as Core Animation's flip uses it.
    let t = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
    #expect(abs(t.m11) < 1e-12 && abs(t.m13 + 1) < 1e-12 && abs(t.m31 - 1) < 1e-12)
    #expect(close(CATransform3DMakeRotation(1, 0, 0, 0), .identity))
    #expect(close(CATransform3DMakeRotation(0.3, 0, 5, 0), CATransform3DMakeRotation(0.3, 0, 1, 0)))
  }

  @Test func translatePrependsItsTranslation() {
    let t = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 5, 0, 0)
    #expect(t.m41 == 10)
    #expect(close(CATransform3DScale(.identity, 2, 3, 4), CATransform3DMakeScale(2, 3, 4)))
    #expect(
      close(CATransform3DRotate(.identity, 0.5, 1, 0, 0), CATransform3DMakeRotation(0.5, 1, 0, 0)))
  }

  @Test func concatAppliesTheFirstArgumentFirst() {
    let a = CATransform3DMakeScale(2, 2, 1)
    let b = CATransform3DMakeTranslation(3, 0, 0)
    let p = CATransform3DConcat(a, b).projecting(x: 1, y: 1)
    #expect(p.x == 5 && p.y == 2 && p.w == 1)
  }

  @Test func invertUndoesAndLeavesSingularMatricesAlone() {
    var t = CATransform3DRotate(CATransform3DMakeTranslation(4, -2, 9), 0.8, 1, 2, 3)
    t.m34 = -1.0 / 500
    #expect(close(CATransform3DConcat(t, CATransform3DInvert(t)), .identity, 1e-10))
    let singular = CATransform3DMakeScale(0, 1, 1)
    #expect(CATransform3DInvert(singular) == singular)
  }

  @Test func perspectiveShrinksWhatMovesAway() {
    // m34 = −1/d with the eye at distance d: a point pushed back by d/2 appears at 2/3 size.
    var p = CATransform3DIdentity
    p.m34 = -1.0 / 600
    let t = CATransform3DConcat(CATransform3DMakeTranslation(0, 0, -300), p)
    let h = ProjectiveTransform(t).apply(CGPoint(x: 90, y: 0))
    #expect(abs(h.x - 60) < 1e-9)
  }

  @Test func affineTransformsRoundTrip() {
    let a = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    #expect(CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(a)) == a)
    #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.1, 1, 0, 0)))
  }

  @Test func flatteningDropsZ() {
    let t = CATransform3DMakeRotation(0.4, 0, 1, 0).flattened
    #expect(t.m13 == 0 && t.m23 == 0 && t.m33 == 1 && t.m43 == 0)
  }
}

@Suite struct ProjectiveTransformTests {
  @Test func inverseUndoes() {
    let h = ProjectiveTransform(
      m11: 2, m12: 0.1, m13: 0.001, m21: -0.3, m22: 1.5, m23: 0.002, m31: 10, m32: 20, m33: 1)
    let p = CGPoint(x: 13, y: -7)
    let q = h.inverse!.apply(h.apply(p))
    #expect(abs(q.x - p.x) < 1e-9 && abs(q.y - p.y) < 1e-9)
    #expect(
      ProjectiveTransform(m11: 0, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
        .inverse == nil)
  }

  @Test func axisAlignment() {
    #expect(ProjectiveTransform(CGAffineTransform(scaleX: 2, y: -3)).isAxisAligned)
    #expect(!ProjectiveTransform(CGAffineTransform(rotationAngle: 0.1)).isAxisAligned)
  }
}

@Suite struct CornerRadiiTests {
  @Test(arguments: [
    // (w,   h,   tl, tr, br, bl,  expected tl, tr, br, bl)
    (100.0, 20.0, 500.0, 500.0, 500.0, 500.0, 10.0, 10.0, 10.0, 10.0),
    (100.0, 100.0, 80.0, 40.0, 0.0, 0.0, 80 / 1.2, 40 / 1.2, 0.0, 0.0),
    (50.0, 50.0, 10.0, 10.0, 10.0, 10.0, 10.0, 10.0, 10.0, 10.0),
    (50.0, 50.0, -5.0, .nan, 10.0, 10.0, 0.0, 0.0, 10.0, 10.0),
  ])
  func radiiFitTheirRectangle(
    w: Double, h: Double, tl: Double, tr: Double, br: Double, bl: Double,
    etl: Double, etr: Double, ebr: Double, ebl: Double
  ) {
    let r = CornerRadii(topLeft: tl, topRight: tr, bottomRight: br, bottomLeft: bl).fitted(
      to: CGSize(width: w, height: h))
    #expect(abs(r.topLeft - etl) < 1e-12 && abs(r.topRight - etr) < 1e-12)
    #expect(abs(r.bottomRight - ebr) < 1e-12 && abs(r.bottomLeft - ebl) < 1e-12)
  }

  @Test func insetShrinksRadiiButNotBelowZero() {
    let rr = RoundedRect(rect: CGRect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 6).insetBy(
      8)
    #expect(rr.rect == CGRect(x: 8, y: 8, width: 24, height: 24))
    #expect(rr.radii == .zero)
    #expect(RoundedRect(rect: CGRect(x: 0, y: 0, width: 4, height: 4)).insetBy(3).isEmpty)
  }

  @Test func mirroring() {
    let r = CornerRadii(topLeft: 1, topRight: 2, bottomRight: 3, bottomLeft: 4)
    #expect(
      r.mirroredHorizontally == CornerRadii(topLeft: 2, topRight: 1, bottomRight: 4, bottomLeft: 3))
    #expect(
      r.mirroredVertically == CornerRadii(topLeft: 4, topRight: 3, bottomRight: 2, bottomLeft: 1))
  }
}

@Suite struct AnchorTransformTests {
  /// A quarter turn about a layer's anchor keeps the anchor where it was and turns the rest
  /// about it, as Core Animation does.
  @Test func aTurnAboutTheAnchorKeepsTheAnchorInPlace() {
    let bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
    let anchor = bounds.point(atUnit: CGPoint(x: 0.25, y: 0.5))
    #expect(anchor == CGPoint(x: 25, y: 20))
    let turn = CATransform3DMakeRotation(.pi / 2, 0, 0, 1).applied(about: anchor)
    func apply(_ t: CATransform3D, _ p: CGPoint) -> CGPoint {
      CGPoint(x: p.x * t.m11 + p.y * t.m21 + t.m41, y: p.x * t.m12 + p.y * t.m22 + t.m42)
    }
    let a = apply(turn, anchor)
    let corner = apply(turn, CGPoint(x: 100, y: 20))
    #expect(abs(a.x - 25) < 1e-9 && abs(a.y - 20) < 1e-9)
    #expect(abs(corner.x - 25) < 1e-9 && abs(corner.y - 95) < 1e-9)
  }

  /// The anchor point lands on the position; the layer's origin sits the anchor's offset away.
  @Test func theAnchorLandsOnThePosition() {
    let t = CATransform3D.layerToSuperlayer(
      bounds: CGRect(x: 10, y: 0, width: 60, height: 20), anchorPoint: CGPoint(x: 0.5, y: 1),
      transform: .identity, position: CGPoint(x: 200, y: 300))
    #expect(t.m41 == 160 && t.m42 == 280)
  }
}
