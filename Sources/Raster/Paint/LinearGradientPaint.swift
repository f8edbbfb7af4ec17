import Foundation
import Geometry

/// An axial gradient, as `CAGradientLayer` draws it: colour stops along the line from a start
/// point to an end point, padded with the end colours beyond them.
///
/// Points are in a gradient space that `transform` maps to the device. For a `CAGradientLayer`
/// that space is the layer's unit square (`startPoint`, `endPoint`), so `transform` is the
/// layer's bounds scale followed by its layer → device transform (affine or perspective).
///
/// ## Definition
///
/// For device pixel `(x, y)`, map its centre to gradient space `p` and project onto the axis:
///
///     t = clamp(dot(p − s, e − s) / |e − s|², 0, 1)          (NaN counts as 0)
///     colour = lut[Int(t · 1023 + 0.5)]
///
/// Folding the inverse transform into the projection, `t` is `N / W` with `N` and `W` affine in
/// the pixel centre `(cx, cy)`, evaluated in this order by both paths:
///
///     N = cx · nA + (cy · nB + nC),   W = cx · wA + (cy · wB + wC)
///
/// For an affine transform `W ≡ 1` and `t = N` (no division). The 1024-entry colour table is
/// built once at init: entry `i` is the stops' colour at `i / 1023`, **interpolated in
/// premultiplied space** (so a stop fading to clear does not pass through grey, and every entry is
/// a valid premultiplied colour) and rounded to bytes.
///
/// Stops: `locations` nil (or of a different count than `colors`) spaces the colours evenly, as
/// `CAGradientLayer` does; given locations are clamped to 0…1 and made non-decreasing (a NaN or a
/// location below its predecessor takes the predecessor's value); before the first location the
/// first colour extends, after the last the last. No colours draw nothing (transparent); one
/// colour draws it everywhere. `start == end` leaves `t` undefined: we draw the **last colour**
/// everywhere (Skia's choice for a degenerate padded gradient: every point is past the end).
/// NaN or infinite points, or a singular or non-finite transform, draw nothing.
@_spi(Painting) public struct LinearGradientPaint: PaintSource {
  /// Entries in the colour table.
  internal static let tableSize = 1024

  @_spi(Painting) public let isOpaque: Bool
  /// Premultiplied colours at `t = i / 1023`, packed.
  internal let table: [UInt32]
  /// `t = N / W` coefficients (see the type's documentation).
  let nA: Double, nB: Double, nC: Double
  let wA: Double, wB: Double, wC: Double
  /// Whether `W ≡ 1` (an affine transform): `t = N`.
  let isAffine: Bool

  /// Creates a gradient.
  ///
  /// - Parameters:
  ///   - colors: The stop colours (straight alpha).
  ///   - locations: Each stop's position along the axis, 0…1; `nil` spaces them evenly.
  ///   - start: Where `t = 0`, in gradient space.
  ///   - end: Where `t = 1`, in gradient space.
  ///   - transform: Gradient space → device. Default: identity (points in device pixels).
  @_spi(Painting) public init(
    colors: [RGBAColor], locations: [Double]? = nil, start: CGPoint, end: CGPoint,
    transform: ProjectiveTransform = .identity
  ) {
    let coefficients = Self.coefficients(start: start, end: end, transform: transform)
    guard !colors.isEmpty, let c = coefficients else {
      self.init(
        table: [UInt32](repeating: 0, count: Self.tableSize), n: (0, 0, 0), w: (0, 0, 1),
        isAffine: true)
      return
    }
    self.init(
      table: Self.colorTable(colors: colors, locations: locations), n: c.n, w: c.w,
      isAffine: c.isAffine)
  }

  private init(
    table: [UInt32], n: (Double, Double, Double), w: (Double, Double, Double), isAffine: Bool
  ) {
    self.table = table
    (nA, nB, nC) = n
    (wA, wB, wC) = w
    self.isAffine = isAffine
    isOpaque = table.allSatisfy { $0 >= 0xFF00_0000 }
  }

  /// The table index for parameter `t` (unclamped): `Int(clamp(t, 0, 1) · 1023 + 0.5)`.
  @inline(__always) static func index(_ t: Double) -> Int {
    let c = t > 0 ? (t < 1 ? t : 1) : 0  // NaN → 0
    return Int(c * 1023 + 0.5)
  }

  // MARK: - Definition

  @_spi(Painting) public func referenceColor(x: Int, y: Int) -> UInt32 {
    let cx = Double(x) + 0.5
    let cy = Double(y) + 0.5
    let n = cx * nA + (cy * nB + nC)
    let t = isAffine ? n : n / (cx * wA + (cy * wB + wC))
    return table[Self.index(t)]
  }

  @_spi(Painting) public func fetchRow(
    y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt32>
  ) {
    guard count > 0 else { return }
    let cy = Double(y) + 0.5
    let rowN = cy * nB + nC
    let rowW = cy * wB + wC
    let nA = self.nA
    let wA = self.wA
    table.withUnsafeBufferPointer { lut in
      var cx = Double(x0) + 0.5  // x + 0.5 is exact for any Int a bitmap can address
      if isAffine && nA == 0 {
        // Along y alone (a chart's fill fading downwards): cx · 0 is ±0 and ±0 + rowN is rowN
        // (or a zero), the same entry for every pixel of the row.
        out.update(repeating: lut[Self.index(cx * nA + rowN)], count: count)
      } else if isAffine {
        for k in 0..<count {
          out[k] = lut[Self.index(cx * nA + rowN)]
          cx += 1
        }
      } else {
        for k in 0..<count {
          out[k] = lut[Self.index((cx * nA + rowN) / (cx * wA + rowW))]
          cx += 1
        }
      }
    }
  }

  // MARK: - Construction

  /// `t = N / W` as affine functions of the device pixel centre, or `nil` for invalid input.
  ///
  /// With the inverse transform `(X, Y, W) = [cx cy 1] × H⁻¹` and `d = e − s`,
  ///
  ///     t = dot((X, Y) / W − s, d) / |d|²  =  (X · ax + Y · ay + W · a0) / W
  ///     ax = d.x / |d|²,  ay = d.y / |d|²,  a0 = −dot(s, d) / |d|²
  ///
  /// and the numerator's coefficients are H⁻¹'s rows dotted with `(ax, ay, a0)`.
  static func coefficients(
    start: CGPoint, end: CGPoint, transform: ProjectiveTransform
  ) -> (n: (Double, Double, Double), w: (Double, Double, Double), isAffine: Bool)? {
    let sx = Double(start.x)
    let sy = Double(start.y)
    let ex = Double(end.x)
    let ey = Double(end.y)
    guard sx.isFinite, sy.isFinite, ex.isFinite, ey.isFinite, transform.isFinite else { return nil }
    let dx = ex - sx
    let dy = ey - sy
    let length2 = dx * dx + dy * dy
    if length2 == 0 || !length2.isFinite {
      // Degenerate axis: t = 1 everywhere (the last colour), if the transform is usable at all.
      guard transform.inverse != nil else { return nil }
      return ((0, 0, 1), (0, 0, 1), true)
    }
    let ax = dx / length2
    let ay = dy / length2
    let a0 = -(sx * dx + sy * dy) / length2
    let inverse: Homography
    let isAffine = transform.isAffine
    if isAffine {
      // The exact affine inverse (third column exactly 0, 0, 1), shared with ImagePaint.
      guard let a = AffineSampling(inverting: transform) else { return nil }
      let t = ProjectiveTransform(
        m11: a.a, m12: a.b, m13: 0, m21: a.c, m22: a.d, m23: 0, m31: a.tx, m32: a.ty, m33: 1)
      inverse = Homography(t)
    } else {
      guard let t = transform.inverse else { return nil }
      inverse = Homography(t)
    }
    let h = inverse
    let n = (
      h.m11 * ax + h.m12 * ay + h.m13 * a0,
      h.m21 * ax + h.m22 * ay + h.m23 * a0,
      h.m31 * ax + h.m32 * ay + h.m33 * a0
    )
    let w = (h.m13, h.m23, h.m33)
    guard n.0.isFinite, n.1.isFinite, n.2.isFinite else { return nil }
    return (n, w, isAffine)
  }

  /// The 1024 premultiplied colours at `t = i / 1023`.
  static func colorTable(colors: [RGBAColor], locations: [Double]?) -> [UInt32] {
    // Premultiplied components in 0…1, clamped like RGBAColor.premultiplied (NaN → 0).
    func unit(_ v: Double) -> Double { v.isNaN ? 0 : Swift.min(1, Swift.max(0, v)) }
    let stops: [SIMD4<Double>] = colors.map { c in
      let a = unit(c.alpha)
      return SIMD4(unit(c.red) * a, unit(c.green) * a, unit(c.blue) * a, a)
    }
    let count = stops.count
    var positions: [Double]
    if let locations, locations.count == count {
      positions = []
      var previous = 0.0
      for l in locations {
        let p = l.isNaN ? previous : Swift.max(previous, Swift.min(1, Swift.max(0, l)))
        positions.append(p)
        previous = p
      }
    } else {
      positions = (0..<count).map { count == 1 ? 0 : Double($0) / Double(count - 1) }
    }

    func color(at t: Double) -> SIMD4<Double> {
      if t <= positions[0] { return stops[0] }
      if t >= positions[count - 1] { return stops[count - 1] }
      // The last stop at or before t; its successor is then after t (so the gap is non-zero).
      var k = 0
      while positions[k + 1] <= t { k += 1 }
      let f = (t - positions[k]) / (positions[k + 1] - positions[k])
      return (1 - f) * stops[k] + f * stops[k + 1]  // exact at both stops
    }
    func byte(_ v: Double) -> UInt32 { UInt32((v * 255).rounded()) }
    return (0..<tableSize).map { i in
      let c = color(at: Double(i) / Double(tableSize - 1))
      return byte(c.x) | byte(c.y) << 8 | byte(c.z) << 16 | byte(c.w) << 24
    }
  }
}
