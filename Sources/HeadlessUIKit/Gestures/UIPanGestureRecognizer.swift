import Foundation

/// Recognises a drag: it begins once the touches' centroid has moved 10 points, then reports
/// `.changed` on every move and `.ended` when the last finger lifts.
///
/// `translation(in:)` is measured from where the fingers came down, so it already includes the
/// 10 points of hysteresis when the gesture begins, as in UIKit. `velocity(in:)` is the
/// fingers' mean velocity in points per second.
@preconcurrency @MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// The fewest touches that pan. Default: 1.
  open var minimumNumberOfTouches = 1
  /// The most touches that pan (a pan fails when more come down before it began). Default:
  /// `Int.max`.
  open var maximumNumberOfTouches = Int.max
  /// The trackpad and mouse-wheel scrolls the pan follows (a stage has none). Default: none.
  open var allowedScrollTypesMask: UIScrollTypeMask = []

  /// How far the centroid moves before a pan begins, in points.
  static let hysteresis: CGFloat = 10

  /// Where the translation is measured from, in window coordinates.
  var origin = CGPoint.zero

  /// How far the fingers have moved since the gesture's origin, in a view's coordinates.
  open func translation(in view: UIView?) -> CGPoint {
    guard numberOfTouches > 0 else { return .zero }
    let a = convert(origin, to: view)
    let b = location(in: view)
    return CGPoint(x: b.x - a.x, y: b.y - a.y)
  }

  /// Moves the origin so that the translation is now `translation` (in a view's coordinates).
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    guard numberOfTouches > 0 else { return }
    let current = location(in: view)
    let newOrigin = CGPoint(x: current.x - translation.x, y: current.y - translation.y)
    origin = view.map { $0.convert(newOrigin, to: nil) } ?? newOrigin
  }

  /// The fingers' mean velocity in a view's coordinates, points per second.
  open func velocity(in view: UIView?) -> CGPoint {
    guard !touches.isEmpty else { return .zero }
    let n = CGFloat(touches.count)
    let v = CGVector(
      dx: touches.map(\.velocityInWindow.dx).reduce(0, +) / n,
      dy: touches.map(\.velocityInWindow.dy).reduce(0, +) / n)
    guard let view else { return CGPoint(x: v.dx, y: v.dy) }
    // A direction, not a point: map the window's unit vectors into the view.
    let o = view.convert(CGPoint.zero, from: nil)
    let p = view.convert(CGPoint(x: v.dx, y: v.dy), from: nil)
    return CGPoint(x: p.x - o.x, y: p.y - o.y)
  }

  func convert(_ windowPoint: CGPoint, to view: UIView?) -> CGPoint {
    view.map { $0.convert(windowPoint, from: nil) } ?? windowPoint
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    if state == .possible {
      if numberOfTouches > maximumNumberOfTouches {
        state = .failed
        return
      }
      origin = location(in: nil)
    } else {
      // A finger joined: keep the translation where it was.
      let before = origin
      origin = location(in: nil)
      origin.x += before.x - origin.x
      origin.y += before.y - origin.y
    }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    switch state {
    case .possible:
      let c = location(in: nil)
      let d = hypot(c.x - origin.x, c.y - origin.y)
      if d >= Self.hysteresis, numberOfTouches >= minimumNumberOfTouches,
        shouldBeginNow(touches.first!)
      {
        state = .began
      }
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    guard numberOfTouches - touches.count < minimumNumberOfTouches else { return }
    switch state {
    case .began, .changed: state = .ended
    default: state = .failed
    }
  }

  /// Whether a pan may begin with this touch (edge pans also check where it started).
  func shouldBeginNow(_ touch: UITouch) -> Bool { true }
}

/// A pan that begins only when the finger starts within 20 points of one of `edges`.
@preconcurrency @MainActor open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  /// The edges the pan may start from. Default: none.
  open var edges: UIRectEdge = []

  /// How close to the edge the finger must come down, in points.
  static let edgeWidth: CGFloat = 20

  var startLocation = CGPoint.zero

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    if numberOfTouches == touches.count { startLocation = location(in: nil) }
  }

  override func shouldBeginNow(_ touch: UITouch) -> Bool {
    guard let window = touch.window else { return false }
    let b = window.bounds
    let p = startLocation
    let w = Self.edgeWidth
    return (edges.contains(.left) && p.x <= b.minX + w)
      || (edges.contains(.right) && p.x >= b.maxX - w)
      || (edges.contains(.top) && p.y <= b.minY + w)
      || (edges.contains(.bottom) && p.y >= b.maxY - w)
  }
}
