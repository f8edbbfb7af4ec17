import Foundation

/// A 4 × 4 homogeneous transform, as in Core Animation.
///
/// Points are row vectors multiplied on the left: `[x y z 1] × M`. So `m41 m42 m43` hold the
/// translation and `m34` the perspective term: setting `m34 = -1 / d` puts the eye at distance `d`
/// in front of the z = 0 plane, which is how UIKit's flip transitions get their depth.
///
///     X = x·m11 + y·m21 + z·m31 + m41        W = x·m14 + y·m24 + z·m34 + m44
///     Y = x·m12 + y·m22 + z·m32 + m42        screen point = (X / W, Y / W)
public struct CATransform3D: Hashable, Sendable {
  public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
  public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
  public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
  public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

  /// Creates the identity transform.
  @inlinable public init() {
    self.init(
      m11: 1, m12: 0, m13: 0, m14: 0,
      m21: 0, m22: 1, m23: 0, m24: 0,
      m31: 0, m32: 0, m33: 1, m34: 0,
      m41: 0, m42: 0, m43: 0, m44: 1)
  }

  /// Creates a transform from its sixteen entries, row by row.
  @inlinable public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
    m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
    m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
    m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
  ) {
    self.m11 = m11
    self.m12 = m12
    self.m13 = m13
    self.m14 = m14
    self.m21 = m21
    self.m22 = m22
    self.m23 = m23
    self.m24 = m24
    self.m31 = m31
    self.m32 = m32
    self.m33 = m33
    self.m34 = m34
    self.m41 = m41
    self.m42 = m42
    self.m43 = m43
    self.m44 = m44
  }

  /// The identity transform.
  public static let identity = CATransform3D()

  /// Whether this is exactly the identity transform.
  @inlinable public var isIdentity: Bool { self == .identity }

  /// Whether the transform only acts in the plane: no z terms and no perspective.
  @inlinable public var isAffine: Bool {
    m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1
      && m34 == 0 && m43 == 0 && m44 == 1
  }

  /// Returns `self × t`: first this transform, then `t`.
  @inlinable public func concatenating(_ t: CATransform3D) -> CATransform3D {
    let a = self
    return CATransform3D(
      m11: a.m11 * t.m11 + a.m12 * t.m21 + a.m13 * t.m31 + a.m14 * t.m41,
      m12: a.m11 * t.m12 + a.m12 * t.m22 + a.m13 * t.m32 + a.m14 * t.m42,
      m13: a.m11 * t.m13 + a.m12 * t.m23 + a.m13 * t.m33 + a.m14 * t.m43,
      m14: a.m11 * t.m14 + a.m12 * t.m24 + a.m13 * t.m34 + a.m14 * t.m44,
      m21: a.m21 * t.m11 + a.m22 * t.m21 + a.m23 * t.m31 + a.m24 * t.m41,
      m22: a.m21 * t.m12 + a.m22 * t.m22 + a.m23 * t.m32 + a.m24 * t.m42,
      m23: a.m21 * t.m13 + a.m22 * t.m23 + a.m23 * t.m33 + a.m24 * t.m43,
      m24: a.m21 * t.m14 + a.m22 * t.m24 + a.m23 * t.m34 + a.m24 * t.m44,
      m31: a.m31 * t.m11 + a.m32 * t.m21 + a.m33 * t.m31 + a.m34 * t.m41,
      m32: a.m31 * t.m12 + a.m32 * t.m22 + a.m33 * t.m32 + a.m34 * t.m42,
      m33: a.m31 * t.m13 + a.m32 * t.m23 + a.m33 * t.m33 + a.m34 * t.m43,
      m34: a.m31 * t.m14 + a.m32 * t.m24 + a.m33 * t.m34 + a.m34 * t.m44,
      m41: a.m41 * t.m11 + a.m42 * t.m21 + a.m43 * t.m31 + a.m44 * t.m41,
      m42: a.m41 * t.m12 + a.m42 * t.m22 + a.m43 * t.m32 + a.m44 * t.m42,
      m43: a.m41 * t.m13 + a.m42 * t.m23 + a.m43 * t.m33 + a.m44 * t.m43,
      m44: a.m41 * t.m14 + a.m42 * t.m24 + a.m43 * t.m34 + a.m44 * t.m44)
  }

  /// The transform with Core Animation's flattening applied: z is dropped after this transform,
  /// so that what it maps lands in the z = 0 plane of the layer that contains it.
  ///
  /// A `CALayer` renders its sublayers into its own plane (only `CATransformLayer` preserves 3-D),
  /// so composing a child's transform into its parent's uses the flattened child transform.
  @inlinable public var flattened: CATransform3D {
    var t = self
    t.m13 = 0
    t.m23 = 0
    t.m33 = 1
    t.m43 = 0
    t.m31 = 0
    t.m32 = 0
    t.m34 = 0
    return t
  }

  /// Maps the point `(x, y)` of the z = 0 plane; returns the homogeneous `(X, Y, W)`.
  @inlinable public func projecting(x: CGFloat, y: CGFloat) -> (x: CGFloat, y: CGFloat, w: CGFloat)
  {
    (x * m11 + y * m21 + m41, x * m12 + y * m22 + m42, x * m14 + y * m24 + m44)
  }

  /// The inverse transform, or `nil` when the matrix is singular.
  public var inverse: CATransform3D? {
    let m = [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    var inv = [CGFloat](repeating: 0, count: 16)
    // Cofactor expansion (the adjugate divided by the determinant).
    inv[0] =
      m[5] * m[10] * m[15] - m[5] * m[11] * m[14] - m[9] * m[6] * m[15] + m[9] * m[7] * m[14] + m[
        13] * m[6] * m[11] - m[13] * m[7] * m[10]
    inv[4] =
      -m[4] * m[10] * m[15] + m[4] * m[11] * m[14] + m[8] * m[6] * m[15] - m[8] * m[7] * m[14] - m[
        12] * m[6] * m[11] + m[12] * m[7] * m[10]
    inv[8] =
      m[4] * m[9] * m[15] - m[4] * m[11] * m[13] - m[8] * m[5] * m[15] + m[8] * m[7] * m[13] + m[12]
      * m[5] * m[11] - m[12] * m[7] * m[9]
    inv[12] =
      -m[4] * m[9] * m[14] + m[4] * m[10] * m[13] + m[8] * m[5] * m[14] - m[8] * m[6] * m[13] - m[
        12] * m[5] * m[10] + m[12] * m[6] * m[9]
    inv[1] =
      -m[1] * m[10] * m[15] + m[1] * m[11] * m[14] + m[9] * m[2] * m[15] - m[9] * m[3] * m[14] - m[
        13] * m[2] * m[11] + m[13] * m[3] * m[10]
    inv[5] =
      m[0] * m[10] * m[15] - m[0] * m[11] * m[14] - m[8] * m[2] * m[15] + m[8] * m[3] * m[14] + m[
        12] * m[2] * m[11] - m[12] * m[3] * m[10]
    inv[9] =
      -m[0] * m[9] * m[15] + m[0] * m[11] * m[13] + m[8] * m[1] * m[15] - m[8] * m[3] * m[13] - m[
        12] * m[1] * m[11] + m[12] * m[3] * m[9]
    inv[13] =
      m[0] * m[9] * m[14] - m[0] * m[10] * m[13] - m[8] * m[1] * m[14] + m[8] * m[2] * m[13] + m[12]
      * m[1] * m[10] - m[12] * m[2] * m[9]
    inv[2] =
      m[1] * m[6] * m[15] - m[1] * m[7] * m[14] - m[5] * m[2] * m[15] + m[5] * m[3] * m[14] + m[13]
      * m[2] * m[7] - m[13] * m[3] * m[6]
    inv[6] =
      -m[0] * m[6] * m[15] + m[0] * m[7] * m[14] + m[4] * m[2] * m[15] - m[4] * m[3] * m[14] - m[12]
      * m[2] * m[7] + m[12] * m[3] * m[6]
    inv[10] =
      m[0] * m[5] * m[15] - m[0] * m[7] * m[13] - m[4] * m[1] * m[15] + m[4] * m[3] * m[13] + m[12]
      * m[1] * m[7] - m[12] * m[3] * m[5]
    inv[14] =
      -m[0] * m[5] * m[14] + m[0] * m[6] * m[13] + m[4] * m[1] * m[14] - m[4] * m[2] * m[13] - m[12]
      * m[1] * m[6] + m[12] * m[2] * m[5]
    inv[3] =
      -m[1] * m[6] * m[11] + m[1] * m[7] * m[10] + m[5] * m[2] * m[11] - m[5] * m[3] * m[10] - m[9]
      * m[2] * m[7] + m[9] * m[3] * m[6]
    inv[7] =
      m[0] * m[6] * m[11] - m[0] * m[7] * m[10] - m[4] * m[2] * m[11] + m[4] * m[3] * m[10] + m[8]
      * m[2] * m[7] - m[8] * m[3] * m[6]
    inv[11] =
      -m[0] * m[5] * m[11] + m[0] * m[7] * m[9] + m[4] * m[1] * m[11] - m[4] * m[3] * m[9] - m[8]
      * m[1] * m[7] + m[8] * m[3] * m[5]
    inv[15] =
      m[0] * m[5] * m[10] - m[0] * m[6] * m[9] - m[4] * m[1] * m[10] + m[4] * m[2] * m[9] + m[8]
      * m[1] * m[6] - m[8] * m[2] * m[5]
    let det = m[0] * inv[0] + m[1] * inv[4] + m[2] * inv[8] + m[3] * inv[12]
    guard det != 0, det.isFinite else { return nil }
    let s = 1 / det
    return CATransform3D(
      m11: inv[0] * s, m12: inv[1] * s, m13: inv[2] * s, m14: inv[3] * s,
      m21: inv[4] * s, m22: inv[5] * s, m23: inv[6] * s, m24: inv[7] * s,
      m31: inv[8] * s, m32: inv[9] * s, m33: inv[10] * s, m34: inv[11] * s,
      m41: inv[12] * s, m42: inv[13] * s, m43: inv[14] * s, m44: inv[15] * s)
  }

  /// Whether every entry is finite (no NaN or infinity).
  @inlinable public var isFinite: Bool {
    m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite
      && m21.isFinite && m22.isFinite && m23.isFinite && m24.isFinite
      && m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite
      && m41.isFinite && m42.isFinite && m43.isFinite && m44.isFinite
  }
}

extension CATransform3D: CustomStringConvertible {
  public var description: String {
    "CATransform3D([\(m11), \(m12), \(m13), \(m14)], [\(m21), \(m22), \(m23), \(m24)], "
      + "[\(m31), \(m32), \(m33), \(m34)], [\(m41), \(m42), \(m43), \(m44)])"
  }
}
