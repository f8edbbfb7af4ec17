import Foundation

/// Four corner radii, one per corner of a rectangle, in the rectangle's own units
/// (points in a layer, device pixels in a bitmap).
///
/// y grows downwards, so "top" is the minimum-y edge.
public struct CornerRadii: Hashable, Sendable {
  /// Radius of the corner at (minX, minY). Default: 0.
  public var topLeft: CGFloat
  /// Radius of the corner at (maxX, minY). Default: 0.
  public var topRight: CGFloat
  /// Radius of the corner at (maxX, maxY). Default: 0.
  public var bottomRight: CGFloat
  /// Radius of the corner at (minX, maxY). Default: 0.
  public var bottomLeft: CGFloat

  /// Creates radii for each corner.
  @inlinable public init(
    topLeft: CGFloat = 0, topRight: CGFloat = 0, bottomRight: CGFloat = 0, bottomLeft: CGFloat = 0
  ) {
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomRight = bottomRight
    self.bottomLeft = bottomLeft
  }

  /// Creates radii that are all `radius`.
  @inlinable public init(uniform radius: CGFloat) {
    self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
  }

  /// Square corners.
  public static let zero = CornerRadii()

  /// Whether every corner is square.
  @inlinable public var isZero: Bool {
    topLeft == 0 && topRight == 0 && bottomRight == 0 && bottomLeft == 0
  }

  /// Whether all four radii are equal.
  @inlinable public var isUniform: Bool {
    topLeft == topRight && topRight == bottomRight && bottomRight == bottomLeft
  }

  /// The largest of the four radii.
  @inlinable public var maximum: CGFloat { Swift.max(topLeft, topRight, bottomRight, bottomLeft) }

  /// Each radius multiplied by `factor`.
  @inlinable public func scaled(by factor: CGFloat) -> CornerRadii {
    CornerRadii(
      topLeft: topLeft * factor, topRight: topRight * factor,
      bottomRight: bottomRight * factor, bottomLeft: bottomLeft * factor)
  }

  /// The radii made valid for a rectangle of `size`: negative or NaN radii become 0, and if two
  /// radii on one side add up to more than that side, all four shrink by the same factor
  /// (CSS's rule, which for a uniform radius is Core Animation's clamp to half the shorter side).
  public func fitted(to size: CGSize) -> CornerRadii {
    func clean(_ r: CGFloat) -> CGFloat { r.isNaN || r < 0 ? 0 : r }
    let r = CornerRadii(
      topLeft: clean(topLeft), topRight: clean(topRight),
      bottomRight: clean(bottomRight), bottomLeft: clean(bottomLeft))
    let w = Swift.max(0, size.width)
    let h = Swift.max(0, size.height)
    var f: CGFloat = 1
    func limit(_ side: CGFloat, _ sum: CGFloat) {
      if sum > side { f = Swift.min(f, side / sum) }
    }
    limit(w, r.topLeft + r.topRight)
    limit(w, r.bottomLeft + r.bottomRight)
    limit(h, r.topLeft + r.bottomLeft)
    limit(h, r.topRight + r.bottomRight)
    return f < 1 ? r.scaled(by: f) : r
  }

  /// The radii of the same shape mirrored left-to-right.
  @inlinable public var mirroredHorizontally: CornerRadii {
    CornerRadii(
      topLeft: topRight, topRight: topLeft, bottomRight: bottomLeft, bottomLeft: bottomRight)
  }

  /// The radii of the same shape mirrored top-to-bottom.
  @inlinable public var mirroredVertically: CornerRadii {
    CornerRadii(
      topLeft: bottomLeft, topRight: bottomRight, bottomRight: topRight, bottomLeft: topLeft)
  }
}
