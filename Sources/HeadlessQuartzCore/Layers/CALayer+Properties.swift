import Foundation
import Geometry

/// How a layer's contents image fills its bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Stretched to fill the bounds (the default).
  public static let resize = CALayerContentsGravity(rawValue: "resize")
  /// Scaled to fit inside the bounds, keeping its aspect ratio, centred.
  public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
  /// Scaled to fill the bounds, keeping its aspect ratio, centred (and cropped by masksToBounds).
  public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
  /// Unscaled, centred.
  public static let center = CALayerContentsGravity(rawValue: "center")
}

/// The shape of rounded corners. Curtain draws both as circular arcs.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  /// UIKit's continuous corners: curvature rising gradually from the sides, each corner
  /// reaching about 1.53 × the radius along them (see Geometry's `RoundedRect.continuousOutline`).
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

extension CALayer {
  /// Changes one animatable property: asks for the action first (it sees the old values, as in
  /// Core Animation), changes the model, then runs the action (which adds an animation from the
  /// old value).
  package func setAnimatable(_ keyPath: String, _ value: AnimatableValue) {
    if isPresentation {
      state.setValue(value, forKeyPath: keyPath)
      return
    }
    guard isObserved, state.value(forKeyPath: keyPath) != value else {
      return applyAnimatable(keyPath, value)
    }
    notifyingObservers(ofLayerKeyPath: keyPath) { applyAnimatable(keyPath, value) }
  }

  private func applyAnimatable(_ keyPath: String, _ value: AnimatableValue) {
    let action = action(forKey: keyPath)
    state.setValue(value, forKeyPath: keyPath)
    if type(of: self).needsDisplay(forKey: keyPath) { setNeedsDisplay() }
    action?.run(forKey: keyPath, object: self, arguments: nil)
  }

  /// Sets `bounds.size` and `position` from a frame (see `frame`).
  func setFrame(_ newValue: CGRect) {
    let size = newValue.standardized.size
    bounds = CGRect(origin: state.bounds.origin, size: size)
    position = CGPoint(
      x: newValue.standardized.minX + state.anchorPoint.x * size.width,
      y: newValue.standardized.minY + state.anchorPoint.y * size.height)
  }

  static func frame(of s: LayerState) -> CGRect {
    let w = s.bounds.width
    let h = s.bounds.height
    let ax = s.anchorPoint.x * w
    let ay = s.anchorPoint.y * h
    if s.transform.isIdentity {
      return CGRect(x: s.position.x - ax, y: s.position.y - ay, width: w, height: h)
    }
    let t = CATransform3DGetAffineTransform(s.transform)
    let corners = [
      CGPoint(x: -ax, y: -ay), CGPoint(x: w - ax, y: -ay), CGPoint(x: -ax, y: h - ay),
      CGPoint(x: w - ax, y: h - ay),
    ]
    .map { $0.applying(t) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    return CGRect(
      x: s.position.x + xs.min()!, y: s.position.y + ys.min()!, width: xs.max()! - xs.min()!,
      height: ys.max()! - ys.min()!)
  }

  // MARK: - Key–value coding of animatable key paths

  /// Sets an animatable property by key path (`"opacity"`, `"transform.scale"`, …), or any
  /// other key, which the layer stores (and animates) as Core Animation does.
  public func setValue(_ value: Any?, forKeyPath keyPath: String) {
    guard let kind = LayerState.kind(ofKeyPath: keyPath) else {
      return setCustomValue(value, forKey: keyPath)
    }
    guard let v = AnimatableValue(value, kind: kind) else { return }
    setAnimatable(keyPath, v)
  }

  /// Sets an animatable property by key, or stores any other key.
  public func setValue(_ value: Any?, forKey key: String) { setValue(value, forKeyPath: key) }

  /// The value of an animatable property by key path, or of a key stored with
  /// ``setValue(_:forKey:)`` (a presentation layer's animated custom keys at their current value).
  public func value(forKeyPath keyPath: String) -> Any? {
    if LayerState.kind(ofKeyPath: keyPath) == nil { return customValue(forKey: keyPath) }
    return state.value(forKeyPath: keyPath)?.anyValue
  }

  /// The value of an animatable property, or of a stored key, by key.
  public func value(forKey key: String) -> Any? { value(forKeyPath: key) }
}

extension AnimatableValue {
  /// The value as Core Animation's `Any` (numbers as `CGFloat`).
  package var anyValue: Any? {
    switch self {
    case let .number(n): return CGFloat(n)
    case let .point(p): return p
    case let .size(s): return s
    case let .rect(r): return r
    case let .transform(t): return t
    case let .color(c): return c
    case let .colors(c): return c
    case let .numbers(n): return n
    case let .path(p): return p
    case let .image(i): return i
    case let .bool(b): return b
    }
  }
}
