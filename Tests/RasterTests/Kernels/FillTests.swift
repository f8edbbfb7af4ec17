import Foundation
import Geometry
import TestSupport
import Testing

@_spi(Painting) @testable import Raster

@Suite struct FillTests {
  /// Draws with the fast kernel and with the reference into copies of `background`, through a
  /// buffer that is either the whole bitmap or one band of it (as worker threads draw).
  func compare(
    background: PremultipliedRGBA8Bitmap, band: PixelRect?,
    fast: (PixelBuffer, RasterScratch) -> Void, reference: (PixelBuffer) -> Void
  ) -> (PremultipliedRGBA8Bitmap, PremultipliedRGBA8Bitmap) {
    var a = background
    var b = background
    let scratch = RasterScratch()
    a.withUnsafeMutablePixelBuffer { buf in
      fast(band.map { buf.cropped(toDevice: $0) } ?? buf, scratch)
    }
    b.withUnsafeMutablePixelBuffer { buf in reference(band.map { buf.cropped(toDevice: $0) } ?? buf)
    }
    return (a, b)
  }

  @Test func solidFillsEqualTheReference() {
    var rng = SeededRandom(seed: 31)
    for i in 0..<300 {
      let bg = randomBitmap(&rng, width: 48, height: 40, opaque: i % 3 == 0)
      let shape = RoundedRectShape(randomRoundedRect(&rng, width: 48, height: 40))
      let color = rng.premultipliedPixel(opaque: i % 2 == 0)
      let opacity: UInt8 = i % 4 == 0 ? 255 : rng.byte()
      var clips: [any CoverageShape] = []
      if i % 5 == 1 {
        clips.append(RoundedRectShape(randomRoundedRect(&rng, width: 48, height: 40)))
      }
      if i % 7 == 2 {
        clips.append(RingShape(outer: randomRoundedRect(&rng, width: 48, height: 40), width: 4))
      }
      let band: PixelRect? =
        i % 6 == 0 ? PixelRect(x: 0, y: rng.int(0...20), width: 48, height: rng.int(1...20)) : nil
      let (fast, reference) = compare(
        background: bg, band: band,
        fast: {
          Fill.solid(color, shape: shape, clips: clips, opacity: opacity, into: $0, scratch: $1)
        },
        reference: {
          ReferenceFill.solid(color, shape: shape, clips: clips, opacity: opacity, into: $0)
        })
      #expect(fast == reference, "case \(i): \(shape.roundedRect)")
    }
  }

  @Test func paintFillsEqualTheReference() {
    var rng = SeededRandom(seed: 32)
    for i in 0..<200 {
      let bg = randomBitmap(&rng, width: 40, height: 36)
      let opaque = i % 2 == 0
      let image = randomBitmap(
        &rng, width: rng.int(1...30), height: rng.int(1...30), opaque: opaque)
      let paint = BitmapPaint(
        image, originX: rng.int(-5...20), originY: rng.int(-5...20), isOpaque: opaque)
      let shape = RoundedRectShape(
        RoundedRect(rect: paint.deviceRect.cgRect, cornerRadius: rng.double(0...8)))
      let clips: [any CoverageShape] =
        i % 3 == 0 ? [RoundedRectShape(randomRoundedRect(&rng, width: 40, height: 36))] : []
      let opacity: UInt8 = i % 4 == 0 ? 255 : rng.byte()
      let (fast, reference) = compare(
        background: bg, band: nil,
        fast: {
          Fill.paint(paint, shape: shape, clips: clips, opacity: opacity, into: $0, scratch: $1)
        },
        reference: {
          ReferenceFill.paint(paint, shape: shape, clips: clips, opacity: opacity, into: $0)
        })
      #expect(fast == reference, "case \(i)")
    }
  }

  @Test func anOpaqueFillReplacesAndAHalfFillBlends() throws {
    var b = try PremultipliedRGBA8Bitmap(
      width: 4, height: 1, fill: PremultipliedRGBA8(r: 255, g: 204, b: 0, a: 255))
    b.withUnsafeMutablePixelBuffer { buf in
      let scratch = RasterScratch()
      Fill.solid(
        0x8000_0000, shape: RoundedRectShape(rect: CGRect(x: 0, y: 0, width: 2, height: 1)),
        into: buf, scratch: scratch)
      Fill.solid(
        0xFF00_00FF, shape: RoundedRectShape(rect: CGRect(x: 3, y: 0, width: 1, height: 1)),
        into: buf, scratch: scratch)
    }
    // #FFCC00 under 50 % black: 255 · 127/255 = 127, 204 · 127/255 = 102 (rounded).
    #expect(b[0, 0] == PremultipliedRGBA8(r: 127, g: 102, b: 0, a: 255))
    #expect(b[2, 0] == PremultipliedRGBA8(r: 255, g: 204, b: 0, a: 255))
    #expect(b[3, 0] == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
  }

  @Test func drawingOutsideTheBufferIsANoOp() throws {
    var b = try PremultipliedRGBA8Bitmap(width: 8, height: 8)
    let before = b
    b.withUnsafeMutablePixelBuffer { buf in
      let scratch = RasterScratch()
      Fill.solid(
        0xFFFF_FFFF, shape: RoundedRectShape(rect: CGRect(x: 100, y: 0, width: 5, height: 5)),
        into: buf, scratch: scratch)
      Fill.solid(
        0xFFFF_FFFF,
        shape: RoundedRectShape(rect: CGRect(x: CGFloat.nan, y: 0, width: 5, height: 5)), into: buf,
        scratch: scratch)
    }
    #expect(b == before)
  }
}
