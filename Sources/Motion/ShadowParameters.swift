import Foundation

/// The animatable shadow of a layer: `shadowOffset`, `shadowRadius`, `shadowOpacity` and
/// `shadowColor`, blended together.
///
/// Each property is blended on its own, component by component, as Core Animation animates the
/// four key paths independently; this type only groups them for renderers and transitions.
public struct ShadowParameters: Hashable, Sendable {
  /// The shadow's offset from the layer, in points. Default: (0, −3), `CALayer`'s default.
  public var offset: CGSize
  /// The blur radius, in points. Default: 3.
  public var radius: CGFloat
  /// The shadow's opacity in `[0, 1]`, multiplied with the colour's alpha. Default: 0 (no shadow).
  public var opacity: Float
  /// The shadow's colour. Default: opaque black.
  public var color: ColorComponents

  /// Creates shadow parameters; the defaults are `CALayer`'s.
  ///
  /// - Parameters:
  ///   - offset: In points. Default: (0, −3).
  ///   - radius: Blur radius in points. Default: 3.
  ///   - opacity: In `[0, 1]`. Default: 0.
  ///   - color: Default: opaque black.
  @inlinable public init(
    offset: CGSize = CGSize(width: 0, height: -3), radius: CGFloat = 3, opacity: Float = 0,
    color: ColorComponents = .black
  ) {
    self.offset = offset
    self.radius = radius
    self.opacity = opacity
    self.color = color
  }
}

extension ShadowParameters: Interpolatable {
  @inlinable public func interpolated(to end: ShadowParameters, fraction: Double)
    -> ShadowParameters
  {
    ShadowParameters(
      offset: offset.interpolated(to: end.offset, fraction: fraction),
      radius: radius.interpolated(to: end.radius, fraction: fraction),
      opacity: opacity.interpolated(to: end.opacity, fraction: fraction),
      color: color.interpolated(to: end.color, fraction: fraction))
  }

  /// The Euclidean norm over all components (offset, radius, opacity and colour).
  @inlinable public func pacingDistance(to other: ShadowParameters) -> Double {
    let o = offset.pacingDistance(to: other.offset)
    let r = radius.pacingDistance(to: other.radius)
    let p = opacity.pacingDistance(to: other.opacity)
    let c = color.pacingDistance(to: other.color)
    return (o * o + r * r + p * p + c * c).squareRoot()
  }
}
