// The plain area of a polygon inside one pixel: clip, then measure. It defines PolygonShape's
// coverage; the scan converter in Coverage/PolygonShape+CoverageRow.swift computes the same
// integral by signed-area accumulation and differs from it only by floating-point rounding.

/// The signed area of `polygon ∩ [x, x + 1] × [y, y + 1]`, in square pixels: the integral of the
/// polygon's winding number over the pixel (a counter-clockwise-on-screen polygon is negative).
///
/// The polygon (implicitly closed) is moved so that the pixel is the unit square, clipped to it
/// one side at a time (Sutherland–Hodgman; clipping any polygon against a convex window keeps the
/// integral of its winding number), and measured with the shoelace formula
///
///     A = ½ · Σᵢ (xᵢ · yᵢ₊₁ − xᵢ₊₁ · yᵢ)
internal func referencePolygonPixelArea(_ polygon: [SIMD2<Double>], x: Int, y: Int) -> Double {
  let origin = SIMD2(Double(x), Double(y))
  var p = polygon.map { $0 - origin }
  // Keep the side where coordinate `axis` is ≥ 0 (sign +1) or ≤ 1 (sign −1).
  p = clip(p, axis: 0, bound: 0, keepAbove: true)
  p = clip(p, axis: 0, bound: 1, keepAbove: false)
  p = clip(p, axis: 1, bound: 0, keepAbove: true)
  p = clip(p, axis: 1, bound: 1, keepAbove: false)
  guard p.count >= 3 else { return 0 }
  var twiceArea = 0.0
  for i in 0..<p.count {
    let a = p[i]
    let b = p[(i + 1) % p.count]
    twiceArea += a.x * b.y - b.x * a.y
  }
  return twiceArea / 2
}

/// One Sutherland–Hodgman step: the part of `polygon` on one side of the line
/// `coordinate[axis] = bound`. Where an edge crosses the line, the crossing point is added with
/// its clipped coordinate set exactly to `bound`.
private func clip(
  _ polygon: [SIMD2<Double>], axis: Int, bound: Double, keepAbove: Bool
) -> [SIMD2<Double>] {
  guard !polygon.isEmpty else { return [] }
  func inside(_ p: SIMD2<Double>) -> Bool { keepAbove ? p[axis] >= bound : p[axis] <= bound }
  func crossing(_ s: SIMD2<Double>, _ e: SIMD2<Double>) -> SIMD2<Double> {
    let t = (bound - s[axis]) / (e[axis] - s[axis])
    var q = s + t * (e - s)
    q[axis] = bound
    return q
  }
  var out: [SIMD2<Double>] = []
  var s = polygon[polygon.count - 1]
  for e in polygon {
    if inside(e) {
      if !inside(s) { out.append(crossing(s, e)) }
      out.append(e)
    } else if inside(s) {
      out.append(crossing(s, e))
    }
    s = e
  }
  return out
}
