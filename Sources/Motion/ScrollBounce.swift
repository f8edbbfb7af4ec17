import Foundation

/// A scroll view springing back to its edge: a critically damped spring about `rest`.
///
///     u(t) = (u₀ + (v₀ + ω·u₀)·t) · e^(−ω·t),    x(t) = rest + u(t)
///
/// UIKit does not document its bounce. Curtain uses ω = 10 s⁻¹ (a unit mass on a spring of
/// stiffness 100, critically damped), as published re-creations of UIScrollView do: a flick into
/// the edge overshoots by v₀ / (ω·e) and is back within half a point in well under a second.
public struct ScrollBounce: Sendable, Hashable {
  /// ω, in radians per second.
  public static let frequency = 10.0

  /// Where the spring comes to rest, in points.
  public let rest: Double
  /// How far from `rest` it starts, in points.
  public let displacement: Double
  /// The velocity at the start, in points per second.
  public let velocity: Double
  /// ω, in radians per second.
  public let frequency: Double

  /// A spring about `rest` that starts `displacement` away from it at `velocity`.
  public init(
    rest: Double, displacement: Double, velocity: Double, frequency: Double = frequency
  ) {
    self.rest = rest
    self.displacement = displacement
    self.velocity = velocity.isFinite ? velocity : 0
    self.frequency = frequency
  }

  /// B in u(t) = (u₀ + B·t)·e^(−ω·t).
  private var slope: Double { velocity + frequency * displacement }

  /// Where the spring is `t` seconds after the start.
  public func position(at t: Double) -> Double {
    let t = max(t, 0)
    return rest + (displacement + slope * t) * exp(-frequency * t)
  }

  /// The velocity `t` seconds after the start, in points per second.
  public func velocity(at t: Double) -> Double {
    let t = max(t, 0)
    return (velocity - frequency * slope * t) * exp(-frequency * t)
  }

  /// When the spring passes through `rest` on its way to the other side, or nil if it only
  /// approaches it (a critically damped spring crosses at most once).
  public func crossingTime() -> Double? {
    guard displacement != 0, slope != 0 else { return nil }
    let t = -displacement / slope
    return t > 0 ? t : nil
  }

  /// When the spring is within `threshold` points of `rest` and stays there.
  public func duration(threshold: Double) -> Double {
    // |u(t)| ≤ (|u₀| + |B|·t)·e^(−ω·t), which falls after t = 1/ω − |u₀|/|B|; step that bound
    // in milliseconds.
    let a = abs(displacement)
    let b = abs(slope)
    guard threshold > 0, a + b > 0 else { return 0 }
    let peak = b > 0 ? max(0, 1 / frequency - a / b) : 0
    func bound(_ t: Double) -> Double { (a + b * t) * exp(-frequency * t) }
    // The bound rises until the peak: if it is small there, it is small throughout.
    if bound(peak) <= threshold { return 0 }
    var t = peak
    while bound(t) > threshold, t < 60 { t += 0.001 }
    return t
  }
}
