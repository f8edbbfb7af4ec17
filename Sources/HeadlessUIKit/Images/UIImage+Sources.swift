import Foundation
import RasterPNG

// Where an image comes from and what it is for: Core Image, the traits and asset it belongs to,
// the renderer format that suits it, its encodings, and its preparation for display.

extension UIImage {
  /// An image of a `CIImage` at scale 1, upright; its `cgImage` is nil, as in UIKit.
  public convenience init(ciImage: CIImage) {
    self.init(ciImage: ciImage, scale: 1, orientation: .up)
  }

  /// An image of a `CIImage`; its `cgImage` is nil, as in UIKit, and it draws the `CIImage`'s
  /// pixels.
  public convenience init(ciImage: CIImage, scale: CGFloat, orientation: Orientation) {
    var variant = ImageVariant()
    variant.ciImage = ciImage
    self.init(pixels: ciImage.cgImage, scale: scale, orientation: orientation, variant: variant)
  }

  /// The `CIImage` the image was made from; nil for an image made from pixels, as in UIKit.
  public var ciImage: CIImage? { variant.ciImage }

  /// The traits the image suits: its scale as the display scale (and what an asset gave it).
  public var traitCollection: UITraitCollection {
    let scaleTraits = UITraitCollection(displayScale: scale)
    guard let given = variant.traitCollection else { return scaleTraits }
    return UITraitCollection(traitsFrom: [given, scaleTraits])
  }

  /// The asset the image came from (`UIImageAsset.image(with:)`); nil otherwise.
  public var imageAsset: UIImageAsset? { variant.imageAsset }

  /// A renderer format that keeps the image's scale and opacity.
  @MainActor public var imageRendererFormat: UIGraphicsImageRendererFormat {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    format.opaque = pixels?.renderImage.isOpaque ?? false
    return format
  }

  // MARK: - Encodings

  /// Nil: Curtain writes PNG only (`pngData()`); the first use says so on the stage's console.
  public func jpegData(compressionQuality: CGFloat) -> Data? {
    noteMissingCoreGraphicsEffect(
      "UIImage.jpegData(compressionQuality:)", "it returns nil; use pngData()")
    return nil
  }

  /// Nil: Curtain writes PNG only (`pngData()`); the first use says so on the stage's console.
  public func heicData() -> Data? {
    noteMissingCoreGraphicsEffect("UIImage.heicData()", "it returns nil; use pngData()")
    return nil
  }

  // MARK: - Preparing for display (every image is decoded when made)

  /// The image itself: Curtain's images are decoded when they are made.
  public func preparingForDisplay() -> UIImage? { self }

  /// Calls `completionHandler` with the prepared image at once (UIKit calls it later, on a
  /// private queue).
  public func prepareForDisplay(completionHandler: @escaping @Sendable (UIImage?) -> Void) {
    completionHandler(preparingForDisplay())
  }

  /// The prepared image, asynchronously.
  public func byPreparingForDisplay() async -> UIImage? { preparingForDisplay() }

  /// The image drawn into `size` points at its scale (stretched to fill them); nil for an
  /// empty image or size.
  public func preparingThumbnail(of size: CGSize) -> UIImage? {
    guard let pixels, size.width > 0, size.height > 0 else { return nil }
    let width = Int((size.width * scale).rounded(.up))
    let height = Int((size.height * scale).rounded(.up))
    let limit = 16384
    guard (1...limit).contains(width), (1...limit).contains(height) else { return nil }
    let context = CGContext(
      width: width, height: height, transform: CGAffineTransform(scaleX: scale, y: scale))
    context.draw(
      pixels.renderImage.bitmap, placement: drawingPlacement(in: CGRect(origin: .zero, size: size)))
    guard let image = context.makeImage() else { return nil }
    return UIImage(pixels: image, scale: scale, orientation: .up)
  }

  /// Calls `completionHandler` with the thumbnail at once (UIKit calls it later).
  public func prepareThumbnail(
    of size: CGSize, completionHandler: @escaping @Sendable (UIImage?) -> Void
  ) {
    completionHandler(preparingThumbnail(of: size))
  }

  /// The thumbnail, asynchronously.
  public func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? {
    preparingThumbnail(of: size)
  }
}
