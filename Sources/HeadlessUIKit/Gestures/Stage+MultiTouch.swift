import Foundation

extension Stage {
  /// Taps `count` times at `point` (window coordinates): each tap lifts 0.1 s after it comes
  /// down and the next comes down 0.1 s later, close enough to count as a double tap.
  public func tap(at point: CGPoint, count: Int) {
    let t0 = time
    for i in 0..<max(1, count) {
      let down = t0 + 0.2 * Double(i)
      at(down) { [self] in touches.began(at: point, time: time, in: window) }
      at(down + 0.1) { [self] in touches.ended(at: point, time: time) }
    }
  }

  /// Presses and holds at `point` for `duration` seconds (default 1), then lifts.
  public func longPress(at point: CGPoint, duration: TimeInterval = 1) {
    touches.began(at: point, time: time, in: window)
    after(duration) { [self] in touches.ended(at: point, time: time) }
  }

  /// Two fingers on either side of `center`, along the line at `angle` (radians), move from
  /// `startSpan` to `endSpan` points apart over `duration` seconds, then lift: a pinch
  /// (`endSpan` larger spreads the fingers, as zooming in).
  public func pinch(
    at center: CGPoint, from startSpan: CGFloat, to endSpan: CGFloat, angle: CGFloat = .pi / 4,
    duration: TimeInterval = 0.5, easing: TouchEasing = .easeOut
  ) {
    twoFingerGesture(center: center, duration: duration, easing: easing) { s in
      (startSpan + (endSpan - startSpan) * s, angle)
    }
  }

  /// Two fingers `span` points apart about `center` turn by `angle` radians (clockwise on
  /// screen when positive) over `duration` seconds, then lift.
  public func rotationGesture(
    at center: CGPoint, by angle: CGFloat, span: CGFloat = 150, duration: TimeInterval = 0.5,
    easing: TouchEasing = .easeOut
  ) {
    twoFingerGesture(center: center, duration: duration, easing: easing) { s in (span, angle * s) }
  }

  /// Drives fingers 0 and 1 symmetrically about `center`: `pose(s)` gives their distance and
  /// the angle of the line from finger 0 to finger 1 at fraction `s` of the way, sampled 120
  /// times a second with each finger's velocity.
  func twoFingerGesture(
    center: CGPoint, duration: TimeInterval, easing: TouchEasing,
    pose: @escaping (Double) -> (span: CGFloat, angle: CGFloat)
  ) {
    func points(_ s: Double) -> (CGPoint, CGPoint) {
      let (span, angle) = pose(s)
      let dx = cos(angle) * span / 2
      let dy = sin(angle) * span / 2
      return (
        CGPoint(x: center.x - dx, y: center.y - dy), CGPoint(x: center.x + dx, y: center.y + dy)
      )
    }
    let t0 = time
    let d = max(duration, 1e-3)
    let (a0, b0) = points(0)
    touches.began([(0, a0), (1, b0)], time: t0, in: window)
    let samples = max(1, Int((d * Self.touchSampleRate).rounded(.up)))
    for i in 1...samples {
      let u = Double(i) / Double(samples)
      at(t0 + d * u) { [self] in
        let (s, rate) = easing.progress(u)
        let (a, b) = points(s)
        // Velocity by a small step along the path, scaled by ds/dt.
        let h = 1e-4
        let (a2, b2) = points(min(1, s + h))
        let (a1, b1) = points(max(0, s - h))
        let k = rate / d / (min(1, s + h) - max(0, s - h))
        touches.moved(
          [
            (0, a, CGVector(dx: (a2.x - a1.x) * k, dy: (a2.y - a1.y) * k)),
            (1, b, CGVector(dx: (b2.x - b1.x) * k, dy: (b2.y - b1.y) * k)),
          ], time: time)
        if i == samples { touches.ended([0, 1], time: time) }
      }
    }
  }
}
