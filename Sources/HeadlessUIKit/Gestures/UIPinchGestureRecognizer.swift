import Foundation

/// Recognises two fingers moving apart or together: it begins once their distance has changed
/// by `TwoFingers.hysteresis` points, then reports `scale` (the distance over the distance when
/// the fingers came down) and its `velocity` (scale per second).
@preconcurrency @MainActor open class UIPinchGestureRecognizer: UIGestureRecognizer {
  var fingers = TwoFingers(isRatio: true)

  /// The distance between the fingers over what it was when they came down (or when `scale`
  /// was last set). Setting it rebases the measure.
  open var scale: CGFloat {
    get { fingers.value(of: \.span) }
    set { fingers.rebase(\.span, to: newValue) }
  }

  /// How fast `scale` changes, per second.
  open var velocity: CGFloat { fingers.velocity }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    fingers.began(self, event: event)
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    let farEnough = fingers.moved(self, event: event, measure: \.span)
    TwoFingers.advance(self, farEnough: farEnough)
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    TwoFingers.ended(self)
  }

  open override func reset() {
    super.reset()
    fingers = TwoFingers(isRatio: true)
  }
}
