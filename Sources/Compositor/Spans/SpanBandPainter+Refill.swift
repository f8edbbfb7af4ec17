import Raster

extension SpanBandPainter {
  /// Writes `source` (a row of `width` pixels) into `rows` again, if it is at most eight runs of
  /// one colour (a dimmed screen with a card on it, a sheet's cell): stores alone, where a copy
  /// reads every row it writes, so a screenful of such rows costs about a memset. Returns false,
  /// having written nothing, for a busier row.
  func refill(_ source: UnsafeMutablePointer<UInt32>, width: Int, rows: Range<Int>) -> Bool {
    var starts = SIMD8<Int32>(repeating: Int32(truncatingIfNeeded: width))
    var colors = SIMD8<UInt32>()
    var count = 0
    var x = 0
    while x < width {
      if count == 8 { return false }
      let color = source[x]
      starts[count] = Int32(truncatingIfNeeded: x)
      colors[count] = color
      count &+= 1
      x &+= 1
      while x < width && source[x] == color { x &+= 1 }
    }
    for r in rows {
      let row = buffer.row(r - buffer.originY)
      for k in 0..<count {
        let a = Int(starts[k])
        let b = k &+ 1 < count ? Int(starts[k &+ 1]) : width
        WideKernels.fill(colors[k], into: row + a, count: b &- a)
      }
    }
    return true
  }
}
