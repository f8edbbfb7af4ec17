import Foundation

/// How a scroll view stretches past its edge while a finger drags it there, as `UIScrollView`
/// does:
///
///     f(x) = (1 − 1 / (x · c / d + 1)) · d
///
/// for a drag `x` points past the edge of a view `d` points long, with c = 0.55. The stretch
/// starts at `c` points per point dragged and never reaches `d`.
public enum RubberBand {
  /// UIScrollView's coefficient, c = 0.55.
  public static let coefficient = 0.55

  /// How far the content moves past the edge for a drag `overshoot` points past it (negative
  /// drags stretch the other way).
  public static func offset(
    forOvershoot overshoot: Double, dimension: Double, coefficient: Double = coefficient
  ) -> Double {
    guard dimension > 0 else { return 0 }
    let x = abs(overshoot)
    let stretched = (1 - 1 / (x * coefficient / dimension + 1)) * dimension
    return overshoot < 0 ? -stretched : stretched
  }

  /// The drag past the edge that stretches the content `offset` points: the inverse of
  /// ``offset(forOvershoot:dimension:coefficient:)``. Offsets of `dimension` or more need an
  /// infinite drag.
  public static func overshoot(
    forOffset offset: Double, dimension: Double, coefficient: Double = coefficient
  ) -> Double {
    guard dimension > 0 else { return 0 }
    let b = abs(offset)
    guard b < dimension else { return offset < 0 ? -.infinity : .infinity }
    let x = (1 / (1 - b / dimension) - 1) * dimension / coefficient
    return offset < 0 ? -x : x
  }

  /// The rate at which the stretch follows the drag, f′(x) = c / (x · c / d + 1)²: `c` at the
  /// edge, falling as the drag goes on.
  public static func slope(
    atOvershoot overshoot: Double, dimension: Double, coefficient: Double = coefficient
  ) -> Double {
    guard dimension > 0 else { return 0 }
    let s = abs(overshoot) * coefficient / dimension + 1
    return coefficient / (s * s)
  }

  /// `position` kept within `range`, the part beyond an end stretched as a rubber band over a
  /// view `dimension` points long.
  public static func clamp(
    _ position: Double, to range: ClosedRange<Double>, dimension: Double,
    coefficient: Double = coefficient
  ) -> Double {
    if position < range.lowerBound {
      return range.lowerBound
        + offset(
          forOvershoot: position - range.lowerBound, dimension: dimension,
          coefficient: coefficient)
    }
    if position > range.upperBound {
      return range.upperBound
        + offset(
          forOvershoot: position - range.upperBound, dimension: dimension,
          coefficient: coefficient)
    }
    return position
  }
}
