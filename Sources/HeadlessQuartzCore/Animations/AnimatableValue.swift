import Foundation
import Geometry
import Motion

/// A value of an animatable layer property, as the animation machinery handles it.
///
/// `CABasicAnimation.fromValue` and friends are `Any?` in Core Animation; they are converted to
/// this form (for the property's kind) once, when the animation is evaluated.
@_spi(UIKit) public enum AnimatableValue: Equatable {
  case number(Double)
  case point(CGPoint)
  case size(CGSize)
  case rect(CGRect)
  case transform(CATransform3D)
  case color(CGColor?)
  case colors([CGColor]?)
  case numbers([Double]?)
  case path(CGPath?)
  case image(CGImage?)
  case bool(Bool)

  /// The kinds of property values; each key path has one.
  @_spi(UIKit) public enum Kind: Sendable {
    case number, point, size, rect, transform, color, colors, numbers, path, image, bool
  }

  /// Converts an animation's `Any` value for a property of `kind` (numbers may be any numeric
  /// type or `NSNumber`; colours are `CGColor`s). Returns nil if it cannot be.
  @MainActor package init?(_ any: Any?, kind: Kind) {
    switch kind {
    case .number:
      guard let d = Self.double(any) else { return nil }
      self = .number(d)
    case .point:
      guard let p = any as? CGPoint else { return nil }
      self = .point(p)
    case .size:
      guard let s = any as? CGSize else { return nil }
      self = .size(s)
    case .rect:
      guard let r = any as? CGRect else { return nil }
      self = .rect(r)
    case .transform:
      if let t = any as? CATransform3D {
        self = .transform(t)
      } else if let a = any as? CGAffineTransform {
        self = .transform(CATransform3DMakeAffineTransform(a))
      } else {
        return nil
      }
    case .color:
      if any == nil {
        self = .color(nil)
        return
      }
      guard let c = Self.color(any) else { return nil }
      self = .color(c)
    case .colors:
      guard let list = any as? [Any] else { return nil }
      self = .colors(list.compactMap { Self.color($0) })
    case .numbers:
      guard let list = any as? [Any] else { return nil }
      self = .numbers(list.compactMap { Self.double($0) })
    case .path:
      self = .path(any as? CGPath)
    case .image:
      self = .image(any as? CGImage)
    case .bool:
      guard let b = any as? Bool else { return nil }
      self = .bool(b)
    }
  }

  static func double(_ any: Any?) -> Double? {
    switch any {
    case let d as Double: return d
    case let f as CGFloat: return Double(f)
    case let f as Float: return Double(f)
    case let i as Int: return Double(i)
    case let n as NSNumber: return n.doubleValue
    default: return nil
    }
  }

  @MainActor static func color(_ any: Any?) -> CGColor? {
    if let c = any as? CGColor { return c }
    return nil
  }

  /// The value a fraction of the way to `end` (Motion's blending rules; discrete values switch
  /// half-way).
  @_spi(UIKit) public func interpolated(to end: AnimatableValue, fraction f: Double)
    -> AnimatableValue
  {
    switch (self, end) {
    case let (.number(a), .number(b)): return .number(a.interpolated(to: b, fraction: f))
    case let (.point(a), .point(b)): return .point(a.interpolated(to: b, fraction: f))
    case let (.size(a), .size(b)): return .size(a.interpolated(to: b, fraction: f))
    case let (.rect(a), .rect(b)): return .rect(a.interpolated(to: b, fraction: f))
    case let (.transform(a), .transform(b)): return .transform(a.interpolated(to: b, fraction: f))
    case let (.color(a), .color(b)):
      // A missing colour blends as transparent of the other's hue, as Core Animation does.
      guard a != nil || b != nil else { return .color(nil) }
      let ca = a.map(Self.components) ?? Self.components(b!).withAlpha(0)
      let cb = b.map(Self.components) ?? ca.withAlpha(0)
      let c = ca.interpolated(to: cb, fraction: f)
      return .color(CGColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha))
    case let (.colors(a?), .colors(b?)) where a.count == b.count:
      return .colors(
        zip(a, b).map {
          let c = Self.components($0).interpolated(to: Self.components($1), fraction: f)
          return CGColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
        })
    case let (.numbers(a?), .numbers(b?)) where a.count == b.count:
      return .numbers(zip(a, b).map { $0.interpolated(to: $1, fraction: f) })
    case let (.path(a?), .path(b?)):
      // Point by point between paths of the same elements; two rounded rectangles morph as
      // rounded rectangles; anything else jumps half-way.
      let shape = a.roundedRect.flatMap { x in
        b.roundedRect.map { y in
          RoundedRect(
            rect: x.rect.interpolated(to: y.rect, fraction: f),
            radii: x.radii.interpolated(to: y.radii, fraction: f))
        }
      }
      if let p = a.path.interpolated(to: b.path, fraction: f) {
        return .path(CGPath(path: p, roundedRect: shape))
      }
      if let shape {
        var p = Path()
        p.addRoundedRect(shape)
        return .path(CGPath(path: p, roundedRect: shape))
      }
      return f < 0.5 ? self : end
    default:
      return f < 0.5 ? self : end
    }
  }

  /// `self + other`, for additive and cumulative animations and `byValue`: component by component
  /// (colours too; a missing colour counts as transparent black), transforms concatenated with
  /// `other` applied first, in the layer's own space. Discrete values return `other`.
  package func adding(_ other: AnimatableValue) -> AnimatableValue {
    switch (self, other) {
    case let (.number(a), .number(b)): return .number(a + b)
    case let (.point(a), .point(b)): return .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
    case let (.size(a), .size(b)):
      return .size(CGSize(width: a.width + b.width, height: a.height + b.height))
    case let (.rect(a), .rect(b)):
      // Origin and size as they are, not standardised: a difference may have a negative size.
      return .rect(
        CGRect(
          x: a.origin.x + b.origin.x, y: a.origin.y + b.origin.y,
          width: a.size.width + b.size.width, height: a.size.height + b.size.height))
    case let (.transform(a), .transform(b)): return .transform(b.concatenating(a))
    case let (.color(a), .color(b)): return .color(Self.combine(a, b, +))
    default: return other
    }
  }

  /// `self − other`, the inverse of ``adding(_:)`` in its first operand: `x.adding(other)` is
  /// `self` for `x = self.subtracting(other)` (for transforms, `x = other⁻¹ · self`).
  func subtracting(_ other: AnimatableValue) -> AnimatableValue {
    switch (self, other) {
    case let (.number(a), .number(b)): return .number(a - b)
    case let (.point(a), .point(b)): return .point(CGPoint(x: a.x - b.x, y: a.y - b.y))
    case let (.size(a), .size(b)):
      return .size(CGSize(width: a.width - b.width, height: a.height - b.height))
    case let (.rect(a), .rect(b)):
      return .rect(
        CGRect(
          x: a.origin.x - b.origin.x, y: a.origin.y - b.origin.y,
          width: a.size.width - b.size.width, height: a.size.height - b.size.height))
    case let (.transform(a), .transform(b)):
      return .transform(CATransform3DInvert(b).concatenating(a))
    case let (.color(a), .color(b)): return .color(Self.combine(a, b, -))
    default: return self
    }
  }

  /// The additive offset that carries `base` to `self`: the `d` with `base.adding(d) == self`
  /// (for transforms `d = self · base⁻¹`). Nil for values that do not add (booleans, images,
  /// paths, lists) and for a transform `base` that has no inverse.
  package func offset(from base: AnimatableValue) -> AnimatableValue? {
    switch (self, base) {
    case let (.transform(a), .transform(b)):
      return b.inverse.map { .transform(a.concatenating($0)) }
    case (.number, .number), (.point, .point), (.size, .size), (.rect, .rect), (.color, .color):
      return subtracting(base)
    default:
      return nil
    }
  }

  /// The value that adds nothing (zero, the identity transform, transparent black), for the
  /// kinds that add; nil for the others.
  package var additiveIdentity: AnimatableValue? {
    switch self {
    case .number: return .number(0)
    case .point: return .point(.zero)
    case .size: return .size(.zero)
    case .rect: return .rect(.zero)
    case .transform: return .transform(CATransform3DIdentity)
    case .color: return .color(CGColor(red: 0, green: 0, blue: 0, alpha: 0))
    default: return nil
    }
  }

  /// Two colours combined component by component (a missing colour is transparent black).
  private static func combine(
    _ a: CGColor?, _ b: CGColor?, _ op: (Double, Double) -> Double
  ) -> CGColor {
    let x = a.map(components) ?? .clear
    let y = b.map(components) ?? .clear
    return CGColor(
      red: op(x.red, y.red), green: op(x.green, y.green), blue: op(x.blue, y.blue),
      alpha: op(x.alpha, y.alpha))
  }

  static func components(_ c: CGColor) -> ColorComponents {
    let rgba = c.rgbaColor
    return ColorComponents(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
  }
}

extension ColorComponents {
  func withAlpha(_ a: Double) -> ColorComponents {
    ColorComponents(red: red, green: green, blue: blue, alpha: a)
  }
}
