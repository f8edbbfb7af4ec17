import Foundation
import Geometry

/// A 2-D affine transform split into scale, rotation, a residual shear matrix and translation:
/// the form in which Core Animation blends affine transforms.
///
/// With row vectors (`p′ = p·M + t`), the linear part is rebuilt as
///
///     M = S · R(angle) · Q        S = diag(scaleX, scaleY),  R(θ) = | cos θ  sin θ |
///                                                                  | −sin θ cos θ |
///
/// where Q (`m11 m12 m21 m22`) is what remains after taking out the row lengths and the angle of
/// the first row; for any product of scales and rotations Q is the identity. The translation is
/// kept as is. A negative determinant (a mirror image) negates the scale of the axis whose
/// diagonal entry is smaller. This is WebKit's `decompose2` and Core Animation's
/// `mat2_get_unmatrix`.
public struct AffineTransformDecomposition: Hashable, Sendable {
  /// Scale along x, applied first; negative for a horizontal mirror image.
  public var scaleX: CGFloat
  /// Scale along y, applied first; negative for a vertical mirror image.
  public var scaleY: CGFloat
  /// The rotation in radians, clockwise on a y-down screen.
  public var angle: CGFloat
  /// The residual matrix Q, row 1 column 1.
  public var m11: CGFloat
  /// The residual matrix Q, row 1 column 2.
  public var m12: CGFloat
  /// The residual matrix Q, row 2 column 1.
  public var m21: CGFloat
  /// The residual matrix Q, row 2 column 2.
  public var m22: CGFloat
  /// The translation, in the parent's coordinates.
  public var translation: CGPoint

  /// Decomposes an affine transform.
  ///
  /// - Parameter t: Any affine transform; singular ones decompose too (a zero scale skips the
  ///   normalisation of its row).
  public init(_ t: CGAffineTransform) {
    var (r0x, r0y, r1x, r1y) = (t.a, t.b, t.c, t.d)
    translation = CGPoint(x: t.tx, y: t.ty)
    var sx = (r0x * r0x + r0y * r0y).squareRoot()
    var sy = (r1x * r1x + r1y * r1y).squareRoot()
    // A mirror image: flip the axis with the smaller diagonal entry.
    if r0x * r1y - r0y * r1x < 0 {
      if r0x < r1y { sx = -sx } else { sy = -sy }
    }
    if sx != 0 { (r0x, r0y) = (r0x / sx, r0y / sx) }
    if sy != 0 { (r1x, r1y) = (r1x / sy, r1y / sy) }
    let theta = atan2(r0y, r0x)
    if theta != 0 {
      // Q = R(−θ) · rows, with cos θ = r0x and sin θ = r0y after normalisation.
      let (c, s) = (r0x, r0y)
      (r0x, r0y, r1x, r1y) = (
        c * r0x - s * r1x, c * r0y - s * r1y, s * r0x + c * r1x, s * r0y + c * r1y
      )
    }
    (scaleX, scaleY, angle) = (sx, sy, theta)
    (m11, m12, m21, m22) = (r0x, r0y, r1x, r1y)
  }

  /// The affine transform S · R(angle) · Q, translated.
  public var transform: CGAffineTransform {
    let (c, s) = (cos(angle), sin(angle))
    // R(θ) · Q, then scale the rows.
    let a = c * m11 + s * m21
    let b = c * m12 + s * m22
    let cc = -s * m11 + c * m21
    let d = -s * m12 + c * m22
    return CGAffineTransform(
      a: a * scaleX, b: b * scaleX, c: cc * scaleY, d: d * scaleY,
      tx: translation.x, ty: translation.y)
  }

  /// Blends two decompositions as Core Animation's `mat2_mix` does.
  ///
  /// Before blending component by component:
  /// 1. If one transform mirrors x and the other mirrors y, the first is rewritten as an unmirrored
  ///    rotation (both scales negated, angle ± π), so no axis collapses through zero.
  /// 2. A zero angle counts as 2π (unless both are zero), and when the angles are more than π
  ///    apart the larger loses 2π, so the rotation takes the short way round.
  ///
  /// - Parameters:
  ///   - end: The decomposition at fraction 1.
  ///   - fraction: How far to go; may leave `[0, 1]`.
  /// - Returns: The blended decomposition.
  public func interpolated(to end: AffineTransformDecomposition, fraction: Double)
    -> AffineTransformDecomposition
  {
    var from = self
    var to = end
    if (from.scaleX < 0 && to.scaleY < 0) || (from.scaleY < 0 && to.scaleX < 0) {
      from.scaleX = -from.scaleX
      from.scaleY = -from.scaleY
      from.angle += from.angle < 0 ? .pi : -.pi
    }
    // Two unrotated ends stay unrotated exactly: as 2π each, sin(2π) ≈ −2.4·10⁻¹⁶ would skew
    // every frame of a pure scale animation and cost it the compositor's axis-aligned paths
    // (a growing popover's shadow would need a 2-D blur on every frame).
    if from.angle == 0 && to.angle != 0 { from.angle = 2 * .pi }
    if to.angle == 0 && from.angle != 0 { to.angle = 2 * .pi }
    if abs(from.angle - to.angle) > .pi {
      if from.angle > to.angle { from.angle -= 2 * .pi } else { to.angle -= 2 * .pi }
    }
    var r = from
    r.scaleX = lerp(from.scaleX, to.scaleX, fraction)
    r.scaleY = lerp(from.scaleY, to.scaleY, fraction)
    r.angle = lerp(from.angle, to.angle, fraction)
    r.m11 = lerp(from.m11, to.m11, fraction)
    r.m12 = lerp(from.m12, to.m12, fraction)
    r.m21 = lerp(from.m21, to.m21, fraction)
    r.m22 = lerp(from.m22, to.m22, fraction)
    r.translation = from.translation.interpolated(to: to.translation, fraction: fraction)
    return r
  }
}

extension CGAffineTransform: Interpolatable {
  /// Blends through ``AffineTransformDecomposition`` (Core Animation's 2-D rule), so a rotation
  /// animates as a rotation and a mirror flip squeezes through zero along one axis only.
  ///
  /// Fractions 0 and 1 return the end points exactly.
  public func interpolated(to end: CGAffineTransform, fraction: Double) -> CGAffineTransform {
    if fraction == 0 { return self }
    if fraction == 1 { return end }
    return AffineTransformDecomposition(self)
      .interpolated(to: AffineTransformDecomposition(end), fraction: fraction).transform
  }

  /// The Euclidean norm of the difference of the six entries.
  public func pacingDistance(to other: CGAffineTransform) -> Double {
    let (da, db, dc, dd) = (other.a - a, other.b - b, other.c - c, other.d - d)
    let (dx, dy) = (other.tx - tx, other.ty - ty)
    return Double((da * da + db * db + dc * dc + dd * dd + dx * dx + dy * dy).squareRoot())
  }
}
