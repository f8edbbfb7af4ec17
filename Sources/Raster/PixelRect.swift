import Foundation

/// A rectangle of whole pixels: columns `x ..< x + width`, rows `y ..< y + height`.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  @inlinable public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The empty rectangle at the origin.
  public static let zero = PixelRect(x: 0, y: 0, width: 0, height: 0)

  @inlinable public var minX: Int { x }
  @inlinable public var minY: Int { y }
  @inlinable public var maxX: Int { x + width }
  @inlinable public var maxY: Int { y + height }
  @inlinable public var isEmpty: Bool { width <= 0 || height <= 0 }
  @inlinable public var area: Int { isEmpty ? 0 : width * height }

  /// The overlap of two rectangles (empty when they do not overlap).
  @inlinable public func intersection(_ o: PixelRect) -> PixelRect {
    let x0 = Swift.max(minX, o.minX)
    let y0 = Swift.max(minY, o.minY)
    let x1 = Swift.min(maxX, o.maxX)
    let y1 = Swift.min(maxY, o.maxY)
    if x1 <= x0 || y1 <= y0 { return .zero }
    return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// The smallest rectangle containing both (an empty rectangle contributes nothing).
  @inlinable public func union(_ o: PixelRect) -> PixelRect {
    if isEmpty { return o }
    if o.isEmpty { return self }
    let x0 = Swift.min(minX, o.minX)
    let y0 = Swift.min(minY, o.minY)
    let x1 = Swift.max(maxX, o.maxX)
    let y1 = Swift.max(maxY, o.maxY)
    return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// The rectangle grown by `d` pixels on every side.
  @inlinable public func outset(by d: Int) -> PixelRect {
    PixelRect(x: x - d, y: y - d, width: width + 2 * d, height: height + 2 * d)
  }

  /// The same rectangle moved by `(dx, dy)`.
  @inlinable public func offsetBy(dx: Int, dy: Int) -> PixelRect {
    PixelRect(x: x + dx, y: y + dy, width: width, height: height)
  }

  /// Whether pixel `(px, py)` is inside.
  @inlinable public func contains(x px: Int, y py: Int) -> Bool {
    px >= minX && px < maxX && py >= minY && py < maxY
  }

  /// The whole pixels any part of `rect` touches, or `.zero` for an empty or non-finite rect.
  /// Coordinates are clamped to ±2²⁴ so that absurd geometry cannot overflow.
  public init(covering rect: CGRect) {
    let limit = CGFloat(1 << 24)
    guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite,
      rect.width > 0, rect.height > 0
    else {
      self = .zero
      return
    }
    let x0 = Int(Swift.max(-limit, Swift.min(limit, rect.minX)).rounded(.down))
    let y0 = Int(Swift.max(-limit, Swift.min(limit, rect.minY)).rounded(.down))
    let x1 = Int(Swift.max(-limit, Swift.min(limit, rect.maxX)).rounded(.up))
    let y1 = Int(Swift.max(-limit, Swift.min(limit, rect.maxY)).rounded(.up))
    self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// The rectangle as a `CGRect`.
  @inlinable public var cgRect: CGRect {
    CGRect(x: x, y: y, width: width, height: height)
  }

  public var description: String { "(\(x), \(y), \(width)×\(height))" }
}
