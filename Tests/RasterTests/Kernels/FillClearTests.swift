import Foundation
import Geometry
import TestSupport
import Testing

@_spi(Painting) @testable import Raster

@Suite struct FillClearTests {
  @Test func clearingEqualsTheReference() {
    var rng = SeededRandom(seed: 41)
    for i in 0..<300 {
      let background = randomBitmap(&rng, width: 44, height: 36, opaque: i % 3 == 0)
      let shape: any CoverageShape =
        i % 2 == 0
        ? RoundedRectShape(randomRoundedRect(&rng, width: 44, height: 36))
        : PolygonShape(
          points: (0..<5).map { _ in
            CGPoint(x: rng.double(-4...48), y: rng.double(-4...40))
          })
      let clips: [any CoverageShape] =
        i % 4 == 1 ? [RoundedRectShape(randomRoundedRect(&rng, width: 44, height: 36))] : []
      let band: PixelRect? =
        i % 5 == 0 ? PixelRect(x: 0, y: rng.int(0...18), width: 44, height: rng.int(1...18)) : nil
      var fast = background
      var reference = background
      fast.withUnsafeMutablePixelBuffer { buffer in
        let b = band.map { buffer.cropped(toDevice: $0) } ?? buffer
        clearFast(shape, clips: clips, into: b)
      }
      reference.withUnsafeMutablePixelBuffer { buffer in
        let b = band.map { buffer.cropped(toDevice: $0) } ?? buffer
        clearReference(shape, clips: clips, into: b)
      }
      #expect(fast == reference, "case \(i)")
    }
  }

  private func clearFast(_ s: some CoverageShape, clips: [any CoverageShape], into b: PixelBuffer) {
    Fill.clear(shape: s, clips: clips, into: b, scratch: RasterScratch())
  }

  private func clearReference(
    _ s: some CoverageShape, clips: [any CoverageShape], into b: PixelBuffer
  ) {
    ReferenceFill.clear(shape: s, clips: clips, into: b)
  }

  /// Whole pixels become transparent; a pixel half covered (coverage 128) keeps 127/255 of every
  /// channel: 100 → 49.8 → 50, 50 → 24.9 → 25, 200 → 99.6 → 100.
  @Test func coveredPixelsLoseWhatTheShapeCovers() throws {
    let fill = PremultipliedRGBA8(r: 100, g: 0, b: 50, a: 200)
    var bitmap = try PremultipliedRGBA8Bitmap(width: 6, height: 2, fill: fill)
    bitmap.withUnsafeMutablePixelBuffer { buffer in
      Fill.clear(
        shape: RoundedRectShape(rect: CGRect(x: 1, y: 0, width: 2.5, height: 2)), into: buffer,
        scratch: RasterScratch())
    }
    #expect(bitmap[0, 0] == fill)
    #expect(bitmap[1, 0] == .transparent)
    #expect(bitmap[2, 1] == .transparent)
    #expect(bitmap[3, 0] == PremultipliedRGBA8(r: 50, g: 0, b: 25, a: 100))
    #expect(bitmap[4, 0] == fill)
  }
}
