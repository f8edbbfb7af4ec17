import Foundation

/// A scroll view coasting after a flick, as `UIScrollView` decelerates: its velocity falls by the
/// deceleration rate every millisecond.
///
///     v(t) = v₀ · r^(1000·t)
///     x(t) = x₀ + v₀ · (r^(1000·t) − 1) / (1000 · ln r)
///     x(∞) = x₀ − v₀ / (1000 · ln r)
///
/// with `t` in seconds, `v₀` in points per second and `r` the rate per millisecond:
/// `UIScrollView.DecelerationRate.normal` is 0.998 and `.fast` 0.99. A flick at `.normal` carries
/// about half its speed's worth of points further (v₀ · 0.4995).
public struct ScrollDeceleration: Sendable, Hashable {
  /// `UIScrollView.DecelerationRate.normal`: 0.998 per millisecond.
  public static let normalRate = 0.998
  /// `UIScrollView.DecelerationRate.fast`: 0.99 per millisecond.
  public static let fastRate = 0.99

  /// Where the motion starts, in points.
  public let position: Double
  /// The velocity at the start, in points per second.
  public let velocity: Double
  /// The fraction of its velocity the motion keeps every millisecond, in (0, 1).
  public let rate: Double
  /// 1000 · ln r: the velocity's exponential decay constant per second (negative).
  private let decay: Double

  /// A motion from `position` at `velocity`, slowing by `rate` a millisecond.
  ///
  /// - Parameters:
  ///   - position: Where the motion starts, in points.
  ///   - velocity: Its speed at the start, in points per second.
  ///   - rate: In (0, 1); other values are clamped into it.
  public init(position: Double, velocity: Double, rate: Double = normalRate) {
    let r = min(max(rate, 1e-6), 1 - 1e-9)
    self.position = position
    self.velocity = velocity.isFinite ? velocity : 0
    self.rate = r
    decay = 1000 * log(r)
  }

  /// How far a flick at `velocity` travels before it stops: −v₀ / (1000 · ln r).
  public static func distance(forVelocity velocity: Double, rate: Double = normalRate) -> Double {
    ScrollDeceleration(position: 0, velocity: velocity, rate: rate).destination
  }

  /// The rate that makes a flick at `velocity` travel exactly `distance`, or nil when no rate
  /// can (the distance is zero or points against the velocity).
  public static func rate(forDistance distance: Double, velocity: Double) -> Double? {
    guard distance != 0, velocity != 0, (distance > 0) == (velocity > 0) else { return nil }
    return exp(-velocity / (1000 * distance))
  }

  /// Where the motion is `t` seconds after it started.
  public func position(at t: Double) -> Double {
    guard t > 0 else { return position }
    return position + velocity * (exp(decay * t) - 1) / decay
  }

  /// The velocity `t` seconds after the start, in points per second.
  public func velocity(at t: Double) -> Double {
    velocity * exp(decay * max(t, 0))
  }

  /// Where the motion comes to rest.
  public var destination: Double { position - velocity / decay }

  /// When the motion is within `threshold` points of its destination (0 if it starts there).
  public func duration(threshold: Double) -> Double {
    let remaining = abs(velocity / decay)
    guard remaining > threshold, threshold > 0 else { return 0 }
    return log(threshold / remaining) / decay
  }

  /// When the motion passes `value`, or nil if it never gets there.
  public func time(reaching value: Double) -> Double? {
    guard velocity != 0 else { return value == position ? 0 : nil }
    // r^(1000·t) = 1 + (value − x₀) · decay / v₀, which must lie in (0, 1].
    let factor = 1 + (value - position) * decay / velocity
    guard factor > 0, factor <= 1 else { return nil }
    return log(factor) / decay
  }
}
