import Foundation

extension Spring {
  /// The settling threshold `CASpringAnimation.settlingDuration` uses: 0.001 of the change.
  public static let settlingEpsilon = 0.001

  /// The time after which the spring is considered at rest, computed as
  /// `CASpringAnimation.settlingDuration` does (with ε = 0.001).
  ///
  /// For example mass 1, stiffness 100 settles in ≈ 2.855 s with damping 5 and ≈ 1.022 s with
  /// damping 15, the figures in Apple's documentation ("approximately 2.85 seconds", "just over
  /// 1 second"). See ``settlingDuration(epsilon:)`` for the rule.
  public var settlingDuration: Double { settlingDuration(epsilon: Self.settlingEpsilon) }

  /// The time after which the spring is considered at rest, by Core Animation's rule.
  ///
  /// Core Animation's `-[CASpringAnimation durationForEpsilon:]`:
  /// - ζ = 0 never settles: `.infinity`.
  /// - ζ < 1 uses the envelope of the under-damped response, whose amplitude is at most
  ///   `|a| + |b|` (see the formula on ``Spring``):
  ///
  ///       t = max(0, −ln(ε / (1 + |(ζ·ω₀ − v₀) / ω_d|)) / (ζ·ω₀))
  ///
  /// - ζ ≥ 1 samples x(t) every 0.1 s (accumulating `t += 0.1`, as Core Animation does) and
  ///   returns the first sample time from which |1 − x| stays below ε for more than a further
  ///   second of samples; 0 if a sample is not finite. (Unlike Core Animation, the search gives up
  ///   after 10⁵ samples and returns the time reached.)
  ///
  /// Core Animation then divides by the animation's `|speed|`; that is the caller's business.
  ///
  /// - Parameter epsilon: The threshold on |1 − x|; values below 1e-6 are raised to 1e-6.
  /// - Returns: Seconds.
  public func settlingDuration(epsilon: Double) -> Double {
    if regime == .instant { return 0 }
    if dampingRatio == 0 { return .infinity }
    let epsilon = Swift.max(epsilon, 0.000001)
    if dampingRatio < 1 {
      let t = -log(epsilon / (abs(a) + abs(b))) / rate
      return Swift.max(t, 0)
    }
    var best = -1.0
    var bestDistance = Double.infinity
    var t = 0.0
    // Core Animation loops until the spring settles; stop after 10⁵ samples (about 2.8 hours) so
    // that absurdly slow springs cannot hang the caller.
    for _ in 0..<100_000 {
      let distance = abs(1 - value(at: t))
      if !distance.isFinite { return 0 }
      if bestDistance >= epsilon {
        // Still searching: remember the closest sample so far.
        if distance < bestDistance { (best, bestDistance) = (t, distance) }
      } else if distance >= epsilon {
        // Left the band again: start over.
        bestDistance = .infinity
      } else if t - best > 1 {
        return best
      }
      t += 0.1
    }
    return t
  }
}
