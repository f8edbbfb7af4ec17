import TestSupport
import Testing

@_spi(Painting) @testable import Raster

/// The run kernels against the per-pixel arithmetic of PixelMath.swift.
@Suite struct RunKernelsTests {
  @Test func blendConstantEqualsSourceOverPerPixel() {
    var rng = SeededRandom(seed: 71)
    for i in 0..<3000 {
      let count = rng.int(0...37)
      let dst = (0..<count).map { _ in rng.premultipliedPixel(opaque: i % 5 == 0) }
      let src = i % 11 == 0 ? 0 : rng.premultipliedPixel(opaque: i % 7 == 0)
      var fast = dst
      fast.withUnsafeMutableBufferPointer {
        RunKernels.blendConstant(src, into: $0.baseAddress!, count: count)
      }
      #expect(fast == dst.map { sourceOverPacked($0, src) }, "case \(i)")
    }
  }

  @Test func blendConstantIsExactForEveryChannelAndAlpha() {
    // Every destination byte against every source alpha, four channels at once.
    for sa in UInt32(0)...255 {
      let src = sa << 24 | (sa / 2) << 16 | (sa / 3) << 8 | sa / 5
      var dst = (UInt32(0)...255).map { $0 | $0 << 8 | $0 << 16 | $0 << 24 }
      let expected = dst.map { sourceOverPacked($0, src) }
      dst.withUnsafeMutableBufferPointer {
        RunKernels.blendConstant(src, into: $0.baseAddress!, count: 256)
      }
      #expect(dst == expected, "source alpha \(sa)")
    }
  }

  @Test func coverageAndColorRunsEqualTheFillArithmetic() {
    var rng = SeededRandom(seed: 72)
    for i in 0..<2000 {
      let count = rng.int(0...20)
      let dst = (0..<count).map { _ in rng.premultipliedPixel() }
      let colors = (0..<count).map { _ in rng.premultipliedPixel(opaque: i % 2 == 0) }
      let coverage = (0..<count).map { _ in [0, 255, rng.byte()][rng.int(0...2)] }
      let opacity = UInt32(i % 3 == 0 ? 255 : rng.byte())
      let color = rng.premultipliedPixel()
      func expected(_ source: (Int) -> UInt32, m: (Int) -> UInt32) -> [UInt32] {
        (0..<count).map { k in
          let mk = m(k)
          return mk == 0 ? dst[k] : sourceOverPacked(dst[k], scalePacked(source(k), by: mk))
        }
      }
      let perPixel = { (k: Int) in
        opacity == 255 ? UInt32(coverage[k]) : mul255(UInt32(coverage[k]), opacity)
      }
      var a = dst
      var b = dst
      var c = dst
      coverage.withUnsafeBufferPointer { cov in
        colors.withUnsafeBufferPointer { col in
          a.withUnsafeMutableBufferPointer {
            RunKernels.blendCoverage(
              color, coverage: cov.baseAddress!, opacity: opacity, into: $0.baseAddress!,
              count: count)
          }
          b.withUnsafeMutableBufferPointer {
            RunKernels.blendColors(
              col.baseAddress!, m: opacity, opaque: i % 2 == 0, into: $0.baseAddress!, count: count)
          }
          c.withUnsafeMutableBufferPointer {
            RunKernels.blendColors(
              col.baseAddress!, coverage: cov.baseAddress!, opacity: opacity, opaque: i % 2 == 0,
              into: $0.baseAddress!, count: count)
          }
        }
      }
      #expect(a == expected({ _ in color }, m: perPixel), "case \(i)")
      #expect(b == expected({ colors[$0] }, m: { _ in opacity }), "case \(i)")
      #expect(c == expected({ colors[$0] }, m: perPixel), "case \(i)")
    }
  }

  @Test func fillWritesEveryPixelOfTheRunAndNoOther() {
    for count in 0...40 {
      var row = [UInt32](repeating: 7, count: 44)
      row.withUnsafeMutableBufferPointer {
        RunKernels.fill(9, into: $0.baseAddress! + 2, count: count)
      }
      #expect(
        row == [7, 7] + [UInt32](repeating: 9, count: count)
          + [UInt32](repeating: 7, count: 42 - count))
    }
  }
}
