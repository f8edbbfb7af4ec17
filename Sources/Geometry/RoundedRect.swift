import Foundation

/// A rectangle with rounded corners: the shape of every layer, clip, border and shadow.
///
/// The initialiser normalises its input: the rectangle is standardised (non-negative width and
/// height) and the radii are fitted to it (see ``CornerRadii/fitted(to:)``), so every value of this
/// type describes a valid shape.
public struct RoundedRect: Hashable, Sendable {
  /// The bounding rectangle, standardised.
  public let rect: CGRect
  /// The corner radii, fitted to `rect`.
  public let radii: CornerRadii

  /// Creates a rounded rectangle; radii are fitted to the rectangle.
  public init(rect: CGRect, radii: CornerRadii = .zero) {
    let r = rect.standardized
    self.rect = r
    self.radii = radii.fitted(to: r.size)
  }

  /// Creates a rounded rectangle whose four corners have the same radius.
  public init(rect: CGRect, cornerRadius: CGFloat) {
    self.init(rect: rect, radii: CornerRadii(uniform: cornerRadius))
  }

  /// Whether the rectangle and radii are all finite numbers.
  @inlinable public var isFinite: Bool {
    rect.origin.x.isFinite && rect.origin.y.isFinite && rect.width.isFinite && rect.height.isFinite
      && radii.maximum.isFinite
  }

  /// Whether the shape covers no area.
  @inlinable public var isEmpty: Bool { rect.width <= 0 || rect.height <= 0 }

  /// The same shape moved by `(dx, dy)`.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> RoundedRect {
    RoundedRect(rect: rect.offsetBy(dx: dx, dy: dy), radii: radii)
  }

  /// The shape grown outwards by `d` on every side (shrunk when `d` is negative); radii grow and
  /// shrink with it and never go below zero, as a border's inner edge does in Core Animation.
  public func insetBy(_ d: CGFloat) -> RoundedRect {
    let r = rect.insetBy(dx: d, dy: d)
    if r.isNull {
      return RoundedRect(rect: CGRect(x: rect.midX, y: rect.midY, width: 0, height: 0))
    }
    func shrink(_ x: CGFloat) -> CGFloat { Swift.max(0, x - d) }
    return RoundedRect(
      rect: r,
      radii: CornerRadii(
        topLeft: shrink(radii.topLeft), topRight: shrink(radii.topRight),
        bottomRight: shrink(radii.bottomRight), bottomLeft: shrink(radii.bottomLeft)))
  }

  /// The shape with every coordinate and radius multiplied by `s`.
  public func scaled(by s: CGFloat) -> RoundedRect {
    RoundedRect(
      rect: CGRect(
        x: rect.minX * s, y: rect.minY * s, width: rect.width * s, height: rect.height * s),
      radii: radii.scaled(by: s))
  }
}
