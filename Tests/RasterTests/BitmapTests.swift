import TestSupport
import Testing

@testable import Raster

@Suite struct BitmapTests {
  @Test(arguments: [(0, 10), (10, 0), (-1, 5), (5, -3), (16385, 1), (1, 16385), (Int.min, Int.max)])
  func invalidSizesThrow(width: Int, height: Int) {
    #expect(throws: RasterError.invalidSize(width: width, height: height)) {
      try PremultipliedRGBA8Bitmap(width: width, height: height)
    }
  }

  @Test func theLargestSizeIsAccepted() throws {
    let b = try PremultipliedRGBA8Bitmap(width: 16384, height: 1)
    #expect(b.width == 16384)
  }

  @Test func aStrideSmallerThanTheWidthThrows() {
    #expect(throws: RasterError.invalidRowStride(rowStride: 3, width: 4)) {
      try PremultipliedRGBA8Bitmap(width: 4, height: 2, rowStride: 3)
    }
  }

  @Test func errorsSayWhatToDo() {
    #expect(RasterError.invalidSize(width: 0, height: 3).description.contains("1…16384"))
  }

  @Test func pixelsAreReadAndWritten() throws {
    var b = try PremultipliedRGBA8Bitmap(width: 3, height: 2, fill: .black)
    b[2, 1] = PremultipliedRGBA8(r: 10, g: 20, b: 30, a: 40)
    #expect(b.pixel(x: 2, y: 1) == PremultipliedRGBA8(r: 10, g: 20, b: 30, a: 40))
    #expect(b[0, 0] == .black)
  }

  @Test func coloursAreClampedToAlpha() {
    let p = PremultipliedRGBA8(r: 200, g: 20, b: 255, a: 100)
    #expect(p == PremultipliedRGBA8(r: 100, g: 20, b: 100, a: 100))
  }

  @Test func copiesAreIndependent() throws {
    var a = try PremultipliedRGBA8Bitmap(width: 2, height: 2, fill: .white)
    let b = a
    a[0, 0] = .black
    #expect(b[0, 0] == .white)
    #expect(a != b)
  }

  @Test func equalityIgnoresRowPadding() throws {
    var a = try PremultipliedRGBA8Bitmap(width: 3, height: 2, rowStride: 8, fill: .white)
    var b = try PremultipliedRGBA8Bitmap(width: 3, height: 2, fill: .white)
    #expect(a == b)
    a[1, 1] = .black
    b[1, 1] = .black
    #expect(a == b)
    #expect(a.rowStride == 8)
  }

  @Test func croppingCopiesTheOverlap() throws {
    var a = try PremultipliedRGBA8Bitmap(width: 4, height: 4)
    a[2, 3] = .white
    let c = try a.cropped(to: PixelRect(x: 2, y: 2, width: 10, height: 10))
    #expect(c.width == 2 && c.height == 2)
    #expect(c[0, 1] == .white)
    #expect(throws: RasterError.self) {
      try a.cropped(to: PixelRect(x: 9, y: 9, width: 1, height: 1))
    }
  }

  @Test func bytesRoundTrip() throws {
    var rng = SeededRandom(seed: 9)
    var bytes: [UInt8] = []
    for _ in 0..<(5 * 3) {
      let p = PremultipliedRGBA8(packed: rng.premultipliedPixel())
      bytes += [p.r, p.g, p.b, p.a]
    }
    let b = try PremultipliedRGBA8Bitmap(width: 5, height: 3, premultipliedRGBA: bytes)
    #expect(b.premultipliedRGBABytes == bytes)
    #expect(throws: RasterError.bufferSizeMismatch(expected: 60, actual: 3)) {
      try PremultipliedRGBA8Bitmap(width: 5, height: 3, premultipliedRGBA: [1, 2, 3])
    }
  }

  @Test func straightColoursPremultiplyWithOneRounding() {
    let c = RGBAColor(hex: 0xFF3B30, alpha: 0.75).premultiplied()
    #expect(c == PremultipliedRGBA8(r: 191, g: 44, b: 36, a: 191))
    #expect(
      RGBAColor(red: .nan, green: 2, blue: -1, alpha: 1).premultiplied()
        == PremultipliedRGBA8(r: 0, g: 255, b: 0, a: 255))
    #expect(
      RGBAColor.black.premultiplied(opacity: 0.5) == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 128))
  }
}
