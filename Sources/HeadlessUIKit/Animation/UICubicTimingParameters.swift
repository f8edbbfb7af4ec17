import Foundation
import Motion

/// A cubic Bézier timing curve for a property animator, as UIKit's `UICubicTimingParameters`:
/// one of the named curves or one with its own control points, from (0, 0) to (1, 1).
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider,
  @preconcurrency NSCoding
{
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

  /// Parameters read from an archive ``encode(with:)`` wrote: the named curve, or the control
  /// points of a cubic one.
  public required init?(coder: NSCoder) {
    let type = UITimingCurveType(rawValue: coder.decodeInteger(forKey: "UITimingCurveType"))
    if type == .cubic {
      animationCurve = .easeInOut
      controlPoint1 = coder.decodeCGPoint(forKey: "UIControlPoint1")
      controlPoint2 = coder.decodeCGPoint(forKey: "UIControlPoint2")
      timingCurveType = .cubic
    } else {
      guard
        let curve = UIView.AnimationCurve(
          rawValue: coder.decodeInteger(forKey: "UIAnimationCurve"))
      else { return nil }
      self.animationCurve = curve
      let c = CubicBezierCurve(animationCurveRawValue: curve.rawValue) ?? .easeInEaseOut
      controlPoint1 = CGPoint(x: c.x1, y: c.y1)
      controlPoint2 = CGPoint(x: c.x2, y: c.y2)
      timingCurveType = .builtin
    }
  }

  /// Writes the curve: its type, its named curve and its control points.
  open func encode(with coder: NSCoder) {
    coder.encode(timingCurveType.rawValue, forKey: "UITimingCurveType")
    coder.encode(animationCurve.rawValue, forKey: "UIAnimationCurve")
    coder.encode(controlPoint1, forKey: "UIControlPoint1")
    coder.encode(controlPoint2, forKey: "UIControlPoint2")
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
