import Foundation

/// A cubic Bézier timing curve from (0, 0) to (1, 1): the maths of `CAMediaTimingFunction`.
///
/// The curve is given by two control points `(x1, y1)` and `(x2, y2)`; the end points are fixed at
/// the origin and at (1, 1). For an input `x` (the fraction of the animation's duration that has
/// elapsed) the curve returns `y` (the fraction of the value change to show):
///
///     x(t) = 3(1 − t)²t·x1 + 3(1 − t)t²·x2 + t³        t ∈ [0, 1]
///     y(t) = 3(1 − t)²t·y1 + 3(1 − t)t²·y2 + t³
///     value(at: x) = y(t) where x(t) = x
///
/// Solving `x(t) = x` follows WebKit's `UnitBezier`: a linear guess from an 11-sample table of
/// `x(t)`, up to four Newton steps, then bisection on the bracketing table interval. Inputs
/// outside `[0, 1]` are extrapolated along the end tangents, as WebKit does; Core Animation only
/// ever passes inputs inside `[0, 1]`.
///
/// The value is immutable and precomputes its polynomial coefficients and sample table, so
/// evaluating it allocates nothing and takes a few tens of nanoseconds.
public struct CubicBezierCurve: Sendable {
  /// The x coordinate of the first control point, clamped to `[0, 1]`.
  public let x1: Double
  /// The y coordinate of the first control point; any finite value (curves may overshoot).
  public let y1: Double
  /// The x coordinate of the second control point, clamped to `[0, 1]`.
  public let x2: Double
  /// The y coordinate of the second control point; any finite value.
  public let y2: Double

  // Power-basis coefficients, x(t) = ((ax·t + bx)·t + cx)·t, and the same for y.
  @usableFromInline let ax: Double, bx: Double, cx: Double
  @usableFromInline let ay: Double, by: Double, cy: Double
  // Slopes used to extrapolate outside [0, 1].
  @usableFromInline let startGradient: Double, endGradient: Double
  // x(t) at t = 0, 0.1, …, 1.
  @usableFromInline let samples: InlineArray<11, Double>
  // x1 = y1 and x2 = y2 make y(t) ≡ x(t): the curve is the identity (`linear`), exactly.
  @usableFromInline let isIdentity: Bool

  /// The default solver tolerance on `x`: WebKit's `kBezierEpsilon`.
  ///
  /// Core Animation's own solver stops at 1e-5; both are far below a pixel.
  public static let defaultEpsilon = 1e-7

  /// Creates a curve from its two inner control points.
  ///
  /// - Parameters:
  ///   - x1: The x coordinate of the first control point; clamped to `[0, 1]` so that the curve
  ///     stays a function of time.
  ///   - y1: The y coordinate of the first control point.
  ///   - x2: The x coordinate of the second control point; clamped to `[0, 1]`.
  ///   - y2: The y coordinate of the second control point.
  public init(x1: Double, y1: Double, x2: Double, y2: Double) {
    let x1 = Swift.min(Swift.max(x1, 0), 1)
    let x2 = Swift.min(Swift.max(x2, 0), 1)
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2

    // Bernstein to power basis: c = 3·p1, b = 3·(p2 − p1) − c, a = 1 − c − b.
    let cx = 3 * x1
    let bx = 3 * (x2 - x1) - cx
    let cy = 3 * y1
    let by = 3 * (y2 - y1) - cy
    self.cx = cx
    self.bx = bx
    self.ax = 1 - cx - bx
    self.cy = cy
    self.by = by
    self.ay = 1 - cy - by

    // End tangents (WebKit's four cases): the nearest control point that is not vertically above
    // the end point gives the tangent; a vertical tangent is replaced by a flat one.
    if x1 > 0 {
      startGradient = y1 / x1
    } else if y1 == 0 && x2 > 0 {
      startGradient = y2 / x2
    } else if y1 == 0 && y2 == 0 {
      startGradient = 1
    } else {
      startGradient = 0
    }
    if x2 < 1 {
      endGradient = (y2 - 1) / (x2 - 1)
    } else if y2 == 1 && x1 < 1 {
      endGradient = (y1 - 1) / (x1 - 1)
    } else if y2 == 1 && y1 == 1 {
      endGradient = 1
    } else {
      endGradient = 0
    }

    isIdentity = x1 == y1 && x2 == y2
    let ax = 1 - cx - bx
    samples = InlineArray { i in
      let t = 0.1 * Double(i)
      return ((ax * t + bx) * t + cx) * t
    }
  }

  /// The eased fraction for an elapsed fraction of the duration.
  ///
  /// - Parameters:
  ///   - x: The elapsed fraction of the duration. Values outside `[0, 1]` are extrapolated
  ///     linearly along the curve's end tangents.
  ///   - epsilon: The tolerance on `x(t)` when solving for `t`. Default: ``defaultEpsilon`` (1e-7).
  ///     WebKit passes `1 / (200 · duration)`.
  /// - Returns: The fraction of the value change, `y`; exactly 0 at `x = 0` and 1 at `x = 1`.
  @inlinable public func value(at x: Double, epsilon: Double = defaultEpsilon) -> Double {
    if x <= 0 { return x == 0 ? 0 : startGradient * x }
    if x >= 1 { return x == 1 ? 1 : 1 + endGradient * (x - 1) }
    if isIdentity { return x }
    let t = parameter(forX: x, epsilon: epsilon)
    return ((ay * t + by) * t + cy) * t
  }

  /// The curve parameter `t` at which `x(t) = x`, for `x` in `[0, 1]`.
  ///
  /// - Parameters:
  ///   - x: The elapsed fraction, in `[0, 1]`.
  ///   - epsilon: The tolerance on `x(t)`. Default: ``defaultEpsilon``.
  /// - Returns: The parameter `t`, in `[0, 1]` up to the tolerance.
  @inlinable public func parameter(forX x: Double, epsilon: Double = defaultEpsilon) -> Double {
    // 1. Initial guess: linear interpolation in the 11-sample table of x(t).
    let deltaT = 0.1
    var t0 = 0.0
    var t1 = 1.0
    var t = x
    for i in 1..<11 where x <= samples[i] {
      t1 = deltaT * Double(i)
      t0 = t1 - deltaT
      t = t0 + (t1 - t0) * (x - samples[i - 1]) / (samples[i] - samples[i - 1])
      break
    }

    // 2. Newton's method: t ← t − (x(t) − x) / x′(t), at most four steps.
    let newtonEpsilon = Swift.min(Self.defaultEpsilon, epsilon)
    var residual = 0.0
    for _ in 0..<4 {
      residual = sampleX(t) - x
      if abs(residual) < newtonEpsilon { return t }
      let slope = (3 * ax * t + 2 * bx) * t + cx  // x′(t)
      if abs(slope) < Self.defaultEpsilon { break }
      t -= residual / slope
    }
    if abs(residual) < epsilon { return t }

    // 3. Bisection on the bracketing table interval [t0, t1] (x(t) is non-decreasing there).
    let bisectionEpsilon = Swift.max(1e-10, epsilon)
    if !(t0...t1).contains(t) { t = (t0 + t1) / 2 }
    var steps = 0
    while t0 < t1 && steps < 64 {
      let xt = sampleX(t)
      if abs(xt - x) < bisectionEpsilon { return t }
      if x > xt { t0 = t } else { t1 = t }
      t = t0 + (t1 - t0) / 2
      steps += 1
    }
    return t
  }

  /// `x(t)` by Horner's rule.
  @inlinable func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }

  /// `y(t)` by Horner's rule.
  @inlinable func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
}

// MARK: - Equality

extension CubicBezierCurve: Hashable {
  /// Two curves are equal when their control points are equal.
  public static func == (a: CubicBezierCurve, b: CubicBezierCurve) -> Bool {
    a.x1 == b.x1 && a.y1 == b.y1 && a.x2 == b.x2 && a.y2 == b.y2
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(x1)
    hasher.combine(y1)
    hasher.combine(x2)
    hasher.combine(y2)
  }
}

extension CubicBezierCurve: CustomStringConvertible {
  public var description: String { "CubicBezierCurve(\(x1), \(y1), \(x2), \(y2))" }
}
