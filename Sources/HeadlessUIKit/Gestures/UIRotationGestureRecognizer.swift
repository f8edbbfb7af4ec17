import Foundation

/// Recognises two fingers turning: it begins once the line between them has turned by
/// `TwoFingers.rotationHysteresis`, then reports `rotation` (radians, clockwise on screen
/// positive) and its `velocity` (radians per second).
@preconcurrency @MainActor open class UIRotationGestureRecognizer: UIGestureRecognizer {
  var fingers = TwoFingers(isRatio: false)

  /// How far the fingers have turned since they came down (or since `rotation` was last set),
  /// in radians. Setting it rebases the measure.
  open var rotation: CGFloat {
    get { fingers.value(of: \.angle) }
    set { fingers.rebase(\.angle, to: newValue) }
  }

  /// How fast `rotation` changes, in radians per second.
  open var velocity: CGFloat { fingers.velocity }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    fingers.began(self, event: event)
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    let farEnough = fingers.moved(self, event: event, measure: \.angle)
    TwoFingers.advance(self, farEnough: farEnough)
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    TwoFingers.ended(self)
  }

  open override func reset() {
    super.reset()
    fingers = TwoFingers(isRatio: false)
  }
}
