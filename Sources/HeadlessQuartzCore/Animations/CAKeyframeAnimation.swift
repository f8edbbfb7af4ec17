import Foundation
import Motion

/// How a keyframe animation moves between its values.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = CAAnimationCalculationMode(rawValue: "linear")
  public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
  public static let paced = CAAnimationCalculationMode(rawValue: "paced")
  public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
  public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a keyframe animation along a path turns the layer with the path, as Core Animation's
/// `CAAnimationRotationMode`.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The layer's x axis follows the direction of travel.
  public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
  /// The layer's x axis points against the direction of travel.
  public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// An animation through a list of values at key times (Motion's `Keyframes` rules), or along a
/// path (Motion's `PathKeyframes`).
@preconcurrency @MainActor open class CAKeyframeAnimation: CAPropertyAnimation {
  /// The values, of the property's type.
  open var values: [Any]?
  /// Fractions of the duration, one per value (one more for discrete); nil spaces them evenly.
  open var keyTimes: [NSNumber]?
  /// One per segment; nil is linear.
  open var timingFunctions: [CAMediaTimingFunction]?
  /// Default: `.linear`.
  open var calculationMode: CAAnimationCalculationMode = .linear
  /// Kochanek–Bartels parameters for the cubic modes.
  open var tensionValues: [NSNumber]?
  open var continuityValues: [NSNumber]?
  open var biasValues: [NSNumber]?
  /// A path for a point property (`position`) to follow; when set, `values` are ignored and the
  /// path's element end points are the keyframes. Default: nil.
  open var path: CGPath?
  /// Whether the layer turns with the path's direction (nil: it does not). Default: nil.
  open var rotationMode: CAAnimationRotationMode?

  public override init() { super.init() }

  public required init(copying other: CAAnimation) {
    super.init(copying: other)
    if let o = other as? CAKeyframeAnimation {
      values = o.values
      keyTimes = o.keyTimes
      timingFunctions = o.timingFunctions
      calculationMode = o.calculationMode
      tensionValues = o.tensionValues
      continuityValues = o.continuityValues
      biasValues = o.biasValues
      path = o.path
      rotationMode = o.rotationMode
    }
  }

  /// The path's keyframes, for a path animation.
  private var pathKeyframes: PathKeyframes? {
    path.flatMap {
      PathKeyframes(
        path: $0.path, keyTimes: keyTimes?.map(\.doubleValue),
        calculationMode: KeyframeCalculationMode(rawValue: calculationMode.rawValue) ?? .linear,
        timingFunctions: timingFunctions?.map(\.curve))
    }
  }

  @_spi(UIKit) open override func apply(to state: inout LayerState, parentTime: Double) {
    super.apply(to: &state, parentTime: parentTime)
    // The turn with the path's direction, about the layer's anchor, after its own transform.
    guard let rotationMode, let keyframes = pathKeyframes,
      let progress = mediaTiming.withDefaultDuration().progress(atParentTime: parentTime)
    else { return }
    let angle =
      keyframes.value(at: fraction(atProgress: progress)).angle
      + (rotationMode == .rotateAutoReverse ? Double.pi : 0)
    state.transform = CATransform3DRotate(state.transform, CGFloat(angle), 0, 0, 1)
  }

  @_spi(UIKit) open override func value(
    atFraction f: Double, progress: Double, underlying: AnimatableValue, kind: AnimatableValue.Kind
  ) -> AnimatableValue? {
    if path != nil {
      guard kind == .point, let keyframes = pathKeyframes else { return nil }
      return .point(keyframes.value(at: f).point)
    }
    guard let raw = values else { return nil }
    let converted = raw.compactMap { AnimatableValue($0, kind: kind) }
    guard converted.count == raw.count, !converted.isEmpty else { return nil }
    let keyframes = Keyframes(
      values: converted, keyTimes: keyTimes?.map(\.doubleValue),
      calculationMode: KeyframeCalculationMode(rawValue: calculationMode.rawValue) ?? .linear,
      timingFunctions: timingFunctions?.map(\.curve),
      tensionValues: tensionValues?.map(\.doubleValue),
      continuityValues: continuityValues?.map(\.doubleValue),
      biasValues: biasValues?.map(\.doubleValue))
    return keyframes.value(at: f)
  }
}

/// Several animations run together on one layer, on the group's timeline.
@preconcurrency @MainActor open class CAAnimationGroup: CAAnimation {
  /// The animations; their times are relative to the group's.
  open var animations: [CAAnimation]?

  public override init() { super.init() }

  public required init(copying other: CAAnimation) {
    super.init(copying: other)
    if let o = other as? CAAnimationGroup {
      animations = o.animations?.map { type(of: $0).init(copying: $0) }
    }
  }

  @_spi(UIKit) open override func apply(to state: inout LayerState, parentTime: Double) {
    let timing = mediaTiming.withDefaultDuration()
    guard let progress = timing.progress(atParentTime: parentTime) else { return }
    // The children see the group's time within its iteration (after its timing function).
    let t = fraction(atProgress: progress) * timing.duration
    for child in animations ?? [] { child.apply(to: &state, parentTime: t) }
  }
}

extension AnimatableValue: Interpolatable {
  @_spi(UIKit) public func pacingDistance(to other: AnimatableValue) -> Double {
    switch (self, other) {
    case let (.number(a), .number(b)): return abs(b - a)
    case let (.point(a), .point(b)): return a.pacingDistance(to: b)
    case let (.size(a), .size(b)): return a.pacingDistance(to: b)
    case let (.rect(a), .rect(b)): return a.pacingDistance(to: b)
    case let (.transform(a), .transform(b)): return a.pacingDistance(to: b)
    default: return 1
    }
  }
}
