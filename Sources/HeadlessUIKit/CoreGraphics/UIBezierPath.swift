import Foundation
import Geometry

/// A path made of rectangles and rounded rectangles, as UIKit's `UIBezierPath` is used for
/// `shadowPath`, masks and `CAShapeLayer.path`.
///
/// Curtain draws paths that are rectangles with (possibly zero, possibly per-corner) circular
/// corner radii, so `UIBezierPath` offers the initialisers that make such shapes and keeps every
/// subpath as a `RoundedRect`. Free-form drawing (`move(to:)`, `addLine(to:)`, arcs, curves) is
/// left out rather than drawn wrong.
///
/// Differences from UIKit, by design:
/// - Corners are circular arcs; UIKit (iOS 7 and later) draws slightly smoother "continuous"
///   corners for `init(roundedRect:cornerRadius:)`.
/// - ``init(ovalIn:)`` is exact for a square (a circle); a non-square oval becomes the capsule
///   that fits the rectangle (corner radius half the shorter side), not an ellipse.
/// - ``apply(_:)`` is exact for translations, scales and flips; other transforms keep the
///   bounding box of each transformed rectangle.
open class UIBezierPath: CustomStringConvertible {
  /// The subpaths, in points, in the order they were added.
  package private(set) var shapes: [RoundedRect]

  /// An empty path.
  public init() {
    shapes = []
  }

  /// A rectangle.
  ///
  /// - Parameter rect: The rectangle, in points.
  public init(rect: CGRect) {
    shapes = [RoundedRect(rect: rect)]
  }

  /// A rectangle with all four corners rounded.
  ///
  /// The radius is clamped to half the shorter side. As in UIKit, a radius above about a third of
  /// the shorter side turns the shape into a capsule: when `2 · 1.528665 · cornerRadius` (the
  /// length each of UIKit's continuous corners takes along an edge, PaintCode's measurement)
  /// exceeds the shorter side, UIKit rounds the whole ends (observed: 48 × w with radius 16 is a
  /// capsule, 49 × w is not; Apple Developer Forums thread 789134).
  ///
  /// - Parameters:
  ///   - rect: The rectangle, in points.
  ///   - cornerRadius: The corner radius, in points.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    let shorter = min(abs(rect.width), abs(rect.height))
    let continuousCornerExtent: CGFloat = 1.528665
    let radius =
      cornerRadius > 0 && 2 * continuousCornerExtent * cornerRadius > shorter
      ? shorter / 2 : cornerRadius
    shapes = [RoundedRect(rect: rect, cornerRadius: radius)]
  }

  /// A rectangle with some corners rounded.
  ///
  /// UIKit uses `cornerRadii.width` for both directions of every rounded corner (the height is
  /// ignored) and clamps it to half the shorter side; so does Curtain.
  ///
  /// - Parameters:
  ///   - rect: The rectangle, in points.
  ///   - corners: The corners to round; the others stay square.
  ///   - cornerRadii: The radius as its `width`, in points.
  public init(
    roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
  ) {
    let r = max(0, min(cornerRadii.width, min(abs(rect.width), abs(rect.height)) / 2))
    let radii = CornerRadii(
      topLeft: corners.contains(.topLeft) ? r : 0, topRight: corners.contains(.topRight) ? r : 0,
      bottomRight: corners.contains(.bottomRight) ? r : 0,
      bottomLeft: corners.contains(.bottomLeft) ? r : 0)
    shapes = [RoundedRect(rect: rect, radii: radii)]
  }

  /// The oval inscribed in `rect`: a circle for a square; for any other rectangle, the capsule
  /// that fills it (corner radius half the shorter side), which Curtain draws in place of an
  /// ellipse.
  ///
  /// - Parameter rect: The bounding rectangle, in points.
  public init(ovalIn rect: CGRect) {
    shapes = [RoundedRect(rect: rect, cornerRadius: min(abs(rect.width), abs(rect.height)) / 2)]
  }

  /// The path's subpaths as a `UIBezierPath`.
  public init(cgPath: CGPath) {
    shapes = cgPath.shapes
  }

  // MARK: - Properties

  /// The path as a Core Graphics path, for `layer.shadowPath` and `CAShapeLayer.path`.
  /// Setting it replaces every subpath.
  open var cgPath: CGPath {
    get {
      let path = CGMutablePath()
      for shape in shapes { path.addRoundedRect(shape) }
      return path
    }
    set { shapes = newValue.shapes }
  }

  /// The smallest rectangle containing every subpath, in points (`.null` for an empty path).
  open var bounds: CGRect { shapes.reduce(CGRect.null) { $0.union($1.rect) } }

  /// Whether the path has no subpaths.
  open var isEmpty: Bool { shapes.isEmpty }

  // MARK: - Changing the path

  /// Adds every subpath of `bezierPath`.
  open func append(_ bezierPath: UIBezierPath) {
    shapes.append(contentsOf: bezierPath.shapes)
  }

  /// Removes every subpath.
  open func removeAllPoints() {
    shapes.removeAll()
  }

  /// Transforms every subpath by `transform`.
  ///
  /// Translations, scales and flips (no rotation or shear: `b == 0`, `c == 0`) are exact: a
  /// negative scale mirrors the corner radii, and radii scale by `√|a·d|` (exact for uniform
  /// scales; Curtain's corners are circular). Any other transform keeps the bounding box of each
  /// transformed rectangle with radii scaled by `√|det|`.
  open func apply(_ transform: CGAffineTransform) {
    let scale = abs(transform.a * transform.d - transform.b * transform.c).squareRoot()
    let axisAligned = transform.b == 0 && transform.c == 0
    shapes = shapes.map { shape in
      var radii = shape.radii.scaled(by: scale)
      if axisAligned && transform.a < 0 { radii = radii.mirroredHorizontally }
      if axisAligned && transform.d < 0 { radii = radii.mirroredVertically }
      return RoundedRect(rect: shape.rect.applying(transform), radii: radii)
    }
  }

  /// The subpaths, for example `UIBezierPath([{{0, 0}, {10, 10}} r=(2, 2, 2, 2)])`.
  open var description: String {
    let parts = shapes.map { s in
      let r = s.radii
      return "\(s.rect) r=(\(r.topLeft), \(r.topRight), \(r.bottomRight), \(r.bottomLeft))"
    }
    return "UIBezierPath([\(parts.joined(separator: ", "))])"
  }
}
