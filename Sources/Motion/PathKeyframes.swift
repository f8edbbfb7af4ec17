import Foundation
import Geometry

/// A keyframe animation along a path, as `CAKeyframeAnimation.path` moves a point: every
/// element's end point is a keyframe, and between two keyframes the point follows the element
/// (a line, or the curve by its own parameter).
///
/// Key times are `keyTimes` when there is one per keyframe, else evenly spaced; the paced modes
/// space them by arc length and move at constant speed along each element. `.discrete` jumps
/// from keyframe to keyframe. A `move(to:)` inside the path jumps to its point; a close draws
/// the line back to the subpath's start.
public struct PathKeyframes: Sendable {
  /// One stretch between two keyframes, as a cubic (a line's control points on it).
  struct Segment: Sendable {
    var p0: CGPoint, p1: CGPoint, p2: CGPoint, p3: CGPoint
    /// Cumulative length at `samples` even steps of the parameter, for pacing.
    var lengths: [Double]

    func point(at t: Double) -> CGPoint {
      let u = 1 - t
      let a = u * u * u
      let b = 3 * u * u * t
      let c = 3 * u * t * t
      let d = t * t * t
      let x = a * Double(p0.x) + b * Double(p1.x) + c * Double(p2.x) + d * Double(p3.x)
      let y = a * Double(p0.y) + b * Double(p1.y) + c * Double(p2.y) + d * Double(p3.y)
      return CGPoint(x: x, y: y)
    }

    /// The derivative at `t`: the direction of travel, (dx, dy).
    func tangent(at t: Double) -> (Double, Double) {
      let u = 1 - t
      let (a, b, c) = (3 * u * u, 6 * u * t, 3 * t * t)
      let (x0, x1, x2, x3) = (Double(p0.x), Double(p1.x), Double(p2.x), Double(p3.x))
      let (y0, y1, y2, y3) = (Double(p0.y), Double(p1.y), Double(p2.y), Double(p3.y))
      return (
        a * (x1 - x0) + b * (x2 - x1) + c * (x3 - x2), a * (y1 - y0) + b * (y2 - y1) + c * (y3 - y2)
      )
    }

    var length: Double { lengths.last ?? 0 }

    /// The parameter at which the segment has run `fraction` of its length.
    func parameter(atLengthFraction fraction: Double) -> Double {
      let target = fraction * length
      guard length > 0, let k = lengths.firstIndex(where: { $0 >= target }), k > 0 else {
        return fraction
      }
      let (l0, l1) = (lengths[k - 1], lengths[k])
      let local = l1 > l0 ? (target - l0) / (l1 - l0) : 0
      return (Double(k - 1) + local) / Double(lengths.count - 1)
    }
  }

  let segments: [Segment]
  let times: [Double]
  let calculationMode: KeyframeCalculationMode
  let timingFunctions: [CubicBezierCurve]

  static let samples = 32

  /// Keyframes along `path`; nil for a path with no element to move along.
  public init?(
    path: Path, keyTimes: [Double]?, calculationMode: KeyframeCalculationMode,
    timingFunctions: [CubicBezierCurve]?
  ) {
    var segments: [Segment] = []
    var current: CGPoint?
    var start: CGPoint?
    func add(_ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) {
      guard let p0 = current else { return }
      var segment = Segment(p0: p0, p1: p1, p2: p2, p3: p3, lengths: [0])
      var last = p0
      for k in 1...Self.samples {
        let p = segment.point(at: Double(k) / Double(Self.samples))
        segment.lengths.append(segment.lengths[k - 1] + hypot(p.x - last.x, p.y - last.y))
        last = p
      }
      segments.append(segment)
      current = p3
    }
    func third(_ a: CGPoint, _ b: CGPoint, _ f: CGFloat) -> CGPoint {
      CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
    }
    for element in path.elements {
      switch element {
      case .move(let p):
        // A jump: a segment of no length, so the point arrives there at its key time.
        if current != nil { add(p, p, p) }
        current = p
        start = p
      case .line(let p):
        if let c = current { add(third(c, p, 1.0 / 3), third(c, p, 2.0 / 3), p) }
      case .quadCurve(let p, let control):
        if let c = current { add(third(c, control, 2.0 / 3), third(p, control, 2.0 / 3), p) }
      case .curve(let p, let c1, let c2):
        add(c1, c2, p)
      case .closeSubpath:
        if let c = current, let s = start { add(third(c, s, 1.0 / 3), third(c, s, 2.0 / 3), s) }
      }
    }
    guard !segments.isEmpty else { return nil }
    self.segments = segments
    self.calculationMode = calculationMode
    let n = segments.count + 1
    let given = timingFunctions ?? []
    self.timingFunctions = (0..<segments.count).map { $0 < given.count ? given[$0] : .linear }
    switch calculationMode {
    case .paced, .cubicPaced:
      var cumulative = [0.0]
      for s in segments { cumulative.append(cumulative.last! + s.length) }
      let total = cumulative.last!
      times =
        total > 0 && total.isFinite
        ? cumulative.map { $0 / total } : Keyframes<Double>.evenKeyTimes(count: n)
    case .discrete:
      times = Keyframes<Double>.discreteKeyTimes(keyTimes, count: n)
    case .linear, .cubic:
      times =
        Keyframes<Double>.validated(keyTimes, count: n) ?? Keyframes<Double>.evenKeyTimes(count: n)
    }
  }

  /// The point and the direction of travel (radians from +x towards +y) at `progress` (0…1 of
  /// the duration, after the animation's timing function).
  public func value(at progress: Double) -> (point: CGPoint, angle: Double) {
    let p = progress.isNaN ? 0 : min(max(progress, 0), 1)
    let (i, t) = locate(p)
    let s = segments[i]
    var (dx, dy) = s.tangent(at: t)
    // At a cusp or a jump the direction is the nearest one that exists.
    if dx == 0 && dy == 0 { (dx, dy) = (Double(s.p3.x - s.p0.x), Double(s.p3.y - s.p0.y)) }
    return (s.point(at: t), atan2(dy, dx))
  }

  /// The segment and the curve parameter at `p`.
  func locate(_ p: Double) -> (Int, Double) {
    let last = segments.count - 1
    if calculationMode == .discrete {
      // The last keyframe reached: segment i's start is keyframe i.
      var k = 0
      for i in 0..<times.count where times[i] <= p { k = i }
      return k > last ? (last, 1) : (k, 0)
    }
    if p <= times[0] { return (0, 0) }
    if p >= times[last + 1] { return (last, 1) }
    var i = 0
    while i < last && times[i + 1] <= p { i += 1 }
    let span = times[i + 1] - times[i]
    let f = span > 0 ? (p - times[i]) / span : 1
    switch calculationMode {
    case .paced, .cubicPaced: return (i, segments[i].parameter(atLengthFraction: f))
    default: return (i, timingFunctions[i].value(at: f))
    }
  }
}
