import Foundation

/// Delivers scripted touches the way UIKit does for gesture recognizers: the view under the
/// finger is hit-tested when it comes down; its recognizers and those of its superviews (nearest
/// first) follow the touch; once one of them recognises its gesture the others fail.
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
    for r in recognizers where r.state != .failed {
      r.touchMoved(t)
      if r.state == .began { failOthers(than: r) }
    }
  }

  func ended(at point: CGPoint, time: TimeInterval) {
    guard let t = touch else { return }
    t.previousLocationInWindow = t.locationInWindow
    t.locationInWindow = point
    t.timestamp = time
    t.phase = .ended
    for r in recognizers where r.state != .failed {
      r.touchEnded(t)
      if r.state == .ended { failOthers(than: r) }
    }
    for r in recognizers { r.reset() }
    recognizers = []
    touch = nil
  }

  private func failOthers(than winner: UIGestureRecognizer) {
    for r in recognizers where r !== winner && r.state == .possible { r.state = .failed }
  }
}
