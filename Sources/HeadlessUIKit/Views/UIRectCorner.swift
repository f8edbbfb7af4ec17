import Foundation

/// A set of rectangle corners, as UIKit's `UIRectCorner` (which `UIBezierPath` rounds).
///
/// Raw values are UIKit's. "Top" is the minimum-y edge (y grows downwards).
public struct UIRectCorner: OptionSet, Hashable, Sendable {
  /// The bits, as UIKit's.
  public let rawValue: UInt

  /// A set from UIKit's bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The corner at (minX, minY).
  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  /// The corner at (maxX, minY).
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  /// The corner at (minX, maxY).
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  /// The corner at (maxX, maxY).
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  /// Every corner (UIKit's `~0`).
  public static let allCorners = UIRectCorner(rawValue: ~0)
}

/// A set of rectangle edges, as UIKit's `UIRectEdge`.
///
/// Raw values are UIKit's; the empty set is `[]`.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
  /// The bits, as UIKit's.
  public let rawValue: UInt

  /// A set from UIKit's bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The minimum-y edge.
  public static let top = UIRectEdge(rawValue: 1 << 0)
  /// The minimum-x edge.
  public static let left = UIRectEdge(rawValue: 1 << 1)
  /// The maximum-y edge.
  public static let bottom = UIRectEdge(rawValue: 1 << 2)
  /// The maximum-x edge.
  public static let right = UIRectEdge(rawValue: 1 << 3)
  /// All four edges.
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
