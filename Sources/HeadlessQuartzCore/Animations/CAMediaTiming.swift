import Foundation
import Motion

/// Core Animation's timing properties, shared by layers and animations.
///
/// Time flows from a parent to a child as `t = (t_parent − beginTime) · speed + timeOffset`; see
/// `MediaTiming` in Motion for the whole model. Times are in seconds.
@preconcurrency @MainActor public protocol CAMediaTiming: AnyObject {
  /// When the object starts, in its parent's time. Default: 0.
  var beginTime: CFTimeInterval { get set }
  /// The length of one iteration. Default: 0 (an animation then takes the transaction's 0.25 s).
  var duration: CFTimeInterval { get set }
  /// Local time's rate relative to the parent's; 0 freezes. Default: 1.
  var speed: Float { get set }
  /// An offset into local time. Default: 0.
  var timeOffset: CFTimeInterval { get set }
  /// How many times the animation repeats. Default: 0 (once).
  var repeatCount: Float { get set }
  /// How long it repeats, overriding `repeatCount`. Default: 0.
  var repeatDuration: CFTimeInterval { get set }
  /// Whether each iteration plays back again. Default: false.
  var autoreverses: Bool { get set }
  /// What shows outside the active interval. Default: `.removed`.
  var fillMode: CAMediaTimingFillMode { get set }
}

extension CAMediaTiming {
  /// The timing as Motion's value.
  var mediaTiming: MediaTiming {
    MediaTiming(
      beginTime: beginTime, duration: duration, speed: Double(speed), timeOffset: timeOffset,
      repeatCount: Double(repeatCount), repeatDuration: repeatDuration, autoreverses: autoreverses,
      fillMode: MediaTiming.FillMode(rawValue: fillMode.rawValue) ?? .removed)
  }
}

/// What an animation shows outside its active interval.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// No effect outside the active interval.
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
  /// The last frame holds after the end.
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  /// The first frame shows before the start.
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  /// Both.
  public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// The names of Core Animation's predefined timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// (0, 0, 1, 1).
  public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
  /// (0.42, 0, 1, 1).
  public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
  /// (0, 0, 0.58, 1).
  public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
  /// (0.42, 0, 0.58, 1): UIView animations' default curve.
  public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
  /// (0.25, 0.1, 0.25, 1): what implicit layer animations use.
  public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A cubic Bézier timing function from (0, 0) to (1, 1), solved as Core Animation does.
public final class CAMediaTimingFunction: NSObject, @unchecked Sendable {
  /// The curve.
  public let curve: CubicBezierCurve

  /// One of the named functions.
  public init(name: CAMediaTimingFunctionName) {
    curve = CubicBezierCurve(mediaTimingFunctionName: name.rawValue) ?? .caDefault
  }

  /// A function with control points (c1x, c1y) and (c2x, c2y).
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    curve = CubicBezierCurve(x1: Double(c1x), y1: Double(c1y), x2: Double(c2x), y2: Double(c2y))
  }

  init(curve: CubicBezierCurve) { self.curve = curve }

  /// Writes control point `idx` (0…3) as two floats into `ptr`.
  public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
    let points: [(Double, Double)] = [(0, 0), (curve.x1, curve.y1), (curve.x2, curve.y2), (1, 1)]
    let p = points[max(0, min(3, idx))]
    ptr[0] = Float(p.0)
    ptr[1] = Float(p.1)
  }

  /// The curve's output at input time `x` (0…1).
  package func value(at x: Double) -> Double { curve.value(at: x) }

  /// Functions are equal when their control points are.
  public override func isEqual(_ object: Any?) -> Bool {
    (object as? CAMediaTimingFunction)?.curve == curve
  }
  /// A hash of the control points.
  public override var hash: Int {
    var hasher = Hasher()
    for v in [curve.x1, curve.y1, curve.x2, curve.y2] { hasher.combine(v) }
    return hasher.finalize()
  }
}

/// Which corners `cornerRadius` rounds (`CALayer.maskedCorners`).
public struct CACornerMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Top left in UIKit's y-down space.
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
  /// Top right.
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
  /// Bottom left.
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
  /// Bottom right.
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

/// Something a layer runs when a property changes (`CAAnimation`s are actions; `NSNull` is the
/// action that does nothing, which UIView returns outside animation blocks).
@preconcurrency @MainActor public protocol CAAction {
  /// Called with the layer (`anObject`) and the key that changed.
  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
  public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
  }
}
