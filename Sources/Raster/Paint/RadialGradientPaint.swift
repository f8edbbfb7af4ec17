import Foundation
import Geometry

/// A two-circle radial gradient, as Core Graphics' `drawRadialGradient` paints it: the colour at
/// `t` fills the circle centred at `c(t) = c₀ + t (c₁ − c₀)` with radius `r(t) = r₀ + t (r₁ − r₀)`,
/// later circles over earlier ones.
///
/// ## Definition
///
/// For device pixel `(x, y)`, map its centre to gradient space `p` (the inverse of the affine
/// `transform`) and take the largest `t` with `|p − c(t)| = r(t)` and `r(t) ≥ 0`: with
/// `d = c₁ − c₀`, `δ = r₁ − r₀`, `q = p − c₀`,
///
///     a = d·d − δ²,   b = q·d + r₀ δ,   c = q·q − r₀²,   a t² − 2 b t + c = 0
///
/// (for `a = 0`, `t = c / 2b`). A `t` below 0 paints only if `extendsBefore`, above 1 only if
/// `extendsAfter`; otherwise the smaller root is tried, and a pixel with no usable `t` is left
/// transparent. Colours come from the same 1024-entry premultiplied table as
/// ``LinearGradientPaint``. Both answers evaluate the same function, so they agree bit for bit.
@_spi(Painting) public struct RadialGradientPaint: PaintSource {
  @_spi(Painting) public let isOpaque = false
  let table: [UInt32]
  /// Device → gradient space.
  let inverse: CGAffineTransform
  let c0: (Double, Double), d: (Double, Double)
  let r0: Double, dr: Double
  let extendsBefore: Bool, extendsAfter: Bool
  let isValid: Bool

  /// A gradient from the circle (`startCenter`, `startRadius`) to (`endCenter`, `endRadius`), in
  /// a gradient space `transform` maps to the device.
  @_spi(Painting) public init(
    colors: [RGBAColor], locations: [Double]?, startCenter: CGPoint, startRadius: CGFloat,
    endCenter: CGPoint, endRadius: CGFloat, extendsBefore: Bool, extendsAfter: Bool,
    transform: CGAffineTransform
  ) {
    let values = [startCenter.x, startCenter.y, startRadius, endCenter.x, endCenter.y, endRadius]
    let determinant = transform.a * transform.d - transform.b * transform.c
    isValid =
      !colors.isEmpty && values.allSatisfy(\.isFinite) && determinant != 0
      && determinant.isFinite
    table =
      isValid
      ? LinearGradientPaint.colorTable(colors: colors, locations: locations)
      : [UInt32](repeating: 0, count: LinearGradientPaint.tableSize)
    inverse = isValid ? transform.inverted() : .identity
    c0 = (Double(startCenter.x), Double(startCenter.y))
    d = (Double(endCenter.x - startCenter.x), Double(endCenter.y - startCenter.y))
    r0 = Double(startRadius)
    dr = Double(endRadius - startRadius)
    self.extendsBefore = extendsBefore
    self.extendsAfter = extendsAfter
  }

  /// The colour at the centre of device pixel `(x, y)`.
  @_spi(Painting) public func referenceColor(x: Int, y: Int) -> UInt32 {
    guard isValid else { return 0 }
    let cx = Double(x) + 0.5
    let cy = Double(y) + 0.5
    let i = inverse
    let px = Double(i.a) * cx + Double(i.c) * cy + Double(i.tx)
    let py = Double(i.b) * cx + Double(i.d) * cy + Double(i.ty)
    guard let t = parameter(px - c0.0, py - c0.1) else { return 0 }
    return table[LinearGradientPaint.index(t)]
  }

  @_spi(Painting) public func fetchRow(
    y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt32>
  ) {
    for k in 0..<count { out[k] = referenceColor(x: x0 + k, y: y) }
  }

  /// The largest usable `t` for `q = p − c₀`, or nil.
  @inline(__always) func parameter(_ qx: Double, _ qy: Double) -> Double? {
    let a = d.0 * d.0 + d.1 * d.1 - dr * dr
    let b = qx * d.0 + qy * d.1 + r0 * dr
    let c = qx * qx + qy * qy - r0 * r0
    if a == 0 {
      guard b != 0 else { return nil }
      let t = c / (2 * b)
      return usable(t) ? t : nil
    }
    let disc = b * b - a * c
    guard disc >= 0 else { return nil }
    let root = disc.squareRoot()
    let t1 = (b + root) / a
    let t2 = (b - root) / a
    let (high, low) = t1 >= t2 ? (t1, t2) : (t2, t1)
    if usable(high) { return high }
    return usable(low) ? low : nil
  }

  /// Whether `t` has a circle of non-negative radius inside the extended range.
  @inline(__always) func usable(_ t: Double) -> Bool {
    guard t.isFinite, r0 + t * dr >= 0 else { return false }
    return (t >= 0 || extendsBefore) && (t <= 1 || extendsAfter)
  }
}
