import Foundation
@_spi(Painting) import Raster

extension CGImage {
  /// The image's shape in `color`: each pixel `color` at the pixel's alpha (a template image
  /// drawn in its tint). A mask's stencil is its shape already.
  package func filled(with color: CGColor) -> CGImage? {
    let bitmap = renderImage.bitmap
    guard
      var canvas = try? Canvas(
        bitmap: PremultipliedRGBA8Bitmap(width: bitmap.width, height: bitmap.height))
    else { return nil }
    canvas.fill(
      .mask(MaskShape(.alpha, of: bitmap, origin: (0, 0))),
      color: color.rgbaColor.premultiplied().packed)
    return CGImage(bitmap: canvas.bitmap, colorSpace: colorSpace)
  }
}
