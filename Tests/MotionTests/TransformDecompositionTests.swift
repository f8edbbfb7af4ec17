import Foundation
import Geometry
import TestSupport
import Testing

@testable import Motion

@Suite struct TransformDecompositionTests {
  /// The sixteen entries, row by row.
  static func entries(_ t: CATransform3D) -> [Double] {
    [
      t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
      t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
    ].map { Double($0) }
  }

  static func close(_ a: CATransform3D, _ b: CATransform3D, _ tolerance: Double = 1e-9) -> Bool {
    zip(entries(a), entries(b)).allSatisfy { abs($0 - $1) <= tolerance }
  }

  /// The largest absolute entry (at least 1).
  static func magnitude(_ t: CATransform3D) -> Double {
    entries(t).reduce(1) { Swift.max($0, abs($1)) }
  }

  /// The same projective transform with m44 = 1: what a decomposition rebuilds.
  static func normalized(_ t: CATransform3D) -> CATransform3D {
    let s = 1 / t.m44
    return CATransform3D(
      m11: t.m11 * s, m12: t.m12 * s, m13: t.m13 * s, m14: t.m14 * s,
      m21: t.m21 * s, m22: t.m22 * s, m23: t.m23 * s, m24: t.m24 * s,
      m31: t.m31 * s, m32: t.m32 * s, m33: t.m33 * s, m34: t.m34 * s,
      m41: t.m41 * s, m42: t.m42 * s, m43: t.m43 * s, m44: 1)
  }

  /// A random transform built as scale · shear · rotation · translation · perspective.
  static func random(_ rng: inout SeededRandom, perspective: Bool) -> CATransform3D {
    var shear = CATransform3D.identity
    shear.m21 = rng.double(-0.5...0.5)
    shear.m31 = rng.double(-0.5...0.5)
    shear.m32 = rng.double(-0.5...0.5)
    var p = CATransform3D.identity
    if perspective {
      p.m14 = rng.double(-0.002...0.002)
      p.m24 = rng.double(-0.002...0.002)
      p.m34 = rng.double(-0.002...0.002)
    }
    let scale = CATransform3DMakeScale(
      rng.double(0.2...3), rng.double(0.2...3), rng.double(0.2...3))
    let rotation = CATransform3DMakeRotation(
      rng.double(-3...3), rng.double(-1...1), rng.double(-1...1), rng.double(-1...1))
    let translation = CATransform3DMakeTranslation(
      rng.double(-400...400), rng.double(-400...400), rng.double(-50...50))
    return scale.concatenating(shear).concatenating(rotation).concatenating(translation)
      .concatenating(p)
  }

  @Test func randomTransformsRoundTrip() throws {
    var rng = SeededRandom(seed: 0x3D)
    for i in 0..<3_000 {
      let m = Self.random(&rng, perspective: i % 2 == 0)
      let parts = try #require(TransformDecomposition(m))
      #expect(Self.close(parts.transform, Self.normalized(m), 1e-8), "\(m)")
    }
  }

  @Test func decomposesKnownParts() throws {
    let m = CATransform3DMakeScale(2, 3, 4)
      .concatenating(CATransform3DMakeRotation(.pi / 3, 0, 0, 1))
      .concatenating(CATransform3DMakeTranslation(10, 20, 30))
    let parts = try #require(TransformDecomposition(m))
    #expect(abs(parts.scale.x - 2) < 1e-12 && abs(parts.scale.y - 3) < 1e-12)
    #expect(abs(parts.scale.z - 4) < 1e-12)
    #expect(parts.translation == (10, 20, 30))
    // Rotation by π/3 about z: (0, 0, sin π/6, cos π/6).
    #expect(abs(parts.rotation.z - 0.5) < 1e-12)
    #expect(abs(parts.rotation.w - 0.75.squareRoot()) < 1e-12)
    #expect(parts.perspective == (0, 0, 0, 1))
  }

  @Test func mirrorImageDecomposesWithNegativeScales() throws {
    let parts = try #require(TransformDecomposition(CATransform3DMakeScale(-1, 1, 1)))
    #expect(parts.scale.x < 0 && parts.scale.y < 0 && parts.scale.z < 0)
    #expect(Self.close(parts.transform, CATransform3DMakeScale(-1, 1, 1), 1e-12))
  }

  @Test func singularTransformsDoNotDecompose() {
    #expect(TransformDecomposition(CATransform3DMakeScale(0, 1, 1)) == nil)
    var noW = CATransform3D.identity
    noW.m44 = 0
    #expect(TransformDecomposition(noW) == nil)
  }

  /// A flip about the y axis, as `.flipHorizontal` does: every frame is a rotation by f·π/2.
  @Test(arguments: [0.1, 0.25, 0.5, 0.75, 0.9])
  func rotationAboutYStaysARotation(fraction: Double) {
    let end = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
    let mid = CATransform3D.identity.interpolated(to: end, fraction: fraction)
    #expect(Self.close(mid, CATransform3DMakeRotation(fraction * .pi / 2, 0, 1, 0), 1e-12))
  }

  @Test func rotationWithPerspectiveKeepsThePerspective() {
    var eye = CATransform3D.identity
    eye.m34 = -1 / 1200
    let start = eye
    let end = CATransform3DMakeRotation(.pi / 2, 0, 1, 0).concatenating(eye)
    let mid = start.interpolated(to: end, fraction: 0.5)
    #expect(Self.close(mid, CATransform3DMakeRotation(.pi / 4, 0, 1, 0).concatenating(eye), 1e-12))
  }

  /// Affine pairs take the 2-D path, so planar rotations match CGAffineTransform's blend.
  @Test func affinePairsUseTheTwoDimensionalRule() {
    let a = CGAffineTransform(scaleX: -1, y: 1)
    let b = CGAffineTransform(rotationAngle: 0.7)
      .concatenating(CGAffineTransform(translationX: 5, y: 9))
    let blended3D = CATransform3DMakeAffineTransform(a)
      .interpolated(to: CATransform3DMakeAffineTransform(b), fraction: 0.3)
    #expect(blended3D.isAffine)
    #expect(blended3D == CATransform3DMakeAffineTransform(a.interpolated(to: b, fraction: 0.3)))
  }

  @Test func undecomposableTransformsBlendEntryByEntry() {
    let flat = CATransform3DMakeScale(0, 0, 1)
    let end = CATransform3DMakeRotation(1, 1, 0, 0)
    let mid = flat.interpolated(to: end, fraction: 0.5)
    #expect(mid.m22 == (flat.m22 + end.m22) / 2 && mid.m23 == end.m23 / 2)
  }

  @Test func endPointsAreExact() {
    var rng = SeededRandom(seed: 0x3E)
    for _ in 0..<300 {
      let a = Self.random(&rng, perspective: true)
      let b = Self.random(&rng, perspective: false)
      #expect(a.interpolated(to: b, fraction: 0) == a)
      #expect(a.interpolated(to: b, fraction: 1) == b)
      // Between, the blend stays finite and close to the ends near 0 and 1.
      // (A decomposition rebuilds the transform scaled to m44 = 1, the same projective map;
      // random perspectives can make m44 small, so the tolerance is relative.)
      let (na, nb) = (Self.normalized(a), Self.normalized(b))
      #expect(Self.close(a.interpolated(to: b, fraction: 1e-9), na, 1e-5 * Self.magnitude(na)))
      #expect(Self.close(a.interpolated(to: b, fraction: 1 - 1e-9), nb, 1e-5 * Self.magnitude(nb)))
    }
    #expect(CATransform3D.identity.pacingDistance(to: CATransform3DMakeTranslation(3, 4, 0)) == 5)
  }

  /// From +3 rad to −3 rad about x the short way is 0.28 rad through π, not 6 rad through 0.
  @Test func threeDimensionalRotationTakesTheShorterArc() {
    let a = CATransform3DMakeRotation(3, 1, 0, 0)
    let b = CATransform3DMakeRotation(-3, 1, 0, 0)
    #expect(
      Self.close(a.interpolated(to: b, fraction: 0.5), CATransform3DMakeRotation(.pi, 1, 0, 0)))
  }

  @Test func slerpFollowsTheShorterArc() {
    let q0 = Quaternion.identity
    let q1 = Quaternion(x: 0, y: 0, z: -1, w: 0)  // π about z, written with the "long" sign
    let half = q0.slerp(to: q1, fraction: 0.5)
    #expect(abs(abs(half.z) - 0.5.squareRoot()) < 1e-12 && abs(half.w - 0.5.squareRoot()) < 1e-12)
    // +3 rad and −3 rad about z, written with w > 0: q·q′ < 0, so one is negated and the blend
    // passes through π, not through the identity.
    let plus = Quaternion(x: 0, y: 0, z: sin(1.5), w: cos(1.5))
    let minus = Quaternion(x: 0, y: 0, z: -sin(1.5), w: cos(1.5))
    let through = plus.slerp(to: minus, fraction: 0.5)
    #expect(abs(abs(through.z) - 1) < 1e-12 && abs(through.w) < 1e-12)
    let same = Quaternion(x: 0.1, y: 0.2, z: 0.3, w: 0.9).normalized
    #expect(abs(same.slerp(to: same, fraction: 0.4).dot(same) - 1) < 1e-12)
    #expect(Quaternion(x: 0, y: 0, z: 0, w: 0).normalized == .identity)
  }
}
