import Foundation

/// Recognises a drag: it begins once the finger has moved 10 points, then reports
/// `.changed` on every move and `.ended` when the finger lifts.
///
/// `translation(in:)` is measured from where the finger came down, so it already includes the
/// 10 points of hysteresis when the gesture begins, as in UIKit. `velocity(in:)` is the finger's
/// velocity in points per second.
@preconcurrency @MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// Default: 1.
  open var minimumNumberOfTouches = 1
  /// Default: `Int.max`.
  open var maximumNumberOfTouches = Int.max

  /// How far the finger moves before a pan begins, in points.
  static let hysteresis: CGFloat = 10

  /// Where the translation is measured from, in window coordinates.
  var origin = CGPoint.zero

  /// How far the finger has moved since the gesture's origin, in a view's coordinates.
  open func translation(in view: UIView?) -> CGPoint {
    guard let t = touches.first else { return .zero }
    let a = convert(origin, to: view)
    let b = t.location(in: view)
    return CGPoint(x: b.x - a.x, y: b.y - a.y)
  }

  /// Moves the origin so that the translation is now `translation` (in a view's coordinates).
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    guard let t = touches.first else { return }
    let current = t.location(in: view)
    let newOrigin = CGPoint(x: current.x - translation.x, y: current.y - translation.y)
    origin = view.map { $0.convert(newOrigin, to: nil) } ?? newOrigin
  }

  /// The finger's velocity in a view's coordinates, points per second.
  open func velocity(in view: UIView?) -> CGPoint {
    guard let t = touches.first else { return .zero }
    let v = t.velocityInWindow
    guard let view else { return CGPoint(x: v.dx, y: v.dy) }
    // A direction, not a point: map the window's unit vectors into the view.
    let o = view.convert(CGPoint.zero, from: nil)
    let p = view.convert(CGPoint(x: v.dx, y: v.dy), from: nil)
    return CGPoint(x: p.x - o.x, y: p.y - o.y)
  }

  func convert(_ windowPoint: CGPoint, to view: UIView?) -> CGPoint {
    view.map { $0.convert(windowPoint, from: nil) } ?? windowPoint
  }

  override func touchBegan(_ touch: UITouch) {
    touches = [touch]
    origin = touch.locationInWindow
  }

  override func touchMoved(_ touch: UITouch) {
    switch state {
    case .possible:
      let d = hypot(touch.locationInWindow.x - origin.x, touch.locationInWindow.y - origin.y)
      if d >= Self.hysteresis, shouldBeginNow(touch) { transition(to: .began) }
    case .began, .changed:
      transition(to: .changed)
    default:
      break
    }
  }

  override func touchEnded(_ touch: UITouch) {
    switch state {
    case .began, .changed: transition(to: .ended)
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

  override func touchBegan(_ touch: UITouch) {
    super.touchBegan(touch)
    startLocation = touch.locationInWindow
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
