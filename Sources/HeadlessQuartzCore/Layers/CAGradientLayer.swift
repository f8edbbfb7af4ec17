import Foundation

/// A layer that draws an axial gradient over its background, within its rounded bounds.
///
/// Colours interpolate in premultiplied sRGB; beyond the start and end points the end colours
/// extend. Only `.axial` gradients are drawn.
@preconcurrency @MainActor open class CAGradientLayer: CALayer {
  /// The gradient's colours (`CGColor`s), as `[Any]` like Core Animation's. Default: nil.
  open var colors: [Any]? {
    get { state.colors }
    set { setAnimatable("colors", .colors(newValue?.compactMap { AnimatableValue.color($0) })) }
  }
  /// Stop positions, 0…1, one per colour; nil spaces them evenly. Default: nil.
  open var locations: [NSNumber]? {
    get { state.locations?.map { NSNumber(value: $0) } }
    set { setAnimatable("locations", .numbers(newValue?.map(\.doubleValue))) }
  }
  /// In the unit square of the bounds. Default: (0.5, 0).
  open var startPoint: CGPoint {
    get { state.startPoint }
    set { setAnimatable("startPoint", .point(newValue)) }
  }
  /// Default: (0.5, 1).
  open var endPoint: CGPoint {
    get { state.endPoint }
    set { setAnimatable("endPoint", .point(newValue)) }
  }
  /// Default: `.axial` (the only kind drawn).
  open var type: CAGradientLayerType = .axial

  public required init() { super.init() }
  public required init(layer: Any) {
    super.init(layer: layer)
    if let g = layer as? CAGradientLayer { type = g.type }
  }
}

/// The kind of gradient a `CAGradientLayer` draws.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let axial = CAGradientLayerType(rawValue: "axial")
}
