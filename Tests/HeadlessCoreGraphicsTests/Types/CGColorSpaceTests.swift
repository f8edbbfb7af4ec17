import Foundation
import Testing

@testable import HeadlessCoreGraphics

/// Colour spaces name their model and components; colours keep their space's components and
/// convert between spaces.
@Suite struct CGColorSpaceTests {
  @Test func namedSpacesHaveTheirModels() throws {
    let srgb = try #require(CGColorSpace(name: CGColorSpace.sRGB))
    #expect(srgb.model == .rgb && srgb.numberOfComponents == 3 && srgb.name == CGColorSpace.sRGB)
    #expect(CGColorSpace(name: CGColorSpace.genericCMYK)?.numberOfComponents == 4)
    #expect(CGColorSpace(name: CGColorSpace.displayP3)?.isWideGamutRGB == true)
    #expect(!srgb.isWideGamutRGB && !srgb.isHDR() && srgb.supportsOutput)
    #expect(CGColorSpace(name: "no such space") == nil)
    let pattern = try #require(CGColorSpace(patternBaseSpace: srgb))
    #expect(pattern.model == .pattern && pattern.baseColorSpace === srgb && !pattern.supportsOutput)
    #expect(CGColorSpaceCreateDeviceGray().model == .monochrome)
    #expect(CGColorSpaceCreateDeviceCMYK().model == .cmyk)
  }

  @Test func coloursKeepTheirSpacesComponents() throws {
    let grey = CGColor(gray: 0.5, alpha: 0.25)
    #expect(grey.components == [0.5, 0.25] && grey.numberOfComponents == 2)
    #expect(grey.colorSpace?.model == .monochrome && grey.alpha == 0.25)
    #expect(grey != CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.25))
    #expect(grey.copy(alpha: 1)?.components == [0.5, 1])
    let values: [CGFloat] = [0.1, 0.2, 0.3, 0.4]
    let made = try #require(
      values.withUnsafeBufferPointer {
        CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: $0.baseAddress!)
      })
    #expect(made.components == values)
  }

  @Test func coloursConvertBetweenModels() throws {
    let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    let cmyk = try #require(
      red.converted(to: CGColorSpaceCreateDeviceCMYK(), intent: .defaultIntent, options: nil))
    #expect(cmyk.components == [0, 1, 1, 0, 1])
    let grey = try #require(
      red.converted(to: CGColorSpaceCreateDeviceGray(), intent: .defaultIntent, options: nil))
    #expect(abs(grey.components![0] - 0.299) < 1e-9)
    let pattern = try #require(CGColorSpace(patternBaseSpace: nil))
    #expect(red.converted(to: pattern, intent: .defaultIntent, options: nil) == nil)
  }
}
