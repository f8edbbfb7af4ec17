import Compositor
import Foundation
import Raster

/// A bitmap image, as Core Graphics' `CGImage`: immutable pixels a layer can show
/// (`layer.contents = image.cgImage`).
public final class CGImage: @unchecked Sendable, Equatable {
  /// The pixels, premultiplied, with whether they are all opaque.
  package let renderImage: RenderImage

  /// Wraps decoded pixels.
  package init(bitmap: PremultipliedRGBA8Bitmap) {
    renderImage = RenderImage(bitmap)
  }

  /// Width in pixels.
  public var width: Int { renderImage.bitmap.width }
  /// Height in pixels.
  public var height: Int { renderImage.bitmap.height }
  /// 8.
  public var bitsPerComponent: Int { 8 }
  /// 32.
  public var bitsPerPixel: Int { 32 }

  public static func == (a: CGImage, b: CGImage) -> Bool {
    a === b || a.renderImage == b.renderImage
  }
}
