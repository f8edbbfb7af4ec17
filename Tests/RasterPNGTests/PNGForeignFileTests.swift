import Raster
import RasterPNG
import Testing

/// PNGs Curtain did not write: every colour type and bit depth, palettes, tRNS and Adam7
/// interlacing decode to 8-bit premultiplied pixels computed here independently.
@Suite struct PNGForeignFileTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let file: PNGTestFile
    var testDescription: String { name }
  }

  /// Samples for `count` pixels of `channels` channels at `bitDepth`, varied but deterministic.
  static func samples(count: Int, channels: Int, bitDepth: Int, seed: Int = 7) -> [[Int]] {
    let limit = 1 << bitDepth
    return (0..<count).map { i in
      (0..<channels).map { c in (i * (37 + 11 * c) + seed * (c + 1) + (i * i) % 97) % limit }
    }
  }

  static func file(
    _ colorType: PNGTestFile.ColorType, bitDepth: Int, width: Int = 7, height: Int = 5,
    interlaced: Bool = false
  ) -> PNGTestFile {
    PNGTestFile(
      width: width, height: height, colorType: colorType, bitDepth: bitDepth,
      interlaced: interlaced,
      samples: samples(count: width * height, channels: colorType.channels, bitDepth: bitDepth))
  }

  static let palette: [[UInt8]] = (0..<16).map { (i: Int) -> [UInt8] in
    let r = UInt8(i * 16)
    let g = UInt8(255 - i * 13)
    let b = UInt8((i * 71) % 256)
    return [r, g, b]
  }

  static func paletteFile(bitDepth: Int, transparency: [UInt8]? = nil, interlaced: Bool = false)
    -> PNGTestFile
  {
    let entries = min(16, 1 << bitDepth)
    var file = PNGTestFile(
      width: 9, height: 6, colorType: .palette, bitDepth: bitDepth, interlaced: interlaced,
      samples: (0..<54).map { [($0 * 5 + $0 / 9) % entries] })
    file.palette = Array(palette.prefix(entries))
    file.transparency = transparency
    return file
  }

  static let cases: [Case] = [
    Case(name: "grey 1-bit", file: file(.grey, bitDepth: 1)),
    Case(name: "grey 2-bit", file: file(.grey, bitDepth: 2)),
    Case(name: "grey 4-bit", file: file(.grey, bitDepth: 4)),
    Case(name: "grey 8-bit", file: file(.grey, bitDepth: 8)),
    Case(name: "grey 16-bit", file: file(.grey, bitDepth: 16, width: 64, height: 33)),
    Case(name: "grey + alpha 8-bit", file: file(.greyAlpha, bitDepth: 8)),
    Case(name: "grey + alpha 16-bit", file: file(.greyAlpha, bitDepth: 16)),
    Case(name: "RGB 8-bit", file: file(.rgb, bitDepth: 8)),
    Case(name: "RGB 16-bit", file: file(.rgb, bitDepth: 16)),
    Case(name: "RGBA 8-bit", file: file(.rgba, bitDepth: 8, width: 31, height: 17)),
    Case(name: "RGBA 16-bit", file: file(.rgba, bitDepth: 16)),
    Case(name: "palette 1-bit", file: paletteFile(bitDepth: 1)),
    Case(name: "palette 2-bit", file: paletteFile(bitDepth: 2)),
    Case(name: "palette 4-bit", file: paletteFile(bitDepth: 4)),
    Case(name: "palette 8-bit", file: paletteFile(bitDepth: 8)),
    Case(
      name: "palette + tRNS", file: paletteFile(bitDepth: 4, transparency: [0, 64, 128, 255, 7])),
    Case(name: "palette interlaced", file: paletteFile(bitDepth: 8, interlaced: true)),
    Case(
      name: "grey + tRNS key",
      file: {
        var f = file(.grey, bitDepth: 8)
        f.transparency = [0, UInt8(f.samples[3][0])]
        return f
      }()),
    Case(
      name: "grey 16-bit + tRNS key",
      file: {
        var f = file(.grey, bitDepth: 16)
        f.transparency = [UInt8(f.samples[2][0] >> 8), UInt8(f.samples[2][0] & 0xFF)]
        return f
      }()),
    Case(
      name: "RGB + tRNS key",
      file: {
        var f = file(.rgb, bitDepth: 8)
        f.transparency = f.samples[4].flatMap { [0, UInt8($0)] }
        return f
      }()),
    Case(
      name: "RGBA interlaced 13×11",
      file: file(.rgba, bitDepth: 8, width: 13, height: 11, interlaced: true)),
    Case(
      name: "grey 2-bit interlaced 9×9",
      file: file(.grey, bitDepth: 2, width: 9, height: 9, interlaced: true)),
    Case(
      name: "RGB 16-bit interlaced 1×1",
      file: file(.rgb, bitDepth: 16, width: 1, height: 1, interlaced: true)),
    Case(
      name: "ancillary chunks ignored",
      file: {
        var f = file(.rgba, bitDepth: 8)
        f.ancillaryChunks = [
          ("gAMA", PNGTestFile.bigEndian(100_000)), ("tEXt", Array("Comment\u{0}hello".utf8)),
          ("iCCP", Array("junk\u{0}\u{0}not a profile".utf8)),
          ("pHYs", [0, 0, 11, 19, 0, 0, 11, 19, 1]),
        ]
        return f
      }()),
  ]

  @Test(arguments: cases)
  func decodesToIndependentlyComputedPixels(_ testCase: Case) throws {
    let decoded = try PNGCodec.decode(testCase.file.bytes)
    let expected = try Self.expectedBitmap(testCase.file)
    #expect(decoded.width == expected.width && decoded.height == expected.height)
    #expect(decoded == expected, "first difference: \(Self.firstDifference(decoded, expected))")
  }

  @Test func interlacedAndProgressiveFilesDecodeAlike() throws {
    var file = Self.file(.rgba, bitDepth: 8, width: 21, height: 19)
    let progressive = try PNGCodec.decode(file.bytes)
    file.interlaced = true
    #expect(try PNGCodec.decode(file.bytes) == progressive)
  }

  @Test func badCRCInAnAncillaryChunkIsOnlyAWarning() throws {
    var file = Self.file(.rgb, bitDepth: 8)
    file.ancillaryChunks = [("tEXt", Array("Title\u{0}x".utf8))]
    var bytes = file.bytes
    let text = try #require(PNGTestFile.offset(ofChunk: "tEXt", in: bytes))
    bytes[text + 8] ^= 0xFF
    #expect(try PNGCodec.decode(bytes) == PNGCodec.decode(file.bytes))
  }

  // MARK: - Independent expectations

  /// 8-bit value of a sample: exact for 1/2/4 bits (v · 255 / (2^d − 1)), rounded for 16.
  static func eightBit(_ v: Int, depth: Int) -> Int {
    switch depth {
    case 16: (v + 128) / 257
    case 8: v
    default: v * 255 / ((1 << depth) - 1)
    }
  }

  static func expectedBitmap(_ file: PNGTestFile) throws -> PremultipliedRGBA8Bitmap {
    var bytes: [UInt8] = []
    for s in file.samples {
      var (r, g, b, a) = (0, 0, 0, 255)
      switch file.colorType {
      case .grey, .greyAlpha:
        r = eightBit(s[0], depth: file.bitDepth)
        (g, b) = (r, r)
        if file.colorType == .greyAlpha { a = eightBit(s[1], depth: file.bitDepth) }
        if let key = file.transparency, key.count == 2, s[0] == Int(key[0]) << 8 | Int(key[1]) {
          a = 0
        }
      case .rgb, .rgba:
        (r, g, b) = (
          eightBit(s[0], depth: file.bitDepth), eightBit(s[1], depth: file.bitDepth),
          eightBit(s[2], depth: file.bitDepth)
        )
        if file.colorType == .rgba { a = eightBit(s[3], depth: file.bitDepth) }
        if let key = file.transparency, key.count == 6,
          (0..<3).allSatisfy({ s[$0] == Int(key[2 * $0]) << 8 | Int(key[2 * $0 + 1]) })
        {
          a = 0
        }
      case .palette:
        let entry = file.palette[s[0]]
        (r, g, b) = (Int(entry[0]), Int(entry[1]), Int(entry[2]))
        if let alphas = file.transparency, s[0] < alphas.count { a = Int(alphas[s[0]]) }
      }
      // round(s · a / 255), written without the library's div255.
      let premultiply = { (c: Int) in UInt8((c * a * 2 + 255) / 510) }
      bytes += [premultiply(r), premultiply(g), premultiply(b), UInt8(a)]
    }
    return try PremultipliedRGBA8Bitmap(
      width: file.width, height: file.height, premultipliedRGBA: bytes)
  }

  static func firstDifference(_ a: PremultipliedRGBA8Bitmap, _ b: PremultipliedRGBA8Bitmap)
    -> String
  {
    guard a.width == b.width, a.height == b.height else { return "sizes differ" }
    for y in 0..<a.height {
      for x in 0..<a.width where a[x, y] != b[x, y] {
        return "(\(x), \(y)): decoded \(a[x, y]), expected \(b[x, y])"
      }
    }
    return "none"
  }
}
