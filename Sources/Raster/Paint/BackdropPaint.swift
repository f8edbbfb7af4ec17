/// A filtered backdrop as a paint: the cells a ``BackdropGrid`` computed (by ``BackdropBlur`` or
/// ``ReferenceBackdropBlur``), interpolated bilinearly to device pixels as the grid defines.
///
/// Pixels beyond the grid's output take the nearest cells (the fill's shape keeps them out).
@_spi(Painting) public struct BackdropPaint: PaintSource {
  internal let grid: BackdropGrid
  /// Per cell of `grid.cells`, row by row: r, g, b, a in 1/256ths of a level (≤ 65280).
  @_spi(Painting) public let cells: [SIMD4<UInt16>]
  @_spi(Painting) public let isOpaque: Bool

  internal init(grid: BackdropGrid, cells: [SIMD4<UInt16>]) {
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

  @_spi(Painting) public func referenceColor(x: Int, y: Int) -> UInt32 {
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

  @_spi(Painting) public func fetchRow(
    y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt32>
  ) {
    let f = grid.factor
    let (j, ty) = BackdropGrid.cell(y, factor: f)
    let wy0 = SIMD4<Int32>(repeating: Int32(2 * f - ty))
    let wy1 = SIMD4<Int32>(repeating: Int32(ty))
    let bits = Int32(2 * grid.shift + 10)
    let half = SIMD4<Int32>(repeating: 1 << (bits - 1))
    let twice = Int32(2 * f)
    cells.withUnsafeBufferPointer { c in
      let base = c.baseAddress!
      /// Column `i` of the two rows, blended down (times 2f).
      @inline(__always) func column(_ i: Int) -> SIMD4<Int32> {
        let a = SIMD4<Int32>(truncatingIfNeeded: base[clamped(i, j)])
        let b = SIMD4<Int32>(truncatingIfNeeded: base[clamped(i, j + 1)])
        return wy0 &* a &+ wy1 &* b
      }
      var x = x0
      var k = 0
      let end = x0 + count
      var (i, tx) = BackdropGrid.cell(x, factor: f)
      var right = column(i)
      while x < end {
        // The pixels whose left cell is i: weights towards cell i + 1 rise by 2 a pixel, so
        // the blend rises by twice the difference of the columns.
        let left = right
        right = column(i &+ 1)
        let step = (right &- left) &* 2
        var v = left &* twice &+ (right &- left) &* Int32(tx) &+ half
        while tx < 2 * f && x < end {
          let p = SIMD4<UInt8>(truncatingIfNeeded: v &>> bits)
          out[k] = unsafeBitCast(p, to: UInt32.self)
          v &+= step
          x &+= 1
          k &+= 1
          tx &+= 2
        }
        i &+= 1
        tx &-= 2 * f
      }
    }
  }
}
