import Foundation

/// Kochanek–Bartels tangents and the cubic Bézier segments built from them.
///
/// For value Pᵢ with tension t, continuity c and bias b, and neighbours Pᵢ₋₁, Pᵢ₊₁ (the end values
/// repeat themselves: P₋₁ = P₀, Pₙ = Pₙ₋₁):
///
///     outgoing  Sᵢ = (1−t)(1+c)(1+b)/2 · (Pᵢ − Pᵢ₋₁) + (1−t)(1−c)(1−b)/2 · (Pᵢ₊₁ − Pᵢ)
///     incoming  Dᵢ = (1−t)(1−c)(1+b)/2 · (Pᵢ − Pᵢ₋₁) + (1−t)(1+c)(1−b)/2 · (Pᵢ₊₁ − Pᵢ)
///
/// With uneven key times the tangents are scaled so that speed is continuous in time
/// (Δᵢ = kᵢ₊₁ − kᵢ):  Sᵢ ·= 2Δᵢ / (Δᵢ₋₁ + Δᵢ),  Dᵢ ·= 2Δᵢ₋₁ / (Δᵢ₋₁ + Δᵢ).
/// Segment i is then the Bézier curve (Pᵢ, Pᵢ + Sᵢ/3, Pᵢ₊₁ − Dᵢ₊₁/3, Pᵢ₊₁). All zero gives
/// Catmull–Rom, Sᵢ = Dᵢ = (Pᵢ₊₁ − Pᵢ₋₁)/2.
///
/// Values are only ever combined through ``Interpolatable/interpolated(to:fraction:)`` (with
/// fractions outside `[0, 1]` for the affine combinations), so any animatable type works; for
/// vector-like types the result is the exact spline.
struct Spline {
  var tension: [Double]
  var continuity: [Double]
  var bias: [Double]

  /// The inner control points of every segment.
  func controlPoints<Value: Interpolatable>(_ p: [Value], keyTimes k: [Double])
    -> [(Value, Value)]
  {
    let n = p.count
    guard n > 1 else { return [] }
    func param(_ a: [Double], _ i: Int) -> Double { i < a.count && a[i].isFinite ? a[i] : 0 }
    func delta(_ i: Int) -> Double {  // Δᵢ, with the end segments repeated
      let j = Swift.min(Swift.max(i, 0), n - 2)
      return k[j + 1] - k[j]
    }
    // Weights of (Pᵢ − Pᵢ₋₁) and (Pᵢ₊₁ − Pᵢ) in Sᵢ and Dᵢ.
    func outgoing(_ i: Int) -> (Double, Double) {
      let (t, c, b) = (param(tension, i), param(continuity, i), param(bias, i))
      let scale = timeScale(delta(i), delta(i - 1), delta(i))
      return ((1 - t) * (1 + c) * (1 + b) / 2 * scale, (1 - t) * (1 - c) * (1 - b) / 2 * scale)
    }
    func incoming(_ i: Int) -> (Double, Double) {
      let (t, c, b) = (param(tension, i), param(continuity, i), param(bias, i))
      let scale = timeScale(delta(i - 1), delta(i - 1), delta(i))
      return ((1 - t) * (1 - c) * (1 + b) / 2 * scale, (1 - t) * (1 + c) * (1 - b) / 2 * scale)
    }
    return (0..<(n - 1)).map { i in
      let previous = p[Swift.max(i - 1, 0)]
      let next = p[Swift.min(i + 2, n - 1)]
      // b1 = Pᵢ + α/3·(Pᵢ − Pᵢ₋₁) + β/3·(Pᵢ₊₁ − Pᵢ)
      let (alpha, beta) = outgoing(i)
      let b1 = Self.offset(p[i], by: (previous, -alpha / 3), (p[i + 1], beta / 3))
      // b2 = Pᵢ₊₁ − γ/3·(Pᵢ₊₁ − Pᵢ) − δ/3·(Pᵢ₊₂ − Pᵢ₊₁)
      let (gamma, deltaWeight) = incoming(i + 1)
      let b2 = Self.offset(p[i + 1], by: (p[i], gamma / 3), (next, -deltaWeight / 3))
      return (b1, b2)
    }
  }

  /// `2Δ / (before + after)`: 1 for even spacing.
  private func timeScale(_ own: Double, _ before: Double, _ after: Double) -> Double {
    let sum = before + after
    return sum > 0 ? 2 * own / sum : 1
  }

  /// `p + u·(a − p) + v·(b − p)`, built from blends: x = p→a by u, y = p→b by v, then
  /// p + (x − p) + (y − p) = p blended twice the way to the midpoint of x and y.
  static func offset<Value: Interpolatable>(
    _ p: Value, by first: (Value, Double), _ second: (Value, Double)
  ) -> Value {
    let x = p.interpolated(to: first.0, fraction: first.1)
    let y = p.interpolated(to: second.0, fraction: second.1)
    return p.interpolated(to: x.interpolated(to: y, fraction: 0.5), fraction: 2)
  }

  /// The cubic Bézier (p0, p1, p2, p3) at parameter s, by de Casteljau's construction.
  static func bezier<Value: Interpolatable>(
    _ p0: Value, _ p1: Value, _ p2: Value, _ p3: Value, at s: Double
  ) -> Value {
    let q0 = p0.interpolated(to: p1, fraction: s)
    let q1 = p1.interpolated(to: p2, fraction: s)
    let q2 = p2.interpolated(to: p3, fraction: s)
    let r0 = q0.interpolated(to: q1, fraction: s)
    let r1 = q1.interpolated(to: q2, fraction: s)
    return r0.interpolated(to: r1, fraction: s)
  }
}

extension Keyframes {
  /// Cumulative arc length of the cubic segments, sampled `samplesPerSegment` times each.
  static func arcLengths(_ values: [Value], _ controls: [(Value, Value)]) -> [Double] {
    var lengths = [0.0]
    let steps = samplesPerSegment
    for (i, (b1, b2)) in controls.enumerated() {
      var previous = values[i]
      for j in 1...steps {
        let point = Spline.bezier(
          values[i], b1, b2, values[i + 1], at: Double(j) / Double(steps))
        lengths.append(lengths[lengths.count - 1] + previous.pacingDistance(to: point))
        previous = point
      }
    }
    return lengths
  }

  /// cubicPaced: the point at arc length `p · total`, found in the sampled table.
  func pacedSplineValue(at p: Double) -> Value? {
    guard let total = arcLengths.last, total > 0, total.isFinite else {
      return p < 1 ? values.first : values.last
    }
    if p >= 1 { return values.last }
    let target = p * total
    // The last sample at or below the target (binary search over a non-decreasing table).
    var (low, high) = (0, arcLengths.count - 1)
    while high - low > 1 {
      let mid = (low + high) / 2
      if arcLengths[mid] <= target { low = mid } else { high = mid }
    }
    let piece = arcLengths[high] - arcLengths[low]
    let within = piece > 0 ? (target - arcLengths[low]) / piece : 0
    let steps = Self.samplesPerSegment
    let segment = Swift.min(low / steps, values.count - 2)
    let s = (Double(low - segment * steps) + within) / Double(steps)
    return segmentValue(segment, fraction: s)
  }
}
