import Foundation
import Testing

@testable import HeadlessUIKit

/// Components in and out, dynamic resolution, the system colour table and equality.
@Suite struct UIColorTests {
  static let light = UITraitCollection(userInterfaceStyle: .light)
  static let dark = UITraitCollection(userInterfaceStyle: .dark)

  /// The sRGB components `color` gives for `traits`.
  static func rgba(_ color: UIColor, _ traits: UITraitCollection) -> [CGFloat] {
    traits.performAsCurrent {
      var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (-1, -1, -1, -1)
      color.getRed(&r, green: &g, blue: &b, alpha: &a)
      return [r, g, b, a]
    }
  }

  // MARK: - Components

  //  red    green  blue   alpha
  @Test(
    arguments: [
      (0.0, 0.0, 0.0, 1.0),
      (1.0, 0.5, 0.25, 0.75),
      (0.2, 0.4, 0.6, 0.0),
      (1.25, -0.1, 0.5, 1.0),  // extended sRGB: kept, not clamped
    ] as [(CGFloat, CGFloat, CGFloat, CGFloat)])
  func rgbComponentsRoundTrip(r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat) {
    let color = UIColor(red: r, green: g, blue: b, alpha: a)
    #expect(Self.rgba(color, Self.light) == [r, g, b, a])
    #expect(color.cgColor.components == [r, g, b, a])
    #expect(UIColor(cgColor: color.cgColor) == color)
  }

  @Test func greyComponentsRoundTripAndReadAsRGB() {
    let grey = UIColor(white: 0.3, alpha: 0.8)
    var (w, a): (CGFloat, CGFloat) = (-1, -1)
    #expect(grey.getWhite(&w, alpha: &a))
    #expect(w == 0.3 && a == 0.8)
    #expect(Self.rgba(grey, Self.light) == [0.3, 0.3, 0.3, 0.8])
    #expect(grey.cgColor.numberOfComponents == 2)
    #expect(UIColor(cgColor: grey.cgColor) == grey)
  }

  @Test func getWhiteOnAnRGBColourReturnsFalseAndLeavesOutputs() {
    var (w, a): (CGFloat, CGFloat) = (-1, -1)
    #expect(!UIColor.red.getWhite(&w, alpha: &a))
    #expect(w == -1 && a == -1)
  }

  @Test func getRedAcceptsNilOutputs() {
    var g: CGFloat = -1
    #expect(UIColor.orange.getRed(nil, green: &g, blue: nil, alpha: nil))
    #expect(g == 0.5)
  }

  //  hue      sat  bright  red  green blue
  @Test(
    arguments: [
      (0.0 / 6, 1.0, 1.0, 1.0, 0.0, 0.0),
      (1.0 / 6, 1.0, 1.0, 1.0, 1.0, 0.0),
      (2.0 / 6, 1.0, 1.0, 0.0, 1.0, 0.0),
      (3.0 / 6, 1.0, 1.0, 0.0, 1.0, 1.0),
      (4.0 / 6, 1.0, 1.0, 0.0, 0.0, 1.0),
      (5.0 / 6, 1.0, 1.0, 1.0, 0.0, 1.0),
      (0.5, 0.5, 0.8, 0.4, 0.8, 0.8),
      (0.0, 0.0, 0.5, 0.5, 0.5, 0.5),
    ] as [(CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat)])
  func hueSaturationBrightnessRoundTrip(
    h: CGFloat, s: CGFloat, v: CGFloat, r: CGFloat, g: CGFloat, b: CGFloat
  ) {
    let color = UIColor(hue: h, saturation: s, brightness: v, alpha: 0.5)
    let rgba = Self.rgba(color, Self.light)
    for (got, want) in zip(rgba, [r, g, b, 0.5]) { #expect(abs(got - want) < 1e-12) }
    var (h2, s2, v2, a2): (CGFloat, CGFloat, CGFloat, CGFloat) = (-1, -1, -1, -1)
    #expect(color.getHue(&h2, saturation: &s2, brightness: &v2, alpha: &a2))
    #expect(abs(h2 - (s == 0 ? 0 : h)) < 1e-12)
    #expect(abs(s2 - s) < 1e-12 && abs(v2 - v) < 1e-12 && a2 == 0.5)
  }

  // MARK: - Dynamic colours

  @Test func dynamicColoursResolveThroughPerformAsCurrent() {
    let color = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
    #expect(Self.light.performAsCurrent { color.cgColor } == CGColor.black)
    #expect(Self.dark.performAsCurrent { color.cgColor } == CGColor.white)
    #expect(color.resolvedColor(with: Self.dark) == .white)
  }

  @Test func systemColoursResolveLightWhenStyleIsUnspecified() {
    #expect(UITraitCollection.current.userInterfaceStyle == .unspecified)
    #expect(UIColor.systemBackground.cgColor == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
    let dark = Self.dark.performAsCurrent { UIColor.systemBackground.cgColor }
    #expect(dark.components == [0, 0, 0, 1])
  }

  @Test func aProviderMayReturnAnotherDynamicColour() {
    let color = UIColor { _ in UIColor.label }
    #expect(Self.rgba(color, Self.dark) == [1, 1, 1, 1])
    #expect(Self.rgba(color, Self.light) == [0, 0, 0, 1])
  }

  @Test func withAlphaComponentKeepsADynamicColourDynamic() {
    let faded = UIColor.systemRed.withAlphaComponent(0.5)
    let light: [CGFloat] = [1, 59.0 / 255, 48.0 / 255, 0.5]
    let dark: [CGFloat] = [1, 69.0 / 255, 58.0 / 255, 0.5]
    #expect(Self.rgba(faded, Self.light) == light)
    #expect(Self.rgba(faded, Self.dark) == dark)
    #expect(UIColor.gray.withAlphaComponent(0.25) == UIColor(white: 0.5, alpha: 0.25))
  }

  // MARK: - The system colour table

  /// A system colour's table row: 8-bit sRGB channels and alphas in light and dark.
  struct SystemColor: Sendable, CustomTestStringConvertible {
    let color: UIColor
    let light: [CGFloat]
    let dark: [CGFloat]

    init(
      _ color: UIColor, _ light: [Int], _ dark: [Int], _ lightAlpha: CGFloat = 1,
      _ darkAlpha: CGFloat = 1
    ) {
      self.color = color
      self.light = light.map { CGFloat($0) / 255 } + [lightAlpha]
      self.dark = dark.map { CGFloat($0) / 255 } + [darkAlpha]
    }

    var testDescription: String { color.systemName ?? color.description }
  }

  static let opaqueSystemColors: [SystemColor] = [
    //          colour                              light            dark
    SystemColor(.systemRed, [255, 59, 48], [255, 69, 58]),
    SystemColor(.systemOrange, [255, 149, 0], [255, 159, 10]),
    SystemColor(.systemYellow, [255, 204, 0], [255, 214, 10]),
    SystemColor(.systemGreen, [52, 199, 89], [48, 209, 88]),
    SystemColor(.systemMint, [0, 199, 190], [99, 230, 226]),
    SystemColor(.systemTeal, [48, 176, 199], [64, 200, 224]),
    SystemColor(.systemCyan, [50, 173, 230], [100, 210, 255]),
    SystemColor(.systemBlue, [0, 122, 255], [10, 132, 255]),
    SystemColor(.systemIndigo, [88, 86, 214], [94, 92, 230]),
    SystemColor(.systemPurple, [175, 82, 222], [191, 90, 242]),
    SystemColor(.systemPink, [255, 45, 85], [255, 55, 95]),
    SystemColor(.systemBrown, [162, 132, 94], [172, 142, 104]),
    SystemColor(.systemGray, [142, 142, 147], [142, 142, 147]),
    SystemColor(.systemGray2, [174, 174, 178], [99, 99, 102]),
    SystemColor(.systemGray3, [199, 199, 204], [72, 72, 74]),
    SystemColor(.systemGray4, [209, 209, 214], [58, 58, 60]),
    SystemColor(.systemGray5, [229, 229, 234], [44, 44, 46]),
    SystemColor(.systemGray6, [242, 242, 247], [28, 28, 30]),
    SystemColor(.tintColor, [0, 122, 255], [10, 132, 255]),
    SystemColor(.label, [0, 0, 0], [255, 255, 255]),
    SystemColor(.link, [0, 122, 255], [9, 132, 255]),
    SystemColor(.opaqueSeparator, [198, 198, 200], [56, 56, 58]),
    SystemColor(.systemBackground, [255, 255, 255], [0, 0, 0]),
    SystemColor(.secondarySystemBackground, [242, 242, 247], [28, 28, 30]),
    SystemColor(.tertiarySystemBackground, [255, 255, 255], [44, 44, 46]),
    SystemColor(.systemGroupedBackground, [242, 242, 247], [0, 0, 0]),
    SystemColor(.secondarySystemGroupedBackground, [255, 255, 255], [28, 28, 30]),
    SystemColor(.tertiarySystemGroupedBackground, [242, 242, 247], [44, 44, 46]),
  ]

  static let translucentSystemColors: [SystemColor] = [
    //          colour                  light            dark             α light      α dark
    SystemColor(.secondaryLabel, [60, 60, 67], [235, 235, 245], 0.6, 0.6),
    SystemColor(.tertiaryLabel, [60, 60, 67], [235, 235, 245], 76 / 255.0, 76 / 255.0),
    SystemColor(.quaternaryLabel, [60, 60, 67], [235, 235, 245], 45 / 255.0, 40 / 255.0),
    SystemColor(.placeholderText, [60, 60, 67], [235, 235, 245], 76 / 255.0, 76 / 255.0),
    SystemColor(.separator, [60, 60, 67], [84, 84, 88], 0.29, 0.6),
    SystemColor(.systemFill, [120, 120, 128], [120, 120, 128], 0.2, 0.36),
    SystemColor(.secondarySystemFill, [120, 120, 128], [120, 120, 128], 0.16, 0.32),
    SystemColor(.tertiarySystemFill, [118, 118, 128], [118, 118, 128], 0.12, 0.24),
    SystemColor(.quaternarySystemFill, [116, 116, 128], [118, 118, 128], 0.08, 0.18),
  ]

  @Test(arguments: opaqueSystemColors + translucentSystemColors)
  func systemColourValues(_ entry: SystemColor) {
    #expect(Self.rgba(entry.color, Self.light) == entry.light)
    #expect(Self.rgba(entry.color, Self.dark) == entry.dark)
    #expect(entry.color.description.hasPrefix("<UIDynamicSystemColor: name = "))
  }

  //  colour             grey?  red      green    blue     alpha
  @Test(
    arguments: [
      (UIColor.black, true, [0, 0, 0, 1]),
      (UIColor.darkGray, true, [1.0 / 3, 1.0 / 3, 1.0 / 3, 1]),
      (UIColor.lightGray, true, [2.0 / 3, 2.0 / 3, 2.0 / 3, 1]),
      (UIColor.white, true, [1, 1, 1, 1]),
      (UIColor.gray, true, [0.5, 0.5, 0.5, 1]),
      (UIColor.clear, true, [0, 0, 0, 0]),
      (UIColor.red, false, [1, 0, 0, 1]),
      (UIColor.green, false, [0, 1, 0, 1]),
      (UIColor.blue, false, [0, 0, 1, 1]),
      (UIColor.cyan, false, [0, 1, 1, 1]),
      (UIColor.yellow, false, [1, 1, 0, 1]),
      (UIColor.magenta, false, [1, 0, 1, 1]),
      (UIColor.orange, false, [1, 0.5, 0, 1]),
      (UIColor.purple, false, [0.5, 0, 0.5, 1]),
      (UIColor.brown, false, [0.6, 0.4, 0.2, 1]),
    ] as [(UIColor, Bool, [CGFloat])])
  func fixedColourValues(color: UIColor, isGray: Bool, components: [CGFloat]) {
    #expect(Self.rgba(color, Self.dark) == components)
    #expect(color.cgColor.numberOfComponents == (isGray ? 2 : 4))
  }

  // MARK: - Equality

  @Test func equalityFollowsUIKit() {
    #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == .red)
    #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1).hashValue == UIColor.red.hashValue)
    // Grey and RGB are different colour spaces, so white is not RGB white.
    #expect(UIColor.white != UIColor(red: 1, green: 1, blue: 1, alpha: 1))
    // Dynamic colours are equal only to themselves.
    let a = UIColor { _ in .red }
    let b = UIColor { _ in .red }
    #expect(a == a && a != b)
    #expect(UIColor.systemRed == UIColor.systemRed)
    let set: Set<UIColor> = [.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1), .systemRed]
    #expect(set.count == 2)
  }

  @Test func descriptionsAreUIKits() {
    #expect(UIColor.red.description == "UIExtendedSRGBColorSpace 1 0 0 1")
    #expect(UIColor(white: 0.5, alpha: 0.25).description == "UIExtendedGrayColorSpace 0.5 0.25")
    #expect(UIColor { _ in .red }.description == "<UIDynamicProviderColor>")
  }

  // MARK: - Elevated backgrounds

  @Test func darkBackgroundsAreAStepLighterWhenElevated() {
    let elevated = UITraitCollection(traitsFrom: [
      Self.dark, UITraitCollection(userInterfaceLevel: .elevated),
    ])
    let base = UITraitCollection(traitsFrom: [
      Self.dark, UITraitCollection(userInterfaceLevel: .base),
    ])
    let lightElevated = UITraitCollection(traitsFrom: [
      Self.light, UITraitCollection(userInterfaceLevel: .elevated),
    ])
    func grey(_ v: CGFloat, _ b: CGFloat) -> [CGFloat] { [v / 255, v / 255, b / 255, 1] }
    #expect(Self.rgba(.systemBackground, elevated) == grey(28, 30))
    #expect(Self.rgba(.secondarySystemBackground, elevated) == grey(44, 46))
    #expect(Self.rgba(.tertiarySystemBackground, elevated) == grey(58, 60))
    #expect(Self.rgba(.systemGroupedBackground, elevated) == grey(28, 30))
    #expect(Self.rgba(.systemBackground, base) == grey(0, 0))
    #expect(Self.rgba(.systemBackground, Self.dark) == grey(0, 0))  // unspecified: base
    #expect(Self.rgba(.systemBackground, lightElevated) == grey(255, 255))
    #expect(Self.rgba(.systemGray5, elevated) == Self.rgba(.systemGray5, base))  // only backgrounds
    #expect(elevated.hasDifferentColorAppearance(comparedTo: base))
    #expect(elevated.description.contains("UserInterfaceLevel = elevated"))
  }
}
