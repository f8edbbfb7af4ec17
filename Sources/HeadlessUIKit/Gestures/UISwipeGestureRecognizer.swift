import Foundation

/// Recognises a swipe: `numberOfTouchesRequired` fingers move quickly, mostly in one of
/// `direction`'s directions. A discrete gesture, recognised while the fingers move.
///
/// UIKit keeps its thresholds private. Curtain recognises a swipe once the centroid has moved
/// at least 50 points along a requested direction, at most half as far across it, within 0.5 s
/// of touching down; slower or more oblique movements fail.
@preconcurrency @MainActor open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// The directions a swipe may take.
  public struct Direction: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let right = Direction(rawValue: 1 << 0)
    public static let left = Direction(rawValue: 1 << 1)
    public static let up = Direction(rawValue: 1 << 2)
    public static let down = Direction(rawValue: 1 << 3)
  }

  /// Default: 1.
  open var numberOfTouchesRequired = 1
  /// Default: `.right`.
  open var direction: Direction = .right

  /// The distance along the direction a swipe covers, in points.
  static let minimumDistance: CGFloat = 50
  /// The time a swipe may take, in seconds.
  static let maximumDuration: TimeInterval = 0.5

  /// Where and when the fingers came down (the centroid, in window coordinates).
  var start = CGPoint.zero
  var startTime: TimeInterval = 0

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    guard numberOfTouches <= numberOfTouchesRequired else {
      state = .failed
      return
    }
    start = location(in: nil)
    startTime = event.timestamp
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    guard state == .possible else { return }
    guard event.timestamp - startTime <= Self.maximumDuration else {
      state = .failed
      return
    }
    if numberOfTouches == numberOfTouchesRequired, swiped() { state = .recognized }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    if state == .possible { state = .failed }
  }

  /// Whether the centroid has moved far enough, straight enough, in a requested direction.
  func swiped() -> Bool {
    let c = location(in: nil)
    let dx = c.x - start.x
    let dy = c.y - start.y
    let candidates: [(Direction, CGFloat, CGFloat)] = [
      (.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx),
    ]
    return candidates.contains { d, along, across in
      direction.contains(d) && along >= Self.minimumDistance && abs(across) <= along / 2
    }
  }
}
