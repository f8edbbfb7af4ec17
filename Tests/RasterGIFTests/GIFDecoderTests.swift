import Raster
import RasterGIF
import TestSupport
import Testing

/// White, red, blue, black.
private let fourColours: [UInt8] = [255, 255, 255, 255, 0, 0, 0, 0, 255, 0, 0, 0]

private func rgba(_ bitmap: PremultipliedRGBA8Bitmap, _ x: Int, _ y: Int) -> [UInt8] {
  let p = bitmap[x, y]
  return [p.r, p.g, p.b, p.a]
}

@Suite struct GIFDecoderTests {
  /// A 10 × 10 file in the shape of the classic "sample 1" GIF: LZW that grows its codes.
  @Test func decodesAHandCompressedFile() throws {
    let bytes: [UInt8] = [
      0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x0A, 0x00, 0x0A, 0x00, 0x91, 0x00, 0x00, 0xFF, 0xFF,
      0xFF, 0xFF, 0x00, 0x00, 0x00, 0x00, 0xFF, 0x00, 0x00, 0x00, 0x21, 0xF9, 0x04, 0x00, 0x00,
      0x00, 0x00, 0x00, 0x2C, 0x00, 0x00, 0x00, 0x00, 0x0A, 0x00, 0x0A, 0x00, 0x00, 0x02, 0x16,
      0x8C, 0x2D, 0x99, 0x87, 0x2A, 0x1C, 0xDC, 0x33, 0xA0, 0x02, 0x75, 0xEC, 0x95, 0xFA, 0xA8,
      0xDE, 0x60, 0x8C, 0x04, 0x91, 0x4C, 0x01, 0x00, 0x3B,
    ]
    let rows = [
      "1111122222", "1111122222", "1111122222", "1110000222", "1110000222",
      "2220000111", "2220000111", "2222211111", "2222211111", "2222211111",
    ]
    let gif = try #require(GIFAnimation(bytes))
    #expect(gif.width == 10 && gif.height == 10 && gif.frames.count == 1)
    let frame = gif.frames[0].bitmap
    for (y, row) in rows.enumerated() {
      for (x, c) in row.enumerated() {
        let i = Int(String(c))!
        #expect(rgba(frame, x, y) == Array(fourColours[i * 3..<i * 3 + 3]) + [255])
      }
    }
  }

  /// Two frames with delays and a loop count; the second has a local palette and a
  /// transparent index, so the first frame shows through it.
  @Test func composesAnAnimation() throws {
    var writer = GIFWriter(width: 4, height: 2, globalPalette: fourColours, loopCount: 3)
    var first = GIFWriter.Frame(width: 4, height: 2, indices: [1, 1, 2, 2, 3, 3, 0, 0])
    first.delayHundredths = 7
    var second = GIFWriter.Frame(width: 2, height: 2, indices: [1, 0, 0, 1])
    second.left = 1
    second.localPalette = [0, 0, 0, 0, 255, 0]
    second.transparentIndex = 0
    second.delayHundredths = 0
    writer.frames = [first, second]
    let gif = try #require(GIFAnimation(writer.bytes))
    #expect(gif.loopCount == 3)
    #expect(gif.frames.map(\.delay) == [0.07, 0])
    #expect(gif.frames[1].hasLocalColorMap && !gif.frames[0].hasLocalColorMap)
    let b = gif.frames[1].bitmap
    #expect(rgba(b, 0, 0) == [255, 0, 0, 255])  // first frame
    #expect(rgba(b, 1, 0) == [0, 255, 0, 255])  // second frame's green
    #expect(rgba(b, 2, 0) == [0, 0, 255, 255])  // transparent: first frame's blue
    #expect(rgba(b, 2, 1) == [0, 255, 0, 255])
    #expect(rgba(gif.frames[0].bitmap, 1, 0) == [255, 0, 0, 255])
  }

  @Test func disposalMethodsRestoreTheCanvas() throws {
    for (disposal, expected) in [
      (0, [255, 0, 0, 255]), (1, [255, 0, 0, 255]), (2, [0, 0, 0, 0]),
      (3, [0, 0, 255, 255]),
    ] as [(Int, [UInt8])] {
      var writer = GIFWriter(width: 2, height: 1, globalPalette: fourColours)
      writer.frames = [GIFWriter.Frame(width: 2, height: 1, indices: [2, 2])]
      var red = GIFWriter.Frame(width: 1, height: 1, indices: [1])
      red.disposal = disposal
      writer.frames.append(red)
      var clear = GIFWriter.Frame(width: 1, height: 1, indices: [0])
      clear.left = 1
      clear.transparentIndex = 0
      writer.frames.append(clear)
      let gif = try #require(GIFAnimation(writer.bytes))
      #expect(rgba(gif.frames[1].bitmap, 0, 0) == [255, 0, 0, 255])
      // After the red frame's disposal: left in place (0, 1), cleared (2), or restored (3).
      #expect(rgba(gif.frames[2].bitmap, 0, 0) == expected, "disposal \(disposal)")
    }
  }

  @Test func deinterlacesRows() throws {
    let height = 11
    let indices = (0..<height).flatMap { y in [UInt8](repeating: UInt8(y % 4), count: 3) }
    var writer = GIFWriter(width: 3, height: height, globalPalette: fourColours)
    var frame = GIFWriter.Frame(width: 3, height: height, indices: indices)
    frame.interlaced = true
    writer.frames = [frame]
    let gif = try #require(GIFAnimation(writer.bytes))
    #expect(gif.frames[0].isInterlaced)
    for y in 0..<height {
      let i = y % 4
      #expect(rgba(gif.frames[0].bitmap, 2, y) == Array(fourColours[i * 3..<i * 3 + 3]) + [255])
    }
  }

  /// Enough varied pixels to fill the code table, so the encoder clears it mid-image.
  @Test func decodesAFullCodeTable() throws {
    var random = SeededRandom(seed: 7)
    let palette = (0..<768).map { _ in UInt8.random(in: 0...255, using: &random) }
    let indices = (0..<(64 * 64)).map { _ in UInt8.random(in: 0...255, using: &random) }
    var writer = GIFWriter(width: 64, height: 64, globalPalette: palette)
    writer.frames = [GIFWriter.Frame(width: 64, height: 64, indices: indices)]
    let gif = try #require(GIFAnimation(writer.bytes))
    let bitmap = gif.frames[0].bitmap
    for (n, i) in indices.enumerated() {
      let c = Array(palette[Int(i) * 3..<Int(i) * 3 + 3]) + [255]
      if rgba(bitmap, n % 64, n / 64) != c {
        Issue.record("pixel \(n) differs")
        break
      }
    }
  }

  @Test func truncatedFilesKeepTheirWholeFrames() throws {
    var writer = GIFWriter(width: 8, height: 8, globalPalette: fourColours)
    let frame = GIFWriter.Frame(
      width: 8, height: 8, indices: (0..<64).map { UInt8($0 * 7 % 4) })
    writer.frames = [frame, frame]
    let bytes = writer.bytes
    #expect(GIFAnimation(bytes)?.frames.count == 2)
    // Cut inside the second frame: the first stays; cut inside the first: nothing.
    #expect(GIFAnimation(Array(bytes.dropLast(6)))?.frames.count == 1)
    let firstEnd = bytes.count / 2
    #expect(GIFAnimation(Array(bytes.prefix(firstEnd - 10))) == nil)
    #expect(GIFAnimation(Array(bytes.prefix(13))) == nil)
    #expect(GIFAnimation(Array("GIF89a".utf8)) == nil)
  }

  @Test func hostileFilesAreRefusedWithoutTrapping() {
    var writer = GIFWriter(width: 4, height: 4, globalPalette: fourColours)
    writer.frames = [
      GIFWriter.Frame(width: 4, height: 4, indices: [UInt8](repeating: 1, count: 16))
    ]
    let good = writer.bytes
    var random = SeededRandom(seed: 11)
    var decoded = 0
    for _ in 0..<2000 {
      var bytes = good
      for _ in 0..<Int.random(in: 1...6, using: &random) {
        bytes[Int.random(in: 6..<bytes.count, using: &random)] = UInt8.random(
          in: 0...255, using: &random)
      }
      if GIFAnimation(bytes) != nil { decoded += 1 }
    }
    #expect(decoded > 0)
    // A minimum code size of 12, and a first code that is no literal, are refused.
    let header = [UInt8]("GIF89a".utf8) + [1, 0, 1, 0, 0, 0, 0]
    let image: [UInt8] = [0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0]
    #expect(GIFAnimation(header + image + [12, 1, 0xFF, 0, 0x3B]) == nil)
    // Code size 2: clear (4) then 6, which names no entry yet.
    #expect(GIFAnimation(header + image + [2, 1, 0b110_100, 0, 0x3B]) == nil)
    // Sizes past the pixel budget are refused before any memory is taken for them.
    let huge = [UInt8]("GIF89a".utf8) + [0, 0x40, 0, 0x40, 0, 0, 0]
    #expect(GIFAnimation(huge + image + [2, 1, 0b101_100, 0, 0x3B]) == nil)
    let wide: [UInt8] = [0x2C, 0, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF, 0]
    #expect(GIFAnimation(header + wide + [2, 1, 0b101_100, 0, 0x3B]) == nil)
  }
}
