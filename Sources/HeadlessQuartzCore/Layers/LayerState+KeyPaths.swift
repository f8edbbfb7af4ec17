import Foundation
import Geometry

// Core Animation's key paths ("position.x", "shadowPath", "transform.rotation.z"), as one table:
// each animatable key names its kind of value and the LayerState field it reads and writes. A new
// animatable property is one line in `LayerState.keys`.

/// How one key path reads and writes a layer's state.
package struct LayerKey: Sendable {
  package let kind: AnimatableValue.Kind
  let read: @Sendable (LayerState) -> AnimatableValue
  /// Writes a value of the key's kind; values of another kind are ignored.
  let write: @Sendable (inout LayerState, AnimatableValue) -> Void
}

extension LayerState {
  /// Every animatable key path but the transform components, which ``TransformComponent`` reads.
  package static let keys: [String: LayerKey] = [
    "position": .point(\.position),
    "position.x": .number(\.position.x),
    "position.y": .number(\.position.y),
    "anchorPoint": .point(\.anchorPoint),
    "anchorPoint.x": .number(\.anchorPoint.x),
    "anchorPoint.y": .number(\.anchorPoint.y),
    "bounds": .rect(\.bounds),
    "bounds.origin": .point(\.bounds.origin),
    "bounds.origin.x": .number(\.bounds.origin.x),
    "bounds.origin.y": .number(\.bounds.origin.y),
    "bounds.size": .size(\.bounds.size),
    "bounds.size.width": .number(\.bounds.size.width),
    "bounds.size.height": .number(\.bounds.size.height),
    "zPosition": .number(\.zPosition),
    "opacity": .number(\.opacity),
    "transform": .transform(\.transform),
    "sublayerTransform": .transform(\.sublayerTransform),
    "backgroundColor": .color(\.backgroundColor),
    "cornerRadius": .number(\.cornerRadius),
    "borderWidth": .number(\.borderWidth),
    "borderColor": .color(\.borderColor),
    "shadowColor": .color(\.shadowColor),
    "shadowOpacity": .number(\.shadowOpacity),
    "shadowOffset": .size(\.shadowOffset),
    "shadowRadius": .number(\.shadowRadius),
    "shadowPath": .path(\.shadowPath),
    "contents": .image(\.contents),
    "contentsRect": .rect(\.contentsRect),
    "contentsCenter": .rect(\.contentsCenter),
    "anchorPointZ": .number(\.anchorPointZ),
    "hidden": .bool(\.isHidden),
    "isHidden": .bool(\.isHidden),
    "masksToBounds": .bool(\.masksToBounds),
    "colors": .colors(\.colors),
    "locations": .numbers(\.locations),
    "startPoint": .point(\.startPoint),
    "endPoint": .point(\.endPoint),
    "path": .path(\.path),
    "fillColor": .color(\.fillColor),
    "strokeColor": .color(\.strokeColor),
    "lineWidth": .number(\.lineWidth),
    "miterLimit": .number(\.miterLimit),
    "lineDashPhase": .number(\.lineDashPhase),
    "strokeStart": .number(\.strokeStart),
    "strokeEnd": .number(\.strokeEnd),
    "backdropRadius": .number(\.backdropRadius),
    "backdropSaturation": .number(\.backdropSaturation),
    "backdropTint": .color(\.backdropTint),
  ]

  /// A shape layer's animatable keys: Core Animation animates them on a standalone layer, but
  /// UIKit's animation blocks do not (they animate the view properties UIKit documents as
  /// animatable: frame, bounds, center, transform, alpha, backgroundColor).
  package static let shapeKeys: Set<String> = [
    "path", "fillColor", "strokeColor", "lineWidth", "miterLimit", "lineDashPhase", "strokeStart",
    "strokeEnd",
  ]

  /// The kind of value at an animatable key path, or nil if the key path is not animatable.
  package static func kind(ofKeyPath keyPath: String) -> AnimatableValue.Kind? {
    if let key = keys[keyPath] { return key.kind }
    return transformComponent(keyPath)?.component.kind
  }

  /// The kind of value at `keyPath` in this state: a declared key's, or a custom key's value's.
  package func kind(ofKeyPath keyPath: String) -> AnimatableValue.Kind? {
    Self.kind(ofKeyPath: keyPath) ?? custom[keyPath]?.kind
  }

  /// The value at `keyPath` (a declared key path, or a custom key set on the layer).
  package func value(forKeyPath keyPath: String) -> AnimatableValue? {
    if let key = Self.keys[keyPath] { return key.read(self) }
    guard let (field, component) = Self.transformComponent(keyPath) else { return custom[keyPath] }
    return component.value(of: self[keyPath: field])
  }

  /// Sets the value at `keyPath` (values of the wrong kind are ignored); a key path Core
  /// Animation does not declare is a custom key, which takes any value.
  package mutating func setValue(_ v: AnimatableValue, forKeyPath keyPath: String) {
    if let key = Self.keys[keyPath] { return key.write(&self, v) }
    guard let (field, component) = Self.transformComponent(keyPath) else {
      custom[keyPath] = v
      return
    }
    self[keyPath: field] = component.setting(v, in: self[keyPath: field])
  }

  /// `transform.rotation.z` and the like: the transform field and the component.
  static func transformComponent(
    _ keyPath: String
  ) -> (field: WritableKeyPath<LayerState, CATransform3D>, component: TransformComponent)? {
    if let name = keyPath.dropPrefix("transform."), let c = TransformComponent(name) {
      return (\.transform, c)
    }
    if let name = keyPath.dropPrefix("sublayerTransform."), let c = TransformComponent(name) {
      return (\.sublayerTransform, c)
    }
    return nil
  }
}

extension LayerKey {
  /// A key whose values are `case` of AnimatableValue, stored at `field` as they are.
  private static func key<Value>(
    _ kind: AnimatableValue.Kind, _ field: WritableKeyPath<LayerState, Value> & Sendable,
    wrap: @escaping @Sendable (Value) -> AnimatableValue,
    unwrap: @escaping @Sendable (AnimatableValue) -> Value?
  ) -> LayerKey {
    return LayerKey(
      kind: kind, read: { wrap($0[keyPath: field]) },
      write: { state, value in if let v = unwrap(value) { state[keyPath: field] = v } })
  }

  static func number<F: BinaryFloatingPoint & SendableMetatype>(
    _ field: WritableKeyPath<LayerState, F> & Sendable
  ) -> LayerKey {
    key(
      .number, field, wrap: { .number(Double($0)) },
      unwrap: { if case let .number(n) = $0 { F(n) } else { nil } })
  }

  static func point(_ field: WritableKeyPath<LayerState, CGPoint> & Sendable) -> LayerKey {
    key(
      .point, field, wrap: { .point($0) }, unwrap: { if case let .point(p) = $0 { p } else { nil } }
    )
  }

  static func size(_ field: WritableKeyPath<LayerState, CGSize> & Sendable) -> LayerKey {
    key(.size, field, wrap: { .size($0) }, unwrap: { if case let .size(s) = $0 { s } else { nil } })
  }

  static func rect(_ field: WritableKeyPath<LayerState, CGRect> & Sendable) -> LayerKey {
    key(.rect, field, wrap: { .rect($0) }, unwrap: { if case let .rect(r) = $0 { r } else { nil } })
  }

  package static func transform(_ field: WritableKeyPath<LayerState, CATransform3D> & Sendable)
    -> LayerKey
  {
    key(
      .transform, field, wrap: { .transform($0) },
      unwrap: { if case let .transform(t) = $0 { t } else { nil } })
  }

  static func color(_ field: WritableKeyPath<LayerState, CGColor?> & Sendable) -> LayerKey {
    key(
      .color, field, wrap: { .color($0) },
      unwrap: { if case let .color(c) = $0 { .some(c) } else { nil } })
  }

  static func colors(_ field: WritableKeyPath<LayerState, [CGColor]?> & Sendable) -> LayerKey {
    key(
      .colors, field, wrap: { .colors($0) },
      unwrap: { if case let .colors(c) = $0 { .some(c) } else { nil } })
  }

  static func numbers(_ field: WritableKeyPath<LayerState, [Double]?> & Sendable) -> LayerKey {
    key(
      .numbers, field, wrap: { .numbers($0) },
      unwrap: { if case let .numbers(n) = $0 { .some(n) } else { nil } })
  }

  static func path(_ field: WritableKeyPath<LayerState, CGPath?> & Sendable) -> LayerKey {
    key(
      .path, field, wrap: { .path($0) },
      unwrap: { if case let .path(p) = $0 { .some(p) } else { nil } })
  }

  static func image(_ field: WritableKeyPath<LayerState, CGImage?> & Sendable) -> LayerKey {
    key(
      .image, field, wrap: { .image($0) },
      unwrap: { if case let .image(i) = $0 { .some(i) } else { nil } })
  }

  static func bool(_ field: WritableKeyPath<LayerState, Bool> & Sendable) -> LayerKey {
    key(.bool, field, wrap: { .bool($0) }, unwrap: { if case let .bool(b) = $0 { b } else { nil } })
  }
}
