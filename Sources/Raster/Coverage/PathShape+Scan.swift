// PathShape's scan converter, sparse: a row costs its edge pieces and the columns they cross,
// not its width. A piece is where one edge crosses the row band, over a signed height d (its
// winding times the height it spans). Left of the columns it cuts it covers nothing, right of
// them d, and in column c it covers d · (R(c + 1) − R(c)), where R(c) is the mean over the piece
// of max(0, c − x) (see PolygonShape+CoverageRow.swift for the maths).
//
// So a row is groups of columns that pieces cut (pieces whose columns overlap form one group)
// separated by runs where the winding is constant: the sum of the heights of the pieces left of
// them. A scan sorts the pieces by their first column, finds the longest run (the row's
// interior) from the columns alone, then walks the groups once, writing each pixel straight to
// its place: a lone piece's columns from its own formula, a group of several through
// accumulated coverage differences in the cells (cleared as they are read).

/// A path shape's scan through raw pointers: what the span compositor keeps per path fill, so that
/// a row's scan takes no reference counting. Valid while its ``PathShape`` lives.
@_spi(Painting) public struct PathScanner {
  let edges: EdgeTableView
  @_spi(Painting) public let bounds: PixelRect
  let evenOdd: Bool
  /// The size a scan needs of its `ranges`: room for as many ``Piece``s as a band has edges.
  @_spi(Painting) public let maximumRanges: Int

  /// `ranges` slots a piece takes.
  static let rangesPerPiece = MemoryLayout<Piece>.stride / MemoryLayout<SIMD2<Int32>>.stride

  /// What a scan found on a row, in offsets from its window's first column: pixels
  /// `first ..< last` are covered (all others are 0), and `interior` is the longest run of equal
  /// coverage among them that lies between pieces (a shape's filled middle or a hole).
  struct ScanRow {
    var first = 0
    var last = 0
    var interior = (start: 0, end: 0, value: UInt8(0))
  }

  /// Where an edge crosses the row band `[top, bottom]`, or nil if it does not: its x range,
  /// its signed height, and the columns it cuts, `c0 ... c1` (none, `c1 = c0 − 1`, for a
  /// vertical piece on the boundary before column `c0`, which only steps the winding there).
  struct Piece {
    var lo: Double
    var hi: Double
    var height: Double
    var c0: Int
    var c1: Int

    @inline(__always) init?(_ e: PolygonEdge, top: Double, bottom: Double) {
      let t = Swift.max(e.y0, top)
      let u = Swift.min(e.y1, bottom)
      guard u > t else { return nil }
      let a = e.x(at: t)
      let b = e.x(at: u)
      lo = Swift.min(a, b)
      hi = Swift.max(a, b)
      height = (u - t) * e.winding
      // Columns at most 2⁶² either side: a wild edge's crossing past Int's range, converted
      // whole, would stop the process; every window lies far inside (C's scan does the same).
      c0 = floorInt(Swift.min(Swift.max(lo, -0x1p62), 0x1p62))
      c1 = -floorInt(-Swift.min(Swift.max(hi, -0x1p62), 0x1p62)) &- 1
    }

    /// `R(c)`, with `inverse = 1 / (2 · (hi − lo))` (a piece over more than one column).
    @inline(__always) func ramp(_ c: Int, inverse: Double) -> Double {
      let x = Double(c)
      if x <= lo { return 0 }
      if x >= hi { return x - (lo + hi) / 2 }
      let t = x - lo
      return t * t * inverse
    }
  }

  /// Scans row `y` over columns `x0 ..< x0 + count` (within the bounds) into `out`, using
  /// `cells` (zero on entry and on return, `count + 2` long) and `pieces` (room for the most
  /// pieces a row can have: see ``maximumRanges``).
  ///
  /// `compact` writes only the pixels outside the interior, in column order from `out[0]` (the
  /// spans' edge values); otherwise every covered pixel goes to `out[column offset]`.
  @inline(__always)
  func scan(
    y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt8>,
    cells: UnsafeMutablePointer<Double>, pieces: UnsafeMutablePointer<Piece>, compact: Bool
  ) -> ScanRow {
    let top = Double(y)
    let bottom = Double(y &+ 1)
    let last = count &- 1
    let evenOdd = self.evenOdd
    // The pieces in the window, the winding of those wholly left of it,
    // and of all of them, to guess the tail's.
    var n = 0
    var left = 0.0
    var total = 0.0
    for k in edges.band(of: y) {
      guard let p = Piece(edges.edge(k), top: top, bottom: bottom) else { continue }
      if p.c1 < x0 {
        left += p.height
        continue
      }
      if p.c0 > x0 &+ last { continue }
      total += p.height
      pieces[n] = p
      n &+= 1
    }
    let head = PathShape.coverage(left, evenOdd: evenOdd)
    var row = ScanRow()
    guard n > 0 else {
      guard head != 0 else { return row }
      if !compact { out.update(repeating: head, count: count) }
      row.last = count
      row.interior = (0, count, head)
      return row
    }
    /// A lone piece's columns `s ... e` (window offsets, clamped) over winding `w`, column c at
    /// `o[c]`: its own coverage, no cells.
    @inline(__always) func lone(
      _ p: Piece, _ s: Int, _ e: Int, over w: Double, into o: UnsafeMutablePointer<UInt8>
    ) {
      let d = p.height
      if p.c0 == p.c1 {
        o[s] = PathShape.coverage(
          w + d * (Double(p.c0 &+ 1) - (p.lo + p.hi) / 2), evenOdd: evenOdd)
      } else if s <= e {
        let inverse = 1 / (2 * (p.hi - p.lo))
        var right = p.ramp(s &+ x0, inverse: inverse)
        for c in s...e {
          let r = right
          right = p.ramp(c &+ x0 &+ 1, inverse: inverse)
          o[c] = PathShape.coverage(w + d * (right - r), evenOdd: evenOdd)
        }
      }
    }
    // Most rows of a shape cross it twice, apart, with nothing covered past the second
    // crossing: the first piece's columns, the run between them (the interior), the second's.
    // The same bytes as the general walk below, without its sort, groups and runs.
    if compact && n == 2 && head == 0 {
      var p = pieces[0]
      var q = pieces[1]
      if q.c0 < p.c0 { swap(&p, &q) }
      let s0 = Swift.max(p.c0 &- x0, 0)
      let e0 = Swift.min(p.c1 &- x0, last)
      let s1 = Swift.max(q.c0 &- x0, 0)
      let e1 = Swift.min(q.c1 &- x0, last)
      if p.c1 >= p.c0 && q.c1 >= q.c0 && s1 > e0
        && (e1 == last || PathShape.coverage(left + total, evenOdd: evenOdd) == 0)
      {
        lone(p, s0, e0, over: left, into: out - s0)
        var shift = s0
        if s1 > e0 &+ 1 {
          row.interior = (e0 &+ 1, s1, PathShape.coverage(left + p.height, evenOdd: evenOdd))
          shift &+= s1 &- e0 &- 1
        }
        lone(q, s1, e1, over: left + p.height, into: out - shift)
        row.first = s0
        row.last = e1 &+ 1
        return row
      }
    }
    // Insertion sort by first column: a row crosses a handful of edges.
    for i in 1..<n {
      let r = pieces[i]
      var j = i
      while j > 0 && pieces[j &- 1].c0 > r.c0 {
        pieces[j] = pieces[j &- 1]
        j &-= 1
      }
      pieces[j] = r
    }
    @inline(__always) func start(_ i: Int) -> Int { Swift.max(pieces[i].c0 &- x0, 0) }
    @inline(__always) func end(_ i: Int) -> Int { Swift.min(pieces[i].c1 &- x0, last) }
    // The interior: the longest run, before, between or after the groups.
    row.first = head != 0 ? 0 : start(0)
    var best = (start: 0, end: 0)
    var reach = row.first &- 1  // the last column before or in a group so far
    for i in 0..<n {
      let s = start(i)
      if s &- reach &- 1 > best.end &- best.start { best = (reach &+ 1, s) }
      reach = Swift.max(reach, end(i))
    }
    if reach < last && PathShape.coverage(left + total, evenOdd: evenOdd) != 0
      && last &- reach > best.end &- best.start
    {
      best = (reach &+ 1, count)
    }
    // Column c goes to out[c − shift]: in compact form, shift is `first` before the interior and
    // also the interior's length after it.
    var shift = compact ? row.first : 0
    @inline(__always) func run(_ from: Int, _ to: Int, _ v: UInt8) {
      if from == best.start && to > from {
        row.interior = (from, to, v)
        if compact {
          shift &+= to &- from
          return
        }
      }
      (out + (from &- shift)).update(repeating: v, count: to &- from)
    }
    var w = left
    reach = row.first &- 1
    var i = 0
    while i < n {
      let s = start(i)
      if s > reach &+ 1 { run(reach &+ 1, s, PathShape.coverage(w, evenOdd: evenOdd)) }
      var e = end(i)
      var j = i &+ 1
      while j < n && start(j) <= e {
        e = Swift.max(e, end(j))
        j &+= 1
      }
      let o = out - shift
      if j == i &+ 1 {
        // A lone piece: its own coverage over the winding so far.
        lone(pieces[i], s, e, over: w, into: o)
        w += pieces[i].height
      } else {
        // Overlapping pieces: their coverage differences, summed from the winding so far.
        for k in i..<j {
          Self.addDifferences(pieces[k], x0: x0, last: last, into: cells)
        }
        var sum = w
        for c in s...e {
          sum += cells[c]
          cells[c] = 0
          o[c] = PathShape.coverage(sum, evenOdd: evenOdd)
        }
        w = sum + cells[e &+ 1]
        cells[e &+ 1] = 0
      }
      reach = e
      i = j
    }
    row.last = reach &+ 1
    if reach < last {
      // Past the last piece the coverage stays as it is: zero, unless the shape runs on past the
      // window's right side.
      let v = PathShape.coverage(w, evenOdd: evenOdd)
      if v != 0 || best.start == reach &+ 1 {
        run(reach &+ 1, count, v)
        row.last = count
      }
    }
    return row
  }

  /// Adds piece `p`'s coverage differences `cov(c) − cov(c − 1)` to the cells of the window
  /// columns it crosses and the one after them (`cells[c − x0]`, `last` the window's last
  /// offset); the piece does not lie wholly left of the window.
  @inline(__always)
  static func addDifferences(
    _ p: Piece, x0: Int, last: Int, into cells: UnsafeMutablePointer<Double>
  ) {
    if p.c1 < p.c0 {
      cells[p.c0 &- x0] += p.height
      return
    }
    let first = Swift.max(p.c0, x0)
    let end = Swift.min(p.c1 &+ 1, last &+ 1 &+ x0)
    if p.c0 == p.c1 {
      let cov = p.height * (Double(p.c0 &+ 1) - (p.lo + p.hi) / 2)
      cells[p.c0 &- x0] += cov
      cells[p.c0 &- x0 &+ 1] += p.height - cov
      return
    }
    let inverse = 1 / (2 * (p.hi - p.lo))
    var previous = 0.0
    var right = p.ramp(first, inverse: inverse)
    for c in first...end {
      let r = right
      right = p.ramp(c &+ 1, inverse: inverse)
      let cov = p.height * (right - r)
      cells[c &- x0] += cov - previous
      previous = cov
    }
  }

  /// ``rowSpans(y:x0:x1:edges:cells:ranges:level:)`` in Swift: the plain version the C kernels
  /// follow step for step, and are tested against.
  internal func plainRowSpans(
    y: Int, x0: Int, x1: Int, edges: UnsafeMutablePointer<UInt8>,
    cells: UnsafeMutablePointer<Double>, ranges: UnsafeMutablePointer<SIMD2<Int32>>
  ) -> RowSpans {
    guard let (a, b) = window(y: y, x0: x0, x1: x1) else { return .empty }
    let row = ranges.withMemoryRebound(
      to: Piece.self, capacity: maximumRanges / Self.rangesPerPiece
    ) {
      scan(y: y, x0: a, count: b - a, into: edges, cells: cells, pieces: $0, compact: true)
    }
    return Self.spans(first: row.first, last: row.last, interior: row.interior, x0: a)
  }

  /// The columns `a ..< b` of `x0 ..< x1` a scan of row `y` looks at, or nil where the row or
  /// the columns miss the bounds.
  @inline(__always) func window(y: Int, x0: Int, x1: Int) -> (Int, Int)? {
    let a = Swift.max(x0, bounds.minX)
    let b = Swift.min(x1, bounds.maxX)
    guard y >= bounds.minY, y < bounds.maxY, b > a else { return nil }
    return (a, b)
  }

  /// A compact scan's row as spans, its window starting at column `a`.
  @inline(__always) static func spans(
    first: Int, last: Int, interior i: (start: Int, end: Int, value: UInt8), x0 a: Int
  ) -> RowSpans {
    guard last > first else { return .empty }
    // No constant run: every pixel is an edge value.
    let (i0, i1) = i.end > i.start ? (i.start, i.end) : (last, last)
    return RowSpans(
      x0: a + first, interiorX0: a + i0, interiorX1: a + i1, x1: a + last,
      interiorCoverage: i.value)
  }
}

extension PathShape {
  /// The shape's scanner (valid while this shape lives).
  @_spi(Painting) public var scanner: PathScanner {
    PathScanner(
      edges: table.view, bounds: bounds, evenOdd: rule == .evenOdd,
      maximumRanges: Swift.max(1, table.maximumBandCount) * PathScanner.rangesPerPiece)
  }

  @_spi(Painting) public func coverageRow(
    y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt8>, scratch: RasterScratch
  ) {
    guard count > 0,
      let (a, b) = boundedColumns(y: y, x0: x0, count: count, zeroing: out).map({
        ($0.lowerBound, $0.upperBound)
      })
    else { return }
    let scanner = self.scanner
    scratch.reserveRanges(scanner.maximumRanges)
    let row = withExtendedLifetime(self) {
      scratch.ranges.withMemoryRebound(
        to: PathScanner.Piece.self, capacity: scanner.maximumRanges / PathScanner.rangesPerPiece
      ) {
        scanner.scan(
          y: y, x0: a, count: b - a, into: out + (a - x0), cells: scratch.cells, pieces: $0,
          compact: false)
      }
    }
    // Zero outside the written pixels.
    out.update(repeating: 0, count: a - x0 + row.first)
    let end = a - x0 + row.last
    (out + end).update(repeating: 0, count: count - end)
  }

  /// ``coverageRow(y:x0:count:into:scratch:)``'s values, and the row's extent with its longest
  /// constant run as the interior (which ``rowExtent(y:)``, from the edges alone, cannot know):
  /// from one sparse scan over the same columns, so the same values. Uses `coverage3`.
  @_spi(Painting) public func coverageRowAndInterior(
    y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt8>, scratch: RasterScratch
  ) -> RowExtent {
    let edges = scratch.coverage3
    let s = rowSpans(y: y, x0: x0, x1: x0 + count, edges: edges, scratch: scratch)
    guard !s.isEmpty else {
      out.update(repeating: 0, count: count)
      return .empty
    }
    out.update(repeating: 0, count: s.x0 - x0)
    (out + (s.x0 - x0)).update(from: edges, count: s.leftCount)
    (out + (s.interiorX0 - x0)).update(
      repeating: s.interiorCoverage, count: s.interiorX1 - s.interiorX0)
    (out + (s.interiorX1 - x0)).update(from: edges + s.leftCount, count: s.rightCount)
    (out + (s.x1 - x0)).update(repeating: 0, count: x0 + count - s.x1)
    return RowExtent(
      x0: s.x0, x1: s.x1, interiorX0: s.interiorX0, interiorX1: s.interiorX1,
      interiorCoverage: s.interiorCoverage)
  }

  /// Row `y`'s spans within columns `x0 ..< x1` (see ``PathScanner/rowSpans``).
  @_spi(Painting) public func rowSpans(
    y: Int, x0: Int, x1: Int, edges: UnsafeMutablePointer<UInt8>, scratch: RasterScratch
  ) -> RowSpans {
    let scanner = self.scanner
    scratch.reserveRanges(scanner.maximumRanges)
    return withExtendedLifetime(self) {
      scanner.rowSpans(
        y: y, x0: x0, x1: x1, edges: edges, cells: scratch.cells, ranges: scratch.ranges)
    }
  }

  @_spi(Painting) public func rowExtent(y: Int) -> RowExtent {
    guard y >= bounds.minY, y < bounds.maxY else { return .empty }
    let c = table.crossings(ofRow: y)
    guard c.minX <= c.maxX else { return .empty }
    // Edges bound the covered columns (a contour is closed: past its last edge on the row, its
    // winding is back to zero).
    // Clamped as Doubles: a crossing far outside (past 2⁶³) would trap converting to Int.
    let minX = Double(bounds.minX)
    let maxX = Double(bounds.maxX)
    let x0 = Int(Swift.min(Swift.max(minX, c.minX.rounded(.down)), maxX))
    let x1 = Int(Swift.max(Swift.min(maxX, c.maxX.rounded(.up)), minX))
    return x1 > x0 ? RowExtent(x0: x0, x1: x1) : .empty
  }
}

/// `Int(x.rounded(.down))` for |x| < 2⁶³ without a library call: truncation, less one below zero
/// where it rounded up.
@inline(__always) func floorInt(_ x: Double) -> Int {
  let t = Int(x)
  return Double(t) > x ? t &- 1 : t
}
