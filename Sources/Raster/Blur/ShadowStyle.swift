import Foundation

/// A drop shadow with `CALayer`'s meaning, in device pixels.
///
/// The shadow is the layer's shape, moved by ``offset``, blurred by a Gaussian whose standard
/// deviation is ``radius`` (Core Animation's `shadowRadius`, the same relation designers use
/// when they turn a CSS/Sketch blur of `2r` into `shadowRadius = r`), filled with ``color`` at
/// ``opacity``, and drawn beneath the layer.
public struct ShadowStyle: Hashable, Sendable {
  /// `shadowColor`. Default: opaque black.
  public var color: RGBAColor
  /// `shadowOpacity`, 0…1. Default: 0 (no shadow), as in Core Animation.
  public var opacity: Double
  /// `shadowOffset`, in device pixels. Default: (0, −3) × scale in Core Animation; here (0, 0) —
  /// callers pass the layer's value.
  public var offset: CGSize
  /// `shadowRadius` in device pixels: the Gaussian's standard deviation. Default: 0.
  public var radius: Double

  public init(
    color: RGBAColor = .black, opacity: Double = 0, offset: CGSize = .zero, radius: Double = 0
  ) {
    self.color = color
    self.opacity = opacity
    self.offset = offset
    self.radius = radius
  }

  /// Whether the shadow draws nothing (zero or NaN opacity, or a transparent colour).
  public var isInvisible: Bool { !(opacity > 0) || !(color.alpha > 0) }

  /// The shadow's premultiplied colour, packed: `color` at `opacity`.
  @_spi(Painting) public var packedColor: UInt32 { color.premultiplied(opacity: opacity).packed }

  /// The Gaussian of this shadow.
  @_spi(Painting) public var kernel: GaussianKernel { GaussianKernel(sigma: radius) }
}

/// Draws drop shadows: blur the source mask, then fill the blurred alpha with the shadow colour.
internal enum DropShadow {
  /// Draws the shadow of `source` (already moved by the shadow's offset) through `clips`.
  @_spi(Painting) public static func draw(
    _ source: ShadowSourceMask, style: ShadowStyle, clips: [any CoverageShape] = [],
    into buffer: PixelBuffer, scratch: RasterScratch
  ) {
    guard !style.isInvisible, !source.bounds.isEmpty else { return }
    let mask = GaussianBlur.blur(source, kernel: style.kernel)
    Fill.solid(style.packedColor, shape: mask, clips: clips, into: buffer, scratch: scratch)
  }

  /// The plain definition of ``draw(_:style:clips:into:scratch:)``.
  internal static func referenceDraw(
    _ source: ShadowSourceMask, style: ShadowStyle, clips: [any CoverageShape] = [],
    into buffer: PixelBuffer
  ) {
    guard !style.isInvisible, !source.bounds.isEmpty else { return }
    let mask = ReferenceGaussianBlur.blur(source, kernel: style.kernel)
    ReferenceFill.solid(style.packedColor, shape: mask, clips: clips, into: buffer)
  }
}
