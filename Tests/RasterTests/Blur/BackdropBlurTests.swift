import Foundation
import Geometry
import TestSupport
import Testing

@_spi(Painting) @testable import Raster

/// The backdrop filter of materials: the fast cells and paint against the reference, and the
/// approximation against the exact Gaussian it stands for.
@Suite struct BackdropBlurTests {
  /// A canvas of `width × height` and the part of it a grid reads, rendered into a bitmap placed
  /// on the device.
  struct Canvas {
    var bitmap: PremultipliedRGBA8Bitmap
    var rect: PixelRect

    /// Pixels from `pixel(x, y)` over `rect` (device coordinates).
    init(rect: PixelRect, pixel: (Int, Int) -> UInt32) throws {
      var bitmap = try PremultipliedRGBA8Bitmap(width: rect.width, height: rect.height)
      bitmap.withUnsafeMutablePixelBuffer { b in
        for y in 0..<rect.height {
          for x in 0..<rect.width { b.row(y)[x] = pixel(rect.x + x, rect.y + y) }
        }
      }
      self.bitmap = bitmap
      self.rect = rect
    }

    /// The source a grid needs: the canvas's part under its input.
    func source(for grid: BackdropGrid, _ body: (PixelBuffer) -> BackdropPaint) -> BackdropPaint? {
      let area = grid.input.intersection(rect)
      guard !area.isEmpty else { return nil }
      return bitmap.withUnsafePixelBuffer { b in
        let placed = PixelBuffer(
          base: b.base, width: b.width, height: b.height, rowStride: b.rowStride,
          originX: rect.x, originY: rect.y)
        return body(placed.cropped(toDevice: area))
      }
    }
  }

  /// The paint's pixels over `area`, fetched in runs of random lengths.
  func fetched(_ paint: BackdropPaint, _ area: PixelRect, _ rng: inout SeededRandom) -> [UInt32] {
    var out = [UInt32](repeating: 0, count: area.area)
    out.withUnsafeMutableBufferPointer { o in
      for y in area.minY..<area.maxY {
        var x = area.minX
        while x < area.maxX {
          let n = Swift.min(area.maxX - x, rng.int(1...40))
          paint.fetchRow(
            y: y, x0: x, count: n, into: o.baseAddress! + (y - area.minY) * area.width + x - area.x)
          x += n
        }
      }
    }
    return out
  }

  @Test func theFastCellsAndPaintEqualTheReference() throws {
    var rng = SeededRandom(seed: 91)
    for i in 0..<30 {
      let canvasRect = PixelRect(x: 0, y: 0, width: rng.int(20...90), height: rng.int(20...90))
      let noise = i % 3 == 0
      let canvas = try Canvas(rect: canvasRect) { x, y in
        noise
          ? rng.premultipliedPixel(opaque: i % 2 == 0)
          : UInt32(truncatingIfNeeded: x * 3)
            | UInt32(truncatingIfNeeded: y * 2) << 8 | UInt32((x ^ y) & 255) << 16 | 0xFF00_0000
      }
      let output = PixelRect(
        x: rng.int(-10...canvasRect.width - 5), y: rng.int(-10...canvasRect.height - 5),
        width: rng.int(1...60), height: rng.int(1...60))
      let sigma = [0.3, 2, 5, 9, 17, 30, 70][i % 7]
      let filter = BackdropFilter(
        sigma: sigma, saturation: [1, 0, 1.8, 2.4][i % 4],
        tint: i % 5 == 0
          ? 0 : RGBAColor(red: 0.9, green: 0.95, blue: 1, alpha: 0.6).premultiplied().packed)
      let grid = BackdropGrid(sigma: filter.sigma, output: output)
      guard
        let fast = canvas.source(for: grid, { BackdropBlur.paint(filter, grid: grid, source: $0) }),
        let reference = canvas.source(
          for: grid, { ReferenceBackdropBlur.paint(filter, grid: grid, source: $0) })
      else { continue }
      #expect(fast.cells == reference.cells, "case \(i): σ \(sigma), factor \(grid.factor)")
      // Split into parts run at once on several threads: the same cells.
      let parts = 2 + i % 4
      let split = canvas.source(for: grid) {
        BackdropBlur.paint(
          filter, grid: grid, source: $0, parts: parts,
          parallel: ParallelParts { count, part in
            DispatchQueue.concurrentPerform(iterations: count, execute: part)
          })
      }
      #expect(split?.cells == reference.cells, "case \(i) in \(parts) parts")
      var expected: [UInt32] = []
      for y in output.minY..<output.maxY {
        for x in output.minX..<output.maxX { expected.append(reference.referenceColor(x: x, y: y)) }
      }
      #expect(fetched(fast, output, &rng) == expected, "case \(i): paint")
    }
  }

  /// The blur's rounding, `⌊(2v + sum) / 2sum⌋` in doubles, against integer division over the
  /// whole range it promises (`sum < 2³²`, `v ≤ 255 · 256 · sum`): random values, exact
  /// quotients, halves, and the values either side of them.
  @Test func roundingEqualsIntegerDivision() {
    var rng = SeededRandom(seed: 2026)
    let sums: [UInt64] = [1, 2, 3, 7, 27, 125, 343, 1331, 65535, 1 << 31, UInt64(UInt32.max)]
    for i in 0..<1500 {
      let sum =
        i < sums.count * 60
        ? sums[i % sums.count] : UInt64.random(in: 1...UInt64(UInt32.max), using: &rng)
      let top = 255 * 256 * sum
      // A quotient k: v = k · sum is exact, v = k · sum ± sum / 2 the halves around it.
      let k = UInt64.random(in: 0...65280, using: &rng)
      var values = [UInt64.random(in: 0...top, using: &rng), k * sum, top]
      for v in [k * sum + sum / 2, k * sum - Swift.min(k * sum, sum / 2)] {
        values += [v, v + 1, v - Swift.min(v, 1)]
      }
      let lanes = values.filter { $0 <= top }
      for start in stride(from: 0, to: lanes.count, by: 4) {
        var v = SIMD4<UInt64>(repeating: 0)
        for c in 0..<4 { v[c] = lanes[Swift.min(start + c, lanes.count - 1)] }
        let expected = SIMD4<UInt64>((0..<4).map { (2 * v[$0] + sum) / (2 * sum) })
        #expect(BackdropBlur.round(v, sum) == expected, "v \(v), sum \(sum)")
      }
    }
  }

  @Test func noBlurNoSaturationAndNoTintIsTheIdentity() throws {
    var rng = SeededRandom(seed: 92)
    let rect = PixelRect(x: 0, y: 0, width: 23, height: 17)
    let canvas = try Canvas(rect: rect) { _, _ in rng.premultipliedPixel() }
    let grid = BackdropGrid(sigma: 0.5, output: rect)
    #expect(grid.factor == 1 && grid.radius == 0)
    let paint = try #require(
      canvas.source(for: grid) {
        BackdropBlur.paint(BackdropFilter(sigma: 0.5), grid: grid, source: $0)
      })
    for y in 0..<rect.height {
      for x in 0..<rect.width {
        #expect(paint.referenceColor(x: x, y: y) == canvas.bitmap[x, y].packed)
      }
    }
  }

  /// Greys stay grey at any saturation; saturation 0 gives the luminance grey; the tint is
  /// source-over.
  @Test func saturationKeepsGreysAndTintBlendsOver() {
    for s in [0.0, 0.5, 1.8, 3] {
      let filter = BackdropFilter(sigma: 0, saturation: s)
      let matrix = filter.saturationMatrix
      for v: UInt32 in [0, 77, 255] {
        let grey = SIMD4<UInt32>(v, v, v, 255) &* 256
        let out = matrix.withUnsafeBufferPointerOrNil {
          BackdropFilter.finish(grey, matrix: $0, tint: 0)
        }
        #expect(out == grey, "saturation \(s), grey \(v)")
      }
    }
    let red = SIMD4<UInt32>(255, 0, 0, 255) &* 256
    let flat = BackdropFilter(sigma: 0, saturation: 0).saturationMatrix
    let grey = flat.withUnsafeBufferPointerOrNil { BackdropFilter.finish(red, matrix: $0, tint: 0) }
    #expect(grey[0] == grey[1] && grey[1] == grey[2])
    #expect(abs(Int(grey[0]) - Int(0.213 * 255 * 256)) <= 64)
    let white = RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.5).premultiplied().packed
    let tinted = BackdropFilter.finish(SIMD4<UInt32>(0, 0, 0, 65280), matrix: nil, tint: white)
    #expect(tinted == SIMD4<UInt32>(128 * 256, 128 * 256, 128 * 256, 65280))
  }

  /// The three boxes on cells against the exact Gaussian (edges repeating), on a test card of
  /// gradients, stripes and noise: within a level on average and a few levels anywhere.
  @Test(arguments: [3.0, 5, 8, 12, 20, 30, 45, 90])
  func theApproximationIsCloseToTheExactGaussian(sigma: Double) throws {
    var rng = SeededRandom(seed: UInt64(sigma * 10))
    let rect = PixelRect(x: 0, y: 0, width: 160, height: 120)
    var noise = (0..<rect.area).map { _ in rng.byte() }
    noise = noise.map { $0 / 2 }
    let canvas = try Canvas(rect: rect) { x, y in
      let r = UInt32(x * 255 / 159)
      let g = UInt32((y / 10) % 2 == 0 ? 230 : 20)
      let b = UInt32(noise[y * rect.width + x]) + UInt32(((x / 7) % 2) * 120)
      return r | g << 8 | b << 16 | 0xFF00_0000
    }
    let output = PixelRect(x: 10, y: 5, width: 140, height: 110)
    let grid = BackdropGrid(sigma: sigma, output: output)
    let paint = try #require(
      canvas.source(for: grid) {
        BackdropBlur.paint(BackdropFilter(sigma: sigma), grid: grid, source: $0)
      })
    // The exact Gaussian, separable, in floating point, edges repeating.
    let radius = Int((4 * sigma).rounded(.up))
    let weights = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
    let total = weights.reduce(0, +)
    func channel(_ p: UInt32, _ c: Int) -> Double { Double(p >> (8 * c) & 0xFF) }
    var horizontal = [[Double]](repeating: [0, 0, 0], count: rect.area)
    for y in 0..<rect.height {
      for x in 0..<rect.width {
        for c in 0..<3 {
          var v = 0.0
          for t in -radius...radius {
            let sx = Swift.min(Swift.max(x + t, 0), rect.width - 1)
            v += weights[t + radius] * channel(canvas.bitmap[sx, y].packed, c)
          }
          horizontal[y * rect.width + x][c] = v / total
        }
      }
    }
    var sum = 0.0
    var worst = 0.0
    for y in output.minY..<output.maxY {
      for x in output.minX..<output.maxX {
        let ours = paint.referenceColor(x: x, y: y)
        for c in 0..<3 {
          var v = 0.0
          for t in -radius...radius {
            let sy = Swift.min(Swift.max(y + t, 0), rect.height - 1)
            v += weights[t + radius] * horizontal[sy * rect.width + x][c]
          }
          let d = abs(v / total - channel(ours, c))
          sum += d
          worst = Swift.max(worst, d)
        }
      }
    }
    let mean = sum / Double(3 * output.area)
    print("σ \(sigma), factor \(grid.factor): mean |Δ| \(mean), max \(worst)")
    #expect(mean <= 1)
    #expect(worst <= 4.5)
  }
}
