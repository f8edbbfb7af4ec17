import Foundation

/// How a keyframe animation moves between its values (`CAAnimationCalculationMode`).
public enum KeyframeCalculationMode: String, Hashable, Sendable, CaseIterable {
  /// Straight blends between neighbouring values, at the key times (the default).
  case linear
  /// No blending: each value holds until the next key time.
  case discrete
  /// Straight blends at constant speed; key times and timing functions are ignored.
  case paced
  /// A smooth Kochanek–Bartels spline through the values, at the key times.
  case cubic
  /// The cubic spline at constant speed along its length; key times and timing functions are
  /// ignored.
  case cubicPaced
}

/// A keyframe animation's values over its progress: the maths of `CAKeyframeAnimation` and of
/// `UIView.animateKeyframes`.
///
/// Core Animation's rules, which this follows:
/// - **Key times** are fractions of the duration in `[0, 1]`, one per value (linear, cubic) and
///   non-decreasing. Missing or invalid key times (wrong count, decreasing, outside `[0, 1]`) are
///   ignored and the values are spread evenly: `i / (n − 1)`.
/// - **Discrete** wants one more key time than values (value `i` shows from `keyTimes[i]` until
///   `keyTimes[i + 1]`); `n` key times are accepted too, and the even default is `i / n`.
/// - **Paced** and **cubicPaced** ignore key times and timing functions: the key times follow the
///   distance between values (``Interpolatable/pacingDistance(to:)``), so the motion has constant
///   speed.
/// - **Timing functions** apply per segment, to the fraction of the segment elapsed; segments
///   without one are linear.
/// - **Cubic** is a Kochanek–Bartels spline: Catmull–Rom when tension, continuity and bias are 0
///   (their defaults). Before the first key time the first value shows, after the last the last.
public struct Keyframes<Value: Interpolatable> {
  /// The values, in order.
  public let values: [Value]
  /// The resolved key times: one per value (one more for discrete), in `[0, 1]`, non-decreasing.
  public let keyTimes: [Double]
  /// How the animation moves between values.
  public let calculationMode: KeyframeCalculationMode
  /// The pacing of each segment, resolved to one per segment (linear where none was given).
  public let timingFunctions: [CubicBezierCurve]

  /// Bézier control points of each cubic segment, `(values[i], b1, b2, values[i + 1])`.
  let controlPoints: [(Value, Value)]
  /// For cubicPaced: cumulative arc length at `samplesPerSegment` steps per segment.
  let arcLengths: [Double]

  static var samplesPerSegment: Int { 64 }

  /// Creates keyframes with Core Animation's defaults.
  ///
  /// - Parameters:
  ///   - values: The values; an empty array makes ``value(at:)`` return `nil`.
  ///   - keyTimes: Fractions of the duration, one per value (`values.count + 1` for discrete).
  ///     Default: `nil` (evenly spaced).
  ///   - calculationMode: Default: ``KeyframeCalculationMode/linear``.
  ///   - timingFunctions: One per segment (`values.count − 1`). Default: `nil` (linear).
  ///   - tensionValues: Kochanek–Bartels tension per value, for the cubic modes; 1 is tight,
  ///     −1 round. Default: `nil` (0 for every value).
  ///   - continuityValues: Continuity per value; ±1 makes corners. Default: `nil` (0).
  ///   - biasValues: Bias per value; −1 leans the curve before the point, 1 after.
  ///     Default: `nil` (0).
  public init(
    values: [Value], keyTimes: [Double]? = nil, calculationMode: KeyframeCalculationMode = .linear,
    timingFunctions: [CubicBezierCurve]? = nil, tensionValues: [Double]? = nil,
    continuityValues: [Double]? = nil, biasValues: [Double]? = nil
  ) {
    self.values = values
    self.calculationMode = calculationMode
    let n = values.count
    let segments = Swift.max(n - 1, 0)
    let given = timingFunctions ?? []
    self.timingFunctions = (0..<segments).map { $0 < given.count ? given[$0] : .linear }

    switch calculationMode {
    case .discrete:
      self.keyTimes = Self.discreteKeyTimes(keyTimes, count: n)
    case .linear, .cubic:
      self.keyTimes = Self.validated(keyTimes, count: n) ?? Self.evenKeyTimes(count: n)
    case .paced, .cubicPaced:
      self.keyTimes = Self.pacedKeyTimes(values)
    }

    if calculationMode == .cubic || calculationMode == .cubicPaced {
      let spline = Spline(
        tension: tensionValues ?? [], continuity: continuityValues ?? [], bias: biasValues ?? [])
      controlPoints = spline.controlPoints(values, keyTimes: self.keyTimes)
    } else {
      controlPoints = []
    }
    arcLengths = calculationMode == .cubicPaced ? Self.arcLengths(values, controlPoints) : []
  }

  /// The value shown at a point of the animation.
  ///
  /// - Parameter progress: The fraction of the duration elapsed, after the animation's own timing
  ///   function; clamped to `[0, 1]`.
  /// - Returns: The value, or `nil` when there are no values.
  public func value(at progress: Double) -> Value? {
    guard let first = values.first, let last = values.last else { return nil }
    if values.count == 1 { return first }
    let p = progress.isNaN ? 0 : Swift.min(Swift.max(progress, 0), 1)

    switch calculationMode {
    case .discrete:
      // The last value whose key time has been reached.
      var index = 0
      for i in 0..<Swift.min(keyTimes.count, values.count) where keyTimes[i] <= p { index = i }
      return values[index]
    case .cubicPaced:
      return pacedSplineValue(at: p)
    case .linear, .paced, .cubic:
      if p <= keyTimes[0] { return first }
      if p >= keyTimes[values.count - 1] { return last }
      // The segment [k_i, k_i+1] containing p; with equal key times, the later one.
      var i = 0
      while i + 2 < values.count && keyTimes[i + 1] <= p { i += 1 }
      let span = keyTimes[i + 1] - keyTimes[i]
      var f = span > 0 ? (p - keyTimes[i]) / span : 1
      if calculationMode != .paced { f = timingFunctions[i].value(at: f) }
      return segmentValue(i, fraction: f)
    }
  }

  /// The value a fraction of the way along segment `i`.
  func segmentValue(_ i: Int, fraction f: Double) -> Value {
    if controlPoints.isEmpty { return values[i].interpolated(to: values[i + 1], fraction: f) }
    let (b1, b2) = controlPoints[i]
    return Spline.bezier(values[i], b1, b2, values[i + 1], at: f)
  }

  // MARK: - Key times

  /// `i / (n − 1)`: the default for linear and cubic.
  static func evenKeyTimes(count n: Int) -> [Double] {
    n < 2 ? Array(repeating: 0, count: n) : (0..<n).map { Double($0) / Double(n - 1) }
  }

  /// The given key times if there are `count` of them, in `[0, 1]` and non-decreasing.
  static func validated(_ times: [Double]?, count: Int) -> [Double]? {
    guard let times, times.count == count else { return nil }
    for (i, t) in times.enumerated() {
      guard t >= 0, t <= 1 else { return nil }
      if i > 0 && t < times[i - 1] { return nil }
    }
    return times
  }

  /// Discrete key times: `n + 1` given ones, or `n` given ones plus 1, or `i / n`.
  static func discreteKeyTimes(_ times: [Double]?, count n: Int) -> [Double] {
    if let valid = validated(times, count: n + 1) { return valid }
    if let valid = validated(times, count: n) { return valid + [1] }
    return (0...n).map { n == 0 ? 0 : Double($0) / Double(n) }
  }

  /// Key times proportional to the cumulative distance between values (even if all coincide).
  static func pacedKeyTimes(_ values: [Value]) -> [Double] {
    guard values.count > 1 else { return evenKeyTimes(count: values.count) }
    var cumulative = [0.0]
    for i in 1..<values.count {
      cumulative.append(cumulative[i - 1] + values[i - 1].pacingDistance(to: values[i]))
    }
    let total = cumulative[cumulative.count - 1]
    guard total > 0, total.isFinite else { return evenKeyTimes(count: values.count) }
    var times = cumulative.map { $0 / total }
    times[times.count - 1] = 1
    return times
  }
}

extension Keyframes: Sendable where Value: Sendable {}
