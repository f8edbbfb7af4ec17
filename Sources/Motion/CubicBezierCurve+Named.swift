import Foundation

// The named curves of `CAMediaTimingFunctionName` and `UIView.AnimationCurve`.
//
// Core Animation stores control points as `Float`; these are the exact decimal values, which
// differ from the `Float`-rounded ones by less than 1e-7 in every output.

extension CubicBezierCurve {
  /// `CAMediaTimingFunctionName.linear` and `UIView.AnimationCurve.linear` (raw value 3):
  /// control points (0, 0) and (1, 1), so `value(at: x) == x`.
  public static let linear = CubicBezierCurve(x1: 0, y1: 0, x2: 1, y2: 1)

  /// `CAMediaTimingFunctionName.default`: control points (0.25, 0.1) and (0.25, 1).
  ///
  /// The curve Core Animation uses for implicit layer animations; not to be confused with
  /// ``easeInEaseOut``, which `UIView` animations use by default.
  public static let caDefault = CubicBezierCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)

  /// `CAMediaTimingFunctionName.easeIn` and `UIView.AnimationCurve.easeIn` (raw value 1):
  /// control points (0.42, 0) and (1, 1).
  public static let easeIn = CubicBezierCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)

  /// `CAMediaTimingFunctionName.easeOut` and `UIView.AnimationCurve.easeOut` (raw value 2):
  /// control points (0, 0) and (0.58, 1).
  public static let easeOut = CubicBezierCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)

  /// `CAMediaTimingFunctionName.easeInEaseOut` and `UIView.AnimationCurve.easeInOut`
  /// (raw value 0, the default for `UIView.animate`): control points (0.42, 0) and (0.58, 1).
  ///
  /// `value(at: 0.25) ≈ 0.129162`, `value(at: 0.5) = 0.5`.
  public static let easeInEaseOut = CubicBezierCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

  /// The curve of a `CAMediaTimingFunctionName` raw value.
  ///
  /// - Parameter name: One of `"linear"`, `"easeIn"`, `"easeOut"`, `"easeInEaseOut"` or
  ///   `"default"`, the raw values of `CAMediaTimingFunctionName`.
  /// - Returns: The named curve, or `nil` for any other string.
  public init?(mediaTimingFunctionName name: String) {
    switch name {
    case "linear": self = .linear
    case "easeIn": self = .easeIn
    case "easeOut": self = .easeOut
    case "easeInEaseOut": self = .easeInEaseOut
    case "default": self = .caDefault
    default: return nil
    }
  }

  /// The cubic curve of a `UIView.AnimationCurve` raw value.
  ///
  /// - Parameter rawValue: 0 (easeInOut), 1 (easeIn), 2 (easeOut) or 3 (linear). The same numbers
  ///   appear in `UIView.AnimationOptions` bits 16–19 (`curve << 16`).
  /// - Returns: The curve, or `nil` for any other raw value, including the private system spring
  ///   curve 7, which is not a cubic curve (see ``SystemSpringCurve``).
  public init?(animationCurveRawValue rawValue: Int) {
    switch rawValue {
    case 0: self = .easeInEaseOut
    case 1: self = .easeIn
    case 2: self = .easeOut
    case 3: self = .linear
    default: return nil
    }
  }
}
