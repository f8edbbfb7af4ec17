import Foundation
import Geometry

/// The names of Core Animation's value functions.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
  public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
  public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
  public static let scale = CAValueFunctionName(rawValue: "scale")
  public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
  public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
  public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
  public static let translate = CAValueFunctionName(rawValue: "translate")
  public static let translateX = CAValueFunctionName(rawValue: "translateX")
  public static let translateY = CAValueFunctionName(rawValue: "translateY")
  public static let translateZ = CAValueFunctionName(rawValue: "translateZ")
}

/// Turns an animation's numbers into a transform, as Core Animation's `CAValueFunction`: a
/// `CABasicAnimation` of `transform` from 0 to 2π with `.rotateZ` spins a layer full circle,
/// which interpolating two transforms cannot.
public final class CAValueFunction: NSObject, Sendable {
  /// The function's name.
  public let name: CAValueFunctionName

  /// The function called `name`; nil for a name Core Animation does not define.
  public init?(name: CAValueFunctionName) {
    let known: [CAValueFunctionName] = [
      .rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ, .translate, .translateX,
      .translateY, .translateZ,
    ]
    guard known.contains(name) else { return nil }
    self.name = name
  }

  /// Whether the function takes three numbers (`scale`, `translate`) rather than one.
  var takesVector: Bool { name == .scale || name == .translate }

  /// The transform for an animated value (an angle in radians, a factor or a distance).
  func transform(_ value: AnimatableValue) -> CATransform3D {
    var x = 0.0
    var v = [0.0, 0.0, 0.0]
    switch value {
    case let .number(n): x = n
    case let .numbers(list?): for (i, n) in list.prefix(3).enumerated() { v[i] = n }
    default: break
    }
    let c = CGFloat(x)
    switch name {
    case .rotateX: return CATransform3DMakeRotation(c, 1, 0, 0)
    case .rotateY: return CATransform3DMakeRotation(c, 0, 1, 0)
    case .rotateZ: return CATransform3DMakeRotation(c, 0, 0, 1)
    case .scale: return CATransform3DMakeScale(CGFloat(v[0]), CGFloat(v[1]), CGFloat(v[2]))
    case .scaleX: return CATransform3DMakeScale(c, 1, 1)
    case .scaleY: return CATransform3DMakeScale(1, c, 1)
    case .scaleZ: return CATransform3DMakeScale(1, 1, c)
    case .translate:
      return CATransform3DMakeTranslation(CGFloat(v[0]), CGFloat(v[1]), CGFloat(v[2]))
    case .translateX: return CATransform3DMakeTranslation(c, 0, 0)
    case .translateY: return CATransform3DMakeTranslation(0, c, 0)
    default: return CATransform3DMakeTranslation(0, 0, c)
    }
  }
}
