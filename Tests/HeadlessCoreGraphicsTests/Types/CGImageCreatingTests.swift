import Foundation
import Raster
import Testing

@testable import HeadlessCoreGraphics

/// Images made from bytes in Core Graphics' layouts, stencils, crops, copies and their info.
@Suite struct CGImageCreatingTests {
  func provider(_ bytes: [UInt8]) throws -> CGDataProvider {
    try #require(CGDataProvider(data: Data(bytes) as NSData))
  }

  @Test func bytesAreReadInTheLayoutTheArgumentsGive() throws {
    // Two pixels, BGRA little-endian with premultiplied alpha first: 0xAARRGGBB per word.
    let bytes: [UInt8] = [0, 0, 255, 255, 128, 0, 0, 128]
    let info = CGBitmapInfo(
      rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue
        | CGBitmapInfo.byteOrder32Little.rawValue)
    let image = try #require(
      CGImage(
        width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info, provider: try provider(bytes),
        decode: nil, shouldInterpolate: true, intent: .defaultIntent))
    let b = image.renderImage.bitmap
    #expect(b[0, 0] == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
    #expect(b[1, 0] == PremultipliedRGBA8(r: 0, g: 0, b: 128, a: 128))
    #expect(image.width == 2 && image.height == 1 && image.bitsPerPixel == 32)
    #expect(image.alphaInfo == .premultipliedLast && !image.isMask)
    // Too few bytes, or a layout Curtain does not read, give nil.
    #expect(
      CGImage(
        width: 4, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 16,
        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info, provider: try provider(bytes),
        decode: nil, shouldInterpolate: true, intent: .defaultIntent) == nil)
    #expect(
      CGImage(
        width: 2, height: 1, bitsPerComponent: 16, bitsPerPixel: 64, bytesPerRow: 16,
        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info, provider: try provider(bytes),
        decode: nil, shouldInterpolate: true, intent: .defaultIntent) == nil)
  }

  @Test func aStencilPaintsWhereItsSamplesAreZero() throws {
    let stencil = try #require(
      CGImage(
        maskWidth: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 2,
        provider: try provider([0, 255]), decode: nil, shouldInterpolate: false))
    #expect(stencil.isMask && stencil.colorSpace == nil && stencil.alphaInfo == .alphaOnly)
    let b = stencil.renderImage.bitmap
    #expect(b[0, 0].a == 255 && b[1, 0].a == 0)
  }

  @Test func cropsAndCopiesKeepThePixelsAndProperties() throws {
    let bitmap = try PremultipliedRGBA8Bitmap(width: 4, height: 4, fill: .transparent)
    let decode: [CGFloat] = [1, 0, 1, 0, 1, 0]
    let image = decode.withUnsafeBufferPointer {
      CGImage(
        bitmap: bitmap, colorSpace: CGColorSpaceCreateDeviceRGB(), decode: $0.baseAddress,
        shouldInterpolate: false, intent: .perceptual)
    }
    let crop = try #require(image.cropping(to: CGRect(x: 1, y: 1, width: 10, height: 2)))
    #expect(crop.width == 3 && crop.height == 2)
    #expect(!crop.shouldInterpolate && crop.renderingIntent == .perceptual)
    #expect(crop.decode?[0] == 1 && crop.decode?[1] == 0)
    #expect(image.cropping(to: CGRect(x: 10, y: 10, width: 2, height: 2)) == nil)
    let grey = try #require(CGColorSpace(name: CGColorSpace.genericGrayGamma2_2))
    #expect(image.copy(colorSpace: grey) == nil)  // a different number of components
    #expect(image.copy()?.colorSpace?.model == .rgb)
    #expect(image.dataProvider?.data?.length == 4 * 4 * 4)
  }

  @Test func pngBytesDecodeAndJPEGIsRefused() throws {
    let gray = try #require(CGColorSpace(name: CGColorSpace.genericGrayGamma2_2))
    #expect(gray.model == .monochrome && gray.numberOfComponents == 1)
    let notPNG = try provider([1, 2, 3])
    #expect(
      CGImage(
        pngDataProviderSource: notPNG, decode: nil, shouldInterpolate: true,
        intent: .defaultIntent) == nil)
    #expect(
      CGImage(
        jpegDataProviderSource: notPNG, decode: nil, shouldInterpolate: true,
        intent: .defaultIntent) == nil)
  }
}
