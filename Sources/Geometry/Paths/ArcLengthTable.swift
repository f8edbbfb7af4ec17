import Foundation

// A cubic's arc length measured once, for cutting it at many lengths (dashes, trims). Measuring
// the leading part again for every cut costs a whole adaptive quadrature per Newton step; a
// path with half a million dashes on curves a trillion across took hours that way.

/// A cubic's arc length at the ends of the pieces its adaptive quadrature settled on
/// (`Cubic.measureLength`), so that the parameter at a length is a binary search and Newton's
/// method inside one piece, where one Gauss–Legendre sum is as exact as the whole measurement.
struct ArcLengthTable {
  let cubic: Cubic
  /// The curve's length, equal bit for bit to `cubic.length`.
  let total: Double
  /// Parameters where the pieces start, ascending from 0.
  private var starts: [Double] = []
  /// The arc length from `p0` to each piece's start (left to right).
  private var lengthsBefore: [Double] = []
  /// The parameter where each piece ends.
  private var ends: [Double] = []
  /// B′(t) = a·t² + b·t + c, in scalars: the speed is summed 16 times a Newton step, and this
  /// form costs a third of the Bernstein one (and far less than SIMD in a debug build).
  private let a: (x: Double, y: Double), b: (x: Double, y: Double), c: (x: Double, y: Double)
  /// The last cut (its piece, parameter and length): cuts come in order along the curve, and
  /// one Newton step from the last is nearly always within the tolerance at once.
  private var last: (piece: Int, t: Double, s: Double)?

  init(_ cubic: Cubic) {
    self.cubic = cubic
    let d0 = cubic.p1 - cubic.p0
    let d1 = cubic.p2 - cubic.p1
    let d2 = cubic.p3 - cubic.p2
    let a = (d0 - d1 * 2 + d2) * 3
    let b = (d1 - d0) * 6
    let c = d0 * 3
    (self.a, self.b, self.c) = ((a.x, a.y), (b.x, b.y), (c.x, c.y))
    var starts: [Double] = []
    var before: [Double] = []
    var ends: [Double] = []
    var sum = 0.0
    total = cubic.measureLength { t0, t1, length in
      starts.append(t0)
      before.append(sum)
      ends.append(t1)
      sum += length
    }
    self.starts = starts
    self.lengthsBefore = before
    self.ends = ends
  }

  /// |B′(t)|.
  private func speed(at t: Double) -> Double {
    let x = (a.x * t + b.x) * t + c.x
    let y = (a.y * t + b.y) * t + c.y
    return (x * x + y * y).squareRoot()
  }

  /// The arc length between parameters `t0 ≤ t1` of one piece: one 16-point Gauss–Legendre sum.
  private func length(from t0: Double, to t1: Double) -> Double {
    let half = 0.5 * (t1 - t0)
    let middle = t0 + half
    var sum = 0.0
    for (x, w) in gaussLegendre16 { sum += w * speed(at: middle + half * x) }
    return half * sum
  }

  /// The parameter at which the arc length from `p0` is `s`: 0 at or before the start, 1 at or
  /// past `total`, else within `10⁻¹⁰ · max(total, 1)` of length `s` (the tolerance cuts had
  /// when each Newton step measured the whole leading part).
  mutating func parameter(atLength s: Double) -> Double {
    if s <= 0 { return 0 }
    if !(s < total) { return 1 }
    // The last piece starting at or before s (lengthsBefore[0] is 0 ≤ s).
    var lo = 0
    var hi = lengthsBefore.count - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if lengthsBefore[mid] <= s { lo = mid } else { hi = mid - 1 }
    }
    let t0 = starts[lo]
    let wanted = s - lengthsBefore[lo]
    var low = t0
    var high = ends[lo]
    let next = lo + 1 < lengthsBefore.count ? lengthsBefore[lo + 1] : total
    let pieceLength = next - lengthsBefore[lo]
    var t = pieceLength > 0 ? t0 + (high - t0) * Swift.min(1, wanted / pieceLength) : t0
    if let last, last.piece == lo, last.s <= s {
      let step = last.t + (s - last.s) / speed(at: last.t)
      if step >= last.t && step < high { t = step }
    }
    let tolerance = 1e-10 * Swift.max(total, 1)
    for _ in 0..<40 {
      let error = length(from: t0, to: t) - wanted
      if abs(error) <= tolerance { break }
      if error < 0 { low = t } else { high = t }
      let step = t - error / speed(at: t)
      t = step > low && step < high ? step : (low + high) / 2
    }
    last = (lo, t, s)
    return t
  }

  /// The part of the curve between arc lengths `s0 ≤ s1` from its start.
  mutating func segment(from s0: Double, to s1: Double) -> Cubic {
    let t0 = parameter(atLength: s0)
    return cubic.segment(from: t0, to: parameter(atLength: s1))
  }
}
