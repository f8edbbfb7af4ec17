// PathShape's scan converter: PolygonShape's signed-area accumulation (see
// PolygonShape+CoverageRow.swift for the maths) over every contour's edges at once, in double
// precision, and sparse: each edge piece adds its coverage differences to the cells of the
// columns it crosses (plus one) and records that range; the ranges are sorted, and one running
// sum over the touched cells gives their pixels, while between ranges the sum, and so the
// coverage, is constant. A row costs its edges and the columns they cross, not its width.
//
// Adding the untouched (zero) cells would not change the sum, so a dense running sum over the
// same window gives the same bytes; the cells are cleared as they are read (they are all zero
// between rows, see RasterScratch.cells).

/// A path shape's scan through raw pointers: what the span compositor keeps per path fill, so that
/// a row's scan takes no reference counting. Valid while its ``PathShape`` lives.
package struct PathScanner {
  let edges: EdgeTableView
  package let bounds: PixelRect
  let evenOdd: Bool
  /// The most edge pieces a row can record (the size ``scan`` needs of its `ranges`).
  package let maximumRanges: Int

  /// What a scan found on a row, in offsets from its window's first column: pixels
  /// `first ..< last` are covered by what it wrote (all others are 0), and `interior` is the
  /// longest run of equal coverage among them that lies between edges (a shape's filled middle
  /// or a hole). The interior's pixels are written only if the scan was asked to write it.
  struct ScanRow {
    var first = 0
    var last = 0
    var interior = (start: 0, end: 0, value: UInt8(0))
  }

  /// Runs of equal coverage longer than this are written once the interior is known (so that
  /// the interior itself need not be written at all for spans).
  static let deferredRun = 16

  /// Scans row `y` over columns `x0 ..< x0 + count` (within the bounds) into `out[0 ..< count]`,
  /// accumulating in `cells` (zero on entry and on return, `count + 2` long) and recording
  /// touched ranges in `ranges` (``maximumRanges`` long), which afterwards hold nothing useful.
  @inline(__always)
  func scan(
    y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt8>,
    cells: UnsafeMutablePointer<Double>, ranges: UnsafeMutablePointer<SIMD2<Int32>>,
    writingInterior: Bool
  ) -> ScanRow {
    var rangeCount = 0
    let top = Double(y)
    let bottom = Double(y &+ 1)
    for k in edges.band(of: y) {
      let e = edges.edge(k)
      let t = Swift.max(e.y0, top)
      let u = Swift.min(e.y1, bottom)
      guard u > t,
        let r = Self.accumulate(
          xTop: e.x(at: t), xBottom: e.x(at: u), height: (u - t) * e.winding, x0: x0,
          count: count, into: cells)
      else { continue }
      ranges[rangeCount] = r
      rangeCount &+= 1
    }
    var row = ScanRow()
    guard rangeCount > 0 else { return row }
    // Insertion sort by start: a row crosses a handful of edges.
    for i in 1..<rangeCount {
      let r = ranges[i]
      var j = i
      while j > 0 && ranges[j &- 1].x > r.x {
        ranges[j] = ranges[j &- 1]
        j &-= 1
      }
      ranges[j] = r
    }
    let evenOdd = self.evenOdd
    var sum = 0.0
    var next = Int(ranges[0].x)  // the first column not yet written
    row.first = next
    // Long constant runs wait in `ranges` (slots already read: one per merged range at most) as
    // (start, end | value << 16); frames are narrower than 2¹⁵ columns.
    var deferred = 0
    @inline(__always) func constant(_ from: Int, _ to: Int, _ v: UInt8) {
      if to &- from > row.interior.end &- row.interior.start { row.interior = (from, to, v) }
      if to &- from > Self.deferredRun {
        ranges[deferred] = SIMD2(
          Int32(truncatingIfNeeded: from), Int32(truncatingIfNeeded: to | Int(v) << 16))
        deferred &+= 1
      } else {
        (out + from).update(repeating: v, count: to &- from)
      }
    }
    var i = 0
    while i < rangeCount {
      let a = Int(ranges[i].x)
      var b = Int(ranges[i].y)
      i &+= 1
      while i < rangeCount && Int(ranges[i].x) <= b &+ 1 {  // overlapping or adjacent: merge
        b = Swift.max(b, Int(ranges[i].y))
        i &+= 1
      }
      let start = Swift.max(a, next)
      if start > next {  // constant since the last range
        constant(next, start, PathShape.coverage(sum, evenOdd: evenOdd))
      }
      var c = start
      while c <= b {
        sum += cells[c]
        cells[c] = 0
        out[c] = PathShape.coverage(sum, evenOdd: evenOdd)
        c &+= 1
      }
      next = Swift.max(next, b &+ 1)
    }
    // Past the last edge the coverage stays as it is: zero, unless the shape runs on past the
    // window's right side.
    let v = PathShape.coverage(sum, evenOdd: evenOdd)
    if v != 0 && next < count {
      constant(next, count, v)
      next = count
    }
    row.last = next
    for k in 0..<deferred {
      let from = Int(ranges[k].x)
      guard writingInterior || from != row.interior.start else { continue }
      let packed = Int(ranges[k].y)
      (out + from).update(
        repeating: UInt8(truncatingIfNeeded: packed >> 16), count: (packed & 0xFFFF) &- from)
    }
    return row
  }

  /// ``accumulateEdgePiece(xTop:xBottom:height:x0:count:into:)`` for scans: the same
  /// differences, with a piece inside one column (most pieces) written directly, and the ramp's
  /// division by `2 · width` done once per piece. Returns the window offsets touched.
  @inline(__always)
  static func accumulate(
    xTop: Double, xBottom: Double, height d: Double, x0: Int, count: Int,
    into acc: UnsafeMutablePointer<Double>
  ) -> SIMD2<Int32>? {
    let lo = Swift.min(xTop, xBottom)
    let hi = Swift.max(xTop, xBottom)
    let c0 = floorInt(lo)
    let c1 = floorInt(hi)
    let last = x0 &+ count &- 1
    if c1 &+ 1 < x0 {  // wholly left of the window: every pixel in it is right of the edge
      acc[0] += d
      return .zero
    }
    if c0 > last { return nil }
    let mid = (lo + hi) / 2
    if c0 == c1 && c0 >= x0 {
      // Column c0 holds the piece: it covers d times the part of the column right of its mean
      // x; every column after it, d.
      let cov = d * (Double(c0 &+ 1) - mid)
      let k = c0 &- x0
      acc[k] += cov
      if c0 < last { acc[k &+ 1] += d - cov }
      return SIMD2(
        Int32(truncatingIfNeeded: k), Int32(truncatingIfNeeded: Swift.min(k &+ 1, count &- 1)))
    }
    let inverse = 1 / (2 * (hi - lo))
    @inline(__always) func ramp(_ c: Int) -> Double {
      let x = Double(c)
      if x <= lo { return 0 }
      if x >= hi { return x - mid }
      let t = x - lo
      return t * t * inverse
    }
    var previous = 0.0
    let first = Swift.max(c0, x0)
    var i = first
    let end = Swift.min(c1 &+ 1, last)
    var right = ramp(i)
    while i <= end {
      let left = right
      right = ramp(i &+ 1)
      let cov = d * (right - left)
      acc[i &- x0] += cov - previous
      previous = cov
      i &+= 1
    }
    return SIMD2(Int32(truncatingIfNeeded: first &- x0), Int32(truncatingIfNeeded: end &- x0))
  }

  /// Row `y`'s spans within columns `x0 ..< x1`, with edge values in `edges` (room for
  /// `x1 − x0` values): the longest run of equal coverage between edges is the interior, every
  /// other written pixel an edge value. `cells` and `ranges` as for ``scan``.
  package func rowSpans(
    y: Int, x0: Int, x1: Int, edges: UnsafeMutablePointer<UInt8>,
    cells: UnsafeMutablePointer<Double>, ranges: UnsafeMutablePointer<SIMD2<Int32>>
  ) -> RowSpans {
    let a = Swift.max(x0, bounds.minX)
    let b = Swift.min(x1, bounds.maxX)
    guard y >= bounds.minY, y < bounds.maxY, b > a else { return .empty }
    let row = scan(
      y: y, x0: a, count: b - a, into: edges, cells: cells, ranges: ranges, writingInterior: false)
    guard row.last > row.first else { return .empty }
    let i = row.interior
    guard i.end > i.start else {
      // No constant run: every pixel is an edge value, from the start of the buffer.
      let n = row.last - row.first
      if row.first > 0 { edges.update(from: edges + row.first, count: n) }
      return RowSpans(
        x0: a + row.first, interiorX0: a + row.last, interiorX1: a + row.last,
        x1: a + row.last, interiorCoverage: 0)
    }
    // Left edge values first, the right ones straight after them.
    let left = i.start - row.first
    if row.first > 0 { edges.update(from: edges + row.first, count: left) }
    (edges + left).update(from: edges + i.end, count: row.last - i.end)
    return RowSpans(
      x0: a + row.first, interiorX0: a + i.start, interiorX1: a + i.end, x1: a + row.last,
      interiorCoverage: i.value)
  }
}

extension PathShape {
  /// The shape's scanner (valid while this shape lives).
  package var scanner: PathScanner {
    PathScanner(
      edges: table.view, bounds: bounds, evenOdd: rule == .evenOdd,
      maximumRanges: table.maximumBandCount)
  }

  package func coverageRow(
    y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt8>, scratch: RasterScratch
  ) {
    guard count > 0,
      let (a, b) = boundedColumns(y: y, x0: x0, count: count, zeroing: out).map({
        ($0.lowerBound, $0.upperBound)
      })
    else { return }
    scratch.reserveRanges(table.maximumBandCount)
    let row = withExtendedLifetime(self) {
      scanner.scan(
        y: y, x0: a, count: b - a, into: out + (a - x0), cells: scratch.cells,
        ranges: scratch.ranges, writingInterior: true)
    }
    // Zero outside the written pixels.
    out.update(repeating: 0, count: a - x0 + row.first)
    let end = a - x0 + row.last
    (out + end).update(repeating: 0, count: count - end)
  }

  /// Row `y`'s spans within columns `x0 ..< x1` (see ``PathScanner/rowSpans``).
  package func rowSpans(
    y: Int, x0: Int, x1: Int, edges: UnsafeMutablePointer<UInt8>, scratch: RasterScratch
  ) -> RowSpans {
    scratch.reserveRanges(table.maximumBandCount)
    return withExtendedLifetime(self) {
      scanner.rowSpans(
        y: y, x0: x0, x1: x1, edges: edges, cells: scratch.cells, ranges: scratch.ranges)
    }
  }

  package func rowExtent(y: Int) -> RowExtent {
    guard y >= bounds.minY, y < bounds.maxY else { return .empty }
    let c = table.crossings(ofRow: y)
    guard c.minX <= c.maxX else { return .empty }
    // Edges bound the covered columns (a contour is closed: past its last edge on the row, its
    // winding is back to zero).
    let x0 = Swift.max(bounds.minX, Int(c.minX.rounded(.down)))
    let x1 = Swift.min(bounds.maxX, Int(c.maxX.rounded(.up)))
    return x1 > x0 ? RowExtent(x0: x0, x1: x1) : .empty
  }
}

/// `Int(x.rounded(.down))` for |x| < 2⁶³ without a library call: truncation, less one below zero
/// where it rounded up.
@inline(__always) func floorInt(_ x: Double) -> Int {
  let t = Int(x)
  return Double(t) > x ? t &- 1 : t
}
