import Foundation

// Core Graphics' C comparisons, which Swift imports under these private names on iOS (Swift
// code is meant to write `==`); some code still calls them, as Cards does.

/// Whether two points are equal: `CGPointEqualToPoint`.
public func __CGPointEqualToPoint(_ point1: CGPoint, _ point2: CGPoint) -> Bool {
  point1 == point2
}

/// Whether two sizes are equal: `CGSizeEqualToSize`.
public func __CGSizeEqualToSize(_ size1: CGSize, _ size2: CGSize) -> Bool { size1 == size2 }

/// Whether two rectangles are equal once standardized (a negative size is the same rectangle
/// measured from its other corner): `CGRectEqualToRect`.
public func __CGRectEqualToRect(_ rect1: CGRect, _ rect2: CGRect) -> Bool {
  rect1.standardized == rect2.standardized
}
