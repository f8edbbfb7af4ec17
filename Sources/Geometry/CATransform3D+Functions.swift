import Foundation

// Core Animation's C-style functions, with the names and argument orders iOS code uses.
// `CATransform3DTranslate(t, …)` and friends put the new operation *before* `t`
// (`Make…(…) × t`), exactly as Core Animation does.

/// The identity transform.
public let CATransform3DIdentity = CATransform3D.identity

/// Whether `t` is the identity transform.
@inlinable public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t.isIdentity }

/// Whether `a` and `b` are equal.
@inlinable public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool
{
  a == b
}

/// A transform that translates by `(tx, ty, tz)`.
@inlinable public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat)
  -> CATransform3D
{
  var t = CATransform3D.identity
  t.m41 = tx
  t.m42 = ty
  t.m43 = tz
  return t
}

/// A transform that scales by `(sx, sy, sz)`.
@inlinable public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat)
  -> CATransform3D
{
  var t = CATransform3D.identity
  t.m11 = sx
  t.m22 = sy
  t.m33 = sz
  return t
}

/// A transform that rotates by `angle` radians about the axis `(x, y, z)`.
///
/// A zero-length axis gives the identity. About `(0, 0, 1)` this equals
/// `CGAffineTransform(rotationAngle: angle)`.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat)
  -> CATransform3D
{
  let length = (x * x + y * y + z * z).squareRoot()
  guard length > 0, length.isFinite else { return .identity }
  let (x, y, z) = (x / length, y / length, z / length)
  let (s, c) = (sin(angle), cos(angle))
  let k = 1 - c
  // Rodrigues' rotation matrix, transposed for row vectors.
  return CATransform3D(
    m11: x * x * k + c, m12: x * y * k + z * s, m13: x * z * k - y * s, m14: 0,
    m21: x * y * k - z * s, m22: y * y * k + c, m23: y * z * k + x * s, m24: 0,
    m31: x * z * k + y * s, m32: y * z * k - x * s, m33: z * z * k + c, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `t` preceded by a translation: `MakeTranslation(tx, ty, tz) × t`.
@inlinable public func CATransform3DTranslate(
  _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> CATransform3D {
  CATransform3DMakeTranslation(tx, ty, tz).concatenating(t)
}

/// `t` preceded by a scale: `MakeScale(sx, sy, sz) × t`.
@inlinable public func CATransform3DScale(
  _ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat
) -> CATransform3D {
  CATransform3DMakeScale(sx, sy, sz).concatenating(t)
}

/// `t` preceded by a rotation: `MakeRotation(angle, x, y, z) × t`.
public func CATransform3DRotate(
  _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  CATransform3DMakeRotation(angle, x, y, z).concatenating(t)
}

/// `a × b`: first `a`, then `b`.
@inlinable public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D
{
  a.concatenating(b)
}

/// The inverse of `t`, or `t` itself when it has no inverse (Core Animation's behaviour).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
  t.inverse ?? t
}

/// The 3-D transform equivalent to the affine transform `m`.
@inlinable public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
  var t = CATransform3D.identity
  t.m11 = m.a
  t.m12 = m.b
  t.m21 = m.c
  t.m22 = m.d
  t.m41 = m.tx
  t.m42 = m.ty
  return t
}

/// Whether `t` can be represented exactly as an affine transform.
@inlinable public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { t.isAffine }

/// The affine part of `t` (`m11 m12 m21 m22 m41 m42`), as Core Animation returns it.
@inlinable public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
  CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
