import CurtainTesting
import Foundation
import Geometry
import Testing

@_spi(Painting) @testable import Raster

/// Goldens of the rounded-rectangle primitives, drawn straight through the kernels. Each was
/// opened and looked at when recorded (zoomed in on the edges).
@Suite struct PrimitiveGoldenTests {
  let background = PremultipliedRGBA8(r: 242, g: 242, b: 247, a: 255)

  func draw(width: Int = 96, height: Int = 64, _ body: (PixelBuffer, RasterScratch) -> Void) throws
    -> PremultipliedRGBA8Bitmap
  {
    var b = try PremultipliedRGBA8Bitmap(width: width, height: height, fill: background)
    b.withUnsafeMutablePixelBuffer { body($0, RasterScratch()) }
    return b
  }

  @Test func roundedRectFills() throws {
    assertGolden(
      try draw { buf, s in
        // Fractional edges, a large radius, per-corner radii, a capsule, a tiny sub-pixel rect.
        Fill.solid(
          RGBAColor(hex: 0x007AFF).premultiplied().packed,
          shape: RoundedRectShape(
            RoundedRect(rect: CGRect(x: 4.3, y: 4.6, width: 40.4, height: 26.2), cornerRadius: 9.5)),
          into: buf, scratch: s)
        Fill.solid(
          RGBAColor(hex: 0xFF3B30, alpha: 0.75).premultiplied().packed,
          shape: RoundedRectShape(
            RoundedRect(
              rect: CGRect(x: 50, y: 4, width: 42, height: 28),
              radii: CornerRadii(topLeft: 14, topRight: 2, bottomRight: 0, bottomLeft: 6))),
          into: buf, scratch: s)
        Fill.solid(
          RGBAColor(hex: 0x34C759).premultiplied().packed,
          shape: RoundedRectShape(
            RoundedRect(rect: CGRect(x: 4.5, y: 38.5, width: 60, height: 20), cornerRadius: 50)),
          opacity: 200, into: buf, scratch: s)
        Fill.solid(
          PremultipliedRGBA8.black.packed,
          shape: RoundedRectShape(rect: CGRect(x: 80.25, y: 45.25, width: 0.5, height: 0.5)),
          into: buf, scratch: s)
      })
  }

  @Test func bordersAndClips() throws {
    assertGolden(
      try draw { buf, s in
        let card = RoundedRect(
          rect: CGRect(x: 6.5, y: 6.5, width: 50, height: 50), cornerRadius: 12)
        Fill.solid(
          PremultipliedRGBA8.white.packed, shape: RoundedRectShape(card), into: buf, scratch: s)
        Fill.solid(
          RGBAColor(hex: 0x5856D6).premultiplied().packed,
          shape: RingShape(outer: card, width: 2.5), into: buf, scratch: s)
        // A stripe clipped to a rounded rectangle: only its middle shows, with round ends.
        let clip = RoundedRectShape(
          RoundedRect(rect: CGRect(x: 62, y: 10, width: 30, height: 44), cornerRadius: 15))
        Fill.solid(
          RGBAColor(hex: 0xFF9500).premultiplied().packed,
          shape: RoundedRectShape(rect: CGRect(x: 55, y: 20.5, width: 41, height: 23)),
          clips: [clip], into: buf, scratch: s)
      })
  }

  @Test func blurAndDropShadow() throws {
    assertGolden(
      try draw { buf, s in
        let card = RoundedRect(rect: CGRect(x: 12, y: 10, width: 30, height: 36), cornerRadius: 8)
        DropShadow.draw(
          ShadowSourceMask(roundedRect: card.offsetBy(dx: 0, dy: 4)),
          style: ShadowStyle(opacity: 0.45, radius: 5), into: buf, scratch: s)
        Fill.solid(
          PremultipliedRGBA8.white.packed, shape: RoundedRectShape(card), into: buf, scratch: s)
        // A bare blurred mask, σ = 3.
        let blurred = GaussianBlur.blur(
          ShadowSourceMask(
            roundedRect: RoundedRect(
              rect: CGRect(x: 58, y: 14, width: 26, height: 26), cornerRadius: 13)),
          kernel: GaussianKernel(sigma: 3))
        Fill.solid(
          RGBAColor(hex: 0xAF52DE).premultiplied().packed, shape: blurred, into: buf, scratch: s)
      })
  }
}
