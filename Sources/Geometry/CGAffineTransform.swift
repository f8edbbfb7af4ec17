import Foundation

/// A 2-D affine transformation matrix, as in Core Graphics.
///
/// Points are row vectors multiplied on the left, so a transform maps `(x, y)` to
///
///     x' = a·x + c·y + tx
///     y' = b·x + d·y + ty
///
/// which is the matrix
///
///     | a  b  0 |
///     | c  d  0 |
///     | tx ty 1 |
///
/// In UIKit's y-down coordinates a positive rotation angle turns clockwise on screen.
public struct CGAffineTransform: Hashable, Sendable {
  /// Default: 1.
  public var a: CGFloat
  /// Default: 0.
  public var b: CGFloat
  /// Default: 0.
  public var c: CGFloat
  /// Default: 1.
  public var d: CGFloat
  /// Translation along x. Default: 0.
  public var tx: CGFloat
  /// Translation along y. Default: 0.
  public var ty: CGFloat

  /// Creates the identity transform.
  @inlinable public init() {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  }

  /// Creates a transform from its six matrix entries.
  @inlinable public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// Creates a transform that translates by `(tx, ty)`.
  @inlinable public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// Creates a transform that scales by `sx` along x and `sy` along y.
  @inlinable public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// Creates a transform that rotates by `angle` radians (clockwise on a y-down screen).
  @inlinable public init(rotationAngle angle: CGFloat) {
    let (s, c) = (sin(angle), cos(angle))
    self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
  }

  /// The identity transform.
  public static let identity = CGAffineTransform()

  /// Whether this is exactly the identity transform.
  @inlinable public var isIdentity: Bool { self == .identity }

  /// Returns `self` preceded by a translation: `T(tx, ty) × self`.
  ///
  /// As in Core Graphics, the translation happens in the transform's own (untransformed) space.
  @inlinable public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty).concatenating(self)
  }

  /// Returns `self` preceded by a scale: `S(sx, sy) × self`.
  @inlinable public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
  }

  /// Returns `self` preceded by a rotation of `angle` radians: `R(angle) × self`.
  @inlinable public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// Returns `self × t2`: first this transform, then `t2`.
  @inlinable public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * t2.a + b * t2.c,
      b: a * t2.b + b * t2.d,
      c: c * t2.a + d * t2.c,
      d: c * t2.b + d * t2.d,
      tx: tx * t2.a + ty * t2.c + t2.tx,
      ty: tx * t2.b + ty * t2.d + t2.ty)
  }

  /// The inverse transform, or `self` unchanged when the matrix is singular (as Core Graphics does).
  @inlinable public func inverted() -> CGAffineTransform {
    let det = a * d - b * c
    guard det != 0, det.isFinite else { return self }
    let inv = 1 / det
    return CGAffineTransform(
      a: d * inv, b: -b * inv, c: -c * inv, d: a * inv,
      tx: (c * ty - d * tx) * inv,
      ty: (b * tx - a * ty) * inv)
  }
}

extension CGAffineTransform: CustomStringConvertible {
  public var description: String {
    "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
  }
}

// MARK: - Core Graphics' C-style functions

/// Returns a transform from its six entries.
@inlinable public func CGAffineTransformMake(
  _ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat
) -> CGAffineTransform {
  CGAffineTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
}

/// The identity transform.
public let CGAffineTransformIdentity = CGAffineTransform.identity
