import Foundation
import Raster
import RasterPNG
import Testing

@testable import HeadlessUIKit

/// Loading PNG files and data, scales from file names, lookup by name, and failures as `nil`.
@Suite struct UIImageTests {
  /// A fresh empty directory under the system's temporary directory.
  static func temporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "curtain-uiimage-tests-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// A `width × height` bitmap whose pixel (x, y) has red x and green y, opaque.
  static func bitmap(width: Int, height: Int) throws -> PremultipliedRGBA8Bitmap {
    var bitmap = try PremultipliedRGBA8Bitmap(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        bitmap[x, y] = PremultipliedRGBA8(r: UInt8(x), g: UInt8(y), b: 7, a: 255)
      }
    }
    return bitmap
  }

  /// Writes a `width × height` PNG called `name` into `directory`.
  static func writePNG(_ name: String, in directory: String, width: Int, height: Int) throws {
    try PNGCodec.write(bitmap(width: width, height: height), to: directory + "/" + name)
  }

  @Test func readsAPNGFileWithItsPixels() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try Self.writePNG("card.png", in: directory, width: 30, height: 20)
    let image = try #require(UIImage(contentsOfFile: directory + "/card.png"))
    #expect(image.scale == 1)
    #expect(image.size == CGSize(width: 30, height: 20))
    #expect(image.imageOrientation == .up)
    let cgImage = try #require(image.cgImage)
    #expect(cgImage.width == 30 && cgImage.height == 20)
    #expect(cgImage.renderImage.bitmap == (try Self.bitmap(width: 30, height: 20)))
  }

  /// The scale comes from the file name; the size in points is pixels / scale.
  @Test(
    arguments: [
      //  file name         scale  size in points
      ("icon.png", 1, [60, 42]),
      ("icon@2x.png", 2, [30, 21]),
      ("icon@3x.png", 3, [20, 14]),
      ("icon@4x.png", 1, [60, 42]),
      ("icon@2x~ipad.png", 1, [60, 42]),
    ] as [(String, CGFloat, [CGFloat])])
  func scaleFromTheFileName(name: String, scale: CGFloat, size: [CGFloat]) throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try Self.writePNG(name, in: directory, width: 60, height: 42)
    let image = try #require(UIImage(contentsOfFile: directory + "/" + name))
    #expect(image.scale == scale)
    #expect(image.size == CGSize(width: size[0], height: size[1]))
  }

  @Test func badFilesGiveNil() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let garbage = directory + "/garbage.png"
    try Data("not a png at all".utf8).write(to: URL(fileURLWithPath: garbage))
    let empty = directory + "/empty.png"
    try Data().write(to: URL(fileURLWithPath: empty))
    // A real PNG cut short.
    let truncated = directory + "/truncated.png"
    let whole = try PNGCodec.encode(Self.bitmap(width: 16, height: 16))
    try Data(whole.prefix(whole.count / 2)).write(to: URL(fileURLWithPath: truncated))

    #expect(UIImage(contentsOfFile: garbage) == nil)
    #expect(UIImage(contentsOfFile: empty) == nil)
    #expect(UIImage(contentsOfFile: truncated) == nil)
    #expect(UIImage(contentsOfFile: directory + "/missing.png") == nil)
    #expect(UIImage(contentsOfFile: directory) == nil)  // a directory
    #expect(UIImage(data: Data([0x89, 0x50, 0x4E, 0x47])) == nil)
    #expect(UIImage(data: Data()) == nil)
  }

  @Test func decodesData() throws {
    let bytes = try PNGCodec.encode(Self.bitmap(width: 8, height: 4))
    let image = try #require(UIImage(data: Data(bytes), scale: 2))
    #expect(image.size == CGSize(width: 4, height: 2))
    #expect(UIImage(data: Data(bytes))?.scale == 1)
  }

  @Test func pngDataRoundTrips() throws {
    let bitmap = try Self.bitmap(width: 9, height: 5)
    let image = UIImage(cgImage: CGImage(bitmap: bitmap), scale: 3, orientation: .up)
    let data = try #require(image.pngData())
    #expect(UIImage(data: data)?.cgImage?.renderImage.bitmap == bitmap)
    #expect(UIImage().pngData() == nil)
  }

  @Test(
    arguments: [
      //  orientation                     size in points (pixels 40 × 10 at scale 2)
      (UIImage.Orientation.up, [20, 5]),
      (UIImage.Orientation.down, [20, 5]),
      (UIImage.Orientation.upMirrored, [20, 5]),
      (UIImage.Orientation.left, [5, 20]),
      (UIImage.Orientation.right, [5, 20]),
      (UIImage.Orientation.rightMirrored, [5, 20]),
    ] as [(UIImage.Orientation, [CGFloat])])
  func quarterTurnsSwapTheSize(orientation: UIImage.Orientation, size: [CGFloat]) throws {
    let image = UIImage(
      cgImage: CGImage(bitmap: try Self.bitmap(width: 40, height: 10)), scale: 2,
      orientation: orientation)
    #expect(image.size == CGSize(width: size[0], height: size[1]))
  }

  @Test func emptyAndSymbolImages() {
    #expect(UIImage().size == .zero)
    #expect(UIImage().cgImage == nil)
    #expect(UIImage(systemName: "xmark")?.isSymbolImage == true)
    #expect(UIImage(systemName: "not.a.symbol") == nil)
    #expect(UIImage(named: "") == nil)
  }

  /// The object symbols bar items use and the tab symbols are drawn, each with ink covering a
  /// fair share of its square, and each different from the others.
  @Test func objectAndTabSymbolsAreDrawn() throws {
    var drawings: [PremultipliedRGBA8Bitmap] = []
    for name in SymbolGlyphs.objectNames.union(SymbolGlyphs.tabNames).sorted() {
      let configuration = UIImage.SymbolConfiguration(pointSize: 20)
      let image = try #require(UIImage(systemName: name, withConfiguration: configuration))
      let bitmap = try #require(image.cgImage).renderImage.bitmap
      let inked = (0..<bitmap.height).flatMap { y in (0..<bitmap.width).map { bitmap[$0, y] } }
        .filter { $0.a > 128 }.count
      let share = Double(inked) / Double(bitmap.width * bitmap.height)
      #expect(share > 0.08 && share < 0.6, "\(name): \(share)")
      drawings.append(bitmap)
    }
    for i in drawings.indices {
      for j in drawings.indices where j > i { #expect(drawings[i] != drawings[j]) }
    }
  }

  // MARK: - Lookup by name

  /// Which file `UIImage(named:)` picks from `icon.png`, `icon@2x.png` and `icon@3x.png`, by
  /// display scale; each file has a different width so the pick shows.
  @Test(
    arguments: [
      //  name          display scale  picked scale
      ("icon", 0, 1),
      ("icon", 1, 1),
      ("icon", 2, 2),
      ("icon", 3, 3),
      ("icon.png", 3, 1),
      ("icon@2x.png", 1, 2),
    ] as [(String, CGFloat, CGFloat)])
  func namedPicksTheScaleVariant(name: String, displayScale: CGFloat, picked: CGFloat) throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try Self.writePNG("icon.png", in: directory, width: 10, height: 10)
    try Self.writePNG("icon@2x.png", in: directory, width: 20, height: 20)
    try Self.writePNG("icon@3x.png", in: directory, width: 30, height: 30)
    let image = UIImage.$searchDirectories.withValue([directory]) {
      UITraitCollection(displayScale: displayScale).performAsCurrent { UIImage(named: name) }
    }
    #expect(image?.scale == picked)
    #expect(image?.size == CGSize(width: 10, height: 10))
  }

  @Test func namedFallsBackToOtherScalesAndDirectories() throws {
    let first = try Self.temporaryDirectory()
    let second = try Self.temporaryDirectory()
    defer {
      try? FileManager.default.removeItem(atPath: first)
      try? FileManager.default.removeItem(atPath: second)
    }
    try Self.writePNG("badge@2x.png", in: second, width: 8, height: 8)
    let traits = UITraitCollection(displayScale: 3)
    let image = UIImage.$searchDirectories.withValue([first, second]) {
      UIImage(named: "badge", in: nil, compatibleWith: traits)
    }
    #expect(image?.scale == 2)
    #expect(image?.size == CGSize(width: 4, height: 4))
    #expect(UIImage.$searchDirectories.withValue([first]) { UIImage(named: "badge") } == nil)
  }

  @Test func namedSearchesTheBundleFirst() throws {
    let bundleDirectory = try Self.temporaryDirectory()
    let other = try Self.temporaryDirectory()
    defer {
      try? FileManager.default.removeItem(atPath: bundleDirectory)
      try? FileManager.default.removeItem(atPath: other)
    }
    try Self.writePNG("logo.png", in: bundleDirectory, width: 12, height: 6)
    try Self.writePNG("logo.png", in: other, width: 2, height: 2)
    let bundle = try #require(Bundle(path: bundleDirectory))
    let image = UIImage.$searchDirectories.withValue([other]) {
      UIImage(named: "logo", in: bundle, compatibleWith: nil)
    }
    #expect(image?.size == CGSize(width: 12, height: 6))
  }

  @Test func aBrokenFileFoundByNameGivesNil() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try Data("broken".utf8).write(to: URL(fileURLWithPath: directory + "/broken.png"))
    #expect(UIImage.$searchDirectories.withValue([directory]) { UIImage(named: "broken") } == nil)
  }

  @Test func theDefaultSearchPathIsResourcesThenTheCurrentDirectory() {
    #expect(UIImage.searchDirectories == ["Resources", "."])
  }

  /// A symbol Curtain does not draw is nil, as it would be for a name iOS lacks, and the stage's
  /// console says so once: iOS would have drawn it.
  @Test @MainActor func anUndrawnSymbolIsNilAndSaysSoOnce() {
    let stage = Stage()
    var images: [UIImage?] = []
    stage.run {
      images.append(UIImage(systemName: "bell.fill"))
      images.append(UIImage(systemName: "bell.fill"))
      images.append(UIImage(systemName: "checkmark"))
    }
    #expect(images.map { $0 == nil } == [true, true, false])
    #expect(
      stage.messages.map(\.text) == [
        "UIImage(systemName: \"bell.fill\") has no effect in Curtain: Curtain draws "
          + "\(SymbolGlyphs.names.count) system symbols and gives nil for the others, where iOS "
          + "gives any SF Symbol."
      ])
  }
}
