import Foundation

/// A unit quaternion `(x, y, z, w)`: a 3-D rotation by `2·acos(w)` about the axis `(x, y, z)`.
///
/// Rotations are blended by spherical linear interpolation along the shorter arc, which is how
/// Core Animation blends the rotation part of 3-D transforms.
public struct Quaternion: Hashable, Sendable {
  /// The x component of the axis, times sin(angle / 2).
  public var x: Double
  /// The y component of the axis, times sin(angle / 2).
  public var y: Double
  /// The z component of the axis, times sin(angle / 2).
  public var z: Double
  /// cos(angle / 2).
  public var w: Double

  /// Creates a quaternion from its components (not normalised).
  @inlinable public init(x: Double, y: Double, z: Double, w: Double) {
    self.x = x
    self.y = y
    self.z = z
    self.w = w
  }

  /// The identity rotation, (0, 0, 0, 1).
  public static let identity = Quaternion(x: 0, y: 0, z: 0, w: 1)

  /// The four-dimensional dot product.
  @inlinable public func dot(_ q: Quaternion) -> Double { x * q.x + y * q.y + z * q.z + w * q.w }

  /// The quaternion scaled to unit length (the identity if it has no length).
  @inlinable public var normalized: Quaternion {
    let n = dot(self).squareRoot()
    guard n > 0, n.isFinite else { return .identity }
    return Quaternion(x: x / n, y: y / n, z: z / n, w: w / n)
  }

  /// Spherical linear interpolation along the shorter arc.
  ///
  ///     if q₀·q₁ < 0 then q₁ ← −q₁        (q and −q are the same rotation)
  ///     θ = acos(q₀·q₁)
  ///     slerp(f) = (sin((1 − f)·θ)·q₀ + sin(f·θ)·q₁) / sin θ
  ///
  /// Nearly parallel quaternions (q₀·q₁ > 0.9995) are blended linearly and normalised instead.
  ///
  /// - Parameters:
  ///   - end: The rotation at fraction 1.
  ///   - fraction: How far to go; values outside `[0, 1]` extrapolate along the same great circle.
  /// - Returns: A unit quaternion.
  public func slerp(to end: Quaternion, fraction: Double) -> Quaternion {
    var end = end
    var cosine = dot(end)
    if cosine < 0 {
      end = Quaternion(x: -end.x, y: -end.y, z: -end.z, w: -end.w)
      cosine = -cosine
    }
    let (p, q): (Double, Double)
    if cosine > 0.9995 {
      (p, q) = (1 - fraction, fraction)
    } else {
      let theta = acos(Swift.min(cosine, 1))
      let s = sin(theta)
      (p, q) = (sin((1 - fraction) * theta) / s, sin(fraction * theta) / s)
    }
    return Quaternion(
      x: p * x + q * end.x, y: p * y + q * end.y, z: p * z + q * end.z, w: p * w + q * end.w
    ).normalized
  }
}
