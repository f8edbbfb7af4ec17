import Foundation
import Raster
import RasterPNG

extension CGImage {
  /// An image of `provider`'s bytes, laid out as the arguments say: 8 bits per component, in a
  /// grey (8 or 16 bits per pixel, alpha last in 16) or RGB space (24 bits, or 32 with alpha or
  /// a skipped byte first or last, in either byte order). Nil for any other layout, or too few
  /// bytes.
  public convenience init?(
    width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
    space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
    decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent
  ) {
    guard bitsPerComponent == 8,
      let layout = Self.layout(bitsPerPixel: bitsPerPixel, space: space, info: bitmapInfo),
      let bitmap = try? PremultipliedRGBA8Bitmap(
        width: width, height: height, bytes: [UInt8](provider.bytes), bytesPerRow: bytesPerRow,
        layout: layout)
    else { return nil }
    self.init(
      bitmap: bitmap, colorSpace: space, decode: decode, shouldInterpolate: shouldInterpolate,
      intent: intent)
  }

  /// The same, for an image with a content headroom (Curtain keeps standard range).
  public convenience init?(
    headroom: Float, width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int,
    bytesPerRow: Int, space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
    decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent
  ) {
    self.init(
      width: width, height: height, bitsPerComponent: bitsPerComponent,
      bitsPerPixel: bitsPerPixel, bytesPerRow: bytesPerRow, space: space,
      bitmapInfo: bitmapInfo, provider: provider, decode: decode,
      shouldInterpolate: shouldInterpolate, intent: intent)
  }

  /// A stencil of 8-bit samples: drawn, it paints the fill colour where a sample is 0 and
  /// nothing where it is 255. Nil for other sample sizes or too few bytes.
  public convenience init?(
    maskWidth width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int,
    bytesPerRow: Int, provider: CGDataProvider, decode: UnsafePointer<CGFloat>?,
    shouldInterpolate: Bool
  ) {
    guard bitsPerComponent == 8, bitsPerPixel == 8 else { return nil }
    // A sample s paints with coverage 255 − s: stored as the alpha of a black stencil.
    let inverted = provider.bytes.map { 255 - $0 }
    let layout = PixelLayout(
      bytesPerPixel: 1, red: 0, green: 0, blue: 0, alpha: 0, isPremultiplied: true,
      isAlphaOnly: true)
    guard
      let bitmap = try? PremultipliedRGBA8Bitmap(
        width: width, height: height, bytes: inverted, bytesPerRow: bytesPerRow, layout: layout)
    else { return nil }
    self.init(
      bitmap: bitmap, isMask: true, decode: decode, shouldInterpolate: shouldInterpolate)
  }

  /// An image decoded from a PNG file's bytes; nil when they do not decode.
  public convenience init?(
    pngDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
    shouldInterpolate: Bool, intent: CGColorRenderingIntent
  ) {
    guard let bitmap = try? PNGCodec.decode([UInt8](source.bytes)) else { return nil }
    self.init(
      bitmap: bitmap, decode: decode, shouldInterpolate: shouldInterpolate, intent: intent)
  }

  /// Nil: Curtain decodes PNG only (the first use says so on the stage's console).
  public convenience init?(
    jpegDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
    shouldInterpolate: Bool, intent: CGColorRenderingIntent
  ) {
    noteMissingCoreGraphicsEffect(
      "CGImage(jpegDataProviderSource:)", "Curtain decodes PNG only; the image is nil")
    return nil
  }

  /// Nil, with a note on the stage's console the first time: Curtain does not mask images.
  public func masking(_ mask: CGImage) -> CGImage? {
    noteMissingCoreGraphicsEffect("CGImage.masking(_:)", "the result is nil")
    return nil
  }

  /// Where each channel sits for a Core Graphics layout, or nil for one Curtain does not read.
  static func layout(bitsPerPixel: Int, space: CGColorSpace, info: CGBitmapInfo) -> PixelLayout? {
    guard
      let alpha = CGImageAlphaInfo(rawValue: info.rawValue & CGBitmapInfo.alphaInfoMask.rawValue),
      info.intersection(.floatInfoMask).isEmpty
    else { return nil }
    let premultiplied = alpha == .premultipliedFirst || alpha == .premultipliedLast
    let order = info.rawValue & CGBitmapInfo.byteOrderMask.rawValue
    switch (space.model, bitsPerPixel) {
    case (.monochrome, 8) where alpha == .none:
      return PixelLayout(
        bytesPerPixel: 1, red: 0, green: 0, blue: 0, alpha: nil, isPremultiplied: true)
    case (.monochrome, 8) where alpha == .alphaOnly:
      return PixelLayout(
        bytesPerPixel: 1, red: 0, green: 0, blue: 0, alpha: 0, isPremultiplied: true,
        isAlphaOnly: true)
    case (.monochrome, 16) where alpha != .none:
      let little = order == CGBitmapInfo.byteOrder16Little.rawValue
      let lastAlpha = [.premultipliedLast, .last, .noneSkipLast].contains(alpha) != little
      let (grey, a) = lastAlpha ? (0, 1) : (1, 0)
      let skip = alpha == .noneSkipLast || alpha == .noneSkipFirst
      return PixelLayout(
        bytesPerPixel: 2, red: grey, green: grey, blue: grey, alpha: skip ? nil : a,
        isPremultiplied: premultiplied)
    case (.rgb, 24) where alpha == .none:
      return PixelLayout(
        bytesPerPixel: 3, red: 0, green: 1, blue: 2, alpha: nil, isPremultiplied: true)
    case (.rgb, 32) where alpha != .none && alpha != .alphaOnly:
      // Big-endian: R G B A or A R G B; a 32-bit little-endian word reverses the bytes.
      let alphaFirst = [.premultipliedFirst, .first, .noneSkipFirst].contains(alpha)
      var slots = alphaFirst ? (r: 1, g: 2, b: 3, a: 0) : (r: 0, g: 1, b: 2, a: 3)
      if order == CGBitmapInfo.byteOrder32Little.rawValue {
        slots = (3 - slots.r, 3 - slots.g, 3 - slots.b, 3 - slots.a)
      }
      let skip = alpha == .noneSkipLast || alpha == .noneSkipFirst
      return PixelLayout(
        bytesPerPixel: 4, red: slots.r, green: slots.g, blue: slots.b, alpha: skip ? nil : slots.a,
        isPremultiplied: premultiplied)
    default:
      return nil
    }
  }
}
