import Foundation

/// Recognises a press held still: it begins once `numberOfTouchesRequired` fingers have stayed
/// within `allowableMovement` for `minimumPressDuration`, reports `.changed` as they move, and
/// `.ended` when they lift. With `numberOfTapsRequired` taps first, the press is the next touch.
@preconcurrency @MainActor open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// Taps before the press. Default: 0.
  open var numberOfTapsRequired = 0
  /// Default: 1.
  open var numberOfTouchesRequired = 1
  /// How long the fingers must stay down, in seconds. Default: 0.5.
  open var minimumPressDuration: TimeInterval = 0.5
  /// How far the fingers may move before the press begins, in points. Default: 10.
  open var allowableMovement: CGFloat = 10

  /// Where the press started (the centroid), in window coordinates.
  var start = CGPoint.zero
  /// Counts the presses, so that a timer of an earlier press does nothing.
  var pressNumber = 0

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    guard state == .possible else { return }
    guard numberOfTouches <= numberOfTouchesRequired,
      touches.allSatisfy({ $0.tapCount == numberOfTapsRequired + 1 })
    else {
      state = .failed
      return
    }
    guard numberOfTouches == numberOfTouchesRequired else { return }
    start = location(in: nil)
    pressNumber += 1
    let press = pressNumber
    guard let timeline = Timeline.current else { return }
    timeline.schedule(at: timeline.now + minimumPressDuration) { [weak self] in
      guard let self, pressNumber == press, state == .possible, numberOfTouches > 0 else { return }
      state = .began
    }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    switch state {
    case .possible:
      let c = location(in: nil)
      if hypot(c.x - start.x, c.y - start.y) > allowableMovement { state = .failed }
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    switch state {
    case .began, .changed: state = .ended
    case .possible: state = .failed
    default: break
    }
  }

  open override func reset() {
    super.reset()
    pressNumber += 1
  }
}
