@_spi(Painting) import Raster

extension SpanBandPainter {
  /// Writes `source` (a row of `width` pixels) into `rows` again, if it is at most eight runs of
  /// one colour (a dimmed screen with a card on it, a sheet's cell): stores alone, where a copy
  /// reads every row it writes, so a screenful of such rows costs about a memset. Returns false,
  /// having written nothing, for a busier row.
  func refill(_ source: UnsafeMutablePointer<UInt32>, width: Int, rows: Range<Int>) -> Bool {
    let runs = RepeatedRuns(of: source, width: width, row: rows.lowerBound - 1)
    guard runs.count >= 0 else { return false }
    for r in rows { runs.fill(buffer.row(r - buffer.originY), width: width) }
    return true
  }

  /// Writes row `y` as the row above again (`above`, its pixels): by its runs, stores alone,
  /// where it has at most eight (found once for a stretch of such rows: the runs are kept while
  /// each row repeats the one before), else by a copy. Under an opaque sheet that hides an image,
  /// every row is painted (the image changes on every row) and most repeat the row above.
  func repeatRow(_ y: Int, above: UnsafePointer<UInt32>) {
    let width = hi &- lo
    let row = buffer.row(y &- buffer.originY)
    if repeatedRuns.pointee.row != y &- 1 {
      repeatedRuns.pointee = RepeatedRuns(of: above, width: width, row: y &- 1)
    }
    repeatedRuns.pointee.row = y
    if repeatedRuns.pointee.count < 0 {
      row.update(from: above, count: width)
    } else {
      repeatedRuns.pointee.fill(row, width: width)
    }
  }
}

/// A row as at most eight runs of one colour, for writing it again with stores alone.
struct RepeatedRuns {
  /// The row they describe (`Int.min`: none).
  var row = Int.min
  /// How many runs; −1 for a row of more than eight.
  var count = -1
  var starts = SIMD8<Int32>()
  var colors = SIMD8<UInt32>()

  init() {}

  /// The runs of `source`, `width` pixels, row `row`.
  init(of source: UnsafePointer<UInt32>, width: Int, row: Int) {
    self.row = row
    starts = SIMD8(repeating: Int32(truncatingIfNeeded: width))
    var n = 0
    var x = 0
    while x < width {
      if n == 8 { return }  // count stays −1
      let color = source[x]
      starts[n] = Int32(truncatingIfNeeded: x)
      colors[n] = color
      n &+= 1
      x &+= 1
      while x < width && source[x] == color { x &+= 1 }
    }
    count = n
  }

  /// Writes the runs into `row`.
  @inline(__always) func fill(_ row: UnsafeMutablePointer<UInt32>, width: Int) {
    for k in 0..<count {
      let a = Int(starts[k])
      let b = k &+ 1 < count ? Int(starts[k &+ 1]) : width
      WideKernels.fill(colors[k], into: row + a, count: b &- a)
    }
  }
}
