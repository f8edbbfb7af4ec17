import Foundation

/// Recognises taps: `numberOfTouchesRequired` fingers come down and lift within 10 points of
/// where they started, `numberOfTapsRequired` times in quick succession. A discrete gesture:
/// its targets hear `.ended` (`.recognized`) once.
@preconcurrency @MainActor open class UITapGestureRecognizer: UIGestureRecognizer {
  /// Default: 1.
  open var numberOfTapsRequired = 1
  /// Default: 1.
  open var numberOfTouchesRequired = 1
  /// The pointer buttons a click must press (fingers' taps are recognised whatever it is).
  /// Default: `.primary`.
  open var buttonMaskRequired: UIEvent.ButtonMask = .primary

  /// How far a finger may move before the tap fails, in points (UIKit's hysteresis).
  static let allowableMovement: CGFloat = 10

  /// Where each tracked touch came down, in window coordinates.
  var starts: [ObjectIdentifier: CGPoint] = [:]
  /// The most fingers down together in the current tap.
  var fingersInTap = 0
  /// Taps counted so far.
  var tapsSoFar = 0

  override var awaitsAnotherTouch: Bool { tapsSoFar > 0 && tapsSoFar < numberOfTapsRequired }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    for t in touches { starts[ObjectIdentifier(t)] = t.locationInWindow }
    fingersInTap = max(fingersInTap, numberOfTouches)
    if numberOfTouches > numberOfTouchesRequired { state = .failed }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    for t in touches {
      guard let s = starts[ObjectIdentifier(t)] else { continue }
      let d = hypot(t.locationInWindow.x - s.x, t.locationInWindow.y - s.y)
      if d > Self.allowableMovement {
        state = .failed
        return
      }
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    guard state == .possible, numberOfTouches == touches.count else { return }
    guard fingersInTap == numberOfTouchesRequired else {
      state = .failed
      return
    }
    tapsSoFar += 1
    fingersInTap = 0
    starts = [:]
    if tapsSoFar >= numberOfTapsRequired { state = .recognized }
  }

  open override func reset() {
    super.reset()
    starts = [:]
    fingersInTap = 0
    tapsSoFar = 0
  }
}

extension UITapGestureRecognizer {
  /// A tap recognizer of UIKit's own (an alert's buttons, the view outside a popover): its
  /// actions stay out of the trace.
  static func system(handler: @escaping (UIGestureRecognizer) -> Void) -> UITapGestureRecognizer {
    let tap = UITapGestureRecognizer(handler: handler)
    tap.isSystemRecognizer = true
    return tap
  }
}
