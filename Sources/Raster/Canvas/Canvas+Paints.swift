import Foundation
import Geometry

extension Canvas {
  /// Draws `image` so that its pixel space maps into user space by `placement`, and user space
  /// onto the canvas by `transform`, filtered bilinearly, at `opacity` (0…255), through `clips`.
  ///
  /// The image covers the parallelogram its `width` × `height` pixels map to; its edges are
  /// anti-aliased by that shape's coverage.
  @_spi(Painting) public mutating func draw(
    image: PremultipliedRGBA8Bitmap, placement: CGAffineTransform, transform: CGAffineTransform,
    opacity: UInt8 = 255, clips: [CanvasShape] = []
  ) {
    let imageToDevice = placement.concatenating(transform)
    var outline = Path()
    outline.addRect(CGRect(x: 0, y: 0, width: image.width, height: image.height))
    let shape = CanvasShape(outline, transform: imageToDevice)
    guard !shape.bounds.intersection(bounds).isEmpty else { return }
    let paint = ImagePaint(image: image, transform: ProjectiveTransform(imageToDevice))
    self.paint(paint, shape, opacity: opacity, clips: clips)
  }

  /// Fills `region` (device pixels) with an axial gradient from `start` to `end` (user space,
  /// seen through `transform`), at `opacity`, through `clips`: colours between the stops as
  /// ``LinearGradientPaint`` defines them, the end colours beyond them.
  @_spi(Painting) public mutating func drawLinearGradient(
    colors: [RGBAColor], locations: [Double]?, start: CGPoint, end: CGPoint,
    transform: CGAffineTransform, in region: CanvasShape, opacity: UInt8 = 255,
    clips: [CanvasShape] = []
  ) {
    let paint = LinearGradientPaint(
      colors: colors, locations: locations, start: start, end: end,
      transform: ProjectiveTransform(transform))
    self.paint(paint, region, opacity: opacity, clips: clips)
  }
}
