import Foundation

// The ways UIKit and Core Animation describe a spring, each mapped to mass, stiffness and damping.

extension Spring {
  /// UIKit's default spring: mass 3, stiffness 1000, damping 500 (ζ ≈ 4.56, so critically damped
  /// with ω₀ = √(1000 / 3) ≈ 18.2574 s⁻¹).
  ///
  /// `UISpringTimingParameters()` and the system animation curve 7 (see ``SystemSpringCurve``)
  /// use it; UIKit's names are `_UIViewDefaultSpringMass`, `…Stiffness` and `…Damping`.
  public static let uiKitDefault = Spring(mass: 3, stiffness: 1000, damping: 500)

  /// Creates the spring of `UISpringTimingParameters(dampingRatio:response:initialVelocity:)`.
  ///
  /// UIKit's conversion: mass 1, stiffness = (2π / response)², damping = 2·ζ·√stiffness.
  ///
  /// - Parameters:
  ///   - dampingRatio: ζ; 1 is critically damped, smaller values bounce.
  ///   - response: The period of the undamped oscillation, 2π / ω₀, in seconds.
  ///   - initialVelocity: In fractions of the change per second. Default: 0.
  ///   - allowsOverdamping: Whether ζ > 1 over-damps. Default: false.
  public init(
    dampingRatio: Double, response: Double, initialVelocity: Double = 0,
    allowsOverdamping: Bool = false
  ) {
    let omega = 2 * Double.pi / response
    let stiffness = omega * omega
    let root = stiffness.squareRoot()
    self.init(
      mass: 1, stiffness: stiffness, damping: (root + root) * dampingRatio,
      initialVelocity: initialVelocity, allowsOverdamping: allowsOverdamping)
  }

  /// Creates an iOS 17 spring from a perceptual duration and a bounce, as
  /// `CASpringAnimation(perceptualDuration:bounce:)` and
  /// `UISpringTimingParameters(duration:bounce:initialVelocity:)` do.
  ///
  ///     ζ = 1 − bounce          for bounce ≥ 0
  ///     ζ = 1 / (1 + bounce)    for bounce < 0 (over-damped)
  ///     mass 1,  stiffness = (2π / duration)²,  damping = 4π·ζ / duration
  ///
  /// Over-damping is allowed, so negative bounces really over-damp.
  ///
  /// - Parameters:
  ///   - perceptualDuration: The response 2π / ω₀, in seconds. Zero or less gives infinite
  ///     stiffness (the value jumps), as in Core Animation.
  ///   - bounce: −1 < bounce ≤ 1; 0 is critically damped. Default: 0.
  ///   - initialVelocity: In fractions of the change per second. Default: 0.
  public init(perceptualDuration: Double, bounce: Double = 0, initialVelocity: Double = 0) {
    let omega = 2 * Double.pi / perceptualDuration
    let zeta = bounce >= 0 ? 1 - bounce : 1 / (bounce + 1)
    self.init(
      mass: 1, stiffness: perceptualDuration > 0 ? omega * omega : .infinity,
      damping: zeta * 4 * Double.pi / perceptualDuration,
      initialVelocity: initialVelocity, allowsOverdamping: true)
  }

  /// The spring's perceptual duration (response), 2π·√(m / k), in seconds; 0 when the
  /// stiffness is infinite.
  public var perceptualDuration: Double {
    stiffness.isFinite ? 2 * Double.pi * (mass / stiffness).squareRoot() : 0
  }

  /// The spring's bounce, as `CASpringAnimation.bounce` reports it: 1 − ζ for ζ ≤ 1, and
  /// 1/ζ − 1 (negative) for over-damped springs.
  public var bounce: Double {
    // Core Animation: f = perceptualDuration·c / (4π·m) (which equals ζ); 1 − f or 1/f − 1.
    let f = perceptualDuration * damping / (mass * 4 * Double.pi)
    return dampingRatio <= 1 ? 1 - f : 1 / f - 1
  }

  /// Creates the spring of
  /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:…)`,
  /// which UIKit also uses for `UISpringTimingParameters(dampingRatio:initialVelocity:)` with the
  /// property animator's duration.
  ///
  /// UIKit picks the ω₀ for which the envelope of the motion has decayed to ε = 0.001 at the end
  /// of the duration, with mass 1 (ζ clamped to [1.1920929e-7, 1], d to [0.01, 10] s):
  ///
  ///     ζ = 1:  ((ω − v)·d + 1)·e^(−ω·d) = ε
  ///     ζ < 1:  |(ζ·ω − v) / (√(1 − ζ²)·ω)|·e^(−ζ·ω·d) = ε
  ///
  /// solved by exactly 12 Newton steps from ω = 5 / d; then stiffness = ω², damping = 2·ζ·ω.
  ///
  /// - Parameters:
  ///   - animationDuration: The animation's duration d, in seconds.
  ///   - dampingRatio: `usingSpringWithDamping`, ζ in (0, 1].
  ///   - initialVelocity: `initialSpringVelocity`, in fractions of the change per second.
  ///     Default: 0.
  public init(animationDuration: Double, dampingRatio: Double, initialVelocity: Double = 0) {
    let zeta = Swift.min(Swift.max(dampingRatio, 1.1920929e-7), 1)
    let d = Swift.min(Swift.max(animationDuration, 0.01), 10)
    let v = initialVelocity
    let epsilon = 0.001
    var w = 5 / d
    for _ in 0..<12 {
      let f: Double
      let slope: Double
      if zeta >= 1 {
        // f(ω) = ((ω − v)·d + 1)·e^(−ω·d) ∓ ε;   f′(ω) = d²·(v − ω)·e^(−ω·d)
        let e = exp(-d * w)
        f = ((w - v) * d + 1) * e + (w - v < 0 ? epsilon : -epsilon)
        slope = d * d * (v - w) * e
      } else {
        // f(ω) = ε − |r(ω)|·e^(−ζ·d·ω),  r(ω) = (ζ·ω − v) / (√(1 − ζ²)·ω)
        // h = r·e^(−ζ·d·ω);  h′ = e^(−ζ·d·ω)·(v + ζ·d·v·ω − ζ²·d·ω²) / (√(1 − ζ²)·ω²)
        let s = (1 - zeta * zeta).squareRoot()
        let e = exp(-zeta * d * w)
        let r = (zeta * w - v) / (s * w)
        f = epsilon - abs(r * e)
        let h1 = e * (v + zeta * d * v * w - zeta * zeta * d * w * w) / (s * w * w)
        slope = r * e >= 0 ? -h1 : h1
      }
      w -= f / slope
    }
    self.init(
      mass: 1, stiffness: w * w, damping: zeta * 2 * abs(w), initialVelocity: v,
      allowsOverdamping: false)
  }
}
