import Foundation

/// A value that Core Animation can animate: one that can be blended with another of its kind.
///
/// `interpolated(to:fraction:)` is the value an animation shows between two key values; the
/// fraction comes from a timing curve and may leave `[0, 1]` (springs overshoot, Bézier curves
/// with control points outside the unit square undershoot), so conformances extrapolate rather
/// than clamp. `pacingDistance(to:)` measures how far apart two values are; paced keyframe
/// animations use it to move at constant speed.
///
/// Vector-like values blend component by component, as Core Animation does:
///
///     a.interpolated(to: b, fraction: f) = a + (b − a)·f
///
/// with the end points exact (`f = 0` gives `a`, `f = 1` gives `b`, bit for bit). Transforms
/// blend through their decompositions; see `CATransform3D` and `CGAffineTransform`.
public protocol Interpolatable {
  /// The value a fraction of the way from this value to another.
  ///
  /// - Parameters:
  ///   - end: The value at fraction 1.
  ///   - fraction: How far to go; 0 gives `self`, 1 gives `end`, and values outside `[0, 1]`
  ///     extrapolate.
  /// - Returns: The blended value.
  func interpolated(to end: Self, fraction: Double) -> Self

  /// How far apart two values are, for paced keyframe timing.
  ///
  /// - Parameter other: The other value.
  /// - Returns: A non-negative distance: the Euclidean norm of the component differences for
  ///   vector-like values.
  func pacingDistance(to other: Self) -> Double
}

/// Blends two scalars: `a + (b − a)·f`, returning `b` exactly at `f = 1`.
@inlinable func lerp(_ a: Double, _ b: Double, _ f: Double) -> Double {
  f == 1 ? b : a + (b - a) * f
}

/// Blends two `CGFloat`s: `a + (b − a)·f`, returning `b` exactly at `f = 1`.
@inlinable func lerp(_ a: CGFloat, _ b: CGFloat, _ f: Double) -> CGFloat {
  f == 1 ? b : a + (b - a) * CGFloat(f)
}

// MARK: - Scalars

extension Double: Interpolatable {
  @inlinable public func interpolated(to end: Double, fraction: Double) -> Double {
    lerp(self, end, fraction)
  }

  @inlinable public func pacingDistance(to other: Double) -> Double { Swift.abs(other - self) }
}

extension Float: Interpolatable {
  @inlinable public func interpolated(to end: Float, fraction: Double) -> Float {
    fraction == 1 ? end : self + (end - self) * Float(fraction)
  }

  @inlinable public func pacingDistance(to other: Float) -> Double {
    Double(Swift.abs(other - self))
  }
}

extension CGFloat: Interpolatable {
  @inlinable public func interpolated(to end: CGFloat, fraction: Double) -> CGFloat {
    lerp(self, end, fraction)
  }

  @inlinable public func pacingDistance(to other: CGFloat) -> Double {
    Double(Swift.abs(other - self))
  }
}
