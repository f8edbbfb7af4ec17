import Raster
import Testing

/// The pixel comparison behind golden tests: what counts as different, and what it says.
@Suite struct BitmapDifferenceTests {
  static let grey = PremultipliedRGBA8(r: 100, g: 100, b: 100, a: 255)

  static func bitmap(width: Int = 8, height: Int = 8) throws -> PremultipliedRGBA8Bitmap {
    try PremultipliedRGBA8Bitmap(width: width, height: height, fill: grey)
  }

  @Test func identicalBitmapsDoNotDiffer() throws {
    #expect(
      BitmapDifference.compare(
        reference: try Self.bitmap(), actual: try Self.bitmap(), maxChannelDelta: 0) == nil)
  }

  @Test func identicalPixelsWithDifferentRowPaddingDoNotDiffer() throws {
    let padded = try PremultipliedRGBA8Bitmap(width: 8, height: 8, rowStride: 13, fill: Self.grey)
    #expect(
      BitmapDifference.compare(reference: try Self.bitmap(), actual: padded, maxChannelDelta: 0)
        == nil)
  }

  @Test func onePixelOff() throws {
    var actual = try Self.bitmap()
    actual[3, 5] = PremultipliedRGBA8(r: 100, g: 137, b: 100, a: 255)
    let difference = try #require(
      BitmapDifference.compare(reference: try Self.bitmap(), actual: actual, maxChannelDelta: 0))
    #expect(
      difference.kind
        == .pixels(
          count: 1, maxChannelDelta: 37, worstX: 3, worstY: 5,
          bounds: PixelRect(x: 3, y: 5, width: 1, height: 1)))
    #expect(
      difference.message == """
        1 pixel of 64 differs. Max channel delta 37 at (3, 5): reference rgba(100, 100, 100, 255) \
        premultiplied, actual rgba(100, 137, 100, 255) premultiplied.
        """)
  }

  @Test func severalPixelsOffNameTheWorstAndTheirExtent() throws {
    var actual = try Self.bitmap()
    actual[1, 2] = PremultipliedRGBA8(r: 101, g: 100, b: 100, a: 255)
    actual[6, 4] = PremultipliedRGBA8(r: 100, g: 100, b: 90, a: 255)
    actual[2, 7] = PremultipliedRGBA8(r: 100, g: 100, b: 100, a: 250)
    let difference = try #require(
      BitmapDifference.compare(reference: try Self.bitmap(), actual: actual, maxChannelDelta: 0))
    #expect(
      difference.message == """
        3 pixels of 64 differ. Max channel delta 10 at (6, 4): reference rgba(100, 100, 100, 255) \
        premultiplied, actual rgba(100, 100, 90, 255) premultiplied; the differing pixels lie \
        within x 1…6, y 2…7.
        """)
  }

  struct ToleranceCase: Sendable, CustomTestStringConvertible {
    let delta: UInt8
    let tolerance: UInt8
    let differs: Bool
    var testDescription: String { "delta \(delta), tolerance \(tolerance)" }
  }

  @Test(arguments: [
    ToleranceCase(delta: 1, tolerance: 0, differs: true),
    ToleranceCase(delta: 1, tolerance: 1, differs: false),
    ToleranceCase(delta: 2, tolerance: 1, differs: true),
    ToleranceCase(delta: 3, tolerance: 3, differs: false),
    ToleranceCase(delta: 4, tolerance: 3, differs: true),
    ToleranceCase(delta: 155, tolerance: 254, differs: false),
  ])
  func tolerance(_ c: ToleranceCase) throws {
    var actual = try Self.bitmap()
    actual[0, 0] = PremultipliedRGBA8(r: 100, g: 100, b: 100 + c.delta, a: 255)
    let difference = BitmapDifference.compare(
      reference: try Self.bitmap(), actual: actual, maxChannelDelta: c.tolerance)
    #expect((difference != nil) == c.differs)
  }

  @Test func overToleranceSaysWhichToleranceWasExceeded() throws {
    var actual = try Self.bitmap()
    actual[0, 0] = PremultipliedRGBA8(r: 103, g: 100, b: 100, a: 255)
    actual[7, 7] = PremultipliedRGBA8(r: 102, g: 100, b: 100, a: 255)  // within tolerance
    let difference = try #require(
      BitmapDifference.compare(reference: try Self.bitmap(), actual: actual, maxChannelDelta: 2))
    #expect(
      difference.message == """
        1 pixel of 64 differs by more than the allowed channel delta 2. Max channel delta 3 at \
        (0, 0): reference rgba(100, 100, 100, 255) premultiplied, actual rgba(103, 100, 100, 255) \
        premultiplied.
        """)
  }

  @Test(arguments: [(8, 9), (9, 8), (1, 1)])
  func sizeMismatch(width: Int, height: Int) throws {
    let difference = try #require(
      BitmapDifference.compare(
        reference: try Self.bitmap(), actual: try Self.bitmap(width: width, height: height),
        maxChannelDelta: 255))
    #expect(
      difference.message
        == "The sizes differ: the reference is 8×8 pixels, the actual image is \(width)×\(height).")
  }

  // MARK: - Difference image

  @Test func differenceImageDimsTheReferenceAndMarksDifferencesInRed() throws {
    var reference = try Self.bitmap(width: 4, height: 2)
    reference[0, 1] = .white
    reference[1, 1] = .transparent
    reference[3, 1] = .black
    var actual = reference
    actual[2, 0] = PremultipliedRGBA8(r: 100, g: 101, b: 100, a: 255)  // delta 1
    actual[3, 0] = .black  // delta 100
    actual[3, 1] = PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255)  // delta 255 (blue)
    let image = try #require(
      BitmapDifference.compare(reference: reference, actual: actual, maxChannelDelta: 0)
    )
    .differenceImage()
    // Grey 100 → luma 100 (the weights 77 + 150 + 29 sum to 256) → 128 + 100 / 4.
    let dimmedGrey = PremultipliedRGBA8(r: 153, g: 153, b: 153, a: 255)
    let dimmedWhite = PremultipliedRGBA8(r: 191, g: 191, b: 191, a: 255)
    #expect(image[0, 0] == dimmedGrey)
    #expect(image[1, 0] == dimmedGrey)
    #expect(image[0, 1] == dimmedWhite)
    #expect(image[1, 1] == dimmedWhite)  // transparent over white is white
    #expect(image[2, 0] == PremultipliedRGBA8(r: 128, g: 0, b: 0, a: 255))
    #expect(image[3, 0] == PremultipliedRGBA8(r: 177, g: 0, b: 0, a: 255))
    #expect(image[3, 1] == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
  }

  @Test func differenceImageOfDifferentSizesCoversBoth() throws {
    let reference = try Self.bitmap(width: 3, height: 2)
    let actual = try Self.bitmap(width: 2, height: 3)
    let image = try #require(
      BitmapDifference.compare(reference: reference, actual: actual, maxChannelDelta: 0)
    )
    .differenceImage()
    #expect(image.width == 3 && image.height == 3)
    #expect(image[0, 0] == PremultipliedRGBA8(r: 153, g: 153, b: 153, a: 255))
    #expect(image[2, 0] == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
    #expect(image[0, 2] == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
    #expect(image[2, 2] == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
  }
}
