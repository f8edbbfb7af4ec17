import Raster
import RasterPNG
import Testing

/// The image a PNG's header declares against the data the file holds: a file too short for its
/// size is refused from its header, before a bitmap is allocated.
@Suite struct PNGDeclaredSizeTests {
  /// `width × height` RGBA in its header, and a little image data: one stored row's worth.
  static func file(width: Int, height: Int) -> [UInt8] {
    let header =
      PNGTestFile.bigEndian(UInt32(width)) + PNGTestFile.bigEndian(UInt32(height))
      + [8, PNGTestFile.ColorType.rgba.rawValue, 0, 0, 0]
    return PNGTestFile.signature + PNGTestFile.chunk("IHDR", header)
      + PNGTestFile.chunk("IDAT", PNGTestFile.zlibStored([UInt8](repeating: 0, count: 40)))
      + PNGTestFile.chunk("IEND", [])
  }

  /// 16384 × 16384 (a gigabyte of pixels) declared by a file of 120 bytes. The decoder used to
  /// allocate and clear the gigabyte before it found the data missing.
  @Test func aTinyFileDeclaringAHugeImageIsRefusedBeforeItsPixelsAreAllocated() {
    let bytes = Self.file(width: 16384, height: 16384)
    #expect(bytes.count < 200)
    #expect {
      try PNGCodec.decode(bytes)
    } throws: { error in
      "\(error)".hasPrefix(
        "cannot decode PNG: the PNG is truncated: its 16384×16384 pixels need at least 1040463 "
          + "bytes of image data, and only")
    }
  }

  /// An image as compressible as can be (all zero, deflated at zlib's best, about 1028 to 1)
  /// is as long as its size needs, and decodes.
  @Test func theMostCompressibleImageStillDecodes() throws {
    let image = try PremultipliedRGBA8Bitmap(width: 2048, height: 2048)
    let bytes = try PNGCodec.encode(image, options: .compact)
    #expect(try PNGCodec.decode(bytes) == image)
  }
}
