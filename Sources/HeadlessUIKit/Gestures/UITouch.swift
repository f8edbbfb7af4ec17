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
