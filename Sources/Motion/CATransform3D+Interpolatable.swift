import Foundation
import Geometry

extension CATransform3D: Interpolatable {
  /// Blends two transforms as Core Animation does.
  ///
  /// - When both are affine (`CATransform3D.isAffine`), through
  ///   ``AffineTransformDecomposition``: the 2-D rule, which rotates in the plane.
  /// - Otherwise through ``TransformDecomposition``: scale, shear, translation and perspective
  ///   linearly, rotation by quaternion slerp. A 0 → π/2 rotation about any axis animates as a
  ///   rotation, not a squash.
  /// - When either cannot be decomposed (a zero scale or `m44 = 0`), entry by entry — a choice of
  ///   ours; Core Animation's behaviour there is not known.
  ///
  /// Fractions 0 and 1 return the end points exactly.
  public func interpolated(to end: CATransform3D, fraction: Double) -> CATransform3D {
    if fraction == 0 { return self }
    if fraction == 1 { return end }
    if isAffine && end.isAffine {
      let a = CATransform3DGetAffineTransform(self)
      let b = CATransform3DGetAffineTransform(end)
      return CATransform3DMakeAffineTransform(a.interpolated(to: b, fraction: fraction))
    }
    if let a = TransformDecomposition(self), let b = TransformDecomposition(end) {
      return a.interpolated(to: b, fraction: fraction).transform
    }
    return entrywiseInterpolated(to: end, fraction: fraction)
  }

  /// The Euclidean norm of the difference of the sixteen entries.
  public func pacingDistance(to other: CATransform3D) -> Double {
    let a = [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    let b = [
      other.m11, other.m12, other.m13, other.m14, other.m21, other.m22, other.m23, other.m24,
      other.m31, other.m32, other.m33, other.m34, other.m41, other.m42, other.m43, other.m44,
    ]
    return Double(zip(a, b).reduce(CGFloat(0)) { $0 + ($1.1 - $1.0) * ($1.1 - $1.0) }.squareRoot())
  }

  /// Every entry blended on its own.
  func entrywiseInterpolated(to end: CATransform3D, fraction f: Double) -> CATransform3D {
    CATransform3D(
      m11: lerp(m11, end.m11, f), m12: lerp(m12, end.m12, f), m13: lerp(m13, end.m13, f),
      m14: lerp(m14, end.m14, f), m21: lerp(m21, end.m21, f), m22: lerp(m22, end.m22, f),
      m23: lerp(m23, end.m23, f), m24: lerp(m24, end.m24, f), m31: lerp(m31, end.m31, f),
      m32: lerp(m32, end.m32, f), m33: lerp(m33, end.m33, f), m34: lerp(m34, end.m34, f),
      m41: lerp(m41, end.m41, f), m42: lerp(m42, end.m42, f), m43: lerp(m43, end.m43, f),
      m44: lerp(m44, end.m44, f))
  }
}
