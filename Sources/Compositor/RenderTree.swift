import Foundation
import Geometry
@_spi(Painting) import Raster

/// One frame's worth of layers: an immutable value the compositor turns into pixels.
///
/// Coordinates are in points; the compositor multiplies them by ``scale`` to get device pixels.
/// A `RenderTree` knows nothing of time or UIKit: HeadlessUIKit evaluates its layers at a time
/// and builds one, and worker threads render it. Equal trees render to equal pixels, so a film
/// repeats the previous frame when its tree is equal to the previous one.
public struct RenderTree: Equatable, Sendable {
  /// The canvas size in points.
  public var size: CGSize
  /// Device pixels per point. Default: 1.
  public var scale: CGFloat
  /// What the canvas is cleared to before the layers are drawn. Default: opaque black (a window
  /// with no background shows black, as on a device).
  public var backgroundColor: RGBAColor
  /// The top-level layers, back to front.
  public var layers: [RenderNode]
  /// The display's visible area, in points, filled with the even-odd rule (a rounded outline and
  /// the cutouts inside it): pixels outside it are made transparent after the layers are drawn,
  /// with anti-aliased edges. Default: nil (the whole canvas shows).
  public var screenShape: Path?

  public init(
    size: CGSize, scale: CGFloat = 1, backgroundColor: RGBAColor = .black, layers: [RenderNode],
    screenShape: Path? = nil
  ) {
    self.size = size
    self.scale = scale
    self.backgroundColor = backgroundColor
    self.layers = layers
    self.screenShape = screenShape
  }

  /// The canvas size in device pixels: each side `ceil(points × scale)` (0 if not finite).
  public var pixelSize: (width: Int, height: Int) {
    func px(_ v: CGFloat) -> Int {
      let p = v * scale
      return p.isFinite && p > 0 ? Int(min(p, CGFloat(Int32.max)).rounded(.up)) : 0
    }
    return (px(size.width), px(size.height))
  }
}

/// One layer: Core Animation's geometry, appearance and sublayers, as plain values.
///
/// The geometry is `CALayer`'s: the point `bounds.origin + anchorPoint · bounds.size` of the
/// layer's own space sits at ``position`` in its parent's space, with ``transform`` applied about
/// it. Drawing order within a layer is Core Animation's: shadow, background, contents (image,
/// gradient or shape), sublayers, border; a backdrop comes before the background.
public struct RenderNode: Equatable, Sendable {
  /// The layer's own coordinate space: origin and size, in points. Default: zero.
  public var bounds: CGRect
  /// Where the anchor point sits in the parent's space, in points. Default: zero.
  public var position: CGPoint
  /// The point of ``bounds`` (in unit coordinates) that ``position`` refers to and that the
  /// transform is applied about. Default: (0.5, 0.5).
  public var anchorPoint: CGPoint
  /// Default: identity. Perspective (`m34`) is honoured; z is flattened into the parent's plane,
  /// as a `CALayer` (not a `CATransformLayer`) does.
  public var transform: CATransform3D
  /// Applied to the sublayers, about the anchor point (`CALayer.sublayerTransform`; the usual
  /// home of a flip's `m34`). Default: identity.
  public var sublayerTransform: CATransform3D
  /// 0…1. Default: 1.
  public var opacity: Double
  /// Whether a translucent layer with sublayers is composited as one group (Core Animation's
  /// default) rather than each sublayer taking the opacity on its own. Default: true.
  public var allowsGroupOpacity: Bool
  /// Fills the (rounded) bounds. Default: nil.
  public var backgroundColor: RGBAColor?
  /// Per-corner radii, in points. Default: square.
  public var cornerRadii: CornerRadii
  /// The shape of the rounded corners (`CALayer.cornerCurve`). Default: circular.
  public var cornerCurve: CornerCurve
  /// Clips contents and sublayers to the rounded bounds (and hides the shadow). Default: false.
  public var masksToBounds: Bool
  /// Drawn inside the rounded bounds, above sublayers. Default: nil.
  public var border: RenderBorder?
  /// Drawn beneath the layer. Default: nil.
  public var shadow: RenderShadow?
  /// An image stretched to fill the bounds. Default: nil.
  public var contents: RenderImage?
  /// An axial gradient filling the bounds (a `CAGradientLayer`). Default: nil.
  public var gradient: RenderGradient?
  /// A filled and stroked path in the layer's space (a `CAShapeLayer`). Default: nil.
  public var shape: RenderShape?
  /// What lies beneath the layer, filtered (a material's blur), filling the layer's rounded
  /// bounds beneath its background. Default: nil.
  public var backdrop: RenderBackdrop?
  /// Sublayers, back to front.
  public var sublayers: [RenderNode]
  /// The layer whose alpha masks this one (`CALayer.mask`), in this layer's space as if it were
  /// a sublayer (the layer's sublayer transform aside). Everything the layer draws, its shadow
  /// and sublayers included, is composited through the mask's rendered alpha; the mask itself
  /// is not drawn. A mask that draws nothing hides the layer. Default: nil.
  public var mask: RenderNode? {
    get { masks.first }
    set { masks = newValue.map { [$0] } ?? [] }
  }
  /// The mask's storage (a struct cannot hold itself directly).
  private var masks: [RenderNode] = []

  /// Creates a layer from its bounds and position; everything else has Core Animation's defaults
  /// unless given.
  public init(
    bounds: CGRect, position: CGPoint, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5),
    transform: CATransform3D = .identity, sublayerTransform: CATransform3D = .identity,
    opacity: Double = 1, allowsGroupOpacity: Bool = true,
    backgroundColor: RGBAColor? = nil, cornerRadii: CornerRadii = .zero,
    cornerCurve: CornerCurve = .circular, masksToBounds: Bool = false,
    border: RenderBorder? = nil, shadow: RenderShadow? = nil, contents: RenderImage? = nil,
    gradient: RenderGradient? = nil, shape: RenderShape? = nil, backdrop: RenderBackdrop? = nil,
    sublayers: [RenderNode] = [], mask: RenderNode? = nil
  ) {
    self.bounds = bounds
    self.position = position
    self.anchorPoint = anchorPoint
    self.transform = transform
    self.sublayerTransform = sublayerTransform
    self.opacity = opacity
    self.allowsGroupOpacity = allowsGroupOpacity
    self.backgroundColor = backgroundColor
    self.cornerRadii = cornerRadii
    self.cornerCurve = cornerCurve
    self.masksToBounds = masksToBounds
    self.border = border
    self.shadow = shadow
    self.contents = contents
    self.gradient = gradient
    self.shape = shape
    self.backdrop = backdrop
    self.sublayers = sublayers
    self.mask = mask
  }

  /// Creates a layer that occupies `frame` in its parent (bounds at the origin, anchor at the
  /// centre, identity transform), like `CALayer.frame`.
  public init(
    frame: CGRect, opacity: Double = 1, backgroundColor: RGBAColor? = nil,
    cornerRadii: CornerRadii = .zero, cornerCurve: CornerCurve = .circular,
    masksToBounds: Bool = false, border: RenderBorder? = nil, shadow: RenderShadow? = nil,
    contents: RenderImage? = nil, gradient: RenderGradient? = nil, shape: RenderShape? = nil,
    backdrop: RenderBackdrop? = nil, sublayers: [RenderNode] = [], mask: RenderNode? = nil
  ) {
    self.init(
      bounds: CGRect(origin: .zero, size: frame.size),
      position: CGPoint(x: frame.midX, y: frame.midY),
      opacity: opacity, backgroundColor: backgroundColor, cornerRadii: cornerRadii,
      cornerCurve: cornerCurve, masksToBounds: masksToBounds, border: border, shadow: shadow,
      contents: contents, gradient: gradient, shape: shape, backdrop: backdrop,
      sublayers: sublayers, mask: mask)
  }
}

/// A layer's border: `borderWidth` points drawn inside the rounded bounds in `borderColor`.
public struct RenderBorder: Hashable, Sendable {
  /// In points.
  public var width: CGFloat
  public var color: RGBAColor

  public init(width: CGFloat, color: RGBAColor) {
    self.width = width
    self.color = color
  }
}

/// A layer's shadow, with `CALayer`'s meaning (see `ShadowStyle` in Raster).
public struct RenderShadow: Hashable, Sendable {
  /// `shadowColor`. Default: black.
  public var color: RGBAColor
  /// `shadowOpacity`, 0…1.
  public var opacity: Double
  /// `shadowOffset`, in points.
  public var offset: CGSize
  /// `shadowRadius`, in points: the Gaussian's standard deviation.
  public var radius: CGFloat
  /// `shadowPath` as a rounded rectangle in the layer's space; nil casts the shadow from
  /// ``outline``, or else from the layer's rendered alpha.
  public var path: RoundedRect?
  /// `shadowPath` as any path in the layer's space (filled with the non-zero rule), where it is
  /// not a rounded rectangle. Default: nil.
  public var outline: Path?

  public init(
    color: RGBAColor = .black, opacity: Double, offset: CGSize = .zero, radius: CGFloat,
    path: RoundedRect? = nil, outline: Path? = nil
  ) {
    self.color = color
    self.opacity = opacity
    self.offset = offset
    self.radius = radius
    self.path = path
    self.outline = outline
  }
}

/// An image a layer shows, with the facts the compositor needs computed once.
///
/// Two images are equal when their pixels are; images that share their pixels' storage (the
/// same `CGImage` shown frame after frame) compare without reading a pixel.
public struct RenderImage: Sendable, Equatable {
  public let bitmap: PremultipliedRGBA8Bitmap
  /// Whether every pixel is opaque (lets the compositor copy instead of blend).
  public let isOpaque: Bool

  public init(_ bitmap: PremultipliedRGBA8Bitmap) {
    self.bitmap = bitmap
    var opaque = true
    bitmap.withUnsafePixelRows { _, row in
      if opaque {
        for x in 0..<bitmap.width where row[x] >> 24 != 255 {
          opaque = false
          break
        }
      }
    }
    isOpaque = opaque
  }
}

/// An axial gradient, as `CAGradientLayer` draws it.
public struct RenderGradient: Hashable, Sendable {
  public var colors: [RGBAColor]
  /// Stop positions in 0…1; nil spreads the colours evenly.
  public var locations: [Double]?
  /// In the unit square of the layer's bounds. Default: (0.5, 0).
  public var startPoint: CGPoint
  /// Default: (0.5, 1).
  public var endPoint: CGPoint

  public init(
    colors: [RGBAColor], locations: [Double]? = nil, startPoint: CGPoint = CGPoint(x: 0.5, y: 0),
    endPoint: CGPoint = CGPoint(x: 0.5, y: 1)
  ) {
    self.colors = colors
    self.locations = locations
    self.startPoint = startPoint
    self.endPoint = endPoint
  }
}
