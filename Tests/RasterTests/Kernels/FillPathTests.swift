import Foundation
import Geometry
import TestSupport
import Testing

@_spi(Painting) @testable import Raster

/// Fill's path shapes, drawn from spans (edge values, then a constant interior through the wide
/// kernels), against what Fill drew before: each row's coverage from `coverageRow` over the
/// row's extent within the buffer, blended pixel by pixel with the plain arithmetic.
@Suite struct FillPathTests {
  /// The pixel-by-pixel fill: `blend(pixel, x, y, coverage)` for every pixel of every row's
  /// extent within `buffer`.
  func perPixel(
    _ path: PathShape, _ buffer: PixelBuffer,
    _ blend: (UnsafeMutablePointer<UInt32>, Int, Int, UInt32) -> Void
  ) {
    let scratch = RasterScratch()
    scratch.reserve(buffer.width)
    let rows = path.bounds.intersection(buffer.deviceRect)
    guard !rows.isEmpty else { return }
    var c = [UInt8](repeating: 0, count: buffer.width)
    for y in rows.minY..<rows.maxY {
      let e = path.rowExtent(y: y)
      let x0 = max(e.x0, buffer.originX)
      let x1 = min(e.x1, buffer.originX + buffer.width)
      guard !e.isEmpty, x1 > x0 else { continue }
      c.withUnsafeMutableBufferPointer {
        path.coverageRow(y: y, x0: x0, count: x1 - x0, into: $0.baseAddress!, scratch: scratch)
      }
      for x in x0..<x1 { blend(buffer.pointer(deviceX: x, deviceY: y), x, y, UInt32(c[x - x0])) }
    }
  }

  /// One pixel the plain way: `src · m over dst` with `m = mul255(coverage, opacity)`, nothing at
  /// m = 0, and an opaque source at m = 255 replacing the pixel.
  func blend(
    _ src: UInt32, at coverage: UInt32, _ opacity: UInt32, opaque: Bool,
    into p: UnsafeMutablePointer<UInt32>
  ) {
    let m = opacity == 255 ? coverage : mul255(coverage, opacity)
    if m == 0 { return }
    if m == 255 {
      p.pointee = opaque ? src : sourceOverPacked(p.pointee, src)
    } else {
      p.pointee = sourceOverPacked(p.pointee, scalePacked(src, by: m))
    }
  }

  /// Fills a copy of `background` (or one band of it) each way.
  func compare(
    _ background: PremultipliedRGBA8Bitmap, band: PixelRect?, fast: (PixelBuffer) -> Void,
    expected: (PixelBuffer) -> Void
  ) -> Bool {
    var a = background
    var b = background
    a.withUnsafeMutablePixelBuffer { buffer in fast(band.map(buffer.cropped) ?? buffer) }
    b.withUnsafeMutablePixelBuffer { buffer in expected(band.map(buffer.cropped) ?? buffer) }
    return a == b
  }

  @Test(arguments: PathShapeTests.Kind.allCases)
  func solidAndPaintFillsEqualPixelByPixel(kind: PathShapeTests.Kind) {
    var rng = SeededRandom(seed: 400 + UInt64(PathShapeTests.Kind.allCases.firstIndex(of: kind)!))
    for i in 0..<40 {
      let rule: CGPathFillRule = kind != .stroke && i % 2 == 1 ? .evenOdd : .winding
      let path = randomPathShape(kind, rule: rule, &rng)
      let background = randomBitmap(&rng, width: 72, height: 70, opaque: i % 3 == 0)
      let band: PixelRect? =
        i % 4 == 0
        ? PixelRect(x: rng.int(0...30), y: rng.int(0...30), width: rng.int(1...40), height: 30)
        : nil
      let opacity: UInt32 = i % 3 == 0 ? 255 : UInt32(rng.byte())
      let color = rng.premultipliedPixel(opaque: i % 2 == 0)
      let solid = compare(
        background, band: band,
        fast: {
          Fill.solid(
            color, shape: path, opacity: UInt8(opacity), into: $0, scratch: RasterScratch())
        },
        expected: {
          perPixel(path, $0) { p, _, _, c in blend(color, at: c, opacity, opaque: false, into: p) }
        })
      #expect(solid, "\(kind) case \(i): solid")

      let opaque = i % 2 == 0
      let image = randomBitmap(&rng, width: 72, height: 70, opaque: opaque)
      let paint = BitmapPaint(
        image, originX: rng.int(-4...4), originY: rng.int(-4...4), isOpaque: opaque)
      let painted = compare(
        background, band: band,
        fast: {
          Fill.paint(
            paint, shape: path, opacity: UInt8(opacity), into: $0, scratch: RasterScratch())
        },
        expected: {
          perPixel(path, $0) { p, x, y, c in
            var s: UInt32 = 0
            paint.fetchRow(y: y, x0: x, count: 1, into: &s)
            blend(s, at: c, opacity, opaque: opaque, into: p)
          }
        })
      #expect(painted, "\(kind) case \(i): paint")
    }
  }
}
