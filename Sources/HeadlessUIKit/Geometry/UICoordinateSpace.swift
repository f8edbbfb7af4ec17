import Foundation

/// A coordinate space points and rectangles convert between, as UIKit's `UICoordinateSpace`:
/// every view, and a screen's `coordinateSpace` and `fixedCoordinateSpace`.
@preconcurrency @MainActor public protocol UICoordinateSpace: NSObjectProtocol {
  /// `point` of this space in `coordinateSpace`.
  func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint
  /// `point` of `coordinateSpace` in this space.
  func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint
  /// The bounding box of `rect` of this space in `coordinateSpace`.
  func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect
  /// The bounding box of `rect` of `coordinateSpace` in this space.
  func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect
  /// The space's rectangle.
  var bounds: CGRect { get }
}

// A view converts to another view directly; to any other space through the screen's: a window
// fills the screen from its origin, so a point in a window is that point on the screen, moved by
// the window's frame.
extension UIView: UICoordinateSpace {
  public func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint {
    if let view = coordinateSpace as? UIView { return convert(point, to: Optional(view)) }
    return coordinateSpace.convert(screenPoint(point), from: screenSpace)
  }

  public func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint {
    if let view = coordinateSpace as? UIView { return convert(point, from: Optional(view)) }
    return localPoint(coordinateSpace.convert(point, to: screenSpace))
  }

  public func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect {
    if let view = coordinateSpace as? UIView { return convert(rect, to: Optional(view)) }
    return boundingBox(corners(of: rect).map { convert($0, to: coordinateSpace) })
  }

  public func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect {
    if let view = coordinateSpace as? UIView { return convert(rect, from: Optional(view)) }
    return boundingBox(corners(of: rect).map { convert($0, from: coordinateSpace) })
  }

  /// The screen's interface-oriented space.
  private var screenSpace: UICoordinateSpace { (window?.screen ?? UIScreen.main).coordinateSpace }

  /// `p` of this view on the screen.
  private func screenPoint(_ p: CGPoint) -> CGPoint {
    let inWindow = convert(p, to: nil as UIView?)
    let origin = window?.frame.origin ?? .zero
    return CGPoint(x: inWindow.x + origin.x, y: inWindow.y + origin.y)
  }

  /// A point on the screen in this view.
  private func localPoint(_ p: CGPoint) -> CGPoint {
    let origin = window?.frame.origin ?? .zero
    return convert(CGPoint(x: p.x - origin.x, y: p.y - origin.y), from: nil as UIView?)
  }
}

/// A screen's coordinate space: its bounds in the interface orientation, or, fixed, in portrait.
@MainActor final class ScreenCoordinateSpace: NSObject, UICoordinateSpace {
  let screen: UIScreen
  /// Whether this is the portrait space that does not turn with the interface.
  let fixed: Bool

  init(screen: UIScreen, fixed: Bool) {
    self.screen = screen
    self.fixed = fixed
  }

  var bounds: CGRect {
    fixed ? CGRect(origin: .zero, size: screen.device.size(for: .portrait)) : screen.bounds
  }

  /// `p` of the interface-oriented space in this one.
  private func fromInterface(_ p: CGPoint) -> CGPoint {
    guard fixed else { return p }
    let portrait = screen.device.size(for: .portrait)
    switch screen.orientation {
    case .portraitUpsideDown: return CGPoint(x: portrait.width - p.x, y: portrait.height - p.y)
    // Home button on the right: the device turned a quarter anticlockwise.
    case .landscapeRight: return CGPoint(x: portrait.width - p.y, y: p.x)
    case .landscapeLeft: return CGPoint(x: p.y, y: portrait.height - p.x)
    default: return p
    }
  }

  /// `p` of this space in the interface-oriented one.
  private func toInterface(_ p: CGPoint) -> CGPoint {
    guard fixed else { return p }
    let portrait = screen.device.size(for: .portrait)
    switch screen.orientation {
    case .portraitUpsideDown: return CGPoint(x: portrait.width - p.x, y: portrait.height - p.y)
    case .landscapeRight: return CGPoint(x: p.y, y: portrait.width - p.x)
    case .landscapeLeft: return CGPoint(x: portrait.height - p.y, y: p.x)
    default: return p
    }
  }

  func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint {
    let interface = toInterface(point)
    if let other = coordinateSpace as? ScreenCoordinateSpace {
      return other.fromInterface(interface)
    }
    return coordinateSpace.convert(interface, from: screen.coordinateSpace)
  }

  func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint {
    if let other = coordinateSpace as? ScreenCoordinateSpace {
      return fromInterface(other.toInterface(point))
    }
    return fromInterface(coordinateSpace.convert(point, to: screen.coordinateSpace))
  }

  func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect {
    boundingBox(corners(of: rect).map { convert($0, to: coordinateSpace) })
  }

  func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect {
    boundingBox(corners(of: rect).map { convert($0, from: coordinateSpace) })
  }
}

/// A rectangle's four corners.
private func corners(of r: CGRect) -> [CGPoint] {
  [
    CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.minX, y: r.maxY),
    CGPoint(x: r.maxX, y: r.maxY),
  ]
}

/// The smallest rectangle holding `points`.
private func boundingBox(_ points: [CGPoint]) -> CGRect {
  let xs = points.map(\.x)
  let ys = points.map(\.y)
  guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else {
    return .null
  }
  return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
}
