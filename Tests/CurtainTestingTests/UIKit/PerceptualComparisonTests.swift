import Raster
import Testing

@testable import CurtainTesting

/// The CIE 1994 colour difference and the counting on top of it.
@Suite struct PerceptualComparisonTests {
  typealias Lab = PerceptualComparison.Lab

  @Test func deltaE94MatchesPublishedValues() {
    // Sharma, Wu and Dalal's first pair (ΔE94 1.3950), and colour-science's documented example.
    let pair = PerceptualComparison.deltaE94(
      reference: Lab(l: 50, a: 2.6772, b: -79.7751), other: Lab(l: 50, a: 0, b: -82.7485))
    #expect(abs(pair - 1.3950) < 5e-4)
    let far = PerceptualComparison.deltaE94(
      reference: Lab(l: 100, a: 21.57210357, b: 272.22819350),
      other: Lab(l: 100, a: 426.67945353, b: 72.39590835))
    #expect(abs(far - 83.779225500887094) < 1e-9)
  }

  @Test func deltaE94IsNotSymmetric() {
    let a = Lab(l: 50, a: 40, b: 0)
    let b = Lab(l: 50, a: 0, b: 0)
    // The reference's chroma weights the difference.
    #expect(
      PerceptualComparison.deltaE94(reference: a, other: b)
        < PerceptualComparison.deltaE94(reference: b, other: a))
  }

  @Test func differencesComeBackAtHalfPrecision() {
    let e = PerceptualComparison.deltaE(
      reference: Lab(l: 100, a: 21.57210357, b: 272.22819350),
      other: Lab(l: 100, a: 426.67945353, b: 72.39590835))
    #expect(e == 83.75)
  }

  @Test func whiteAndBlackAreTheEndsOfLightness() {
    let white = PerceptualComparison.lab(255, 255, 255)
    #expect(abs(white.l - 100) < 1e-3 && abs(white.a) < 1e-2 && abs(white.b) < 1e-2)
    let black = PerceptualComparison.lab(0, 0, 0)
    #expect(black.l == 0 && black.a == 0 && black.b == 0)
  }

  func bitmap(_ pixels: [PremultipliedRGBA8]) throws -> PremultipliedRGBA8Bitmap {
    try PremultipliedRGBA8Bitmap(
      width: pixels.count, height: 1,
      premultipliedRGBA: pixels.flatMap { [$0.r, $0.g, $0.b, $0.a] })
  }

  @Test func aShareOfPixelsMayDiffer() throws {
    let grey = PremultipliedRGBA8(r: 128, g: 128, b: 128, a: 255)
    let reference = try bitmap(Array(repeating: grey, count: 4))
    let actual = try bitmap([.black, grey, grey, grey])
    #expect(
      PerceptualComparison.compare(
        reference: reference, actual: actual, pixelPrecision: 0.75, perceptualPrecision: 0.98)
        == nil)
    let failure = PerceptualComparison.compare(
      reference: reference, actual: actual, pixelPrecision: 0.8, perceptualPrecision: 0.98)
    #expect(
      failure?.hasPrefix("The percentage of pixels that match 0.75 is less than required 0.8\n")
        == true)
  }
}
