import Foundation
import Geometry

// Points, sizes, rectangles and corner radii blend component by component, as Core Animation
// blends `position`, `bounds` (origin and size), `cornerRadius` and `maskedCorners` radii.

extension CGPoint: Interpolatable {
  @inlinable public func interpolated(to end: CGPoint, fraction: Double) -> CGPoint {
    CGPoint(x: lerp(x, end.x, fraction), y: lerp(y, end.y, fraction))
  }

  @inlinable public func pacingDistance(to other: CGPoint) -> Double {
    Double(hypot(other.x - x, other.y - y))
  }
}

extension CGSize: Interpolatable {
  @inlinable public func interpolated(to end: CGSize, fraction: Double) -> CGSize {
    CGSize(width: lerp(width, end.width, fraction), height: lerp(height, end.height, fraction))
  }

  @inlinable public func pacingDistance(to other: CGSize) -> Double {
    Double(hypot(other.width - width, other.height - height))
  }
}

extension CGRect: Interpolatable {
  /// Blends origin and size separately (not the edges), as Core Animation blends `bounds` and
  /// `UIView.frame` animations do; the rectangle is not standardised first.
  @inlinable public func interpolated(to end: CGRect, fraction: Double) -> CGRect {
    CGRect(
      origin: origin.interpolated(to: end.origin, fraction: fraction),
      size: size.interpolated(to: end.size, fraction: fraction))
  }

  @inlinable public func pacingDistance(to other: CGRect) -> Double {
    let dx = other.origin.x - origin.x
    let dy = other.origin.y - origin.y
    let dw = other.size.width - size.width
    let dh = other.size.height - size.height
    return Double((dx * dx + dy * dy + dw * dw + dh * dh).squareRoot())
  }
}

extension CornerRadii: Interpolatable {
  @inlinable public func interpolated(to end: CornerRadii, fraction: Double) -> CornerRadii {
    CornerRadii(
      topLeft: lerp(topLeft, end.topLeft, fraction),
      topRight: lerp(topRight, end.topRight, fraction),
      bottomRight: lerp(bottomRight, end.bottomRight, fraction),
      bottomLeft: lerp(bottomLeft, end.bottomLeft, fraction))
  }

  @inlinable public func pacingDistance(to other: CornerRadii) -> Double {
    let a = other.topLeft - topLeft
    let b = other.topRight - topRight
    let c = other.bottomRight - bottomRight
    let d = other.bottomLeft - bottomLeft
    return Double((a * a + b * b + c * c + d * d).squareRoot())
  }
}
