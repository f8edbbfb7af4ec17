import TestSupport
import Testing

@_spi(Painting) @testable import Raster

/// Every version of the wide kernels this CPU runs, each called directly, against the per-pixel
/// arithmetic of PixelMath.swift, and the choice of version.
@Suite struct WideKernelsTests {
  static let levels = WideKernels.Level.allCases.filter { $0 <= WideKernels.supported }
  /// Pixels after a run, which a kernel must leave as they are (a vector's width of them).
  static let pastTheRun = [UInt32](repeating: 0x1234_5678, count: 16)

  @Test(arguments: levels) func blendConstantEqualsSourceOverPerPixel(level: WideKernels.Level) {
    var rng = SeededRandom(seed: 91)
    for i in 0..<3000 {
      let count = rng.int(0...45)
      let dst = (0..<count).map { _ in rng.premultipliedPixel(opaque: i % 5 == 0) }
      let src = i % 11 == 0 ? 0 : rng.premultipliedPixel(opaque: i % 7 == 0)
      var out = dst + Self.pastTheRun
      out.withUnsafeMutableBufferPointer {
        WideKernels.blendConstant(src, into: $0.baseAddress!, count: count, level: level)
      }
      #expect(
        out == dst.map { sourceOverPacked($0, src) } + Self.pastTheRun, "\(level), case \(i)")
    }
  }

  @Test(arguments: levels) func blendConstantIsExactForEveryByteAndAlpha(level: WideKernels.Level) {
    for sa in UInt32(0)...255 {
      let src = sa << 24 | (sa / 2) << 16 | (sa / 3) << 8 | sa / 5
      var dst = (UInt32(0)...255).map { $0 | $0 << 8 | $0 << 16 | $0 << 24 }
      let expected = dst.map { sourceOverPacked($0, src) }
      dst.withUnsafeMutableBufferPointer {
        WideKernels.blendConstant(src, into: $0.baseAddress!, count: 256, level: level)
      }
      #expect(dst == expected, "\(level), source alpha \(sa)")
    }
  }

  /// Spans of every length from 2 to past three sixteen-pixel steps, over rows a stride apart
  /// whose pixels between the spans must stay as they were; sources of 0 leave their pixels.
  @Test(arguments: levels) func blendSpanRowsEqualsSourceOverPerPixel(level: WideKernels.Level) {
    var rng = SeededRandom(seed: 97)
    for i in 0..<1500 {
      let count = rng.int(2...53)
      let rows = rng.int(1...4)
      let stride = count + rng.int(0...17)
      let pixels = rows * stride + 16
      let before = (0..<pixels).map { _ in rng.premultipliedPixel(opaque: i % 5 == 0) }
      func source(_ k: Int) -> UInt32 {
        i % 13 == k ? 0 : rng.premultipliedPixel(opaque: i % 7 == k)
      }
      let (first, run, last) = (source(1), source(2), source(3))
      var expected = before
      for r in 0..<rows {
        for k in 0..<count {
          let s = k == 0 ? first : k == count - 1 ? last : run
          expected[r * stride + k] = sourceOverPacked(before[r * stride + k], s)
        }
      }
      var out = before
      out.withUnsafeMutableBufferPointer {
        WideKernels.blendSpanRows(
          into: $0.baseAddress!, stride: stride, rows: rows, count: count, first: first,
          source: run, last: last, level: level)
      }
      #expect(out == expected, "\(level), case \(i)")
    }
  }

  /// Every weight class (0, 255, any), opaque and translucent pixels, extreme channels, runs of
  /// every length up to five eight-pixel steps and a tail.
  @Test(arguments: levels) func bilinearRowEqualsTheLaneBlend(level: WideKernels.Level) {
    var rng = SeededRandom(seed: 93)
    for i in 0..<3000 {
      let count = rng.int(0...45)
      func row() -> [UInt32] {
        (0...count).map { _ in
          i % 9 == 0
            ? [0, 0xFFFF_FFFF][rng.int(0...1)] : rng.premultipliedPixel(opaque: i % 3 == 0)
        }
      }
      let (top, bottom) = (row(), row())
      let fx = UInt32([0, 255, rng.byte()][rng.int(0...2)])
      let fy = UInt32([0, 255, rng.byte()][rng.int(0...2)])
      let expected = (0..<count).map { k in
        BilinearLanes.blend(
          top[k], top[k + 1], bottom[k], bottom[k + 1], fx: UInt64(fx), fy: UInt64(fy))
      }
      var out = [UInt32](repeating: 0x1234_5678, count: count + 1)
      out.withUnsafeMutableBufferPointer {
        WideKernels.bilinearRow(
          top: top, bottom: bottom, fx: fx, fy: fy, into: $0.baseAddress!, count: count,
          level: level)
      }
      #expect(Array(out[..<count]) == expected, "\(level), case \(i)")
      #expect(out[count] == 0x1234_5678, "\(level), case \(i): wrote past the run")
    }
  }

  /// Per-pixel colours at one coverage (0, 255, any), over opaque and translucent pixels, runs of
  /// every length up to five eight-pixel steps and a tail; nothing past the run is written.
  @Test(arguments: levels) func blendColorsEqualsScaleThenOver(level: WideKernels.Level) {
    var rng = SeededRandom(seed: 94)
    for i in 0..<3000 {
      let count = rng.int(0...45)
      let dst =
        (0..<count).map { _ in rng.premultipliedPixel(opaque: i % 5 == 0) } + Self.pastTheRun
      let colors = (0..<count).map { _ in rng.premultipliedPixel(opaque: i % 3 == 0) }
      let m = UInt32([0, 255, rng.byte()][rng.int(0...2)])
      let expected =
        (0..<count).map { k in sourceOverPacked(dst[k], scalePacked(colors[k], by: m)) }
        + Self.pastTheRun
      var out = dst
      colors.withUnsafeBufferPointer { c in
        out.withUnsafeMutableBufferPointer {
          WideKernels.blendColors(
            c.baseAddress!, m: m, into: $0.baseAddress!, count: count, level: level)
        }
      }
      #expect(out == expected, "\(level), case \(i)")
    }
  }

  @Test(arguments: levels) func blendCoverageEqualsTheEdgeArithmetic(level: WideKernels.Level) {
    var rng = SeededRandom(seed: 92)
    for i in 0..<3000 {
      let count = rng.int(0...45)
      let dst = (0..<count).map { _ in rng.premultipliedPixel(opaque: i % 5 == 0) }
      let values = (0..<count).map { _ in [0, 255, rng.byte()][rng.int(0...2)] }
      let opacity = UInt32(i % 3 == 0 ? 255 : rng.byte())
      let color = rng.premultipliedPixel(opaque: i % 4 == 0)
      let expected =
        (0..<count).map { k in
          let m = mul255(UInt32(values[k]), opacity)
          return m == 0 ? dst[k] : sourceOverPacked(dst[k], scalePacked(color, by: m))
        } + Self.pastTheRun
      var out = dst + Self.pastTheRun
      values.withUnsafeBufferPointer { v in
        out.withUnsafeMutableBufferPointer {
          WideKernels.blendCoverage(
            v.baseAddress!, count: count, color: color, opacity: opacity, into: $0.baseAddress!,
            level: level)
        }
      }
      #expect(out == expected, "\(level), case \(i)")
    }
  }

  @Test func fillWritesTheRunAndNothingElse() {
    var rng = SeededRandom(seed: 93)
    for i in 0..<500 {
      let count = rng.int(0...300)
      let offset = rng.int(0...5)
      let value = rng.premultipliedPixel(opaque: i % 2 == 0)
      let before = (0..<(count + offset + 6)).map { _ in rng.premultipliedPixel() }
      var out = before
      out.withUnsafeMutableBufferPointer {
        WideKernels.fill(value, into: $0.baseAddress! + offset, count: count)
      }
      var expected = before
      for k in offset..<(offset + count) { expected[k] = value }
      #expect(out == expected, "case \(i)")
    }
  }

  @Test func theEnvironmentNamesTheLevels() {
    for level in WideKernels.Level.allCases {
      #expect(WideKernels.Level(environmentName: level.environmentName) == level)
    }
    #expect(WideKernels.Level(environmentName: "AVX2") == nil)
    #expect(WideKernels.Level(environmentName: "") == nil)
  }

  @Test func theWidestSupportedVersionIsInUseAndCanBeCapped() {
    #if arch(x86_64)
      #expect(WideKernels.supported >= .sse2)
    #endif
    let widest = WideKernels.supported
    #expect(WideKernels.use(.portable) == .portable)
    #expect(WideKernels.level == .portable)
    #expect(WideKernels.use(.avx512) == widest)
    #expect(WideKernels.level == widest)
  }
}
