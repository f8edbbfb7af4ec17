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
  func setAnimatable(_ keyPath: String, _ value: AnimatableValue) {
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
    action?.run(forKey: keyPath, object: self, arguments: nil)
  }

  // MARK: - Geometry

  /// The layer's own coordinate space, in points. Default: zero.
  public var bounds: CGRect {
    get { state.bounds }
    set { setAnimatable("bounds", .rect(newValue)) }
  }
  /// Where the anchor point sits in the superlayer, in points. Default: zero.
  public var position: CGPoint {
    get { state.position }
    set { setAnimatable("position", .point(newValue)) }
  }
  /// Drawing order among siblings (higher is in front). Default: 0.
  public var zPosition: CGFloat {
    get { state.zPosition }
    set { setAnimatable("zPosition", .number(newValue)) }
  }
  /// The point of the bounds (unit coordinates) at `position`, about which `transform` applies.
  /// Default: (0.5, 0.5).
  public var anchorPoint: CGPoint {
    get { state.anchorPoint }
    set { setAnimatable("anchorPoint", .point(newValue)) }
  }
  /// The anchor's z. Default: 0.
  public var anchorPointZ: CGFloat {
    get { 0 }
    set {}
  }
  /// Default: identity.
  public var transform: CATransform3D {
    get { state.transform }
    set { setAnimatable("transform", .transform(newValue)) }
  }
  /// Applied to the sublayers about the anchor point. Default: identity.
  public var sublayerTransform: CATransform3D {
    get { state.sublayerTransform }
    set { setAnimatable("sublayerTransform", .transform(newValue)) }
  }

  /// The transform's affine part.
  public func affineTransform() -> CGAffineTransform {
    CATransform3DGetAffineTransform(state.transform)
  }

  /// Sets the transform from an affine transform.
  public func setAffineTransform(_ m: CGAffineTransform) {
    transform = CATransform3DMakeAffineTransform(m)
  }

  /// The layer's rectangle in its superlayer: the bounding box of the transformed bounds.
  /// Setting it sets `position` and `bounds.size` (Core Animation leaves it undefined under a
  /// non-identity transform; so does this).
  public var frame: CGRect {
    get { Self.frame(of: state) }
    set {
      // One change for observers of the frame, though it sets the bounds and the position.
      guard isObserved, newValue.standardized != frame else { return setFrame(newValue) }
      notifyingObservers(ofLayerKeyPath: "frame") { setFrame(newValue) }
    }
  }

  private func setFrame(_ newValue: CGRect) {
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

  // MARK: - Appearance

  /// 0…1. Default: 1.
  public var opacity: Float {
    get { state.opacity }
    set { setAnimatable("opacity", .number(Double(newValue))) }
  }
  /// Default: false.
  public var isHidden: Bool {
    get { state.isHidden }
    set { setAnimatable("hidden", .bool(newValue)) }
  }
  /// Default: nil.
  public var backgroundColor: CGColor? {
    get { state.backgroundColor }
    set { setAnimatable("backgroundColor", .color(newValue)) }
  }
  /// In points. Rounds the background and border, and clips when `masksToBounds`. Default: 0.
  public var cornerRadius: CGFloat {
    get { state.cornerRadius }
    set { setAnimatable("cornerRadius", .number(newValue)) }
  }
  /// Which corners `cornerRadius` rounds. Default: all four.
  public var maskedCorners: CACornerMask {
    get { state.maskedCorners }
    set { state.maskedCorners = newValue }
  }
  /// The shape of the rounded corners: `.continuous` draws UIKit's continuous corners (when a
  /// side is too short for them, the capsule UIKit draws instead). Not animatable. Default:
  /// `.circular`.
  public var cornerCurve: CALayerCornerCurve {
    get { state.cornerCurve }
    set { state.cornerCurve = newValue }
  }
  /// Clips contents and sublayers to the (rounded) bounds. Default: false.
  public var masksToBounds: Bool {
    get { state.masksToBounds }
    set { setAnimatable("masksToBounds", .bool(newValue)) }
  }
  /// In points, drawn inside the bounds. Default: 0.
  public var borderWidth: CGFloat {
    get { state.borderWidth }
    set { setAnimatable("borderWidth", .number(newValue)) }
  }
  /// Default: opaque black.
  public var borderColor: CGColor? {
    get { state.borderColor }
    set { setAnimatable("borderColor", .color(newValue)) }
  }
  /// Default: opaque black.
  public var shadowColor: CGColor? {
    get { state.shadowColor }
    set { setAnimatable("shadowColor", .color(newValue)) }
  }
  /// 0…1. Default: 0.
  public var shadowOpacity: Float {
    get { state.shadowOpacity }
    set { setAnimatable("shadowOpacity", .number(Double(newValue))) }
  }
  /// In points. Default: (0, −3).
  public var shadowOffset: CGSize {
    get { state.shadowOffset }
    set { setAnimatable("shadowOffset", .size(newValue)) }
  }
  /// The blur's standard deviation, in points. Default: 3.
  public var shadowRadius: CGFloat {
    get { state.shadowRadius }
    set { setAnimatable("shadowRadius", .number(newValue)) }
  }
  /// The shadow's shape; nil casts it from the layer's alpha. Default: nil.
  public var shadowPath: CGPath? {
    get { state.shadowPath }
    set { setAnimatable("shadowPath", .path(newValue)) }
  }
  /// An image (`CGImage`) drawn in the bounds. Default: nil.
  public var contents: Any? {
    get { state.contents }
    set { setAnimatable("contents", .image(newValue as? CGImage)) }
  }
  /// Default: `.resize`.
  public var contentsGravity: CALayerContentsGravity {
    get { state.contentsGravity }
    set { state.contentsGravity = newValue }
  }
  /// Pixels per point of the contents. Default: 1.
  public var contentsScale: CGFloat {
    get { state.contentsScale }
    set { state.contentsScale = newValue }
  }
  /// Whether a translucent layer composites its sublayers as one group. Default: true.
  public var allowsGroupOpacity: Bool {
    get { state.allowsGroupOpacity }
    set { state.allowsGroupOpacity = newValue }
  }
  /// Whether the back of the layer is drawn when a 3-D transform turns it away. Default: true.
  public var isDoubleSided: Bool {
    get { state.isDoubleSided }
    set { state.isDoubleSided = newValue }
  }
  /// A hint that the layer is opaque. Default: false.
  public var isOpaque: Bool {
    get { state.isOpaque }
    set { state.isOpaque = newValue }
  }

  // MARK: - Key–value coding of animatable key paths

  /// Sets an animatable property by key path (`"opacity"`, `"transform.scale"`, …).
  public func setValue(_ value: Any?, forKeyPath keyPath: String) {
    guard let kind = LayerState.kind(ofKeyPath: keyPath), let v = AnimatableValue(value, kind: kind)
    else { return }
    setAnimatable(keyPath, v)
  }

  /// Sets an animatable property by key.
  public func setValue(_ value: Any?, forKey key: String) { setValue(value, forKeyPath: key) }

  /// The value of an animatable property by key path.
  public func value(forKeyPath keyPath: String) -> Any? {
    state.value(forKeyPath: keyPath)?.anyValue
  }

  /// The value of an animatable property by key.
  public func value(forKey key: String) -> Any? { value(forKeyPath: key) }
}

extension AnimatableValue {
  /// The value as Core Animation's `Any` (numbers as `CGFloat`).
  var anyValue: Any? {
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
