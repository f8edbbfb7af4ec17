import Foundation

// The curve maths paths share: evaluation, splitting, extrema, flattening counts and arc length.
// Internally every curve is a cubic (a quadratic is raised to the cubic that traces the same
// curve), and points are SIMD2<Double>.

typealias Vector = SIMD2<Double>

extension Vector {
  init(_ p: CGPoint) { self.init(Double(p.x), Double(p.y)) }
  var cgPoint: CGPoint { CGPoint(x: x, y: y) }
  var length: Double { (self * self).sum().squareRoot() }
  /// The vector turned a quarter turn: `(−y, x)`.
  var perpendicular: Vector { Vector(-y, x) }
  func dot(_ v: Vector) -> Double { (self * v).sum() }
  func cross(_ v: Vector) -> Double { x * v.y - y * v.x }
  /// The vector scaled to length 1, or nil for a zero or non-finite vector.
  var normalized: Vector? {
    let l = length
    return l > 0 && l.isFinite ? self / l : nil
  }
}

/// A cubic Bézier curve.
struct Cubic: Equatable {
  var p0: Vector, p1: Vector, p2: Vector, p3: Vector

  init(_ p0: Vector, _ p1: Vector, _ p2: Vector, _ p3: Vector) {
    self.p0 = p0
    self.p1 = p1
    self.p2 = p2
    self.p3 = p3
  }

  /// The cubic that traces the quadratic `q0, q1, q2` (degree elevation, exact).
  init(quadratic q0: Vector, _ q1: Vector, _ q2: Vector) {
    self.init(q0, q0 + (q1 - q0) * (2.0 / 3), q2 + (q1 - q2) * (2.0 / 3), q2)
  }

  func point(at t: Double) -> Vector {
    let u = 1 - t
    return p0 * (u * u * u) + p1 * (3 * u * u * t) + p2 * (3 * u * t * t) + p3 * (t * t * t)
  }

  /// B′(t).
  func derivative(at t: Double) -> Vector {
    let u = 1 - t
    return (p1 - p0) * (3 * u * u) + (p2 - p1) * (6 * u * t) + (p3 - p2) * (3 * t * t)
  }

  /// The direction the curve leaves `p0` in (the first control point that differs), or nil for a
  /// curve that is one point.
  var startTangent: Vector? {
    (p1 - p0).normalized ?? (p2 - p0).normalized ?? (p3 - p0).normalized
  }

  /// The direction the curve arrives at `p3` in.
  var endTangent: Vector? {
    (p3 - p2).normalized ?? (p3 - p1).normalized ?? (p3 - p0).normalized
  }

  /// The unit tangent at `t`, falling back to the end tangents where B′ vanishes.
  func tangent(at t: Double) -> Vector? {
    if let d = derivative(at: t).normalized { return d }
    return t < 0.5 ? startTangent : endTangent
  }

  /// The two halves at `t` (de Casteljau).
  func split(at t: Double) -> (Cubic, Cubic) {
    let a = p0 + (p1 - p0) * t
    let b = p1 + (p2 - p1) * t
    let c = p2 + (p3 - p2) * t
    let d = a + (b - a) * t
    let e = b + (c - b) * t
    let m = d + (e - d) * t
    return (Cubic(p0, a, d, m), Cubic(m, e, c, p3))
  }

  /// The part of the curve between parameters `t0 ≤ t1`.
  func segment(from t0: Double, to t1: Double) -> Cubic {
    if t0 <= 0 { return t1 >= 1 ? self : split(at: t1).0 }
    let tail = split(at: t0).1
    if t1 >= 1 { return tail }
    return tail.split(at: (t1 - t0) / (1 - t0)).0
  }

  /// An upper bound of |B″| over the curve: `6 · max(|p0 − 2p1 + p2|, |p1 − 2p2 + p3|)`.
  var secondDerivativeBound: Double {
    6 * Swift.max((p0 - p1 * 2 + p2).length, (p1 - p2 * 2 + p3).length)
  }

  /// How many equal parameter steps keep every chord within `tolerance` of the curve.
  ///
  /// A curve whose second derivative is bounded by M strays at most `M · h² / 8` from the chord
  /// joining its points at parameters `t` and `t + h` (the error bound of linear interpolation),
  /// so `n = ⌈√(M / 8 · tolerance)⌉` steps of `h = 1 / n` suffice.
  func flatteningSteps(tolerance: Double) -> Int {
    let m = secondDerivativeBound
    guard m.isFinite, tolerance > 0 else { return 1 }
    let n = (m / (8 * tolerance)).squareRoot().rounded(.up)
    return n < 1 ? 1 : (n > 4096 ? 4096 : Int(n))
  }

  /// Parameters in (0, 1) where x or y is extreme (B′ has a zero in that coordinate).
  var extremaParameters: [Double] {
    var ts: [Double] = []
    for axis in 0..<2 {
      // B′(t)/3 = a·t² + b·t + c in one coordinate.
      let a = -p0[axis] + 3 * p1[axis] - 3 * p2[axis] + p3[axis]
      let b = 2 * (p0[axis] - 2 * p1[axis] + p2[axis])
      let c = p1[axis] - p0[axis]
      for t in quadraticRoots(a, b, c) where t > 0 && t < 1 { ts.append(t) }
    }
    return ts
  }

  /// The curve's length: 16-point Gauss–Legendre quadrature of |B′|, adaptively: a piece whose
  /// estimate agrees with the sum of its halves' to 10⁻¹² is done, else each half is refined.
  var length: Double { measureLength { _, _, _ in } }

  /// The most pieces `measureLength` settles on. Near-cusps take a few thousand; a curve whose
  /// estimates never agree (rounding noise at extreme scales) would take 2²¹ and seconds.
  static let maximumLengthPieces = 16384

  /// The length as `length` measures it (the same sum, bit for bit), calling
  /// `piece(t0, t1, length)` for each piece of parameters the quadrature settled on, in order.
  ///
  /// The work is bounded, as flattening's: at most 20 halvings deep and `maximumLengthPieces`
  /// pieces (once they are spent, every piece left is settled as it stands), and a curve whose
  /// estimate is not finite (NaN or infinite points, or a length past `Double`'s range) is one
  /// piece of that length, since halving it cannot make it finite.
  func measureLength(_ piece: (Double, Double, Double) -> Void) -> Double {
    let estimate = gaussLegendreLength
    guard estimate.isFinite else {
      piece(0, 1, estimate)
      return estimate
    }
    // Each refinement turns one piece into two.
    var refinements = Self.maximumLengthPieces / 2 - 1
    return Self.length(
      of: self, estimate: estimate, depth: 0, t0: 0, t1: 1, &refinements, piece)
  }

  private static func length(
    of c: Cubic, estimate: Double, depth: Int, t0: Double, t1: Double, _ refinements: inout Int,
    _ piece: (Double, Double, Double) -> Void
  ) -> Double {
    let (a, b) = c.split(at: 0.5)
    let la = a.gaussLegendreLength
    let lb = b.gaussLegendreLength
    let tm = (t0 + t1) / 2
    if depth >= 20 || refinements <= 0
      || abs(la + lb - estimate) <= 1e-12 * Swift.max(la + lb, 1e-300)
    {
      piece(t0, tm, la)
      piece(tm, t1, lb)
      return la + lb
    }
    refinements -= 1
    return length(of: a, estimate: la, depth: depth + 1, t0: t0, t1: tm, &refinements, piece)
      + length(of: b, estimate: lb, depth: depth + 1, t0: tm, t1: t1, &refinements, piece)
  }

  private var gaussLegendreLength: Double {
    var sum = 0.0
    for (x, w) in gaussLegendre16 { sum += w * derivative(at: 0.5 + 0.5 * x).length }
    return 0.5 * sum
  }
}

/// Real roots of `a·t² + b·t + c` (a linear or constant equation when `a` is negligible).
func quadraticRoots(_ a: Double, _ b: Double, _ c: Double) -> [Double] {
  let scale = Swift.max(abs(a), abs(b), abs(c))
  guard scale > 0 else { return [] }
  if abs(a) <= 1e-12 * scale {
    return abs(b) > 0 ? [-c / b] : []
  }
  let disc = b * b - 4 * a * c
  if disc < 0 { return [] }
  let r = disc.squareRoot()
  // The numerically stable pair (no cancellation between −b and ±√disc).
  let q = -0.5 * (b + (b < 0 ? -r : r))
  return q == 0 ? [0] : [q / a, c / q]
}

/// Abscissae and weights of 16-point Gauss–Legendre quadrature on [−1, 1].
let gaussLegendre16: [(Double, Double)] = {
  let half: [(Double, Double)] = [
    (0.0950125098376374, 0.1894506104550685), (0.2816035507792589, 0.1826034150449236),
    (0.4580167776572274, 0.1691565193950025), (0.6178762444026438, 0.1495959888165767),
    (0.7554044083550030, 0.1246289712555339), (0.8656312023878318, 0.0951585116824928),
    (0.9445750230732326, 0.0622535239386479), (0.9894009349916499, 0.0271524594117541),
  ]
  return half.flatMap { [($0.0, $0.1), (-$0.0, $0.1)] }
}()
