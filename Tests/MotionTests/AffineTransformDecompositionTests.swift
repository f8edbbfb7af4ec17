import Foundation
import Geometry
import TestSupport
import Testing

@testable import Motion

@Suite struct AffineTransformDecompositionTests {
  static func close(
    _ a: CGAffineTransform, _ b: CGAffineTransform, _ tolerance: Double = 1e-9
  ) -> Bool {
    let d = [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty]
    return d.allSatisfy { abs(Double($0)) <= tolerance }
  }

  @Test func decomposesScaleRotationTranslation() {
    // Scale, then rotate, then translate (row vectors: S · R · T).
    let m = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(rotationAngle: 0.5))
      .concatenating(CGAffineTransform(translationX: 7, y: -4))
    let parts = AffineTransformDecomposition(m)
    #expect(abs(parts.scaleX - 2) < 1e-12 && abs(parts.scaleY - 3) < 1e-12)
    #expect(abs(parts.angle - 0.5) < 1e-12)
    #expect(abs(parts.m11 - 1) < 1e-12 && abs(parts.m12) < 1e-12)
    #expect(abs(parts.m21) < 1e-12 && abs(parts.m22 - 1) < 1e-12)
    #expect(parts.translation == CGPoint(x: 7, y: -4))
    #expect(Self.close(parts.transform, m))
  }

  @Test func mirrorImagesNegateOneScale() {
    #expect(AffineTransformDecomposition(CGAffineTransform(scaleX: -1, y: 1)).scaleX == -1)
    #expect(AffineTransformDecomposition(CGAffineTransform(scaleX: 1, y: -1)).scaleY == -1)
  }

  @Test func randomTransformsRoundTrip() {
    var rng = SeededRandom(seed: 0xAF)
    for _ in 0..<5_000 {
      let m = CGAffineTransform(
        a: rng.double(-3...3), b: rng.double(-3...3),
        c: rng.double(-3...3), d: rng.double(-3...3),
        tx: rng.double(-500...500), ty: rng.double(-500...500))
      #expect(Self.close(AffineTransformDecomposition(m).transform, m, 1e-9), "\(m)")
    }
  }

  /// Identity → rotation(π/2): every frame is a pure rotation by f·π/2 (no squash).
  @Test(arguments: [0.1, 0.25, 0.5, 0.9, 1.3])
  func rotationStaysARotation(fraction: Double) {
    let end = CGAffineTransform(rotationAngle: .pi / 2)
    let mid = CGAffineTransform.identity.interpolated(to: end, fraction: fraction)
    #expect(Self.close(mid, CGAffineTransform(rotationAngle: fraction * .pi / 2), 1e-12))
  }

  @Test func rotationTakesTheShortWayRound() {
    // −170° to +170° goes through 180°, not through 0°.
    let a = CGAffineTransform(rotationAngle: -170 * .pi / 180)
    let b = CGAffineTransform(rotationAngle: 170 * .pi / 180)
    let mid = a.interpolated(to: b, fraction: 0.5)
    #expect(Self.close(mid, CGAffineTransform(rotationAngle: .pi), 1e-12))
  }

  @Test func combinedMotionBlendsEachPart() {
    func make(_ s: Double, _ angle: Double, _ tx: Double, _ ty: Double) -> CGAffineTransform {
      CGAffineTransform(scaleX: s, y: s).concatenating(CGAffineTransform(rotationAngle: angle))
        .concatenating(CGAffineTransform(translationX: tx, y: ty))
    }
    let (a, b) = (make(1, 0, 0, 0), make(0.5, 0.6, 100, 40))
    let mid = a.interpolated(to: b, fraction: 0.5)
    let expected = make(0.75, 0.3, 50, 20)
    #expect(Self.close(mid, expected, 1e-12))
  }

  @Test func horizontalFlipSqueezesThroughZero() {
    let flip = CGAffineTransform(scaleX: -1, y: 1)
    let mid = CGAffineTransform.identity.interpolated(to: flip, fraction: 0.5)
    #expect(Self.close(mid, CGAffineTransform(a: 0, b: 0, c: 0, d: 1, tx: 0, ty: 0), 1e-12))
  }

  /// Mirrored in x, then in y: Core Animation turns one into a rotation so no axis collapses.
  @Test func oppositeMirrorsRotateInstead() {
    let a = CGAffineTransform(scaleX: -1, y: 1)
    let b = CGAffineTransform(scaleX: 1, y: -1)
    for i in 1..<10 {
      let m = a.interpolated(to: b, fraction: Double(i) / 10)
      // Both columns keep unit length: no squash.
      #expect(abs(hypot(m.a, m.b) - 1) < 1e-12 && abs(hypot(m.c, m.d) - 1) < 1e-12)
    }
  }

  @Test func endPointsAreExact() {
    var rng = SeededRandom(seed: 0xB0)
    for _ in 0..<500 {
      let a = CGAffineTransform(rotationAngle: rng.double(-3...3))
        .scaledBy(x: rng.double(0.1...3), y: 2)
      let b = CGAffineTransform(translationX: rng.double(-9...9), y: 1)
        .rotated(by: rng.double(-3...3))
      #expect(a.interpolated(to: b, fraction: 0) == a)
      #expect(a.interpolated(to: b, fraction: 1) == b)
    }
    let moved = CGAffineTransform(translationX: 3, y: 4)
    #expect(CGAffineTransform.identity.pacingDistance(to: moved) == 5)
  }

  /// Scales and translations alone blend without any rotation, exactly: no 10⁻¹⁶ skew that would
  /// turn an axis-aligned layer into a polygon for the compositor.
  @Test func unrotatedEndsStayExactlyUnrotated() {
    let a = CGAffineTransform(translationX: 12, y: -3).scaledBy(x: 0.9, y: 0.9)
    let b = CGAffineTransform(scaleX: 1.2, y: 0.5)
    for i in 1..<10 {
      let m = a.interpolated(to: b, fraction: Double(i) / 10)
      #expect(m.b == 0 && m.c == 0, "fraction \(Double(i) / 10): \(m)")
    }
    // A rotation from or to zero still takes the short way round through 2π.
    let turned = CGAffineTransform(rotationAngle: 3 * .pi / 2)
    let half = CGAffineTransform.identity.interpolated(to: turned, fraction: 0.5)
    #expect(abs(atan2(half.b, half.a) - (-.pi / 4)) < 1e-12)
  }
}
