import Raster
import TestSupport
import Testing

@testable import RasterPNG

/// A frame as straight-alpha bytes for ffmpeg, in chunks of whole rows: the same bytes as the
/// straight-alpha formula row by row, whatever mix of opaque, translucent and empty rows.
@Suite struct StraightAlphaChunksTests {
  /// The straight R, G, B, A bytes of one premultiplied pixel, from the formula.
  static func straight(_ p: PremultipliedRGBA8) -> [UInt8] {
    let a = Int(p.a)
    if a == 0 { return [0, 0, 0, 0] }
    func s(_ c: UInt8) -> UInt8 { UInt8((Int(c) * 255 + a / 2) / a) }
    return [s(p.r), s(p.g), s(p.b), p.a]
  }

  /// A bitmap whose rows are, by `kinds[y % kinds.count]`: 0 opaque, 1 translucent, 2 empty,
  /// 3 opaque but for one translucent pixel.
  static func bitmap(width: Int, height: Int, rowStride: Int?, kinds: [Int]) throws
    -> PremultipliedRGBA8Bitmap
  {
    var rng = SeededRandom(seed: 41)
    var bitmap = try PremultipliedRGBA8Bitmap(width: width, height: height, rowStride: rowStride)
    for y in 0..<height {
      let kind = kinds[y % kinds.count]
      for x in 0..<width {
        let a: UInt8 =
          switch kind {
          case 0: 255
          case 1: UInt8(rng.int(1...254))
          case 2: 0
          default: x == width / 2 ? 128 : 255
          }
        func c() -> UInt8 { UInt8(rng.int(0...Int(a))) }
        bitmap[x, y] = PremultipliedRGBA8(r: c(), g: c(), b: c(), a: a)
      }
    }
    return bitmap
  }

  @Test(arguments: [nil, 41] as [Int?])
  func chunksAreTheRowsInStraightAlpha(rowStride: Int?) throws {
    let width = 37
    let height = 150  // more than one buffer's worth of converted rows in a run
    for kinds in [
      [0], [1], [2], [0, 0, 1, 3, 0, 2, 2, 0], [1, 1, 1, 0], Array(repeating: 1, count: 70) + [0],
    ] {
      let bitmap = try Self.bitmap(width: width, height: height, rowStride: rowStride, kinds: kinds)
      var expected: [UInt8] = []
      for y in 0..<height { for x in 0..<width { expected += Self.straight(bitmap[x, y]) } }
      var bytes: [UInt8] = []
      var chunks = 0
      bitmap.withStraightRGBAChunks { chunk in
        #expect(chunk.count > 0 && chunk.count % (width * 4) == 0)
        bytes += chunk
        chunks += 1
      }
      #expect(bytes == expected, "rows \(kinds), stride \(String(describing: rowStride))")
      if kinds == [0] {
        // Opaque packed rows are handed over in place, all at once.
        #expect(chunks == (rowStride == nil ? 1 : height))
      }
    }
  }
}
