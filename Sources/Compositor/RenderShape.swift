import Foundation
import Geometry
import Raster

/// What a `CAShapeLayer` draws: its path filled, then stroked, in the layer's own space.
public struct RenderShape: Equatable, Sendable {
  /// The path, in the layer's coordinates (points).
  public var path: Path
  /// The fill colour; nil fills nothing. Default: opaque black, as `CAShapeLayer.fillColor`.
  public var fillColor: RGBAColor?
  /// Default: `CGPathFillRule.winding`.
  public var fillRule: CGPathFillRule
  /// The stroke; nil strokes nothing. Default: nil.
  public var stroke: RenderStroke?

  public init(
    path: Path, fillColor: RGBAColor? = .black, fillRule: CGPathFillRule = .winding,
    stroke: RenderStroke? = nil
  ) {
    self.path = path
    self.fillColor = fillColor
    self.fillRule = fillRule
    self.stroke = stroke
  }
}

/// A shape layer's stroke: the path trimmed to a fraction of its length, then stroked.
///
/// The compositor makes the outline (Geometry's stroker) when it flattens the tree, knowing the
/// layer's transform, so that the outline's tolerance is in device pixels whatever the scale.
public struct RenderStroke: Equatable, Sendable {
  public var color: RGBAColor
  /// Width, caps, joins, miter limit and dashes (points).
  public var style: StrokeStyle
  /// The fraction of the path's length where the stroke starts (`strokeStart`). Default: 0.
  public var start: CGFloat
  /// The fraction where it ends (`strokeEnd`). Default: 1.
  public var end: CGFloat

  public init(color: RGBAColor, style: StrokeStyle, start: CGFloat = 0, end: CGFloat = 1) {
    self.color = color
    self.style = style
    self.start = start
    self.end = end
  }

  /// The outline to fill (non-zero rule) in the layer's space, within `tolerance` of the true
  /// one there.
  func outline(of path: Path, tolerance: CGFloat) -> Path {
    let trimmed = start <= 0 && end >= 1 ? path : path.trimmed(from: start, to: end)
    return trimmed.strokeOutline(style, tolerance: tolerance)
  }
}
