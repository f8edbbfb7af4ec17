import Compositor
import Foundation
import Raster
import RasterPNG
import Testing

@testable import CurtainTesting
@testable import HeadlessUIKit

/// Whole frames against iOS's: the four-label screen as iOS drew it (swift-snapshot-testing's
/// own `testTraits` screenshots, __Snapshots__/iOS) and as Curtain draws it, compared pixel by
/// pixel with the CIE 1994 ΔE swift-snapshot-testing's perceptual precision uses.
///
/// The layout is iOS's to the pixel (FidelityTests); what differs is the glyphs: Inter where
/// iOS draws SF, so the text's pixels miss while the white around them matches. Set
/// `CURTAIN_FIDELITY_REPORT=path` to write the figures as a Markdown table
/// (`path.screenshots.md`) and Curtain's frames (`path.iphone-se.png`, …).
@MainActor @Suite struct ScreenshotComparisonTests {
  /// How close one frame comes to another.
  struct Comparison {
    var name: String
    /// All pixels; those with ink (not white) in either frame.
    var pixels = 0
    var inkPixels = 0
    /// Pixels within ΔE 2 (perceptual precision 0.98), of all and of the inked ones.
    var matching = 0
    var matchingInk = 0
    /// The largest ΔE.
    var maximum: Float = 0

    var precision: Double { Double(matching) / Double(pixels) }
    var inkPrecision: Double { Double(matchingInk) / Double(inkPixels) }

    var row: String {
      String(
        format: "| %@ | %.4f | %.3f | %d | %.2f |", name, precision, inkPrecision, inkPixels,
        1 - Double(maximum) / 100)
    }
  }

  /// The screen Curtain draws for `recording`, at iOS's 3 pixels per point, without the
  /// status bar and home indicator (the snapshot holds the view alone).
  func frame(_ recording: RecordedLayout) throws -> PremultipliedRGBA8Bitmap {
    let stage = Stage(device: recording.device)
    stage.showsStatusBar = false
    stage.showsHomeIndicator = false
    stage.preferredContentSizeCategory = recording.category
    stage.run { stage.window.rootViewController = FidelityTests.FourLabels() }
    stage.advance(to: 0.1)
    return try Compositor().render(stage.renderTree())
  }

  /// `actual` against the `reference`, pixel by pixel.
  static func compare(
    _ name: String, reference: PremultipliedRGBA8Bitmap, actual: PremultipliedRGBA8Bitmap
  ) -> Comparison {
    var c = Comparison(name: name)
    let white = PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255)
    for y in 0..<reference.height {
      for x in 0..<reference.width {
        let a = reference[x, y]
        let b = actual[x, y]
        let ink = a != white || b != white
        c.pixels += 1
        c.inkPixels += ink ? 1 : 0
        let deltaE =
          a == b
          ? 0
          : PerceptualComparison.deltaE(
            reference: PerceptualComparison.lab(a.r, a.g, a.b),
            other: PerceptualComparison.lab(b.r, b.g, b.b))
        c.maximum = max(c.maximum, deltaE)
        guard deltaE <= 2 else { continue }
        c.matching += 1
        c.matchingInk += ink ? 1 : 0
      }
    }
    return c
  }

  static let references = [
    ("iPhoneSe", "iphone-se"), ("iPhone8", "iphone-8"), ("iPhoneX", "iphone-x"),
  ]

  @Test func theFourLabelScreenAgainstIOSsScreenshots() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__/iOS")
    var rows: [String] = []
    for (name, file) in Self.references {
      let recording = try #require(RecordedLayout.fourLabelScreens.first { $0.name == name })
      let reference = try PNGCodec.read(
        from: folder.appendingPathComponent("testTraits.\(file).png").path)
      let actual = try frame(recording)
      try #require(actual.width == reference.width && actual.height == reference.height)
      let c = Self.compare(name, reference: reference, actual: actual)
      if let path = ProcessInfo.processInfo.environment["CURTAIN_FIDELITY_REPORT"] {
        try PNGCodec.write(actual, to: path + ".\(file).png")
      }
      rows.append(c.row)
      // The white matches everywhere; the text's pixels differ with the typeface, but most
      // of them are still within ΔE 2 (the background inside the labels' boxes) and the frame
      // as a whole passes swift-snapshot-testing's precision 0.99 at perceptual 0.98.
      #expect(c.precision >= 0.99, "\(name): \(c.precision)")
      #expect(c.inkPixels < c.pixels / 50, "\(name): \(c.inkPixels) of \(c.pixels)")
    }
    if let path = ProcessInfo.processInfo.environment["CURTAIN_FIDELITY_REPORT"] {
      let table =
        ([
          "| Screen | Pixels within ΔE 2 | Of the inked | Inked pixels | Lowest perceptual precision |",
          "|---|---|---|---|---|",
        ] + rows).joined(separator: "\n") + "\n"
      try table.write(toFile: path + ".screenshots.md", atomically: true, encoding: .utf8)
    }
    print(rows.joined(separator: "\n"))
  }
}
