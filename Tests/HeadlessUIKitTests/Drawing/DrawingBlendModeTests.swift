import Foundation
import Raster
import Testing

@testable import HeadlessUIKit

/// Paths, images and renderer contexts draw with a blend mode and an alpha, as UIKit's
/// `fill(with:alpha:)`, `draw(in:blendMode:alpha:)` and `fill(_:blendMode:)` do.
@MainActor @Suite struct DrawingBlendModeTests {
  let white = PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255)

  func render(_ draw: (UIGraphicsImageRendererContext) -> Void) throws
    -> PremultipliedRGBA8Bitmap
  {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 1), format: format).image {
      context in
      UIColor.white.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
      draw(context)
    }
    return try #require(image.cgImage).renderImage.bitmap
  }

  @Test func aPathFillsAtItsAlphaAndClearsInClearMode() throws {
    let b = try render { _ in
      UIColor.black.setFill()
      UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).fill(with: .normal, alpha: 0.5)
      UIBezierPath(rect: CGRect(x: 1, y: 0, width: 1, height: 1)).fill(with: .clear, alpha: 1)
    }
    // Half-transparent black over white.
    #expect(b[0, 0] == PremultipliedRGBA8(r: 127, g: 127, b: 127, a: 255))
    #expect(b[1, 0] == .transparent && b[2, 0] == white)
  }

  @Test func aRendererContextFillsInABlendModeAndRestoresIt() throws {
    let b = try render { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 1, height: 1), blendMode: .clear)
      context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
    }
    #expect(b[0, 0] == .transparent)
    #expect(b[1, 0] == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
  }

  @Test func anImageDrawsAtItsAlpha() throws {
    let dot = try PremultipliedRGBA8Bitmap(
      width: 1, height: 1, fill: PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
    let image = UIImage(cgImage: CGImage(bitmap: dot), scale: 1, orientation: .up)
    let b = try render { _ in
      image.draw(in: CGRect(x: 3, y: 0, width: 1, height: 1), blendMode: .normal, alpha: 0.5)
    }
    #expect(b[3, 0] == PremultipliedRGBA8(r: 127, g: 127, b: 127, a: 255))
    #expect(b[2, 0] == white)
  }

  @Test func formatsCopyTheirSettings() throws {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    format.opaque = true
    let copy = try #require(format.copy() as? UIGraphicsImageRendererFormat)
    #expect(copy.scale == 2 && copy.opaque && copy !== format)
    #expect(
      !UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).format.supportsHighDynamicRange)
  }
}
