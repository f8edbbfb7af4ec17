import Foundation

/// Delivers scripted touches the way UIKit does for gesture recognizers: the view under the
/// finger is hit-tested when it comes down, and its recognizers and those of its superviews
/// (nearest first) follow the touch.
///
/// Recognizers compete as UIKit's do. One that would recognise asks first
/// (``allowsRecognition(of:as:)``): its delegate's `gestureRecognizerShouldBegin(_:)` may
/// refuse; it waits while a recognizer it must see fail (`require(toFail:)` or the delegates'
/// `shouldRequireFailureOf` / `shouldBeRequiredToFailBy`) may still recognise; and once it
/// recognises, the others fail unless a delegate lets the two recognise simultaneously.
@MainActor final class TouchDispatcher {
  /// The touch in progress, if any.
  private(set) var touch: UITouch?
  private var recognizers: [UIGestureRecognizer] = []
  /// Where touches were, for "show touches".
  var activeLocations: [CGPoint] {
    touch.map { $0.phase == .ended ? [] : [$0.locationInWindow] } ?? []
  }

  func began(at point: CGPoint, time: TimeInterval, in window: UIWindow) {
    if touch != nil { ended(at: touch!.locationInWindow, time: time) }
    let t = UITouch(location: point, time: time, window: window)
    t.view = window.hitTest(point, with: nil)
    touch = t
    var chain: [UIGestureRecognizer] = []
    var v = t.view
    while let view = v {
      chain += view._gestureRecognizers
      v = view.superview
    }
    recognizers = chain.filter { $0.accepts(t) }
    for r in recognizers { r.touchBegan(t) }
  }

  func moved(to point: CGPoint, velocity: CGVector, time: TimeInterval) {
    guard let t = touch else { return }
    t.previousLocationInWindow = t.locationInWindow
    t.locationInWindow = point
    t.velocityInWindow = velocity
    t.timestamp = time
    t.phase = .moved
    for r in recognizers where r.isTracking { r.touchMoved(t) }
    resolveWaiting(touchEnded: false)
  }

  func ended(at point: CGPoint, time: TimeInterval) {
    guard let t = touch else { return }
    t.previousLocationInWindow = t.locationInWindow
    t.locationInWindow = point
    t.timestamp = time
    t.phase = .ended
    for r in recognizers where r.isTracking { r.touchEnded(t) }
    resolveWaiting(touchEnded: true)
    for r in recognizers { r.reset() }
    recognizers = []
    touch = nil
  }

  // MARK: - Arbitration

  /// Whether `r` may leave `.possible` for `newState` now. If not, it has failed, or it waits
  /// (with `pendingState`) for the recognizers it requires to fail.
  func allowsRecognition(
    of r: UIGestureRecognizer, as newState: UIGestureRecognizer.State
  ) -> Bool {
    guard recognizers.contains(where: { $0 === r }) else { return true }
    guard r.shouldBegin() else {
      r.state = .failed
      return false
    }
    for other in recognizers where other !== r && other.hasRecognized {
      if !Self.simultaneous(r, other) || Self.requiresFailure(r, of: other) {
        r.state = .failed
        return false
      }
    }
    if recognizers.contains(where: {
      $0 !== r && $0.state == .possible && Self.requiresFailure(r, of: $0)
    }) {
      r.pendingState = newState
      return false
    }
    r.pendingState = nil
    for other in recognizers where other !== r && other.state == .possible {
      if !Self.simultaneous(r, other) || Self.requiresFailure(other, of: r) {
        other.state = .failed
      }
    }
    return true
  }

  /// Lets waiting recognizers recognise once what they wait on has failed. When the touch has
  /// ended, a continuous gesture that never began fails; a discrete one recognises.
  private func resolveWaiting(touchEnded: Bool) {
    for r in recognizers where r.state == .possible {
      guard let pending = r.pendingState,
        !recognizers.contains(where: {
          $0 !== r && $0.state == .possible && Self.requiresFailure(r, of: $0)
        })
      else { continue }
      r.pendingState = nil
      if touchEnded && pending == .began {
        r.state = .failed
      } else {
        r.transition(to: pending)
      }
    }
  }

  /// Whether either delegate lets `a` and `b` recognise at once.
  static func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
    a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
      || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
  }

  /// Whether `a` may only recognise after `b` fails.
  static func requiresFailure(_ a: UIGestureRecognizer, of b: UIGestureRecognizer) -> Bool {
    a.failureRequirements.contains { $0.recognizer === b }
      || a.delegate?.gestureRecognizer(a, shouldRequireFailureOf: b) == true
      || b.delegate?.gestureRecognizer(b, shouldBeRequiredToFailBy: a) == true
  }
}

extension UIGestureRecognizer {
  /// Whether the recognizer still follows the touch (it has neither failed nor finished).
  var isTracking: Bool { state == .possible || state == .began || state == .changed }

  /// Whether the recognizer has recognised its gesture during this touch.
  var hasRecognized: Bool { state == .began || state == .changed || state == .ended }
}
