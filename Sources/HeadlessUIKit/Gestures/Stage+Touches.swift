import Compositor
import Foundation
import Raster

/// How a scripted finger moves along its path.
public enum TouchEasing: Sendable {
  /// Constant speed: released while moving (a fling).
  case linear
  /// Slows to a stop before release (a drag that is let go).
  case easeOut
  /// Speeds up, then slows to a stop.
  case easeInOut

  /// Fraction of the path at fraction `u` of the time, and its derivative.
  func progress(_ u: Double) -> (position: Double, rate: Double) {
    switch self {
    case .linear: return (u, 1)
    case .easeOut: return (1 - (1 - u) * (1 - u), 2 * (1 - u))
    case .easeInOut: return (u * u * (3 - 2 * u), 6 * u * (1 - u))
    }
  }
}

extension Stage {
  /// Touch samples per second for scripted gestures (an iPhone's touch rate).
  public static let touchSampleRate = 120.0

  /// Taps at `point` (window coordinates, points): the finger comes down now and lifts 0.1 s later.
  public func tap(at point: CGPoint) {
    touches.began(at: point, time: time, in: window)
    after(0.1) { [self] in touches.ended(at: point, time: time) }
  }

  /// Drags a finger from `start` to `end` over `duration` seconds, starting now.
  ///
  /// The finger comes down at `start`, moves with `easing` (sampled 120 times a second, each
  /// sample carrying the path's velocity), and lifts at `end`. With `.linear` it is still moving
  /// when it lifts (a fling); with `.easeOut` it has stopped.
  public func pan(
    from start: CGPoint, to end: CGPoint, duration: TimeInterval, easing: TouchEasing = .easeOut
  ) {
    pan(along: [start, end], duration: duration, easing: easing)
  }

  /// Drags a finger along the polyline `points` over `duration` seconds (the easing applies to
  /// the distance travelled along it).
  public func pan(along points: [CGPoint], duration: TimeInterval, easing: TouchEasing = .easeOut) {
    guard let first = points.first else { return }
    let path = Polyline(points)
    let t0 = time
    let d = max(duration, 1e-3)
    touches.began(at: first, time: t0, in: window)
    let samples = max(1, Int((d * Self.touchSampleRate).rounded(.up)))
    for i in 1...samples {
      let u = Double(i) / Double(samples)
      at(t0 + d * u) { [self] in
        let (s, rate) = easing.progress(u)
        let (p, direction) = path.point(atFraction: s)
        // ds/dt = path length · rate / duration, along the segment's direction.
        let speed = path.length * rate / d
        let v = CGVector(dx: direction.dx * speed, dy: direction.dy * speed)
        if i < samples {
          touches.moved(to: p, velocity: v, time: time)
        } else {
          touches.moved(to: p, velocity: v, time: time)
          touches.ended(at: p, time: time)
        }
      }
    }
  }

  /// A fast flick from `start` by `translation`, over `duration` (default 0.15 s), released
  /// at full speed.
  public func swipe(from start: CGPoint, by translation: CGVector, duration: TimeInterval = 0.15) {
    pan(
      from: start, to: CGPoint(x: start.x + translation.dx, y: start.y + translation.dy),
      duration: duration, easing: .linear)
  }

  /// A pan that starts at `edge` of the screen (2 points in) and moves `distance` points
  /// inwards over `duration`.
  public func edgePan(
    from edge: UIRectEdge, distance: CGFloat, duration: TimeInterval,
    easing: TouchEasing = .easeOut, at position: CGFloat? = nil
  ) {
    let b = window.bounds
    let start: CGPoint
    let end: CGPoint
    switch edge {
    case .right:
      start = CGPoint(x: b.maxX - 2, y: position ?? b.midY)
      end = CGPoint(x: start.x - distance, y: start.y)
    case .top:
      start = CGPoint(x: position ?? b.midX, y: b.minY + 2)
      end = CGPoint(x: start.x, y: start.y + distance)
    case .bottom:
      start = CGPoint(x: position ?? b.midX, y: b.maxY - 2)
      end = CGPoint(x: start.x, y: start.y - distance)
    default:
      start = CGPoint(x: b.minX + 2, y: position ?? b.midY)
      end = CGPoint(x: start.x + distance, y: start.y)
    }
    pan(from: start, to: end, duration: duration, easing: easing)
  }

  /// Render nodes for the fingers on the screen, as the Simulator's "show touches" draws them:
  /// a 38-point translucent disc with a light rim.
  func touchIndicators() -> [RenderNode] {
    guard showsTouches else { return [] }
    return touches.activeLocations.map { p in
      RenderNode(
        frame: CGRect(x: p.x - 19, y: p.y - 19, width: 38, height: 38),
        backgroundColor: RGBAColor(red: 0.3, green: 0.3, blue: 0.3, alpha: 0.45),
        cornerRadii: CornerRadii(uniform: 19),
        border: RenderBorder(width: 2, color: RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.8)))
    }
  }
}

/// A path of straight segments, walked by arc length.
struct Polyline {
  let points: [CGPoint]
  let cumulative: [Double]
  var length: Double { cumulative.last ?? 0 }

  init(_ points: [CGPoint]) {
    self.points = points
    var c: [Double] = [0]
    for i in 1..<max(1, points.count) where points.count > 1 {
      c.append(c[i - 1] + hypot(points[i].x - points[i - 1].x, points[i].y - points[i - 1].y))
    }
    cumulative = c
  }

  /// The point at fraction `s` of the length, and the unit direction there.
  func point(atFraction s: Double) -> (CGPoint, CGVector) {
    guard points.count > 1, length > 0 else {
      return (points.first ?? .zero, CGVector(dx: 0, dy: 0))
    }
    let target = min(max(s, 0), 1) * length
    var i = 1
    while i < points.count - 1 && cumulative[i] < target { i += 1 }
    let a = points[i - 1]
    let b = points[i]
    let segment = cumulative[i] - cumulative[i - 1]
    let f = segment > 0 ? (target - cumulative[i - 1]) / segment : 0
    let p = CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
    let dir =
      segment > 0
      ? CGVector(dx: (b.x - a.x) / segment, dy: (b.y - a.y) / segment) : CGVector(dx: 0, dy: 0)
    return (p, dir)
  }
}
