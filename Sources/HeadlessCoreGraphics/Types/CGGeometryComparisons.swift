import Foundation

// Core Graphics' comparisons that Swift on Apple platforms imports as methods (deprecated there
// for `==`, still found in older code).

extension CGRect {
  /// Whether the two rectangles have the same origin and size (`self == rect2`).
  public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }
}

extension CGPoint {
  /// Whether the two points are the same (`self == point2`).
  public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
  /// Whether the two sizes are the same (`self == size2`).
  public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}
