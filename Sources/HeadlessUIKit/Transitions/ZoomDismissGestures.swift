import Foundation

/// The drag that dismisses (or pops) a zoomed controller (docs/uikit-behaviour.md#zoom-drag):
/// UIKit's one-finger pan on the zoomed view, installed when a zoom in completes, with the
/// pinch (`ZoomPinchDismissGesture`) beside it.
///
/// A drag that begins downward (and that `interactiveDismissShouldBegin` allows) starts an
/// interactive zoom out: the view follows the finger and shrinks by
/// `ZoomTransitionMetrics.scalePerPoint` per point dragged down, the dimming fading with it.
/// Released fast enough downward or far enough down, it zooms the rest of the way into the
/// source view; otherwise it springs back to full screen.
@MainActor final class ZoomDismissGesture: UIPanGestureRecognizer {
  private var interaction: ZoomDismissInteraction?

  /// Adds the drag and the pinch to a zoomed controller's view (once).
  static func install(on view: UIView) {
    guard !(view.gestureRecognizers ?? []).contains(where: { $0 is ZoomDismissGesture }) else {
      return
    }
    let pan = ZoomDismissGesture(handler: { r in (r as? ZoomDismissGesture)?.changed() })
    pan.isSystemRecognizer = true
    pan.maximumNumberOfTouches = 1
    view.addGestureRecognizer(pan)
    let pinch = ZoomPinchDismissGesture(handler: { r in (r as? ZoomPinchDismissGesture)?.changed() }
    )
    pinch.isSystemRecognizer = true
    view.addGestureRecognizer(pinch)
  }

  /// Takes the drag and the pinch off a view that zoomed out.
  static func remove(from view: UIView) {
    for r in view.gestureRecognizers ?? []
    where r is ZoomDismissGesture || r is ZoomPinchDismissGesture {
      view.removeGestureRecognizer(r)
    }
  }

  private func changed() {
    guard let window = view?.window else { return }
    let t = translation(in: window)
    let v = velocity(in: window)
    let m = ZoomTransitionAnimator.metrics
    switch state {
    case .began:
      guard let view else { return }
      interaction = ZoomDismissInteraction.begin(
        on: view, location: location(in: view), velocity: CGVector(dx: v.x, dy: v.y),
        willBegin: t.y > 0 && abs(t.y) >= abs(t.x), translation: CGVector(dx: t.x, dy: t.y),
        scale: m.scale(forDrag: t.y))
    case .changed:
      interaction?.follow(CGVector(dx: t.x, dy: t.y), scale: m.scale(forDrag: t.y))
    case .ended, .cancelled:
      let vy = state == .ended ? v.y : -1
      interaction?.release(
        CGVector(dx: t.x, dy: t.y),
        ZoomRelease(completes: m.dismisses(drag: t.y, velocity: vy)) { from, to in
          // The finger's speed as a fraction of the distance left per second.
          let distance = to.clip.midY - from.clip.midY
          return abs(distance) < 1 ? 0 : max(0, Double(vy / distance))
        })
      interaction = nil
    default:
      break
    }
  }
}

/// The pinch that dismisses (or pops) a zoomed controller (docs/uikit-behaviour.md#zoom-pinch):
/// fingers closing shrink the zoomed view with them, its centre following theirs; released
/// small enough and not spreading, it zooms the rest of the way into the source view, otherwise
/// it springs back to full screen.
@MainActor final class ZoomPinchDismissGesture: UIPinchGestureRecognizer {
  private var interaction: ZoomDismissInteraction?
  /// Where the fingers' centre was when the pinch began, in the window.
  private var start = CGPoint.zero

  /// The fingers' mean velocity in the window, points per second.
  private var centroidVelocity: CGVector {
    let n = CGFloat(max(1, touches.count))
    return CGVector(
      dx: touches.map(\.velocityInWindow.dx).reduce(0, +) / n,
      dy: touches.map(\.velocityInWindow.dy).reduce(0, +) / n)
  }

  fileprivate func changed() {
    let m = ZoomTransitionAnimator.metrics
    let s = m.scale(forPinch: scale)
    let c = location(in: nil)
    let t = CGVector(dx: c.x - start.x, dy: c.y - start.y)
    switch state {
    case .began:
      guard let view else { return }
      start = c
      interaction = ZoomDismissInteraction.begin(
        on: view, location: location(in: view), velocity: centroidVelocity,
        willBegin: scale < 1, translation: .zero, scale: s)
    case .changed:
      interaction?.follow(t, scale: s)
    case .ended, .cancelled:
      let v = state == .ended ? velocity : 1
      interaction?.release(
        t,
        ZoomRelease(completes: m.dismisses(pinch: s, velocity: v)) { from, to in
          // The pinch's speed as a fraction of the scale left to go per second.
          let distance = to.scale - from.scale
          return abs(distance) < 1e-3 ? 0 : max(0, Double(v / distance))
        })
      interaction = nil
    default:
      break
    }
  }
}
