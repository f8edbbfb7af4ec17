import Foundation
import Motion

/// A cubic Bézier timing curve for a property animator, as UIKit's `UICubicTimingParameters`:
/// one of the named curves or one with its own control points, from (0, 0) to (1, 1).
@preconcurrency @MainActor open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
  /// The named curve. For a curve made from control points: `.easeInOut` (UIKit leaves it
  /// unspecified).
  public let animationCurve: UIView.AnimationCurve
  /// The first control point, in unit time and progress.
  public let controlPoint1: CGPoint
  /// The second control point, in unit time and progress.
  public let controlPoint2: CGPoint
  public let timingCurveType: UITimingCurveType

  /// The system's default curve: ease-in-out (0.42, 0, 0.58, 1).
  public convenience override init() { self.init(animationCurve: .easeInOut) }

  /// One of UIKit's named curves.
  public init(animationCurve curve: UIView.AnimationCurve) {
    animationCurve = curve
    let c = CubicBezierCurve(animationCurveRawValue: curve.rawValue) ?? .easeInEaseOut
    controlPoint1 = CGPoint(x: c.x1, y: c.y1)
    controlPoint2 = CGPoint(x: c.x2, y: c.y2)
    timingCurveType = .builtin
  }

  /// A curve with control points `point1` and `point2` (their x in 0…1).
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    animationCurve = .easeInOut
    controlPoint1 = point1
    controlPoint2 = point2
    timingCurveType = .cubic
  }

  /// Itself.
  public var cubicTimingParameters: UICubicTimingParameters? { self }
  /// Nil: no spring.
  public var springTimingParameters: UISpringTimingParameters? { nil }

  /// The curve, as Motion solves it.
  var curve: CubicBezierCurve {
    CubicBezierCurve(
      x1: controlPoint1.x, y1: controlPoint1.y, x2: controlPoint2.x, y2: controlPoint2.y)
  }
}
