import Foundation

/// One finger on the screen, as UIKit's `UITouch`: where it is, where it was, and when.
@preconcurrency @MainActor public final class UITouch: NSObject {
  /// The phases of a touch.
  public enum Phase: Int, Sendable {
    case began, moved, stationary, ended, cancelled
  }

  /// The touch's phase now.
  public internal(set) var phase: Phase = .began
  /// The stage time of the last change, in seconds.
  public internal(set) var timestamp: TimeInterval
  /// Taps in quick succession (1 for a single tap).
  public internal(set) var tapCount = 1
  /// The view hit-tested when the finger came down.
  public internal(set) weak var view: UIView?
  /// The window the touch is in.
  public internal(set) weak var window: UIWindow?
  /// Where the finger is, in window coordinates (points).
  var locationInWindow: CGPoint
  /// Where it was at the previous change.
  var previousLocationInWindow: CGPoint
  /// Its velocity in window coordinates, points per second, as the scripted path gives it.
  var velocityInWindow: CGVector = CGVector(dx: 0, dy: 0)
  /// Whether a recognizer cancelled the touch in its view (the view gets no more of it).
  var isCancelledInView = false
  /// Whether the views have yet to hear the touch begin: a scroll view delays it
  /// (`delaysContentTouches`).
  var isHeldFromViews = false

  /// The dispatcher delivering the touch.
  weak var dispatcher: TouchDispatcher?

  /// The recognizers tracking the touch and not failed (nil when none).
  public var gestureRecognizers: [UIGestureRecognizer]? {
    let list = (dispatcher?.recognizers ?? []).filter { r in
      r._state != .failed && r.touches.contains { $0 === self }
    }
    return list.isEmpty ? nil : list
  }

  init(location: CGPoint, time: TimeInterval, window: UIWindow) {
    locationInWindow = location
    previousLocationInWindow = location
    timestamp = time
    self.window = window
  }

  /// The location in a view's coordinates (nil: the window's).
  public func location(in view: UIView?) -> CGPoint {
    guard let view else { return locationInWindow }
    return view.convert(locationInWindow, from: nil)
  }

  /// The previous location in a view's coordinates (nil: the window's).
  public func previousLocation(in view: UIView?) -> CGPoint {
    guard let view else { return previousLocationInWindow }
    return view.convert(previousLocationInWindow, from: nil)
  }
}
