import Foundation
import Geometry
@_spi(Painting) import Raster

extension CGContext {
  /// Intersects the clip with `mask` drawn into `rect` (user space, as `draw(_:in:)` places an
  /// image): where the mask is transparent nothing is drawn afterwards. A grey image's level is
  /// the coverage (white shows, black hides); any other image's alpha is; a stencil
  /// (`CGImage(maskWidth:…)`) shows where its samples are 0.
  public func clip(to rect: CGRect, mask: CGImage) {
    guard
      var layer = try? Canvas(bitmap: PremultipliedRGBA8Bitmap(width: width, height: height))
    else { return }
    layer.draw(
      image: mask.renderImage.bitmap, placement: Self.placement(of: mask, in: rect),
      transform: state.transform)
    let channel: MaskShape.Channel = mask.isGrey && !mask.isMask ? .red : .alpha
    state.clips.append(.mask(MaskShape(channel, of: layer.bitmap, origin: (0, 0))))
  }

  /// Sets the clip back to the whole bitmap.
  public func resetClip() { state.clips = [] }

  /// Whether `point` (user space) is inside the current path, filled as `mode` says (`.stroke`
  /// and its kin: on the stroke's outline in the current line style).
  public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
    let path = CGPath(path: userPath)
    switch mode {
    case .fill: return path.contains(point, using: .winding)
    case .eoFill: return path.contains(point, using: .evenOdd)
    case .stroke: return strokedUserPath.contains(point, using: .winding)
    case .fillStroke:
      return path.contains(point, using: .winding)
        || strokedUserPath.contains(point, using: .winding)
    case .eoFillStroke:
      return path.contains(point, using: .evenOdd)
        || strokedUserPath.contains(point, using: .winding)
    }
  }

  /// Replaces the current path with the outline of its stroke in the current line style, to
  /// fill or clip.
  public func replacePathWithStrokedPath() {
    let outline = strokedUserPath.path
    beginPath()
    devicePath = outline.applying(state.transform)
  }

  /// The outline of the current path's stroke in the line style, in user space.
  private var strokedUserPath: CGPath {
    let stretch = max(
      hypot(state.transform.a, state.transform.b), hypot(state.transform.c, state.transform.d))
    let tolerance = stretch > 0 && stretch.isFinite ? 1 / (16 * stretch) : 1.0 / 16
    return CGPath(path: userPath.strokeOutline(state.style, tolerance: tolerance))
  }

  // MARK: - Pages (PDF contexts; a bitmap context has none)

  /// Starts a page of a PDF context; a bitmap context has no pages and ignores it, as in Core
  /// Graphics.
  public func beginPage(mediaBox: UnsafePointer<CGRect>?) {}
  /// Ends a page of a PDF context; ignored by a bitmap context.
  public func endPage() {}
}
