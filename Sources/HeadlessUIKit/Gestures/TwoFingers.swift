import Foundation

/// What pinch and rotation recognizers measure between their first two touches: the distance
/// (a ratio to its base) or the angle (a difference from its base, unwrapped across ±π).
@MainActor struct TwoFingers {
  /// The change of distance, in points, that begins a pinch (Curtain's value).
  static let hysteresis: CGFloat = 8
  /// The turn, in radians, that begins a rotation (Curtain's value: about 3°).
  static let rotationHysteresis: CGFloat = .pi / 60

  struct Pose {
    var span: CGFloat
    var angle: CGFloat
  }

  var base = Pose(span: 1, angle: 0)
  var current = Pose(span: 1, angle: 0)
  /// Whether the measure is a ratio to the base (scale) rather than a difference (rotation).
  let isRatio: Bool
  var velocity: CGFloat = 0
  var lastValue: CGFloat = 0
  var lastTime: TimeInterval = 0

  init(isRatio: Bool) { self.isRatio = isRatio }

  func value(of measure: KeyPath<Pose, CGFloat>) -> CGFloat {
    isRatio
      ? current[keyPath: measure] / max(base[keyPath: measure], 1e-9)
      : current[keyPath: measure] - base[keyPath: measure]
  }

  /// Moves the base so that the measure reads `value` now.
  mutating func rebase(_ measure: WritableKeyPath<Pose, CGFloat>, to value: CGFloat) {
    base[keyPath: measure] =
      isRatio ? current[keyPath: measure] / max(value, 1e-9) : current[keyPath: measure] - value
    lastValue = value
  }

  /// The first two touches' distance and angle (window coordinates), the angle unwrapped to
  /// stay within π of `previous`.
  static func pose(of r: UIGestureRecognizer, near previous: CGFloat) -> Pose? {
    guard r.numberOfTouches >= 2 else { return nil }
    let a = r.location(ofTouch: 0, in: nil)
    let b = r.location(ofTouch: 1, in: nil)
    var angle = atan2(b.y - a.y, b.x - a.x)
    while angle - previous > .pi { angle -= 2 * .pi }
    while angle - previous < -.pi { angle += 2 * .pi }
    return Pose(span: hypot(b.x - a.x, b.y - a.y), angle: angle)
  }

  mutating func began(_ r: UIGestureRecognizer, event: UIEvent) {
    guard r.state == .possible, let pose = Self.pose(of: r, near: 0) else { return }
    base = pose
    current = pose
    velocity = 0
    lastValue = isRatio ? 1 : 0
    lastTime = event.timestamp
  }

  /// Takes the fingers' new pose; returns whether the gesture has moved far enough to begin.
  mutating func moved(
    _ r: UIGestureRecognizer, event: UIEvent, measure: WritableKeyPath<Pose, CGFloat>
  ) -> Bool {
    guard let pose = Self.pose(of: r, near: current.angle) else { return false }
    current = pose
    let value = value(of: measure)
    let dt = event.timestamp - lastTime
    if dt > 0 { velocity = (value - lastValue) / dt }
    lastValue = value
    lastTime = event.timestamp
    return isRatio
      ? abs(current.span - base.span) >= Self.hysteresis
      : abs(current.angle - base.angle) >= Self.rotationHysteresis
  }

  /// The state after a move: `.began` once far enough, then `.changed`.
  static func advance(_ r: UIGestureRecognizer, farEnough: Bool) {
    switch r.state {
    case .possible: if farEnough { r.state = .began }
    case .began, .changed: r.state = .changed
    default: break
    }
  }

  /// A finger lifted: the gesture ends (or fails) when fewer than two remain.
  static func ended(_ r: UIGestureRecognizer) {
    guard r.numberOfTouches - countEnded(r) < 2 else { return }
    switch r.state {
    case .began, .changed: r.state = .ended
    case .possible: r.state = .failed
    default: break
    }
  }

  private static func countEnded(_ r: UIGestureRecognizer) -> Int {
    r.touches.filter { $0.phase == .ended }.count
  }
}
