import Foundation
import Raster
import RasterPNG
import Testing

/// `curtain diff` from the built binary: exit status 0 for identical images, 1 for different
/// ones, 2 on error, as cmp; a difference picture on request.
@Suite struct DiffEndToEndTests {
  /// Writes a `width` × `height` image of `color` with `changed` pixels set to `mark`.
  static func write(
    _ path: String, width: Int = 8, height: Int = 6, color: PremultipliedRGBA8 = .white,
    changed: [(x: Int, y: Int)] = [], mark: PremultipliedRGBA8 = .black
  ) throws {
    var bitmap = try PremultipliedRGBA8Bitmap(width: width, height: height, fill: color)
    for (x, y) in changed { bitmap[x, y] = mark }
    try PNGCodec.write(bitmap, to: path)
  }

  @Test func identicalImagesExitZero() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try Self.write(scratch.path("a.png"))
    try Self.write(scratch.path("b.png"))
    let result = try CurtainProcess.run(["diff", "a.png", "b.png"], in: scratch.url)
    #expect(result.status == 0)
    #expect(result.output == "identical: 8×6 pixels\n")
    #expect(result.error.isEmpty)
  }

  @Test func differentImagesExitOneWithTheCountAndTheLargestDelta() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try Self.write(scratch.path("a.png"))
    try Self.write(scratch.path("b.png"), changed: [(1, 1), (5, 4)])
    let result = try CurtainProcess.run(
      ["diff", "a.png", "b.png", "-o", "difference.png"], in: scratch.url)
    #expect(result.status == 1)
    #expect(result.output.hasPrefix("2 of 48 pixels differ; max channel delta 255 at (1, 1)"))
    let picture = try PNGCodec.read(from: scratch.path("difference.png"))
    #expect(picture.pixel(x: 1, y: 1) == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
    #expect(picture.pixel(x: 0, y: 0).r == picture.pixel(x: 0, y: 0).g)  // grey elsewhere
  }

  @Test func aToleranceForgivesSmallDeltas() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let grey = PremultipliedRGBA8(r: 100, g: 100, b: 100, a: 255)
    try Self.write(scratch.path("a.png"), color: grey)
    try Self.write(
      scratch.path("b.png"), color: grey, changed: [(2, 2)],
      mark: PremultipliedRGBA8(r: 102, g: 100, b: 100, a: 255))
    let strict = try CurtainProcess.run(["diff", "a.png", "b.png"], in: scratch.url)
    #expect(strict.status == 1)
    let lenient = try CurtainProcess.run(
      ["diff", "a.png", "b.png", "--tolerance", "2"], in: scratch.url)
    #expect(lenient.status == 0)
    #expect(lenient.output.hasPrefix("identical within the tolerance (max channel delta 2)"))
  }

  @Test func differentSizesExitOne() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try Self.write(scratch.path("a.png"))
    try Self.write(scratch.path("b.png"), width: 6)
    let result = try CurtainProcess.run(["diff", "a.png", "b.png"], in: scratch.url)
    #expect(result.status == 1)
    #expect(result.output == "the sizes differ: a.png is 8×6, b.png is 6×6\n")
  }

  /// (arguments, the one line on standard error): troubles are status 2.
  static let troubles: [([String], String)] = [
    (
      ["diff", "a.png", "missing.png"],
      "curtain: cannot read missing.png: No such file or directory"
    ),
    (["diff", "a.png", "text.png"], "curtain: cannot decode PNG: text.png:"),
    (
      ["diff", "a.png", "a.png", "-o", "nowhere/d.png"],
      "curtain: cannot write -o nowhere/d.png: the directory nowhere does not exist"
    ),
    (
      ["diff", "a.png", "a.png", "--tolerance", "300"],
      "curtain: --tolerance must be 0…255, not 300"
    ),
    (["diff", "a.png"], "curtain: Missing expected argument '<b.png>'"),
  ]

  @Test(arguments: troubles)
  func troubleExitsTwo(arguments: [String], message: String) throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try Self.write(scratch.path("a.png"))
    try "not a PNG".write(toFile: scratch.path("text.png"), atomically: true, encoding: .utf8)
    let result = try CurtainProcess.run(arguments, in: scratch.url)
    #expect(result.status == 2, "\(result)")
    #expect(result.errorLines.count == 1)
    #expect(result.error.hasPrefix(message), "\(result.error)")
    #expect(result.output.isEmpty)
    #expect(scratch.contents() == ["a.png", "text.png"])
  }
}
