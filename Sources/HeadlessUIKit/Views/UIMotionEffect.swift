import Foundation

/// A horizontal and vertical offset, as UIKit's `UIOffset`.
public struct UIOffset: Hashable, Sendable {
  public var horizontal: CGFloat
  public var vertical: CGFloat
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  public static let zero = UIOffset(horizontal: 0, vertical: 0)
}

/// An effect driven by how the device is tilted, as UIKit's `UIMotionEffect`. A stage has no
/// motion sensors: views keep the effects added to them (`UIView.motionEffects`), and the
/// effects compute their values for any offset asked, but nothing applies them.
@preconcurrency @MainActor open class UIMotionEffect: NSObject {
  public override init() { super.init() }

  /// The key paths and values (relative to the view's own) for a viewer offset, each axis in
  /// −1…1. Default: nil.
  open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
    nil
  }
}

/// An effect that interpolates one key path's value between two relative values as the device
/// tilts along one axis.
@preconcurrency @MainActor open class UIInterpolatingMotionEffect: UIMotionEffect {
  /// The tilt that drives the effect.
  public enum EffectType: Int, Sendable {
    case tiltAlongHorizontalAxis, tiltAlongVerticalAxis
  }

  /// The key path changed (`"center.x"`).
  public let keyPath: String
  /// The axis followed.
  public let type: EffectType
  /// The relative value at offset −1 (a number, `CGPoint`, `CGSize` or `UIOffset`).
  open var minimumRelativeValue: Any?
  /// The relative value at offset 1.
  open var maximumRelativeValue: Any?

  /// An effect on `keyPath` along `type`'s axis.
  public init(keyPath: String, type: EffectType) {
    self.keyPath = keyPath
    self.type = type
    super.init()
  }

  /// The value between the minimum and the maximum at the offset along the effect's axis
  /// (offsets clamped to −1…1); nil unless both values are set and of one kind.
  open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset)
    -> [String: Any]?
  {
    let axis = type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical
    let t = (min(max(axis, -1), 1) + 1) / 2
    func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
    let value: Any
    switch (minimumRelativeValue, maximumRelativeValue) {
    case let (a as CGPoint, b as CGPoint): value = CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y))
    case let (a as CGSize, b as CGSize):
      value = CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height))
    case let (a as UIOffset, b as UIOffset):
      value = UIOffset(
        horizontal: mix(a.horizontal, b.horizontal), vertical: mix(a.vertical, b.vertical))
    case let (a?, b?):
      guard let x = Self.number(a), let y = Self.number(b) else { return nil }
      value = mix(x, y)
    default:
      return nil
    }
    return [keyPath: value]
  }

  static func number(_ value: Any) -> CGFloat? {
    switch value {
    case let v as CGFloat: return v
    case let v as Double: return CGFloat(v)
    case let v as Float: return CGFloat(v)
    case let v as Int: return CGFloat(v)
    case let v as NSNumber: return CGFloat(v.doubleValue)
    default: return nil
    }
  }
}

/// Effects applied together.
@preconcurrency @MainActor open class UIMotionEffectGroup: UIMotionEffect {
  /// The effects. Default: nil.
  open var motionEffects: [UIMotionEffect]?

  /// Every member's values, later members winning for a key path they share.
  open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset)
    -> [String: Any]?
  {
    var all: [String: Any] = [:]
    for effect in motionEffects ?? [] {
      for (key, value) in effect.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) ?? [:] {
        all[key] = value
      }
    }
    return all.isEmpty ? nil : all
  }
}

extension UIView {
  /// The motion effects added to the view, in order.
  public var motionEffects: [UIMotionEffect] {
    get { _motionEffects }
    set { _motionEffects = newValue }
  }

  /// Adds a motion effect (once).
  public func addMotionEffect(_ effect: UIMotionEffect) {
    if !_motionEffects.contains(where: { $0 === effect }) { _motionEffects.append(effect) }
  }

  /// Removes a motion effect.
  public func removeMotionEffect(_ effect: UIMotionEffect) {
    _motionEffects.removeAll { $0 === effect }
  }
}
