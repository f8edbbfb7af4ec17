import Foundation

extension CATransform3D {
  /// `T(−p) · self · T(p)`: this transform applied about the point `p` instead of the origin,
  /// as Core Animation applies `transform` and `sublayerTransform` about a layer's anchor point.
  package func applied(about p: CGPoint) -> CATransform3D {
    if isIdentity { return self }
    return CATransform3DMakeTranslation(-p.x, -p.y, 0).concatenating(self)
      .concatenating(CATransform3DMakeTranslation(p.x, p.y, 0))
  }
}

extension CATransform3D {
  /// Core Animation's map from a layer's own space to its superlayer's, before the superlayer's
  /// `sublayerTransform`: `T(−anchor in bounds) · transform · T(position)`, so that the anchor
  /// point lands on `position` and the transform turns the layer about it.
  package static func layerToSuperlayer(
    bounds: CGRect, anchorPoint: CGPoint, transform: CATransform3D, position: CGPoint
  ) -> CATransform3D {
    let a = bounds.point(atUnit: anchorPoint)
    return CATransform3DMakeTranslation(-a.x, -a.y, 0).concatenating(transform)
      .concatenating(CATransform3DMakeTranslation(position.x, position.y, 0))
  }
}

extension CGRect {
  /// The point at unit coordinates `unit` of the rectangle: (0, 0) its minimum corner, (1, 1)
  /// its maximum. A layer's anchor point in its bounds is `bounds.point(atUnit: anchorPoint)`.
  package func point(atUnit unit: CGPoint) -> CGPoint {
    CGPoint(x: minX + unit.x * width, y: minY + unit.y * height)
  }
}
