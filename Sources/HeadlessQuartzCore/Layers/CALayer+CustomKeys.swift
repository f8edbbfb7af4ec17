import Foundation
import Geometry

// Core Animation stores any key given to `setValue(_:forKey:)`, which is how a subclass declares
// a custom animatable property (`@NSManaged var radius` on iOS; a computed property over
// `value(forKey:)` and `setValue(_:forKey:)` here). A number, point, size, rectangle, transform,
// colour, path or image joins the layer's animatable state, so `CABasicAnimation(keyPath:
// "radius")` interpolates it in the presentation layer; other values are kept as they are.

extension CALayer {
  /// Stores `value` under `key`, a key Core Animation does not declare. As for declared
  /// properties, the layer asks `action(forKey:)` first, marks itself for display when its
  /// class's `needsDisplay(forKey:)` says so, then runs the action. Nil removes the key.
  func setCustomValue(_ value: Any?, forKey key: String) {
    let animatable = value.flatMap(AnimatableValue.init(customValue:))
    if isPresentation {
      customValues[key] = value
      state.custom[key] = animatable
      return
    }
    customValues[key] = value
    if let animatable { return setAnimatable(key, animatable) }
    let change = {
      let action = self.action(forKey: key)
      self.state.custom[key] = nil
      if type(of: self).needsDisplay(forKey: key) { self.setNeedsDisplay() }
      action?.run(forKey: key, object: self, arguments: nil)
    }
    guard isObserved else { return change() }
    notifyingObservers(ofLayerKeyPath: key, change)
  }

  /// The value stored under a custom key: animated values in the type they were given in
  /// (a `CGFloat` stays a `CGFloat`), others as they were given.
  func customValue(forKey key: String) -> Any? {
    guard let v = state.custom[key] else { return customValues[key] }
    guard case let .number(n) = v else { return v.anyValue }
    switch customValues[key] {
    case is Double: return n
    case is Float: return Float(n)
    case is Int where n.rounded() == n: return Int(n)
    case is NSNumber: return NSNumber(value: n)
    default: return CGFloat(n)
    }
  }

  /// Core Animation redraws a layer for every frame while an animation runs on a key its class
  /// `needsDisplay(forKey:)` names: a presentation copy showing the animated values displays
  /// itself (`display()`, by default `draw(in:)` into new contents). Returns the state `s` as
  /// that copy left it, or nil when no such key shows a value other than the model's.
  func redisplayedPresentation(_ s: LayerState) -> LayerState? {
    let redrawn = animationEntries.contains { entry in
      Self.keyPaths(of: entry.animation).contains { key in
        type(of: self).needsDisplay(forKey: key)
          && s.value(forKeyPath: key) != state.value(forKeyPath: key)
      }
    }
    guard redrawn else { return nil }
    let copy = type(of: self).init(layer: self)
    copy.state = s
    copy.display()
    return copy.state
  }

  /// The key paths an animation changes (a group's, those of its animations).
  private static func keyPaths(of animation: CAAnimation) -> [String] {
    if let group = animation as? CAAnimationGroup {
      return (group.animations ?? []).flatMap(keyPaths(of:))
    }
    return (animation as? CAPropertyAnimation)?.keyPath.map { [$0] } ?? []
  }
}

extension AnimatableValue {
  /// The value's kind.
  package var kind: Kind {
    switch self {
    case .number: .number
    case .point: .point
    case .size: .size
    case .rect: .rect
    case .transform: .transform
    case .color: .color
    case .colors: .colors
    case .numbers: .numbers
    case .path: .path
    case .image: .image
    case .bool: .bool
    }
  }

  /// A value given to a custom key, when it is of a kind animations interpolate (or, for a
  /// Boolean, switch); nil for any other value, which the layer keeps as it is.
  @MainActor init?(customValue any: Any) {
    switch any {
    case let b as Bool where !(any is NSNumber): self = .bool(b)
    case let p as CGPoint: self = .point(p)
    case let s as CGSize: self = .size(s)
    case let r as CGRect: self = .rect(r)
    case let t as CATransform3D: self = .transform(t)
    case let a as CGAffineTransform: self = .transform(CATransform3DMakeAffineTransform(a))
    case let c as CGColor: self = .color(c)
    case let p as CGPath: self = .path(p)
    case let i as CGImage: self = .image(i)
    default:
      guard let n = Self.double(any) else { return nil }
      self = .number(n)
    }
  }
}
