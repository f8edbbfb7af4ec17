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

/// An animation through a list of values at key times (Motion's `Keyframes` rules).
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
    }
  }

  @_spi(UIKit) open override func value(
    atFraction f: Double, progress: Double, underlying: AnimatableValue, kind: AnimatableValue.Kind
  ) -> AnimatableValue? {
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
