import Foundation

/// A damped spring that carries a value from 0 to 1: the maths of `CASpringAnimation`.
///
/// A mass `m` on a spring of stiffness `k` with damping coefficient `c` starts at 0 with velocity
/// `v₀` and is pulled towards 1:
///
///     m·x″ + c·x′ + k·(x − 1) = 0,    x(0) = 0,    x′(0) = v₀
///
///     ω₀ = √(k / m)            natural angular frequency, rad/s
///     ζ  = c / (2·√(k·m))      damping ratio
///
/// The closed-form responses (with `p = ζ·ω₀`):
///
///     ζ < 1 (under-damped)     ω_d = ω₀·√(1 − ζ²)
///       x(t) = 1 − e^(−p·t)·(cos ω_d·t + ((p − v₀) / ω_d)·sin ω_d·t)
///     ζ = 1 (critically damped), and ζ > 1 unless over-damping is allowed
///       x(t) = 1 − e^(−ω₀·t)·(1 + (ω₀ − v₀)·t)
///     ζ > 1 with `allowsOverdamping`     s = ω₀·√(ζ² − 1)
///       x(t) = 1 − C₁·e^(−(p + s)·t) − C₂·e^(−(p − s)·t)
///       C₁ = (v₀ − p + s) / 2s,   C₂ = (p + s − v₀) / 2s
///
/// Like Core Animation, a spring with ζ > 1 is evaluated as critically damped unless
/// ``allowsOverdamping`` is true (the default for the iOS 17 duration/bounce springs only).
///
/// Time is in seconds and the value is a fraction of the change: a `CASpringAnimation` from `a` to
/// `b` shows `a + (b − a)·value(at: t)`. The spring ignores any animation duration; the duration
/// only decides when the animation stops and snaps to `b`.
public struct Spring: Sendable {
  /// The mass attached to the spring. Default: 1. Non-positive values become 1, as in Core
  /// Animation.
  public let mass: Double
  /// The spring constant `k`. Default: 100. Non-positive values become 100, as in Core Animation.
  public let stiffness: Double
  /// The damping coefficient `c`. Default: 10. Negative values become 10, as in Core Animation.
  public let damping: Double
  /// The velocity at t = 0, in fractions of the total change per second: 1 means the whole
  /// distance per second. Positive values move towards the target. Default: 0.
  public let initialVelocity: Double
  /// Whether ζ > 1 is evaluated as a true over-damped spring instead of a critically damped one.
  /// Default: false (Core Animation's default).
  public let allowsOverdamping: Bool

  /// The natural angular frequency ω₀ = √(k / m), in radians per second.
  public let naturalFrequency: Double
  /// The damping ratio ζ = c / (2·√(k·m)); 1 is critical damping.
  public let dampingRatio: Double

  @usableFromInline let regime: Regime
  // Response coefficients, see `Regime`.
  @usableFromInline let rate: Double  // p = ζ·ω₀ (under/over-damped), ω₀ (critically damped)
  @usableFromInline let frequency: Double  // ω_d (under-damped), s (over-damped)
  @usableFromInline let a: Double
  @usableFromInline let b: Double

  @usableFromInline enum Regime: Sendable {
    /// 1 − x = e^(−rate·t)·(a·cos(frequency·t) + b·sin(frequency·t))
    case underdamped
    /// 1 − x = (a + b·t)·e^(−rate·t)
    case criticallyDamped
    /// 1 − x = a·e^(−(rate + frequency)·t) + b·e^(−(rate − frequency)·t)
    case overdamped
    /// Infinite stiffness: the value jumps to 1 as soon as t > 0.
    case instant
  }

  /// Creates a spring from its physical parameters, as `CASpringAnimation` and
  /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` do.
  ///
  /// - Parameters:
  ///   - mass: The mass. Default: 1 (`CASpringAnimation`'s default).
  ///   - stiffness: The spring constant. Default: 100. Infinite stiffness makes the value jump.
  ///   - damping: The damping coefficient. Default: 10.
  ///   - initialVelocity: The velocity at t = 0, in fractions of the change per second. Default: 0.
  ///   - allowsOverdamping: Whether ζ > 1 is a true over-damped spring. Default: false.
  public init(
    mass: Double = 1, stiffness: Double = 100, damping: Double = 10,
    initialVelocity: Double = 0, allowsOverdamping: Bool = false
  ) {
    // Core Animation's setters log and substitute the default for invalid input.
    let m = mass > 0 ? mass : 1
    let k = stiffness > 0 ? stiffness : 100
    let c = damping >= 0 ? damping : 10
    let v = initialVelocity.isFinite ? initialVelocity : 0
    self.mass = m
    self.stiffness = k
    self.damping = c
    self.initialVelocity = v
    self.allowsOverdamping = allowsOverdamping

    let w0 = (k / m).squareRoot()
    let root = (k * m).squareRoot()
    let zeta = c / (root + root)
    naturalFrequency = w0
    dampingRatio = zeta

    if !w0.isFinite {
      (regime, rate, frequency, a, b) = (.instant, 0, 0, 0, 0)
    } else if zeta < 1 {
      // d(0) = a = 1, d′(0) = −p·a + ω_d·b = −v₀  ⇒  b = (p − v₀) / ω_d.
      let wd = w0 * (1 - zeta * zeta).squareRoot()
      (regime, rate, frequency, a, b) = (.underdamped, zeta * w0, wd, 1, (zeta * w0 - v) / wd)
    } else if zeta == 1 || !allowsOverdamping {
      // d(0) = a = 1, d′(0) = b − ω₀·a = −v₀  ⇒  b = ω₀ − v₀.
      (regime, rate, frequency, a, b) = (.criticallyDamped, w0, 0, 1, w0 - v)
    } else {
      // Roots r₁ = −(p + s), r₂ = −(p − s); C₁ + C₂ = 1 and r₁·C₁ + r₂·C₂ = −v₀.
      let p = zeta * w0
      let s = w0 * (zeta * zeta - 1).squareRoot()
      (regime, rate, frequency) = (.overdamped, p, s)
      a = (v - p + s) / (s + s)
      b = (p + s - v) / (s + s)
    }
  }

  /// The fraction of the change reached at a time.
  ///
  /// - Parameter t: Seconds since the spring started. Negative times give 0.
  /// - Returns: x(t): 0 at t = 0, tending to 1; above 1 while an under-damped spring overshoots.
  @inlinable public func value(at t: Double) -> Double {
    if t <= 0 { return 0 }
    switch regime {
    case .underdamped:
      let phase = frequency * t
      return 1 - exp(-rate * t) * (a * cos(phase) + b * sin(phase))
    case .criticallyDamped:
      return 1 - (a + b * t) * exp(-rate * t)
    case .overdamped:
      return 1 - a * exp(-(rate + frequency) * t) - b * exp(-(rate - frequency) * t)
    case .instant:
      return 1
    }
  }

  /// The rate of change of the fraction at a time.
  ///
  /// - Parameter t: Seconds since the spring started. Negative times give the initial velocity.
  /// - Returns: x′(t) in fractions of the change per second.
  @inlinable public func velocity(at t: Double) -> Double {
    let t = Swift.max(t, 0)
    switch regime {
    case .underdamped:
      // d = e^(−p·t)·(a·cos + b·sin);  x′ = −d′ = e^(−p·t)·((p·a − ω_d·b)·cos + (p·b + ω_d·a)·sin)
      let phase = frequency * t
      let e = exp(-rate * t)
      return e * ((rate * a - frequency * b) * cos(phase) + (rate * b + frequency * a) * sin(phase))
    case .criticallyDamped:
      // d = (a + b·t)·e^(−ω₀·t);  x′ = −d′ = (ω₀·(a + b·t) − b)·e^(−ω₀·t)
      return (rate * (a + b * t) - b) * exp(-rate * t)
    case .overdamped:
      let fast = rate + frequency
      let slow = rate - frequency
      return a * fast * exp(-fast * t) + b * slow * exp(-slow * t)
    case .instant:
      return t == 0 ? initialVelocity : 0
    }
  }
}

// MARK: - Equality

extension Spring: Hashable {
  /// Two springs are equal when their parameters are equal.
  public static func == (l: Spring, r: Spring) -> Bool {
    l.mass == r.mass && l.stiffness == r.stiffness && l.damping == r.damping
      && l.initialVelocity == r.initialVelocity && l.allowsOverdamping == r.allowsOverdamping
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(mass)
    hasher.combine(stiffness)
    hasher.combine(damping)
    hasher.combine(initialVelocity)
    hasher.combine(allowsOverdamping)
  }
}

extension Spring: CustomStringConvertible {
  public var description: String {
    "Spring(mass: \(mass), stiffness: \(stiffness), damping: \(damping), "
      + "initialVelocity: \(initialVelocity), allowsOverdamping: \(allowsOverdamping))"
  }
}
