import Foundation

// Core Graphics' C constants, which Swift on Apple platforms still imports beside `.zero`.

/// The rectangle at the origin with no size (`CGRect.zero`).
public let CGRectZero = CGRect.zero
/// The point at the origin (`CGPoint.zero`).
public let CGPointZero = CGPoint.zero
/// The size with no width or height (`CGSize.zero`).
public let CGSizeZero = CGSize.zero
/// The null rectangle, what intersecting disjoint rectangles gives (`CGRect.null`).
public let CGRectNull = CGRect.null
/// The infinite rectangle (`CGRect.infinite`).
public let CGRectInfinite = CGRect.infinite
