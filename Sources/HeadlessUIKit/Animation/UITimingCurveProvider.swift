import Foundation
import Motion

/// What kind of timing a `UITimingCurveProvider` gives.
public enum UITimingCurveType: Int, Sendable {
  /// One of UIKit's named curves (`UIView.AnimationCurve`).
  case builtin = 0
  /// A cubic Bézier curve with its own control points.
  case cubic = 1
  /// A spring.
  case spring = 2
  /// A cubic curve and a spring together (UIKit's own composition; Curtain uses the cubic part).
  case composed = 3
}

/// The timing of a property animator: a cubic Bézier curve, a spring, or both, as UIKit's
/// `UITimingCurveProvider`. `UICubicTimingParameters` and `UISpringTimingParameters` adopt it.
@preconcurrency @MainActor public protocol UITimingCurveProvider: AnyObject {
  /// Which parameters apply.
  var timingCurveType: UITimingCurveType { get }
  /// The cubic curve, for `.builtin`, `.cubic` and `.composed`.
  var cubicTimingParameters: UICubicTimingParameters? { get }
  /// The spring, for `.spring` and `.composed`.
  var springTimingParameters: UISpringTimingParameters? { get }
}

/// How an animator turns its progress into the fraction of the change shown: one of Motion's
/// curves, evaluated as a `CABasicAnimation` or `CASpringAnimation` would be.
enum AnimatorCurve {
  case cubic(CubicBezierCurve)
  case spring(Spring)

  /// The fraction of the change at progress `q` (0…1) of an animation lasting `duration`
  /// seconds: the cubic curve at `q`, or the spring `q · duration` seconds after its release.
  /// Progress 1 is exactly 1, the end value (a spring snaps there when its animation ends).
  func value(atProgress q: Double, duration: Double) -> Double {
    if q >= 1 { return 1 }
    if q <= 0 { return 0 }
    switch self {
    case .cubic(let curve): return curve.value(at: q)
    case .spring(let spring): return spring.value(at: q * duration)
    }
  }

  /// The curve of a provider for an animator of `duration` seconds (ease-in-out for nil).
  @MainActor init(_ provider: UITimingCurveProvider?, duration: Double) {
    guard let provider else {
      self = .cubic(.easeInEaseOut)
      return
    }
    switch provider.timingCurveType {
    case .spring:
      if let spring = provider.springTimingParameters {
        self = .spring(spring.spring(forDuration: duration))
        return
      }
    case .builtin, .cubic, .composed:
      break
    }
    self = .cubic(provider.cubicTimingParameters?.curve ?? .easeInEaseOut)
  }
}
