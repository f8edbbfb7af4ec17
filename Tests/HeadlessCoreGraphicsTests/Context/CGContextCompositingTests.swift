import Foundation
import Raster
import Testing

@testable import HeadlessCoreGraphics

/// Blend modes, transparency layers, mask clips, hit tests on the current path and radial
/// gradients, in bitmap contexts made as iOS code makes them (origin bottom left, y up).
@Suite struct CGContextCompositingTests {
  let red = PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255)
  let white = PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255)

  func context(_ width: Int, _ height: Int) throws -> CGContext {
    try #require(
      CGContext(
        data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
  }

  func pixels(_ c: CGContext) throws -> PremultipliedRGBA8Bitmap {
    try #require(c.makeImage()).renderImage.bitmap
  }

  @Test func clearAndCopyBlendModesReplaceWhatIsThere() throws {
    let c = try context(6, 1)
    c.setFillColor(gray: 1, alpha: 1)
    c.fill(CGRect(x: 0, y: 0, width: 6, height: 1))
    c.setBlendMode(.clear)
    c.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
    c.setBlendMode(.copy)
    c.setFillColor(red: 1, green: 0, blue: 0, alpha: 0.5)
    c.fill(CGRect(x: 2, y: 0, width: 2, height: 1))
    let b = try pixels(c)
    #expect(b[0, 0] == .transparent && b[1, 0] == .transparent)
    // Copy puts the half-transparent red in place of the white, not over it.
    #expect(b[2, 0].a < 255 && b[2, 0].a > 0 && b[2, 0].g == 0)
    #expect(b[4, 0] == white)
  }

  @Test func aTransparencyLayerIsCompositedOnceAsAGroup() throws {
    let grouped = try context(6, 1)
    grouped.setAlpha(0.5)
    grouped.beginTransparencyLayer(auxiliaryInfo: nil)
    grouped.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    grouped.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
    grouped.fill(CGRect(x: 2, y: 0, width: 4, height: 1))
    grouped.endTransparencyLayer()
    let g = try pixels(grouped)
    // Overlapping shapes in a group are no darker than a single one.
    #expect(g[0, 0] == g[3, 0] && g[3, 0] == g[5, 0])
    #expect(g[0, 0].a > 120 && g[0, 0].a < 136)

    let loose = try context(6, 1)
    loose.setAlpha(0.5)
    loose.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    loose.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
    loose.fill(CGRect(x: 2, y: 0, width: 4, height: 1))
    let l = try pixels(loose)
    #expect(l[3, 0].a > l[0, 0].a)
  }

  @Test func aGreyMaskClipsWhereItIsBlackAndResetClipLiftsIt() throws {
    let samples: [UInt8] = [255, 0]
    let provider = try #require(CGDataProvider(data: Data(samples) as NSData))
    let mask = try #require(
      CGImage(
        width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 2,
        space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGBitmapInfo(rawValue: 0),
        provider: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent))
    let c = try context(2, 2)
    c.clip(to: CGRect(x: 0, y: 0, width: 2, height: 1), mask: mask)
    c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    c.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
    var b = try pixels(c)
    // y up: the mask's row is the bitmap's bottom row.
    #expect(b[0, 1] == red && b[1, 1] == .transparent)
    #expect(b[0, 0] == .transparent)
    c.resetClip()
    c.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
    b = try pixels(c)
    #expect(b[1, 1] == red && b[0, 0] == red)
  }

  @Test func pathContainsFollowsTheModeAndTheLineStyle() throws {
    let c = try context(20, 20)
    c.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
    c.setLineWidth(2)
    #expect(c.pathContains(CGPoint(x: 5, y: 5), mode: .fill))
    #expect(!c.pathContains(CGPoint(x: 15, y: 5), mode: .fill))
    #expect(c.pathContains(CGPoint(x: 10.5, y: 5), mode: .stroke))
    #expect(!c.pathContains(CGPoint(x: 5, y: 5), mode: .stroke))
    #expect(c.pathContains(CGPoint(x: 10.5, y: 5), mode: .fillStroke))
  }

  @Test func aStrokedPathFillsAsItsOutline() throws {
    let c = try context(10, 10)
    c.addRect(CGRect(x: 2, y: 2, width: 6, height: 6))
    c.setLineWidth(2)
    c.replacePathWithStrokedPath()
    c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    c.fillPath()
    let b = try pixels(c)
    #expect(b[1, 5] == red && b[2, 5] == red)
    #expect(b[5, 5] == .transparent && b[0, 5] == .transparent)
  }

  @Test func radialGradientsPaintCirclesAndStopAtTheEndUnlessExtended() throws {
    let colors = [
      CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1),
    ]
    let gradient = try #require(
      CGGradient(colorsSpace: nil, colors: colors as [Any], locations: nil))
    let c = try context(20, 20)
    c.drawRadialGradient(
      gradient, startCenter: CGPoint(x: 10, y: 10), startRadius: 0,
      endCenter: CGPoint(x: 10, y: 10), endRadius: 10, options: [])
    let b = try pixels(c)
    // The centre pixel is 0.7 points out: 7 % of the way from red to blue.
    #expect(b[10, 10].r > 225 && b[10, 10].b < 30)
    #expect(b[18, 10].b > b[18, 10].r && b[18, 10].a == 255)
    #expect(b[0, 0] == .transparent)
    let extended = try context(20, 20)
    extended.drawRadialGradient(
      gradient, startCenter: CGPoint(x: 10, y: 10), startRadius: 0,
      endCenter: CGPoint(x: 10, y: 10), endRadius: 10, options: .drawsAfterEndLocation)
    #expect(try pixels(extended)[0, 0] == PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255))
  }

  @Test func spaceConversionsFollowTheCurrentTransform() throws {
    let c = try context(10, 10)
    c.translateBy(x: 2, y: 3)
    c.scaleBy(x: 2, y: 2)
    // A bitmap context's device space is y up from the bottom left, as its user space starts.
    #expect(c.convertToDeviceSpace(CGPoint(x: 1, y: 1)) == CGPoint(x: 4, y: 5))
    #expect(c.convertToUserSpace(CGPoint(x: 4, y: 5)) == CGPoint(x: 1, y: 1))
    #expect(c.convertToDeviceSpace(CGSize(width: 1, height: 1)) == CGSize(width: 2, height: 2))
    #expect(c.userSpaceToDeviceSpaceTransform == c.ctm)
  }
}
