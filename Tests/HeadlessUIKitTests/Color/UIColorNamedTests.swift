import Foundation
import Raster
import Testing

@testable import HeadlessUIKit

/// Colours from asset catalogues, Core Image colours, pattern colours and prominence.
@MainActor @Suite struct UIColorNamedTests {
  static let colorSet = """
    {
      "colors" : [
        { "color" : { "color-space" : "srgb",
            "components" : { "red" : "0xFF", "green" : "0.500", "blue" : "0", "alpha" : "1.000" } },
          "idiom" : "universal" },
        { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
          "color" : { "color-space" : "srgb",
            "components" : { "red" : "0x00", "green" : "0x80", "blue" : "255", "alpha" : "1.000" } },
          "idiom" : "universal" }
      ],
      "info" : { "author" : "xcode", "version" : 1 }
    }
    """

  func catalogue() throws -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "curtain-colors-\(UUID().uuidString)")
    let set = root.appendingPathComponent("Assets.xcassets/Brand/Accent.colorset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    try Self.colorSet.write(
      to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
    return root.path
  }

  @Test func aColourSetGivesItsLightAndDarkColours() throws {
    let root = try catalogue()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let accent = try #require(
      UIImage.$searchDirectories.withValue([root]) { UIColor(named: "Accent") })
    var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    accent.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
      .getRed(&r, green: &g, blue: &b, alpha: &a)
    #expect(r == 1 && g == 0.5 && b == 0 && a == 1)
    accent.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
      .getRed(&r, green: &g, blue: &b, alpha: &a)
    #expect(r == 0 && abs(g - 128.0 / 255) < 1e-9 && b == 1)
    let dark = try #require(
      UIImage.$searchDirectories.withValue([root]) {
        UIColor(
          named: "Accent", in: nil, compatibleWith: UITraitCollection(userInterfaceStyle: .dark))
      })
    dark.getRed(&r, green: &g, blue: &b, alpha: &a)
    #expect(r == 0 && b == 1)
    #expect(UIImage.$searchDirectories.withValue([root]) { UIColor(named: "Missing") } == nil)
  }

  @Test func coreImageColoursCarryTheComponents() {
    let ci = CIColor(red: 0.25, green: 0.5, blue: 0.75)
    #expect(ci.alpha == 1 && ci.components == [0.25, 0.5, 0.75, 1])
    let color = UIColor(ciColor: ci)
    #expect(color.ciColor == ci)
    #expect(CIColor(color: .red) == CIColor(red: 1, green: 0, blue: 0, alpha: 1))
  }

  @Test func prominenceIsRecordedAndKeepsTheColour() {
    let secondary = UIColor.red.withProminence(.secondary)
    #expect(UIColor.red.prominence == .primary && secondary.prominence == .secondary)
    #expect(secondary.cgColor == UIColor.red.cgColor)
    #expect(secondary != UIColor.red)
  }

  @Test func aPatternColourTilesItsImage() throws {
    let tile = UIGraphicsImageRenderer(
      size: CGSize(width: 2, height: 1),
      format: {
        let f = UIGraphicsImageRendererFormat()
        f.scale = 1
        return f
      }()
    ).image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
      UIColor.blue.setFill()
      context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
    }
    let pattern = UIColor(patternImage: tile)
    var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (1, 1, 1, 1)
    #expect(!pattern.getRed(&r, green: &g, blue: &b, alpha: &a) || a == 0)
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let image = UIGraphicsImageRenderer(size: CGSize(width: 6, height: 2), format: format).image {
      context in
      pattern.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 6, height: 2))
    }
    let bitmap = try #require(image.cgImage).renderImage.bitmap
    let red = PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255)
    let blue = PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255)
    #expect(
      bitmap[0, 0] == red && bitmap[1, 0] == blue && bitmap[4, 1] == red && bitmap[5, 1] == blue)
  }
}
