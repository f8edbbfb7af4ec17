import Raster
import RasterPNG
import TestSupport
import Testing

/// Corrupt, truncated and foreign bytes are errors with a clear message, never a crash or a hang.
@Suite struct PNGBadInputTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let bytes: [UInt8]
    /// A part of the message that names the problem.
    let message: String
    var testDescription: String { name }
  }

  /// A small valid RGB file to break.
  static let valid: PNGTestFile = PNGForeignFileTests.file(.rgb, bitDepth: 8, width: 12, height: 10)

  /// The valid file with its IHDR payload replaced by `header`.
  static func withHeader(_ header: [UInt8]) -> [UInt8] {
    let bytes = valid.bytes
    return PNGTestFile.signature + PNGTestFile.chunk("IHDR", header) + bytes[33...]
  }

  static func header(width: UInt32, height: UInt32, bitDepth: UInt8 = 8, colorType: UInt8 = 2)
    -> [UInt8]
  {
    PNGTestFile.bigEndian(width) + PNGTestFile.bigEndian(height) + [bitDepth, colorType, 0, 0, 0]
  }

  static let cases: [Case] = {
    let bytes = valid.bytes
    let idat = PNGTestFile.offset(ofChunk: "IDAT", in: bytes)!
    let idatLength = Int(bytes[idat + 2]) << 8 | Int(bytes[idat + 3])
    var badHeaderCRC = bytes
    badHeaderCRC[29] ^= 0x01
    var badDataCRC = bytes
    badDataCRC[idat + 8 + idatLength] ^= 0x80
    var badDeflate = bytes
    badDeflate[idat + 8] = 0x79  // zlib header check fails
    badDeflate =
      Array(badDeflate[..<(idat + 8 + idatLength)])
      + PNGTestFile.bigEndian(
        PNGTestFile.crc32(Array(badDeflate[(idat + 4)..<(idat + 8 + idatLength)])))
      + Array(bytes[(idat + 12 + idatLength)...])
    var paletteWithoutPLTE = PNGForeignFileTests.paletteFile(bitDepth: 8)
    paletteWithoutPLTE.palette = []
    let noImageData =
      PNGTestFile.signature + PNGTestFile.chunk("IHDR", valid.headerData)
      + PNGTestFile.chunk("IEND", [])

    return [
      Case(name: "empty", bytes: [], message: "the input is empty (0 bytes), not a PNG"),
      Case(
        name: "GIF", bytes: Array("GIF89a\u{1}\u{0}\u{1}\u{0}".utf8),
        message: "not a PNG: the data does not start with the PNG signature"),
      Case(name: "text", bytes: Array("hello, world".utf8), message: "not a PNG"),
      Case(
        name: "half a signature", bytes: Array(PNGTestFile.signature.prefix(4)),
        message: "nothing follows the signature"),
      Case(
        name: "signature only", bytes: PNGTestFile.signature,
        message: "nothing follows the signature"),
      Case(
        name: "signature then garbage",
        bytes: PNGTestFile.signature + Array("this is not a chunk stream at all".utf8),
        message: "invalid chunk type"),
      Case(
        name: "signature then zeros",
        bytes: PNGTestFile.signature + [UInt8](repeating: 0, count: 64),
        message: "invalid chunk type"),
      Case(name: "bad IHDR CRC", bytes: badHeaderCRC, message: "IHDR: CRC error"),
      Case(name: "bad IDAT CRC", bytes: badDataCRC, message: "IDAT: CRC error"),
      Case(name: "truncated in the header", bytes: Array(bytes.prefix(20)), message: "truncated"),
      Case(
        name: "truncated in IDAT", bytes: Array(bytes.prefix(idat + 8 + idatLength / 2)),
        message: "truncated"),
      Case(name: "truncated before IDAT", bytes: Array(bytes.prefix(idat)), message: "truncated"),
      Case(
        name: "one row less than IHDR says", bytes: withHeader(header(width: 12, height: 11)),
        message: "Not enough image data"),
      Case(name: "corrupt zlib stream", bytes: badDeflate, message: "incorrect header check"),
      Case(name: "no IDAT", bytes: noImageData, message: "IEND: out of place"),
      Case(name: "palette without PLTE", bytes: paletteWithoutPLTE.bytes, message: "PLTE"),
      Case(
        name: "zero width", bytes: withHeader(header(width: 0, height: 10)),
        message: "Invalid IHDR data (Image width is zero in IHDR)"),
      Case(
        name: "absurd width 2^31-1", bytes: withHeader(header(width: 0x7FFF_FFFF, height: 10)),
        message: "exceeds user limit"),
      Case(
        name: "width over 2^31", bytes: withHeader(header(width: 0xFFFF_FFFF, height: 10)),
        message: "PNG unsigned integer out of range"),
      Case(
        name: "height 16385", bytes: withHeader(header(width: 10, height: 16385)),
        message: "Invalid IHDR data (Image height exceeds user limit in IHDR) "
          + "(Curtain decodes at most 16384 × 16384 pixels)"),
      Case(
        name: "RGB at 4 bits", bytes: withHeader(header(width: 12, height: 10, bitDepth: 4)),
        message: "Invalid color type/bit depth combination in IHDR"),
      Case(
        name: "unknown colour type", bytes: withHeader(header(width: 12, height: 10, colorType: 5)),
        message: "Invalid color type in IHDR"),
    ]
  }()

  @Test(arguments: cases)
  func isRejectedWithAClearMessage(_ testCase: Case) {
    do {
      let bitmap = try PNGCodec.decode(testCase.bytes)
      Issue.record("decoded \(bitmap) from bad input")
    } catch {
      guard case .pngDecodingFailed(let message) = error else {
        Issue.record("unexpected error \(error)")
        return
      }
      #expect(message.contains(testCase.message), "message: \(message)")
      #expect(error.description == "cannot decode PNG: \(message)")
    }
  }

  /// Every prefix of a valid file fails cleanly, except those that already hold all the pixels.
  @Test func everyTruncationFailsCleanly() throws {
    let bytes = PNGForeignFileTests.file(.rgba, bitDepth: 8, width: 9, height: 4, interlaced: true)
      .bytes
    let complete = try PNGCodec.decode(bytes)
    let iend = try #require(PNGTestFile.offset(ofChunk: "IEND", in: bytes))
    for length in 0..<bytes.count {
      let prefix = Array(bytes.prefix(length))
      if length >= iend {
        // Only IEND (not needed for pixels) is missing.
        #expect(try PNGCodec.decode(prefix) == complete)
      } else {
        #expect(throws: RasterError.self, "prefix of \(length) bytes") {
          try PNGCodec.decode(prefix)
        }
      }
    }
  }

  /// Seeded random byte corruption: decoding either fails with a message or yields some image.
  @Test func randomCorruptionNeverCrashes() {
    let bytes = PNGForeignFileTests.file(
      .rgba, bitDepth: 16, width: 17, height: 9, interlaced: true
    ).bytes
    var random = SeededRandom(seed: 42)
    for _ in 0..<2000 {
      var corrupt = bytes
      for _ in 0..<(1 + Int(random.next() % 4)) {
        corrupt[Int(random.next() % UInt64(corrupt.count))] = UInt8(
          truncatingIfNeeded: random.next())
      }
      do {
        _ = try PNGCodec.decode(corrupt)
      } catch {
        #expect(!error.description.isEmpty)
      }
    }
  }
}
