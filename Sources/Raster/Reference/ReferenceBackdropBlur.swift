/// The plain definition of ``BackdropBlur``: each step of ``BackdropGrid`` summed directly.
@_spi(Painting) public enum ReferenceBackdropBlur {
  /// The filtered cells of `grid` from the device pixels of `source`, which must hold the
  /// grid's input within the canvas (`grid.input ∩ canvas`): pixels beyond it repeat its edges.
  @_spi(Painting) public static func paint(
    _ filter: BackdropFilter, grid: BackdropGrid, source: PixelBuffer
  ) -> BackdropPaint {
    let f = grid.factor
    let r = grid.radius
    let k = grid.kernel
    let sum = UInt64(grid.kernelSum)
    let inner = grid.cells
    let outer = inner.outset(by: r)
    let area = source.deviceRect
    func pixel(_ x: Int, _ y: Int) -> PremultipliedRGBA8 {
      let cx = Swift.min(Swift.max(x, area.minX), area.maxX - 1)
      let cy = Swift.min(Swift.max(y, area.minY), area.maxY - 1)
      return PremultipliedRGBA8(packed: source.pointer(deviceX: cx, deviceY: cy).pointee)
    }
    // 1. D: each cell's mean in 1/256ths, exact.
    var d = [[UInt64]](repeating: [0, 0, 0, 0], count: outer.area)
    for j in outer.minY..<outer.maxY {
      for i in outer.minX..<outer.maxX {
        var total: [UInt64] = [0, 0, 0, 0]
        for y in (j * f)..<(j * f + f) {
          for x in (i * f)..<(i * f + f) {
            let p = pixel(x, y)
            total[0] += UInt64(p.r)
            total[1] += UInt64(p.g)
            total[2] += UInt64(p.b)
            total[3] += UInt64(p.a)
          }
        }
        d[(j - outer.minY) * outer.width + (i - outer.minX)] = total.map {
          $0 * 256 / UInt64(f * f)
        }
      }
    }
    func round(_ v: UInt64) -> UInt64 { (2 * v + sum) / (2 * sum) }
    // 2. H across rows (inner columns, outer rows), then V down columns (inner cells).
    var h = [[UInt64]](repeating: [0, 0, 0, 0], count: inner.width * outer.height)
    for j in 0..<outer.height {
      for i in 0..<inner.width {
        for c in 0..<4 {
          var v: UInt64 = 0
          for t in 0..<k.count { v += UInt64(k[t]) * d[j * outer.width + i + t][c] }
          h[j * inner.width + i][c] = round(v)
        }
      }
    }
    let matrix = filter.saturationMatrix
    var cells = [SIMD4<UInt16>](repeating: .zero, count: inner.area)
    for j in 0..<inner.height {
      for i in 0..<inner.width {
        var v = SIMD4<UInt32>.zero
        for c in 0..<4 {
          var total: UInt64 = 0
          for t in 0..<k.count { total += UInt64(k[t]) * h[(j + t) * inner.width + i][c] }
          v[c] = UInt32(round(total))
        }
        // 3. Saturation and tint.
        let out = matrix.withUnsafeBufferPointerOrNil {
          BackdropFilter.finish(v, matrix: $0, tint: filter.tint)
        }
        cells[j * inner.width + i] = SIMD4(truncatingIfNeeded: out)
      }
    }
    return BackdropPaint(grid: grid, cells: cells)
  }
}

extension Optional where Wrapped == [Int64] {
  /// Calls `body` with the array's elements, or with nil.
  @inline(__always) func withUnsafeBufferPointerOrNil<R>(
    _ body: (UnsafePointer<Int64>?) -> R
  ) -> R {
    guard let a = self else { return body(nil) }
    return a.withUnsafeBufferPointer { body($0.baseAddress) }
  }
}
