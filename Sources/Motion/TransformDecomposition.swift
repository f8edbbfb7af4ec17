import Foundation
import Geometry

/// A 3-D transform split into scale, shear, rotation, translation and perspective: the form in
/// which Core Animation blends `CATransform3D` values that are not both affine.
///
/// This is the "unmatrix" of Graphics Gems II (Spencer W. Thomas) with the rotation kept as a
/// quaternion, as WebKit and the CSS Transforms specification use it. With row vectors
/// (`p′ = p·M`, Core Animation's convention), the matrix is rebuilt as
///
///     M = | S·K·R  0 | · P        S = diag(scale)
///         |   T    1 |            K = | 1      0      0 |    R = rotation (from the quaternion)
///                                     | xy     1      0 |    T = translation
///                                     | xz     yz     1 |    P = I with column 4 = perspective
///
/// so points are scaled, sheared, rotated, translated, then projected.
public struct TransformDecomposition: Hashable, Sendable {
  /// Translation `(m41, m42, m43)` after normalisation.
  public var translation: (x: Double, y: Double, z: Double)
  /// Scale along each axis, applied first; all three are negated for a mirror image.
  public var scale: (x: Double, y: Double, z: Double)
  /// Shear factors: `xy` adds x to y, `xz` adds x to z, `yz` adds y to z.
  public var shear: (xy: Double, xz: Double, yz: Double)
  /// The rotation.
  public var rotation: Quaternion
  /// The perspective column `(m14, m24, m34, m44)` of the projection P; (0, 0, 0, 1) for none.
  public var perspective: (x: Double, y: Double, z: Double, w: Double)

  /// Decomposes a 3-D transform.
  ///
  /// - Parameter t: The transform.
  /// - Returns: `nil` when `m44` is 0 or the 3 × 3 linear part is singular (a zero scale), which
  ///   cannot be decomposed.
  public init?(_ t: CATransform3D) {
    guard t.m44 != 0, t.isFinite else { return nil }
    let n = 1 / Double(t.m44)
    // Rows of the normalised matrix.
    var r0 = SIMD3(Double(t.m11), Double(t.m12), Double(t.m13)) * n
    var r1 = SIMD3(Double(t.m21), Double(t.m22), Double(t.m23)) * n
    var r2 = SIMD3(Double(t.m31), Double(t.m32), Double(t.m33)) * n
    let tr = SIMD3(Double(t.m41), Double(t.m42), Double(t.m43)) * n
    let column = SIMD4(Double(t.m14), Double(t.m24), Double(t.m34), Double(t.m44)) * n

    // Perspective: M = A · P with A = M whose last column is (0, 0, 0, 1), so p = A⁻¹ · column.
    if column.x != 0 || column.y != 0 || column.z != 0 {
      let a = CATransform3D(
        m11: r0.x, m12: r0.y, m13: r0.z, m14: 0, m21: r1.x, m22: r1.y, m23: r1.z, m24: 0,
        m31: r2.x, m32: r2.y, m33: r2.z, m34: 0, m41: tr.x, m42: tr.y, m43: tr.z, m44: 1)
      guard let inv = a.inverse else { return nil }
      func row(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> Double {
        (SIMD4(Double(a), Double(b), Double(c), Double(d)) * column).sum()
      }
      perspective = (
        row(inv.m11, inv.m12, inv.m13, inv.m14), row(inv.m21, inv.m22, inv.m23, inv.m24),
        row(inv.m31, inv.m32, inv.m33, inv.m34), row(inv.m41, inv.m42, inv.m43, inv.m44)
      )
    } else {
      perspective = (0, 0, 0, 1)
    }
    translation = (tr.x, tr.y, tr.z)

    // Gram–Schmidt on the rows: lengths are the scales, projections the shears.
    func length(_ v: SIMD3<Double>) -> Double { (v * v).sum().squareRoot() }
    func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }
    var s = SIMD3(length(r0), 0.0, 0.0)
    guard s.x > 0 else { return nil }
    r0 /= s.x
    var xy = dot(r0, r1)
    r1 -= xy * r0
    s.y = length(r1)
    guard s.y > 0 else { return nil }
    r1 /= s.y
    xy /= s.y
    var xz = dot(r0, r2)
    r2 -= xz * r0
    var yz = dot(r1, r2)
    r2 -= yz * r1
    s.z = length(r2)
    guard s.z > 0, s.x.isFinite, s.y.isFinite, s.z.isFinite else { return nil }
    r2 /= s.z
    xz /= s.z
    yz /= s.z

    // A left-handed frame is a mirror image: negate the scales and rows to get a rotation.
    let cross = SIMD3(
      r1.y * r2.z - r1.z * r2.y, r1.z * r2.x - r1.x * r2.z, r1.x * r2.y - r1.y * r2.x)
    if dot(r0, cross) < 0 {
      s = -s
      (r0, r1, r2) = (-r0, -r1, -r2)
    }
    scale = (s.x, s.y, s.z)
    shear = (xy, xz, yz)
    rotation = Self.quaternion(rows: r0, r1, r2)
  }

  /// The quaternion of a rotation matrix given by rows (row vectors, so the usual column-vector
  /// matrix is the transpose; Shepperd's method picks the largest pivot).
  static func quaternion(rows r0: SIMD3<Double>, _ r1: SIMD3<Double>, _ r2: SIMD3<Double>)
    -> Quaternion
  {
    let trace = r0.x + r1.y + r2.z
    if trace > 0 {
      let s = (trace + 1).squareRoot() * 2
      return Quaternion(x: (r1.z - r2.y) / s, y: (r2.x - r0.z) / s, z: (r0.y - r1.x) / s, w: s / 4)
    } else if r0.x > r1.y && r0.x > r2.z {
      let s = (1 + r0.x - r1.y - r2.z).squareRoot() * 2
      return Quaternion(x: s / 4, y: (r1.x + r0.y) / s, z: (r2.x + r0.z) / s, w: (r1.z - r2.y) / s)
    } else if r1.y > r2.z {
      let s = (1 + r1.y - r0.x - r2.z).squareRoot() * 2
      return Quaternion(x: (r1.x + r0.y) / s, y: s / 4, z: (r2.y + r1.z) / s, w: (r2.x - r0.z) / s)
    } else {
      let s = (1 + r2.z - r0.x - r1.y).squareRoot() * 2
      return Quaternion(x: (r2.x + r0.z) / s, y: (r2.y + r1.z) / s, z: s / 4, w: (r0.y - r1.x) / s)
    }
  }

  /// The transform rebuilt from the parts.
  public var transform: CATransform3D {
    let (x, y, z, w) = (rotation.x, rotation.y, rotation.z, rotation.w)
    // Rows of R: the transpose of the usual column-vector rotation matrix.
    let n0 = SIMD3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w))
    let n1 = SIMD3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w))
    let n2 = SIMD3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y))
    // S · K · R.
    let l0 = scale.x * n0
    let l1 = scale.y * (shear.xy * n0 + n1)
    let l2 = scale.z * (shear.xz * n0 + shear.yz * n1 + n2)
    let p = SIMD3(perspective.x, perspective.y, perspective.z)
    let t = SIMD3(translation.x, translation.y, translation.z)
    // (A · P): the first three columns are A's; column 4 is A · p.
    return CATransform3D(
      m11: l0.x, m12: l0.y, m13: l0.z, m14: (l0 * p).sum(),
      m21: l1.x, m22: l1.y, m23: l1.z, m24: (l1 * p).sum(),
      m31: l2.x, m32: l2.y, m33: l2.z, m34: (l2 * p).sum(),
      m41: t.x, m42: t.y, m43: t.z, m44: (t * p).sum() + perspective.w)
  }

  /// Blends two decompositions: every part linearly, except the rotation, which is slerped along
  /// the shorter arc (see ``Quaternion/slerp(to:fraction:)``).
  ///
  /// - Parameters:
  ///   - end: The decomposition at fraction 1.
  ///   - fraction: How far to go; may leave `[0, 1]`.
  /// - Returns: The blended decomposition.
  public func interpolated(to end: TransformDecomposition, fraction: Double)
    -> TransformDecomposition
  {
    var r = self
    r.translation = (
      lerp(translation.x, end.translation.x, fraction),
      lerp(translation.y, end.translation.y, fraction),
      lerp(translation.z, end.translation.z, fraction)
    )
    r.scale = (
      lerp(scale.x, end.scale.x, fraction), lerp(scale.y, end.scale.y, fraction),
      lerp(scale.z, end.scale.z, fraction)
    )
    r.shear = (
      lerp(shear.xy, end.shear.xy, fraction), lerp(shear.xz, end.shear.xz, fraction),
      lerp(shear.yz, end.shear.yz, fraction)
    )
    r.perspective = (
      lerp(perspective.x, end.perspective.x, fraction),
      lerp(perspective.y, end.perspective.y, fraction),
      lerp(perspective.z, end.perspective.z, fraction),
      lerp(perspective.w, end.perspective.w, fraction)
    )
    r.rotation = rotation.slerp(to: end.rotation, fraction: fraction)
    return r
  }

  // MARK: Hashable (tuples are not)

  /// Two decompositions are equal when every part is equal.
  public static func == (a: TransformDecomposition, b: TransformDecomposition) -> Bool {
    a.translation == b.translation && a.scale == b.scale && a.shear == b.shear
      && a.rotation == b.rotation && a.perspective == b.perspective
  }

  public func hash(into hasher: inout Hasher) {
    let parts = [
      translation.x, translation.y, translation.z, scale.x, scale.y, scale.z, shear.xy, shear.xz,
      shear.yz, perspective.x, perspective.y, perspective.z, perspective.w,
    ]
    for part in parts { hasher.combine(part) }
    hasher.combine(rotation)
  }
}
