import Compositor
import Foundation
import Raster

/// A bitmap image, as Core Graphics' `CGImage`: immutable pixels a layer can show
/// (`layer.contents = image.cgImage`).
///
/// Curtain keeps every image as 8-bit premultiplied RGBA in sRGB, whatever it was made from: it
/// reports that format (`bitmapInfo`, `bytesPerRow`, `dataProvider`'s bytes), and keeps the
/// colour space, decode array, interpolation and intent it was given.
public final class CGImage: @unchecked Sendable, Equatable {
  /// The pixels, premultiplied, with whether they are all opaque.
  package let renderImage: RenderImage
  /// The space the image was made in. Default: device RGB.
  public let colorSpace: CGColorSpace?
  /// Whether the image is a stencil (`CGImage(maskWidth:…)`): drawn, it paints the fill colour
  /// where its samples are 0. Its pixels hold that as alpha.
  public let isMask: Bool
  /// The decode array it was made with, copied (Curtain does not remap samples by it).
  public let decode: UnsafePointer<CGFloat>?
  /// The copy's length.
  private let decodeCount: Int
  /// Whether drawing it scaled interpolates. Default: true.
  public let shouldInterpolate: Bool
  /// The rendering intent it was made with. Default: `.defaultIntent`.
  public let renderingIntent: CGColorRenderingIntent
  /// Whether a mask should be read from its grey level rather than its alpha
  /// (`clip(to:mask:)` with a grey image).
  package let isGrey: Bool
  /// Parts of the image already cut out for layers (`contentsRect`, `contentsCenter`).
  private let crops = ImageCrops()

  /// The pixels inside `rect` (clamped to the image) as the compositor takes them, made once per
  /// rectangle; nil when the rectangle misses the image.
  package func renderImage(cropping rect: PixelRect) -> RenderImage? {
    let r = rect.intersection(renderImage.bitmap.bounds)
    guard !r.isEmpty else { return nil }
    if r == renderImage.bitmap.bounds { return renderImage }
    return crops.image(r) { (try? renderImage.bitmap.cropped(to: r)).map(RenderImage.init) }
  }

  /// Wraps decoded pixels.
  package init(
    bitmap: PremultipliedRGBA8Bitmap, colorSpace: CGColorSpace? = nil, isMask: Bool = false,
    decode: UnsafePointer<CGFloat>? = nil, shouldInterpolate: Bool = true,
    intent: CGColorRenderingIntent = .defaultIntent
  ) {
    renderImage = RenderImage(bitmap)
    self.colorSpace = isMask ? nil : colorSpace ?? CGColor.rgbSpace
    self.isMask = isMask
    decodeCount = decode == nil ? 0 : 2 * (isMask ? 1 : (colorSpace?.numberOfComponents ?? 3))
    if let decode {
      let copy = UnsafeMutablePointer<CGFloat>.allocate(capacity: decodeCount)
      copy.initialize(from: decode, count: decodeCount)
      self.decode = UnsafePointer(copy)
    } else {
      self.decode = nil
    }
    self.shouldInterpolate = shouldInterpolate
    renderingIntent = intent
    isGrey = colorSpace?.model == .monochrome
  }

  deinit { decode?.deallocate() }

  /// A copy with other properties (the same pixels).
  private func with(colorSpace: CGColorSpace?) -> CGImage {
    CGImage(
      bitmap: renderImage.bitmap, colorSpace: colorSpace, isMask: isMask, decode: decode,
      shouldInterpolate: shouldInterpolate, intent: renderingIntent)
  }

  /// Width in pixels.
  public var width: Int { renderImage.bitmap.width }
  /// Height in pixels.
  public var height: Int { renderImage.bitmap.height }
  /// 8.
  public var bitsPerComponent: Int { 8 }
  /// 32.
  public var bitsPerPixel: Int { 32 }
  /// `width × 4`: rows as `dataProvider` gives them.
  public var bytesPerRow: Int { width * 4 }
  /// Premultiplied, alpha last (`.alphaOnly` for a mask).
  public var alphaInfo: CGImageAlphaInfo { isMask ? .alphaOnly : .premultipliedLast }
  /// The alpha info in the default (big-endian) byte order: bytes R, G, B, A.
  public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(rawValue: alphaInfo.rawValue) }
  /// `.orderDefault`: bytes in R, G, B, A order.
  public var byteOrderInfo: CGImageByteOrderInfo { .orderDefault }
  /// `.packed`: a byte per component.
  public var pixelFormatInfo: CGImagePixelFormatInfo { .packed }
  /// The pixels as bytes: R, G, B, A premultiplied, `bytesPerRow` to a row.
  public var dataProvider: CGDataProvider? {
    CGDataProvider(bytes: Data(renderImage.bitmap.premultipliedRGBABytes))
  }
  /// Nil: Curtain images have no uniform type of their own.
  public var utType: CFString? { nil }
  /// False: Curtain's images are standard dynamic range.
  public var shouldToneMap: Bool { false }
  /// False.
  public var containsImageSpecificToneMappingMetadata: Bool { false }
  /// 1: standard dynamic range.
  public var contentHeadroom: Float { 1 }

  /// A copy.
  public func copy() -> CGImage? { with(colorSpace: colorSpace) }

  /// A copy recorded in `space`; nil when its number of components differs from the image's
  /// space's (the pixels are kept as they are, as Core Graphics does).
  public func copy(colorSpace space: CGColorSpace) -> CGImage? {
    guard !isMask, space.numberOfComponents == colorSpace?.numberOfComponents else { return nil }
    return with(colorSpace: space)
  }

  /// A copy with a content headroom, recorded in `space`: Curtain keeps standard range.
  public func copy(headroom: Float, colorSpace space: CGColorSpace?) -> CGImage? {
    space.map(copy(colorSpace:)) ?? copy()
  }

  /// The part of the image inside `rect` (pixels, origin at the top left), rounded out to whole
  /// pixels; nil when it misses the image.
  public func cropping(to rect: CGRect) -> CGImage? {
    let r = rect.standardized.integral.intersection(
      CGRect(x: 0, y: 0, width: width, height: height))
    guard !r.isNull, !r.isEmpty,
      let bitmap = try? renderImage.bitmap.cropped(
        to: PixelRect(x: Int(r.minX), y: Int(r.minY), width: Int(r.width), height: Int(r.height)))
    else { return nil }
    return CGImage(
      bitmap: bitmap, colorSpace: colorSpace, isMask: isMask, decode: decode,
      shouldInterpolate: shouldInterpolate, intent: renderingIntent)
  }

  /// Core Foundation's type id for images.
  public static var typeID: CFTypeID { CoreGraphicsTypeID.image }

  public static func == (a: CGImage, b: CGImage) -> Bool {
    a === b || a.renderImage == b.renderImage
  }
}

/// A small cache of an image's cut-out parts, safe to share between threads.
private final class ImageCrops: @unchecked Sendable {
  private let lock = NSLock()
  private var images: [PixelRect: RenderImage] = [:]

  func image(_ rect: PixelRect, make: () -> RenderImage?) -> RenderImage? {
    lock.lock()
    defer { lock.unlock() }
    if let found = images[rect] { return found }
    guard let made = make() else { return nil }
    // A layer animating its contents rectangle would keep every step: keep the last few only.
    if images.count >= 16 { images.removeAll() }
    images[rect] = made
    return made
  }
}
