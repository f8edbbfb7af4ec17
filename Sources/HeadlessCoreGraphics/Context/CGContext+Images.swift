import Foundation
import Geometry
@_spi(Painting) import Raster

extension CGContext {
  /// Draws `image` scaled into `rect`, with Core Graphics' orientation: its first row at the
  /// rectangle's maximum y (upside down in a UIKit context; see ``CGContext``).
  public func draw(_ image: CGImage, in rect: CGRect) {
    let w = CGFloat(image.width)
    let h = CGFloat(image.height)
    draw(
      image.renderImage.bitmap,
      placement: CGAffineTransform(
        a: rect.width / w, b: 0, c: 0, d: -rect.height / h,
        tx: rect.minX, ty: rect.maxY))
  }

  /// Draws a bitmap whose pixel space maps into user space by `placement`.
  package func draw(_ bitmap: PremultipliedRGBA8Bitmap, placement: CGAffineTransform) {
    let (transform, clips, opacity) = (state.transform, state.clips, opacityByte)
    guard opacity > 0 else { return }
    withCanvas {
      $0.draw(
        image: bitmap, placement: placement, transform: transform, opacity: opacity, clips: clips)
    }
  }

  /// Paints `gradient` along the axis from `start` to `end` (user space) across the clip,
  /// beyond its ends only where `options` say.
  public func drawLinearGradient(
    _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
  ) {
    let opacity = opacityByte
    guard opacity > 0, let region = gradientRegion(start: start, end: end, options: options)
    else { return }
    let (transform, clips) = (state.transform, state.clips)
    withCanvas {
      $0.drawLinearGradient(
        colors: gradient.colors, locations: gradient.locations, start: start, end: end,
        transform: transform, in: region, opacity: opacity, clips: clips)
    }
  }

  /// Where a linear gradient paints, in bitmap pixels: the band between the lines through
  /// `start` and `end` across the axis, opened on either side by `options`, reaching past the
  /// bitmap. Nil for a degenerate axis with no side opened.
  func gradientRegion(start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions)
    -> CanvasShape?
  {
    let both: CGGradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
    let whole = CanvasShape(deviceRect: CGRect(x: 0, y: 0, width: width, height: height))
    if options.isSuperset(of: both) { return whole }
    let dx = end.x - start.x
    let dy = end.y - start.y
    let length = (dx * dx + dy * dy).squareRoot()
    guard length > 0, length.isFinite else { return nil }
    // A reach past every corner of the bitmap, in user units.
    let inverse = state.transform.inverted()
    let corners = [(0, 0), (width, 0), (0, height), (width, height)].map {
      CGPoint(x: $0.0, y: $0.1).applying(inverse)
    }
    let reach = corners.map { hypot($0.x - start.x, $0.y - start.y) }.max()! + length + 1
    let along = CGPoint(x: dx / length, y: dy / length)
    let across = CGPoint(x: -along.y, y: along.x)
    let before = options.contains(.drawsBeforeStartLocation) ? reach : 0
    let after = options.contains(.drawsAfterEndLocation) ? reach : 0
    func point(_ a: CGFloat, _ b: CGFloat, from p: CGPoint) -> CGPoint {
      CGPoint(x: p.x + along.x * a + across.x * b, y: p.y + along.y * a + across.y * b)
    }
    var band = Path()
    band.addLines(between: [
      point(-before, -reach, from: start), point(after, -reach, from: end),
      point(after, reach, from: end), point(-before, reach, from: start),
    ])
    band.closeSubpath()
    return CanvasShape(band, transform: state.transform)
  }
}
