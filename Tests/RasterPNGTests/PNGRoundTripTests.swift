import Raster
import RasterPNG
import TestSupport
import Testing

/// Encode → decode gives back the identical premultiplied pixels, for every setting.
@Suite struct PNGRoundTripTests {
  /// Every valid premultiplied channel/alpha pair (c ≤ a) survives the trip through straight alpha.
  @Test func everyPremultipliedPairSurvivesExactly() throws {
    // 32 896 pairs: pixel i holds pair i in red, and the pairs shifted by a third and two thirds
    // of the table in green and blue (each clamped to its own pixel's alpha by construction).
    var pairs: [(c: UInt8, a: UInt8)] = []
    for a in 0...255 { for c in 0...a { pairs.append((UInt8(c), UInt8(a))) } }
    let width = 257
    let height = (pairs.count + width - 1) / width
    var bitmap = try PremultipliedRGBA8Bitmap(width: width, height: height)
    for (i, pair) in pairs.enumerated() {
      let a = pair.a
      let g = UInt8(Int(a) * Int(pairs[(i + pairs.count / 3) % pairs.count].c) / 255)
      let b = UInt8(Int(a) - Int(pair.c))
      bitmap[i % width, i / width] = PremultipliedRGBA8(r: pair.c, g: g, b: b, a: a)
    }
    for options in [PNGEncodingOptions.default, .compact] {
      let decoded = try PNGCodec.decode(PNGCodec.encode(bitmap, options: options))
      #expect(decoded == bitmap)
    }
    // And every red value at every alpha really was present.
    var seen = Set<UInt16>()
    for y in 0..<height {
      for x in 0..<width { seen.insert(UInt16(bitmap[x, y].r) << 8 | UInt16(bitmap[x, y].a)) }
    }
    #expect(seen.count == pairs.count)
  }

  static let levels = Array(0...9)

  @Test(arguments: PNGEncodingOptions.Filter.allCases, PNGEncodingOptions.Strategy.allCases)
  func randomTranslucentBitmapsSurviveEverySetting(
    filter: PNGEncodingOptions.Filter, strategy: PNGEncodingOptions.Strategy
  ) throws {
    var random = SeededRandom(seed: 0xC0FFEE)
    let bitmap = try Self.randomBitmap(width: 37, height: 23, random: &random)
    for level in Self.levels {
      let options = PNGEncodingOptions(compressionLevel: level, filter: filter, strategy: strategy)
      #expect(
        try PNGCodec.decode(PNGCodec.encode(bitmap, options: options)) == bitmap, "level \(level)")
    }
  }

  @Test(arguments: [(1, 1), (1, 97), (97, 1), (640, 3), (3, 640), (16384, 1)])
  func sizes(width: Int, height: Int) throws {
    var random = SeededRandom(seed: UInt64(width * 100_003 + height))
    let bitmap = try Self.randomBitmap(width: width, height: height, random: &random)
    #expect(try PNGCodec.decode(PNGCodec.encode(bitmap)) == bitmap)
  }

  @Test func rowPaddingIsNotWritten() throws {
    var random = SeededRandom(seed: 5)
    let tight = try Self.randomBitmap(width: 19, height: 7, random: &random)
    var padded = try PremultipliedRGBA8Bitmap(width: 19, height: 7, rowStride: 32, fill: .white)
    for y in 0..<7 { for x in 0..<19 { padded[x, y] = tight[x, y] } }
    #expect(try PNGCodec.encode(padded) == PNGCodec.encode(tight))
    #expect(try PNGCodec.decode(PNGCodec.encode(padded)) == tight)
  }

  @Test func encodesAndDecodesOnManyThreadsAtOnce() async throws {
    var random = SeededRandom(seed: 21)
    var bitmaps: [PremultipliedRGBA8Bitmap] = []
    for _ in 0..<8 { bitmaps.append(try Self.randomBitmap(width: 64, height: 48, random: &random)) }
    let expected = try bitmaps.map { try PNGCodec.encode($0) }
    let frames = bitmaps
    let results = try await withThrowingTaskGroup(of: (Int, [UInt8], Bool).self) { group in
      for (i, bitmap) in frames.enumerated() {
        group.addTask {
          let bytes = try PNGCodec.encode(bitmap)
          return (i, bytes, try PNGCodec.decode(bytes) == bitmap)
        }
      }
      return try await group.reduce(into: [:]) { $0[$1.0] = ($1.1, $1.2) }
    }
    for i in 0..<8 {
      #expect(results[i]?.0 == expected[i])
      #expect(results[i]?.1 == true)
    }
  }

  // MARK: - Colour type written

  /// Byte 25 of a PNG is IHDR's colour type: 2 = RGB, 6 = RGBA.
  @Test func opaqueFramesAreWrittenAsRGB() throws {
    var random = SeededRandom(seed: 9)
    let opaque = try Self.randomBitmap(width: 40, height: 30, random: &random, opaque: true)
    let rgb = try PNGCodec.encode(opaque)
    #expect(rgb[25] == 2)
    #expect(try PNGCodec.decode(rgb) == opaque)

    let rgba = try PNGCodec.encode(opaque, options: PNGEncodingOptions(writesRGBWhenOpaque: false))
    #expect(rgba[25] == 6)
    #expect(try PNGCodec.decode(rgba) == opaque)
    #expect(rgb.count < rgba.count)
  }

  @Test func oneTranslucentPixelKeepsAlpha() throws {
    var bitmap = try PremultipliedRGBA8Bitmap(width: 50, height: 50, fill: .white)
    bitmap[49, 49] = PremultipliedRGBA8(r: 10, g: 20, b: 30, a: 254)
    let bytes = try PNGCodec.encode(bitmap)
    #expect(bytes[25] == 6)
    #expect(try PNGCodec.decode(bytes) == bitmap)
  }

  @Test func transparentPixelsAreWrittenAsZeros() throws {
    // A fully transparent pixel has no colour: the straight bytes are 0, 0, 0, 0.
    let bitmap = try PremultipliedRGBA8Bitmap(width: 3, height: 2)
    let decoded = try PNGCodec.decode(PNGCodec.encode(bitmap))
    #expect(decoded.premultipliedRGBABytes == [UInt8](repeating: 0, count: 24))
  }

  @Test(arguments: [-1, 10, 100])
  func compressionLevelOutOfRangeIsAnError(level: Int) throws {
    let bitmap = try PremultipliedRGBA8Bitmap(width: 2, height: 2)
    #expect(throws: RasterError.pngEncodingFailed("zlib compression level \(level) is outside 0…9"))
    {
      try PNGCodec.encode(bitmap, options: PNGEncodingOptions(compressionLevel: level))
    }
  }

  @Test func compactIsSmallerThanDefault() throws {
    var random = SeededRandom(seed: 11)
    var bitmap = try PremultipliedRGBA8Bitmap(width: 200, height: 120, fill: .white)
    // Smooth content where filters and levels matter.
    for y in 0..<120 {
      for x in 0..<200 {
        bitmap[x, y] = PremultipliedRGBA8(
          r: UInt8(x), g: UInt8(y * 2), b: UInt8((x + y) / 2 + Int(random.next() % 3)), a: 255)
      }
    }
    #expect(try PNGCodec.encode(bitmap, options: .compact).count < PNGCodec.encode(bitmap).count)
  }

  // MARK: - Helpers

  /// A bitmap of seeded random premultiplied pixels: a third opaque, some fully transparent, the
  /// rest translucent; or all opaque.
  static func randomBitmap(
    width: Int, height: Int, random: inout SeededRandom, opaque: Bool = false
  ) throws -> PremultipliedRGBA8Bitmap {
    var bitmap = try PremultipliedRGBA8Bitmap(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        let v = random.next()
        let kind = v % 6
        let a: UInt8 = opaque || kind < 2 ? 255 : kind == 2 ? 0 : UInt8(truncatingIfNeeded: v >> 8)
        let channel = { (shift: UInt64) -> UInt8 in
          let c = UInt8(truncatingIfNeeded: v >> shift)
          return a == 255 ? c : c % (a + 1)  // any value 0…a
        }
        bitmap[x, y] = PremultipliedRGBA8(r: channel(16), g: channel(24), b: channel(32), a: a)
      }
    }
    return bitmap
  }
}
