import Foundation

extension CGPoint {
  /// The point mapped through `t`: `(a·x + c·y + tx, b·x + d·y + ty)`.
  @inlinable public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGSize {
  /// The size mapped through the linear part of `t` (translation ignored), as Core Graphics does.
  ///
  /// The result may have negative components.
  @inlinable public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  /// The smallest axis-aligned rectangle that contains this rectangle's four corners mapped
  /// through `t`. Null rectangles stay null.
  @inlinable public func applying(_ t: CGAffineTransform) -> CGRect {
    if isNull { return self }
    let corners = [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
      CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
    ].map { $0.applying(t) }
    return CGRect(boundingPoints: corners)
  }

  /// The smallest rectangle containing `points` (which must not be empty).
  @inlinable init(boundingPoints points: [CGPoint]) {
    var minX = CGFloat.infinity
    var minY = CGFloat.infinity
    var maxX = -CGFloat.infinity
    var maxY = -CGFloat.infinity
    for p in points {
      minX = Swift.min(minX, p.x)
      minY = Swift.min(minY, p.y)
      maxX = Swift.max(maxX, p.x)
      maxY = Swift.max(maxY, p.y)
    }
    self.init(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
