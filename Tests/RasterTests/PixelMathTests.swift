import TestSupport
import Testing

@_spi(Painting) @testable import Raster

@Suite struct PixelMathTests {
  @Test func div255RoundsToNearestForEveryProductOfTwoBytes() {
    for x in UInt32(0)...65025 {
      #expect(div255(x) == (x * 2 + 255) / 510, "x = \(x)")
    }
  }

  @Test func scalePackedEqualsTheReferenceForEveryMultiplier() {
    var rng = SeededRandom(seed: 1)
    for _ in 0..<2000 {
      let p = rng.premultipliedPixel()
      for m in UInt32(0)...255 {
        let fast = scalePacked(p, by: m)
        let reference = PremultipliedRGBA8(packed: p).referenceScaled(by: m).packed
        #expect(fast == reference)
      }
    }
  }

  @Test func sourceOverPackedEqualsTheReference() {
    var rng = SeededRandom(seed: 2)
    for _ in 0..<200_000 {
      let d = rng.premultipliedPixel()
      let s = rng.premultipliedPixel()
      let reference = PremultipliedRGBA8(packed: d).referenceSourceOver(
        PremultipliedRGBA8(packed: s))
      #expect(sourceOverPacked(d, s) == reference.packed)
    }
  }

  @Test func sourceOverKeepsColoursPremultiplied() {
    var rng = SeededRandom(seed: 3)
    for _ in 0..<100_000 {
      let o = PremultipliedRGBA8(
        packed: sourceOverPacked(rng.premultipliedPixel(), rng.premultipliedPixel()))
      #expect(o.r <= o.a && o.g <= o.a && o.b <= o.a)
    }
  }

  static let coverageTable: [(coverage: Double, byte: UInt32)] = [
    (0.0, 0),
    (-1.0, 0),
    (.nan, 0),
    (1.0, 255),
    (2.0, 255),
    (0.5, 128),
    (1.0 / 255, 1),
    (0.499 / 255, 0),
  ]

  @Test(arguments: coverageTable)
  func coverageBytesRoundToNearest(coverage: Double, byte: UInt32) {
    #expect(coverageByte(coverage) == byte)
  }

  @Test func opaqueSourceReplacesTheDestination() {
    #expect(sourceOverPacked(0x8040_2010, 0xFF00_00FF) == 0xFF00_00FF)
  }

  @Test func transparentSourceLeavesTheDestination() {
    #expect(sourceOverPacked(0x8040_2010, 0) == 0x8040_2010)
  }
}
