import Foundation
import Geometry
import Testing

/// Core Graphics' documented results, computed by hand.
@Suite struct CGAffineTransformTests {
  func close(_ a: CGAffineTransform, _ b: CGAffineTransform, _ eps: CGFloat = 1e-12) -> Bool {
    abs(a.a - b.a) < eps && abs(a.b - b.b) < eps && abs(a.c - b.c) < eps && abs(a.d - b.d) < eps
      && abs(a.tx - b.tx) < eps && abs(a.ty - b.ty) < eps
  }

  @Test func identityIsIdentity() {
    #expect(CGAffineTransform.identity.isIdentity)
    #expect(CGAffineTransform().isIdentity)
    #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
    #expect(CGAffineTransformIdentity == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
  }

  @Test func rotationIsClockwiseOnAYDownScreen() {
    let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
  }

  @Test func translatedByTranslatesFirst() {
    // CGAffineTransformTranslate(t, x, y) = Translation(x, y) · t: the translation happens in the
    // transform's own (here scaled) space.
    let t = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 10, y: 10)
    #expect(t == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 20, ty: 30))
    #expect(CGPoint.zero.applying(t) == CGPoint(x: 20, y: 30))
  }

  @Test func scaledAndRotatedPrependTheirOperation() {
    let t = CGAffineTransform(translationX: 5, y: 7).scaledBy(x: 2, y: 2)
    #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 7, y: 9))
    let r = CGAffineTransform(translationX: 5, y: 0).rotated(by: .pi)
    let p = CGPoint(x: 1, y: 0).applying(r)
    #expect(abs(p.x - 4) < 1e-12 && abs(p.y) < 1e-12)
  }

  @Test func concatenatingAppliesSelfFirst() {
    let s = CGAffineTransform(scaleX: 2, y: 2)
    let t = CGAffineTransform(translationX: 3, y: 0)
    #expect(CGPoint(x: 1, y: 1).applying(s.concatenating(t)) == CGPoint(x: 5, y: 2))
    #expect(CGPoint(x: 1, y: 1).applying(t.concatenating(s)) == CGPoint(x: 8, y: 2))
  }

  @Test func invertedUndoes() {
    let t = CGAffineTransform(a: 2, b: 0.5, c: -1, d: 3, tx: 7, ty: -4)
    #expect(close(t.concatenating(t.inverted()), .identity))
    let p = CGPoint(x: 3, y: 9)
    let q = p.applying(t).applying(t.inverted())
    #expect(abs(q.x - p.x) < 1e-12 && abs(q.y - p.y) < 1e-12)
  }

  @Test func aSingularMatrixInvertsToItself() {
    let t = CGAffineTransform(scaleX: 0, y: 2)
    #expect(t.inverted() == t)
  }

  @Test func rectsMapToTheirBoundingBox() {
    let r = CGRect(x: 0, y: 0, width: 2, height: 1).applying(
      CGAffineTransform(rotationAngle: .pi / 2))
    #expect(abs(r.minX + 1) < 1e-12 && abs(r.minY) < 1e-12)
    #expect(abs(r.width - 1) < 1e-12 && abs(r.height - 2) < 1e-12)
    #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
    #expect(
      CGSize(width: 2, height: 3).applying(CGAffineTransform(translationX: 9, y: 9))
        == CGSize(width: 2, height: 3))
  }
}
