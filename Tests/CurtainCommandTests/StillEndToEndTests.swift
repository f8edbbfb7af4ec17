import Foundation
import Raster
import RasterPNG
import Testing

/// `curtain still` from the built binary: the frame it writes is the frame SamplesTests holds as
/// a golden, pixel for pixel.
@Suite struct StillEndToEndTests {
  /// A golden of SamplesTests' `SampleStillTests` (iPhone 15 Pro at one pixel per point).
  static func golden(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent(
        "SamplesTests/__Snapshots__/SampleStillTests/still-moment.\(name).png"
      ).path
  }

  @Test func theInsetCardSettledIsTheGoldenPixelForPixel() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let result = try CurtainProcess.run(
      ["still", "inset-card", "--at", "1", "-o", "card.png", "--scale", "1"], in: scratch.url)
    #expect(result.status == 0, "\(result)")
    #expect(result.error == "curtain: wrote card.png (393×852, 'inset-card' at 1 s)\n")
    let frame = try PNGCodec.read(from: scratch.path("card.png"))
    #expect(frame == (try PNGCodec.read(from: Self.golden("inset-card"))))
    // The red card is inset by 30 points; the yellow around it is under 50 % black.
    #expect(frame.width == 393 && frame.height == 852)
    let red = frame.pixel(x: 196, y: 426)
    let dimmedYellow = frame.pixel(x: 15, y: 426)
    #expect(red.r > 200 && red.g < 100 && red.b < 100 && red.a == 255)
    #expect((120...135).contains(dimmedYellow.r) && (95...110).contains(dimmedYellow.g))
    #expect(dimmedYellow.b < 10)
    #expect(frame.pixel(x: 29, y: 426) == dimmedYellow && frame.pixel(x: 30, y: 426) == red)
  }

  /// `--bezel` makes the display's corners transparent; `--no-status-bar` and
  /// `--no-home-indicator` leave the app's own pixels at the top and bottom.
  @Test func theScreenOptionsShapeTheFrame() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    for (name, options) in [
      ("plain", ["--no-status-bar", "--no-home-indicator"]), ("shaped", ["--bezel"]),
    ] {
      let result = try CurtainProcess.run(
        ["still", "inset-card", "--at", "0.1", "-o", "\(name).png", "--scale", "1", "-q"]
          + options, in: scratch.url)
      #expect(result.status == 0, "\(result)")
    }
    let plain = try PNGCodec.read(from: scratch.path("plain.png"))
    let shaped = try PNGCodec.read(from: scratch.path("shaped.png"))
    let yellow = plain.pixel(x: 196, y: 426)
    #expect(plain.pixel(x: 0, y: 0) == yellow && plain.pixel(x: 72, y: 32) == yellow)
    #expect(plain.pixel(x: 196, y: 841) == yellow)
    #expect(shaped.pixel(x: 0, y: 0) == .transparent && shaped.pixel(x: 196, y: 29) == .transparent)
  }

  @Test func darkAppearanceResolvesTheSystemColours() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    for appearance in ["light", "dark"] {
      let result = try CurtainProcess.run(
        [
          "still", "dimming-chrome", "--at", "0", "-o", "\(appearance).png", "--scale", "1",
          "--appearance", appearance, "-q",
        ], in: scratch.url)
      #expect(result.status == 0, "\(result)")
    }
    // systemGroupedBackground: (242, 242, 247) in light, black in dark.
    let light = try PNGCodec.read(from: scratch.path("light.png")).pixel(x: 4, y: 4)
    let dark = try PNGCodec.read(from: scratch.path("dark.png")).pixel(x: 4, y: 4)
    #expect(light == PremultipliedRGBA8(r: 242, g: 242, b: 247, a: 255))
    #expect(dark == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
  }
}
