import Foundation
import Geometry

/// A bitmap that takes immediate drawing commands — fill or stroke a path, erase, draw an
/// image, a gradient or text — each in user space seen through a transform, inside clips: the
/// pixels behind Core Graphics' contexts.
///
/// Every command runs one of Raster's kernels (``Fill``), so its pixels are the compositor's:
/// source-over in 8-bit premultiplied arithmetic, analytic coverage. ``Painter/reference`` runs
/// the plain per-pixel kernels instead; both give the same bytes (tests hold them to it).
///
/// Clips are regions (``CanvasShape``) whose coverages multiply everything drawn, so an
/// anti-aliased clip edge stays smooth; a list of clips is their intersection.
@_spi(Painting) public struct Canvas {
  /// Which kernels paint.
  @_spi(Painting) public enum Painter: Sendable {
    /// The optimised kernels.
    case fast
    /// The plain per-pixel reference kernels (the definition).
    case reference
  }

  /// The pixels drawn so far, premultiplied.
  @_spi(Painting) public private(set) var bitmap: PremultipliedRGBA8Bitmap
  internal let painter: Painter
  private let scratch: RasterScratch

  /// A canvas over `bitmap`'s pixels.
  @_spi(Painting) public init(bitmap: PremultipliedRGBA8Bitmap, painter: Painter = .fast) {
    self.bitmap = bitmap
    self.painter = painter
    scratch = RasterScratch(capacity: bitmap.width)
  }

  /// A canvas `width` × `height` pixels, every pixel `fill`.
  ///
  /// - Throws: ``RasterError/invalidSize(width:height:)`` outside 1…16384 pixels a side.
  internal init(
    width: Int, height: Int, fill: PremultipliedRGBA8 = .transparent, painter: Painter = .fast
  ) throws(RasterError) {
    self.init(
      bitmap: try PremultipliedRGBA8Bitmap(width: width, height: height, fill: fill),
      painter: painter)
  }

  /// The whole canvas as a device rectangle.
  @_spi(Painting) public var bounds: PixelRect { bitmap.bounds }

  // MARK: - Paths

  /// Fills `shape` with the premultiplied colour `color` (packed), through `clips`.
  @_spi(Painting) public mutating func fill(
    _ shape: CanvasShape, color: UInt32, clips: [CanvasShape] = []
  ) {
    let clips = clips.map(\.coverage)
    switch shape {
    case let .rect(s): solid(color, s, clips)
    case let .path(s): solid(color, s, clips)
    }
  }

  /// Fills the outline of `path` stroked with `style`, both in user space, seen through
  /// `transform`: the outline is made within 1/16 device pixel of the true one, then filled with
  /// the non-zero rule. A line width of 0 strokes one device pixel wide (Core Graphics' thinnest
  /// line).
  @_spi(Painting) public mutating func stroke(
    _ path: Path, style: StrokeStyle, transform: CGAffineTransform, color: UInt32,
    clips: [CanvasShape] = []
  ) {
    let h = ProjectiveTransform(transform)
    let stretch = PathShape.largestStretch(of: path, through: h)
    guard stretch > 0, stretch.isFinite, !path.isEmpty else { return }
    var style = style
    if style.lineWidth == 0 { style.lineWidth = CGFloat(1 / stretch) }
    let outline = path.strokeOutline(
      style, tolerance: CGFloat(PathShape.flatteningTolerance / stretch))
    fill(.path(PathShape(path: outline, transform: h, rule: .winding)), color: color, clips: clips)
  }

  /// Erases `shape` to transparent, through `clips`.
  @_spi(Painting) public mutating func clear(_ shape: CanvasShape, clips: [CanvasShape] = []) {
    let clips = clips.map(\.coverage)
    switch shape {
    case let .rect(s): erase(s, clips)
    case let .path(s): erase(s, clips)
    }
  }

  // MARK: - Kernels

  private mutating func solid(
    _ color: UInt32, _ shape: some CoverageShape, _ clips: [any CoverageShape]
  ) {
    let (painter, scratch) = (self.painter, self.scratch)
    bitmap.withUnsafeMutablePixelBuffer { buffer in
      switch painter {
      case .fast: Fill.solid(color, shape: shape, clips: clips, into: buffer, scratch: scratch)
      case .reference: ReferenceFill.solid(color, shape: shape, clips: clips, into: buffer)
      }
    }
  }

  private mutating func erase(_ shape: some CoverageShape, _ clips: [any CoverageShape]) {
    let (painter, scratch) = (self.painter, self.scratch)
    bitmap.withUnsafeMutablePixelBuffer { buffer in
      switch painter {
      case .fast: Fill.clear(shape: shape, clips: clips, into: buffer, scratch: scratch)
      case .reference: ReferenceFill.clear(shape: shape, clips: clips, into: buffer)
      }
    }
  }

  /// Fills `shape` with `paint`'s colours at `opacity`, through `clips`.
  mutating func paint(
    _ source: some PaintSource, _ shape: CanvasShape, opacity: UInt8, clips: [CanvasShape]
  ) {
    let clips = clips.map(\.coverage)
    switch shape {
    case let .rect(s): fill(source, s, opacity, clips)
    case let .path(s): fill(source, s, opacity, clips)
    }
  }

  private mutating func fill(
    _ paint: some PaintSource, _ shape: some CoverageShape, _ opacity: UInt8,
    _ clips: [any CoverageShape]
  ) {
    let (painter, scratch) = (self.painter, self.scratch)
    bitmap.withUnsafeMutablePixelBuffer { buffer in
      switch painter {
      case .fast:
        Fill.paint(
          paint, shape: shape, clips: clips, opacity: opacity, into: buffer, scratch: scratch)
      case .reference:
        ReferenceFill.paint(paint, shape: shape, clips: clips, opacity: opacity, into: buffer)
      }
    }
  }

  /// Fills a coverage mask already in device pixels (text) with `color`.
  @_spi(Painting) public mutating func fill(mask: MaskShape, color: UInt32, clips: [CanvasShape]) {
    solid(color, mask, clips.map(\.coverage))
  }
}
