import Foundation

/// What a scroll view does along one axis once the finger lifts, as a pure function of time: it
/// coasts (``ScrollDeceleration``), and where it runs past an edge it springs back to it
/// (``ScrollBounce``), or stops there when it does not bounce.
///
/// ```swift
/// // Content offsets 0…1200 in a 700-point view; released at 100 moving up at 2000 pt/s.
/// let motion = ScrollMotion(position: 100, velocity: -2000, range: 0...1200, bounces: true)
/// motion.position(at: 0.1)   // coasting towards the top edge
/// motion.duration            // when it is back at rest on the edge
/// ```
public struct ScrollMotion: Sendable {
  /// One leg of the motion.
  enum Leg: Sendable {
    case coast(ScrollDeceleration)
    case spring(ScrollBounce)
  }

  /// The legs and the times they start at, in order.
  private var legs: [(start: Double, leg: Leg)] = []
  /// When the motion comes to rest, in seconds after the release.
  public private(set) var duration: Double = 0
  /// Where it comes to rest.
  public private(set) var destination: Double

  /// The motion from `position` at `velocity` within `range`.
  ///
  /// - Parameters:
  ///   - position: Where the motion starts, in points (it may be past an edge).
  ///   - velocity: Its speed at the start, in points per second.
  ///   - range: Where it may come to rest: the offsets between the content's edges.
  ///   - rate: The deceleration rate per millisecond. Default: `.normal`'s 0.998.
  ///   - bounces: Whether it springs back from past an edge; if not, it stops at the edge.
  ///   - threshold: How close to its rest the motion must be to stop there, in points.
  ///     Default: half a point.
  public init(
    position: Double, velocity: Double, range: ClosedRange<Double>,
    rate: Double = ScrollDeceleration.normalRate, bounces: Bool, threshold: Double = 0.5
  ) {
    destination = position
    var t = 0.0
    var x = position
    var v = velocity.isFinite ? velocity : 0
    // Each pass adds one leg; a spring that crosses its edge hands over to a coast, which may
    // reach the other edge, and so on (a handful of legs at most).
    for _ in 0..<8 {
      let pastLow = x < range.lowerBound || (x == range.lowerBound && v < 0)
      let pastHigh = x > range.upperBound || (x == range.upperBound && v > 0)
      if pastLow || pastHigh {
        let edge = pastLow ? range.lowerBound : range.upperBound
        guard bounces else {
          finish(at: t, resting: edge)
          return
        }
        let spring = ScrollBounce(rest: edge, displacement: x - edge, velocity: v)
        legs.append((t, .spring(spring)))
        if let cross = spring.crossingTime(), range.upperBound > range.lowerBound {
          t += cross
          x = edge
          v = spring.velocity(at: cross)
          continue
        }
        finish(at: t + spring.duration(threshold: threshold), resting: edge)
        return
      }
      let coast = ScrollDeceleration(position: x, velocity: v, rate: rate)
      legs.append((t, .coast(coast)))
      let end = coast.destination
      guard end < range.lowerBound || end > range.upperBound,
        let hit = coast.time(reaching: end < range.lowerBound ? range.lowerBound : range.upperBound)
      else {
        finish(at: t + coast.duration(threshold: threshold), resting: end)
        return
      }
      t += hit
      x = end < range.lowerBound ? range.lowerBound : range.upperBound
      v = coast.velocity(at: hit)
    }
    finish(at: t, resting: min(max(x, range.lowerBound), range.upperBound))
  }

  /// A motion from `position` at `velocity` that comes to rest exactly at `target` (a page, or a
  /// target offset a delegate chose): it coasts at the rate that ends there when that is no
  /// gentler than `rate`, and otherwise springs there.
  public init(
    position: Double, velocity: Double, target: Double,
    rate: Double = ScrollDeceleration.normalRate, threshold: Double = 0.5
  ) {
    destination = target
    let v = velocity.isFinite ? velocity : 0
    if let r = ScrollDeceleration.rate(forDistance: target - position, velocity: v), r <= rate {
      let coast = ScrollDeceleration(position: position, velocity: v, rate: r)
      legs = [(0, .coast(coast))]
      duration = coast.duration(threshold: threshold)
    } else if abs(target - position) > 0 || v != 0 {
      let spring = ScrollBounce(rest: target, displacement: position - target, velocity: v)
      legs = [(0, .spring(spring))]
      duration = spring.duration(threshold: threshold)
    }
  }

  private mutating func finish(at time: Double, resting rest: Double) {
    duration = time
    destination = rest
  }

  /// Where the motion is `t` seconds after the release (its destination from ``duration`` on).
  public func position(at t: Double) -> Double {
    guard t < duration, let (start, leg) = legs.last(where: { $0.start <= t }) else {
      return destination
    }
    switch leg {
    case .coast(let c): return c.position(at: t - start)
    case .spring(let s): return s.position(at: t - start)
    }
  }

  /// The velocity `t` seconds after the release, in points per second (0 once at rest).
  public func velocity(at t: Double) -> Double {
    guard t < duration, let (start, leg) = legs.last(where: { $0.start <= t }) else { return 0 }
    switch leg {
    case .coast(let c): return c.velocity(at: t - start)
    case .spring(let s): return s.velocity(at: t - start)
    }
  }

  /// Whether the motion is springing back from past an edge at `t`.
  public func isBouncing(at t: Double) -> Bool {
    guard t < duration, let (_, leg) = legs.last(where: { $0.start <= t }) else { return false }
    if case .spring = leg { return true }
    return false
  }
}
