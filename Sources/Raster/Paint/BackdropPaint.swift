/// A filtered backdrop as a paint: the cells a ``BackdropGrid`` computed (by ``BackdropBlur`` or
/// ``ReferenceBackdropBlur``), interpolated bilinearly to device pixels as the grid defines.
///
/// Pixels beyond the grid's output take the nearest cells (the fill's shape keeps them out).
package struct BackdropPaint: PaintSource {
  package let grid: BackdropGrid
  /// Per cell of `grid.cells`, row by row: r, g, b, a in 1/256ths of a level (≤ 65280).
  package let cells: [SIMD4<UInt16>]
  package let isOpaque: Bool

  package init(grid: BackdropGrid, cells: [SIMD4<UInt16>]) {
    precondition(cells.count == grid.cells.area, "\(cells.count) cells for \(grid.cells)")
    self.grid = grid
    self.cells = cells
    isOpaque = cells.allSatisfy { $0[3] == 65280 }
  }

  /// Cell coordinates clamped to the grid's cells (relative to their first).
  @inline(__always) func clamped(_ i: Int, _ j: Int) -> Int {
    let c = grid.cells
    let x = Swift.min(Swift.max(i, c.minX), c.maxX - 1) - c.minX
    let y = Swift.min(Swift.max(j, c.minY), c.maxY - 1) - c.minY
    return y * c.width + x
  }

  package func referenceColor(x: Int, y: Int) -> UInt32 {
    let f = grid.factor
    let (i, tx) = BackdropGrid.cell(x, factor: f)
    let (j, ty) = BackdropGrid.cell(y, factor: f)
    let wx = [2 * f - tx, tx]
    let wy = [2 * f - ty, ty]
    var packed: UInt32 = 0
    for channel in 0..<4 {
      var sum = 0
      for dy in 0..<2 {
        for dx in 0..<2 {
          sum += wy[dy] * wx[dx] * Int(cells[clamped(i + dx, j + dy)][channel])
        }
      }
      let half = 2 * f * f * 256
      packed |= UInt32((sum + half) / (2 * half)) << (8 * channel)
    }
    return packed
  }

  package func fetchRow(y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
    let f = grid.factor
    let (j, ty) = BackdropGrid.cell(y, factor: f)
    let wy0 = SIMD4<UInt32>(repeating: UInt32(2 * f - ty))
    let wy1 = SIMD4<UInt32>(repeating: UInt32(ty))
    let bits = UInt32(2 * grid.shift + 10)
    let half = SIMD4<UInt32>(repeating: 1 << (bits - 1))
    let shifts = SIMD4<UInt32>(0, 8, 16, 24)
    cells.withUnsafeBufferPointer { c in
      let base = c.baseAddress!
      @inline(__always) func column(_ i: Int) -> SIMD4<UInt32> {
        let a = SIMD4<UInt32>(truncatingIfNeeded: base[clamped(i, j)])
        let b = SIMD4<UInt32>(truncatingIfNeeded: base[clamped(i, j + 1)])
        return wy0 &* a &+ wy1 &* b
      }
      var x = x0
      var k = 0
      let end = x0 + count
      while x < end {
        // One cell span: the pixels whose left cell is i, weights rising by 2 per pixel.
        let (i, first) = BackdropGrid.cell(x, factor: f)
        let left = column(i)
        let right = column(i + 1)
        var tx = first
        while tx < 2 * f && x < end {
          let w = UInt32(tx)
          let v = (left &* (UInt32(2 * f) &- w) &+ right &* w &+ half) &>> bits
          out[k] = (v &<< shifts).wrappedSum()
          x += 1
          k += 1
          tx += 2
        }
      }
    }
  }
}
