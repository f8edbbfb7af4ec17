import Foundation

/// How an animation's elapsed time becomes the fraction of the change it shows: a cubic Bézier
/// timing function or a spring.
///
/// This is the pacing of one `CABasicAnimation` (with its `timingFunction`) or `CASpringAnimation`,
/// and of the curve of a `UIView` animation:
///
///     cubicBezier:  fraction = curve.value(at: progress)
///     spring:       fraction = spring.value(at: progress · duration)     (seconds; the spring
///                                                                         ignores the duration)
public enum TimingCurve: Hashable, Sendable {
  /// A `CAMediaTimingFunction`.
  case cubicBezier(CubicBezierCurve)
  /// A `CASpringAnimation`'s spring.
  case spring(Spring)

  /// `CAMediaTimingFunctionName.linear`; also what an animation without a timing function uses.
  public static let linear = TimingCurve.cubicBezier(.linear)
  /// `CAMediaTimingFunctionName.easeInEaseOut`, the default curve of `UIView` animations.
  public static let easeInEaseOut = TimingCurve.cubicBezier(.easeInEaseOut)

  /// The curve of a `UIView.AnimationCurve` raw value (also `options >> 16 & 0xF`).
  ///
  /// - Parameter rawValue: 0 easeInOut, 1 easeIn, 2 easeOut, 3 linear, or 7 for the private system
  ///   spring, which gives `.spring(SystemSpringCurve.spring)`. A curve-7 animation also runs for
  ///   ``SystemSpringCurve/animationDuration`` instead of the duration it was given; see
  ///   ``SystemSpringCurve``.
  /// - Returns: The curve, or `nil` for any other raw value.
  public init?(animationCurveRawValue rawValue: Int) {
    if rawValue == 7 {
      self = .spring(SystemSpringCurve.spring)
    } else if let curve = CubicBezierCurve(animationCurveRawValue: rawValue) {
      self = .cubicBezier(curve)
    } else {
      return nil
    }
  }

  /// The fraction of the change shown at a point of an animation.
  ///
  /// - Parameters:
  ///   - progress: The elapsed fraction of the animation's duration (its local time divided by
  ///     its duration), normally in `[0, 1]`.
  ///   - duration: The animation's duration in seconds; springs evaluate at
  ///     `progress · duration` seconds, cubic curves ignore it.
  /// - Returns: The fraction of the change from the start value to the end value; may leave
  ///   `[0, 1]` for springs that overshoot and curves whose control points do.
  @inlinable public func value(atProgress progress: Double, duration: Double) -> Double {
    switch self {
    case .cubicBezier(let curve): curve.value(at: progress)
    case .spring(let spring): spring.value(at: progress * duration)
    }
  }
}
