import Foundation

/// Recognises a tap: the finger comes down and lifts within 10 points of where it started.
/// A discrete gesture: its targets hear `.ended` (`.recognized`) once.
@preconcurrency @MainActor open class UITapGestureRecognizer: UIGestureRecognizer {
  /// Default: 1.
  open var numberOfTapsRequired = 1
  /// Default: 1.
  open var numberOfTouchesRequired = 1

  /// How far the finger may move before the tap fails, in points (UIKit's hysteresis).
  static let allowableMovement: CGFloat = 10

  var start = CGPoint.zero

  override func touchBegan(_ touch: UITouch) {
    touches = [touch]
    start = touch.locationInWindow
  }

  override func touchMoved(_ touch: UITouch) {
    let d = hypot(touch.locationInWindow.x - start.x, touch.locationInWindow.y - start.y)
    if d > Self.allowableMovement { state = .failed }
  }

  override func touchEnded(_ touch: UITouch) {
    guard state == .possible else { return }
    transition(to: .recognized)
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
