import Foundation
import Geometry

/// A path, as Core Graphics' `CGPath`: immutable.
///
/// Curtain draws paths that are rectangles and rounded rectangles (what `shadowPath`, masks and
/// `CAShapeLayer`s in presentation code use): every subpath is kept as a `RoundedRect`.
/// Build one with ``CGMutablePath`` or `UIBezierPath`.
public class CGPath: @unchecked Sendable, Equatable {
  /// The subpaths, each a rectangle with (possibly zero) corner radii.
  package fileprivate(set) var shapes: [RoundedRect]

  init(shapes: [RoundedRect]) { self.shapes = shapes }

  /// The smallest rectangle containing every subpath (`.null` for an empty path).
  public var boundingBox: CGRect { shapes.reduce(CGRect.null) { $0.union($1.rect) } }

  /// Whether the path has no subpaths.
  public var isEmpty: Bool { shapes.isEmpty }

  /// An immutable copy.
  public func copy() -> CGPath? { CGPath(shapes: shapes) }

  /// A mutable copy.
  public func mutableCopy() -> CGMutablePath? { CGMutablePath(shapes: shapes) }

  /// A path of one rectangle.
  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    self.init(shapes: [RoundedRect(rect: CGPath.apply(rect, transform))])
  }

  /// A path of one rounded rectangle.
  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: UnsafePointer<CGAffineTransform>?
  ) {
    self.init(shapes: [
      RoundedRect(rect: CGPath.apply(rect, transform), cornerRadius: min(cornerWidth, cornerHeight))
    ])
  }

  /// The single rounded rectangle this path is, if it is exactly one.
  package var roundedRect: RoundedRect? { shapes.count == 1 ? shapes[0] : nil }

  static func apply(_ rect: CGRect, _ t: UnsafePointer<CGAffineTransform>?) -> CGRect {
    guard let t else { return rect }
    return rect.applying(t.pointee)
  }

  public static func == (a: CGPath, b: CGPath) -> Bool { a.shapes == b.shapes }
}

/// A path being built, as Core Graphics' `CGMutablePath`.
public final class CGMutablePath: CGPath, @unchecked Sendable {
  /// An empty path.
  public init() { super.init(shapes: []) }

  override init(shapes: [RoundedRect]) { super.init(shapes: shapes) }

  /// Adds a rectangle.
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    shapes.append(RoundedRect(rect: rect.applying(transform)))
  }

  /// Adds rectangles.
  public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for r in rects { addRect(r, transform: transform) }
  }

  /// Adds a rounded rectangle (Curtain draws circular corners of the smaller radius).
  public func addRoundedRect(
    in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    let scale = (abs(transform.a * transform.d - transform.b * transform.c)).squareRoot()
    shapes.append(
      RoundedRect(
        rect: rect.applying(transform), cornerRadius: min(cornerWidth, cornerHeight) * scale))
  }

  /// Adds a rounded rectangle with per-corner radii (as `UIBezierPath` builds it).
  package func addRoundedRect(_ rr: RoundedRect) { shapes.append(rr) }

  /// Adds every subpath of `path`.
  public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
    for s in path.shapes {
      let scale = (abs(transform.a * transform.d - transform.b * transform.c)).squareRoot()
      shapes.append(RoundedRect(rect: s.rect.applying(transform), radii: s.radii.scaled(by: scale)))
    }
  }
}
