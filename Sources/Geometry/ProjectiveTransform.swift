import Foundation

/// A 3 × 3 projective transform of the plane (a homography), with row vectors like
/// ``CATransform3D``: `[x y 1] × H = [X Y W]`, and the mapped point is `(X / W, Y / W)`.
///
/// It is what a ``CATransform3D`` does to the z = 0 plane of a layer, which is all a renderer needs.
public struct ProjectiveTransform: Hashable, Sendable {
  public var m11: CGFloat, m12: CGFloat, m13: CGFloat
  public var m21: CGFloat, m22: CGFloat, m23: CGFloat
  public var m31: CGFloat, m32: CGFloat, m33: CGFloat

  /// Creates a transform from its nine entries, row by row.
  @inlinable public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat,
    m21: CGFloat, m22: CGFloat, m23: CGFloat,
    m31: CGFloat, m32: CGFloat, m33: CGFloat
  ) {
    self.m11 = m11
    self.m12 = m12
    self.m13 = m13
    self.m21 = m21
    self.m22 = m22
    self.m23 = m23
    self.m31 = m31
    self.m32 = m32
    self.m33 = m33
  }

  /// The identity.
  public static let identity = ProjectiveTransform(
    m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

  /// The action of `t` on the z = 0 plane: rows and columns 1, 2 and 4 of the 4 × 4 matrix.
  @inlinable public init(_ t: CATransform3D) {
    self.init(
      m11: t.m11, m12: t.m12, m13: t.m14,
      m21: t.m21, m22: t.m22, m23: t.m24,
      m31: t.m41, m32: t.m42, m33: t.m44)
  }

  /// The same mapping as an affine transform.
  @inlinable public init(_ t: CGAffineTransform) {
    self.init(m11: t.a, m12: t.b, m13: 0, m21: t.c, m22: t.d, m23: 0, m31: t.tx, m32: t.ty, m33: 1)
  }

  /// Whether the transform has no perspective part (`m13 = m23 = 0`, `m33 = 1`).
  @inlinable public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

  /// Whether it only scales and translates, so rectangles stay axis-aligned rectangles.
  @inlinable public var isAxisAligned: Bool { isAffine && m12 == 0 && m21 == 0 }

  /// Whether every entry is finite.
  @inlinable public var isFinite: Bool {
    m11.isFinite && m12.isFinite && m13.isFinite && m21.isFinite && m22.isFinite && m23.isFinite
      && m31.isFinite && m32.isFinite && m33.isFinite
  }

  /// Maps `(x, y)` to homogeneous coordinates `(X, Y, W)`.
  @inlinable public func homogeneous(x: CGFloat, y: CGFloat) -> (x: CGFloat, y: CGFloat, w: CGFloat)
  {
    (x * m11 + y * m21 + m31, x * m12 + y * m22 + m32, x * m13 + y * m23 + m33)
  }

  /// Maps a point (dividing by W). Points with W ≤ 0 lie behind the eye; callers that care must
  /// use ``homogeneous(x:y:)``.
  @inlinable public func apply(_ p: CGPoint) -> CGPoint {
    let h = homogeneous(x: p.x, y: p.y)
    return CGPoint(x: h.x / h.w, y: h.y / h.w)
  }

  /// Returns `self × t`: first this transform, then `t`.
  @inlinable public func concatenating(_ t: ProjectiveTransform) -> ProjectiveTransform {
    ProjectiveTransform(
      m11: m11 * t.m11 + m12 * t.m21 + m13 * t.m31,
      m12: m11 * t.m12 + m12 * t.m22 + m13 * t.m32,
      m13: m11 * t.m13 + m12 * t.m23 + m13 * t.m33,
      m21: m21 * t.m11 + m22 * t.m21 + m23 * t.m31,
      m22: m21 * t.m12 + m22 * t.m22 + m23 * t.m32,
      m23: m21 * t.m13 + m22 * t.m23 + m23 * t.m33,
      m31: m31 * t.m11 + m32 * t.m21 + m33 * t.m31,
      m32: m31 * t.m12 + m32 * t.m22 + m33 * t.m32,
      m33: m31 * t.m13 + m32 * t.m23 + m33 * t.m33)
  }

  /// The inverse mapping, or `nil` when the matrix is singular or not finite.
  public var inverse: ProjectiveTransform? {
    // Adjugate (transposed cofactors) over the determinant.
    let c11 = m22 * m33 - m23 * m32
    let c12 = m23 * m31 - m21 * m33
    let c13 = m21 * m32 - m22 * m31
    let det = m11 * c11 + m12 * c12 + m13 * c13
    guard det != 0, det.isFinite else { return nil }
    let s = 1 / det
    let r = ProjectiveTransform(
      m11: c11 * s, m12: (m13 * m32 - m12 * m33) * s, m13: (m12 * m23 - m13 * m22) * s,
      m21: c12 * s, m22: (m11 * m33 - m13 * m31) * s, m23: (m13 * m21 - m11 * m23) * s,
      m31: c13 * s, m32: (m12 * m31 - m11 * m32) * s, m33: (m11 * m22 - m12 * m21) * s)
    return r.isFinite ? r : nil
  }
}
