/// The filtered cells of a ``BackdropGrid``, fast: ``ReferenceBackdropBlur``'s sums, bit for bit,
/// with cells summed from packed pixels and the three boxes as running sums.
///
/// Only the cells run the blur (a `factor`² fraction of the pixels), so the cost is one read of
/// the source pixels and, later, the paint's interpolation of each pixel it fills.
@_spi(Painting) public enum BackdropBlur {
  /// See ``ReferenceBackdropBlur/paint(_:grid:source:)``. `scratch` holds the working rows and
  /// planes between calls, so that a warm caller allocates nothing (the paint's cells are the
  /// scratch's, shared until the next call overwrites them).
  ///
  /// The work splits into `parts`: rows of cells for the means and the blur across, columns for
  /// the blur down, and `parallel` runs the parts (on several threads if it likes). Each part
  /// writes only its own cells, so any split gives the same bytes.
  @_spi(Painting) public static func paint(
    _ filter: BackdropFilter, grid: BackdropGrid, source: PixelBuffer,
    scratch: BackdropScratch = BackdropScratch(), parts: Int = 1,
    parallel: ParallelParts = ParallelParts.inOrder
  ) -> BackdropPaint {
    let inner = grid.cells
    let outer = inner.outset(by: grid.radius)
    let parts = Swift.max(1, Swift.min(parts, inner.width, outer.height))
    scratch.reserve(outer: outer, inner: inner, parts: parts)
    scratch.withMemory { memory in
      blur(
        source, grid: grid, filter: filter, outer: outer, parts: parts, parallel: parallel,
        memory: memory)
    }
    return BackdropPaint(grid: grid, cells: scratch.cells)
  }

  /// ``paint``'s work in `memory`.
  static func blur(
    _ source: PixelBuffer, grid: BackdropGrid, filter: BackdropFilter, outer: PixelRect,
    parts: Int, parallel: ParallelParts, memory: BlurMemory
  ) {
    let inner = grid.cells
    let lengths = grid.boxes.map { $0.before + $0.after + 1 }
    let sum = UInt64(grid.kernelSum)
    let w = inner.width
    let f = grid.factor
    let matrix = filter.saturationMatrix
    let tint = filter.tint
    cellSpans(source.deviceRect, factor: f, cells: outer, into: memory.spans)
    @Sendable func share(_ n: Int, _ part: Int) -> Range<Int> {
      n * part / parts..<n * (part + 1) / parts
    }
    // Each outer cell's mean, then across each row: the outer cells' columns become the inner
    // ones, rounded, into rows of `w` cells.
    parallel.run(parts) { part in
      let d = memory.plane
      let h = memory.rows
      let a = memory.line(part)
      let b = a + memory.lineLength
      let sums = memory.sums(part)
      let rows = share(outer.height, part)
      cellMeans(
        source, factor: f, cells: outer, rows: rows, spans: memory.spans, rb: sums,
        ga: sums + outer.width, into: d)
      for j in rows {
        a.update(from: d + j * outer.width, count: outer.width)
        let result = boxes(a, count: outer.width, lengths: lengths, spare: b)
        for i in 0..<w { h[j * w + i] = round(result[i], sum) }
      }
    }
    // Down the columns, whole rows at a time: each box a running sum of rows, in place (a box's
    // output row k only needs input rows k ... k + L − 1); the plane holds the sums.
    parallel.run(parts) { part in
      let h = memory.rows
      let acc = memory.plane
      let columns = share(w, part)
      var rows = outer.height
      for length in lengths {
        for i in columns { acc[i] = .zero }
        for t in 0..<length {
          for i in columns { acc[i] &+= h[t * w + i] }
        }
        let m = rows - length + 1
        for k in 0..<m {
          let out = h + k * w
          let next = h + (k + length) * w
          for i in columns {
            let v = acc[i]
            if k + length < rows { acc[i] = v &+ next[i] &- out[i] }
            out[i] = v
          }
        }
        rows = m
      }
      let cells = memory.cells
      matrix.withUnsafeBufferPointerOrNil { m in
        for j in 0..<inner.height {
          for i in columns {
            let k = j * w + i
            let v = SIMD4<UInt32>(truncatingIfNeeded: round(h[k], sum))
            cells[k] = SIMD4(truncatingIfNeeded: BackdropFilter.finish(v, matrix: m, tint: tint))
          }
        }
      }
    }
  }

  /// `round(v / sum)` per lane, halves up: `⌊(2v + sum) / 2sum⌋`, in double precision on all
  /// four lanes at once, without branches or conversion instructions.
  ///
  /// `v ≤ 255 · 256 · sum` and `sum < 2³²`, so `x = 2v + sum < 2⁴⁹` and `x / 2sum < 2¹⁷`: every
  /// integer involved is exact in a Double, and one of `0 ≤ x < 2⁵²` converts by its bits
  /// (`x | bits(2⁵²)` is the Double `2⁵² + x`). The quotient estimate, rounded to the nearest
  /// integer, is the true quotient or one more (its error is below 2⁻³⁴); the exact remainder
  /// `x − q · 2sum` says which.
  @inline(__always) static func round(_ v: SIMD4<UInt64>, _ sum: UInt64) -> SIMD4<UInt64> {
    let magic = SIMD4<UInt64>(repeating: 0x4330_0000_0000_0000)  // the bits of 2⁵²
    let two52 = SIMD4<Double>(repeating: 0x1p52)
    let d = SIMD4<Double>(repeating: Double(2 &* sum))
    let x = unsafeBitCast((2 &* v &+ sum) | magic, to: SIMD4<Double>.self) - two52
    var q = (x * (1 / d) + two52) - two52
    q = q.replacing(with: q - 1, where: x - q * d .< 0)
    return unsafeBitCast(q + two52, to: SIMD4<UInt64>.self) &- magic
  }

  /// The boxes of `lengths` run along `values[0 ..< count]`, each a sliding sum: output `k` of a
  /// box of length L is the sum of inputs `k ..< k + L`, so each box shortens the run by
  /// `L − 1`. Returns where the result is (`values` or `spare`).
  static func boxes(
    _ values: UnsafeMutablePointer<SIMD4<UInt64>>, count: Int, lengths: [Int],
    spare: UnsafeMutablePointer<SIMD4<UInt64>>
  ) -> UnsafeMutablePointer<SIMD4<UInt64>> {
    var src = values
    var dst = spare
    var n = count
    for length in lengths {
      var acc = SIMD4<UInt64>.zero
      for t in 0..<length { acc &+= src[t] }
      let m = n - length + 1
      for k in 0..<m {
        dst[k] = acc
        if k + length < n { acc = acc &+ src[k + length] &- src[k] }
      }
      n = m
      swap(&src, &dst)
    }
    return src
  }

  /// Per cell column of `cells`: pixels left of the source `area`, the first source column, how
  /// many columns lie inside, pixels right of it.
  static func cellSpans(
    _ area: PixelRect, factor f: Int, cells: PixelRect, into spans: UnsafeMutablePointer<SIMD4<Int>>
  ) {
    for c in 0..<cells.width {
      let x0 = (cells.minX + c) * f
      let x1 = x0 + f
      let a = Swift.min(Swift.max(x0, area.minX), area.maxX)
      let b = Swift.max(Swift.min(x1, area.maxX), area.minX)
      let inside = Swift.max(0, b - a)
      let left = Swift.min(f, Swift.max(0, area.minX - x0))
      spans[c] = SIMD4(left, a - area.minX, inside, f - left - inside)
    }
  }

  /// Each cell's mean (in 1/256ths) of its `factor × factor` pixels of `source`, whose edges
  /// repeat beyond it, for the cell rows `rows` of `cells` (`spans` from ``cellSpans``): two
  /// channels per 32-bit lane pair while summing (at most 256 pixels of 255, which a 16-bit half
  /// holds).
  static func cellMeans(
    _ source: PixelBuffer, factor f: Int, cells: PixelRect, rows: Range<Int>,
    spans: UnsafePointer<SIMD4<Int>>, rb: UnsafeMutablePointer<UInt32>,
    ga: UnsafeMutablePointer<UInt32>, into out: UnsafeMutablePointer<SIMD4<UInt64>>
  ) {
    let area = source.deviceRect
    // × 256 / f², a power of two: a shift (SSE2 has no 64-bit lane multiply).
    let shift = UInt64((256 / (f * f)).trailingZeroBitCount)
    for j in rows {
      for c in 0..<cells.width {
        rb[c] = 0
        ga[c] = 0
      }
      let y0 = (cells.minY + j) * f
      for y in y0..<(y0 + f) {
        let sy = Swift.min(Swift.max(y, area.minY), area.maxY - 1)
        let row = source.row(sy - source.originY)
        let first = row[0]
        let last = row[area.width - 1]
        for c in 0..<cells.width {
          let s = spans[c]
          var r = rb[c]
          var g = ga[c]
          if s[0] > 0 {
            r &+= (first & 0x00FF_00FF) &* UInt32(s[0])
            g &+= (first >> 8 & 0x00FF_00FF) &* UInt32(s[0])
          }
          let p = row + s[1]
          for k in 0..<s[2] {
            r &+= p[k] & 0x00FF_00FF
            g &+= p[k] >> 8 & 0x00FF_00FF
          }
          if s[3] > 0 {
            r &+= (last & 0x00FF_00FF) &* UInt32(s[3])
            g &+= (last >> 8 & 0x00FF_00FF) &* UInt32(s[3])
          }
          rb[c] = r
          ga[c] = g
        }
      }
      let o = out + j * cells.width
      for c in 0..<cells.width {
        let v = SIMD4<UInt64>(
          UInt64(rb[c] & 0xFFFF), UInt64(ga[c] & 0xFFFF), UInt64(rb[c] >> 16), UInt64(ga[c] >> 16))
        o[c] = v &<< shift
      }
    }
  }
}

/// The working memory of ``BackdropBlur``: kept by a caller between frames, it only grows.
@_spi(Painting) public final class BackdropScratch: @unchecked Sendable {
  /// The outer cells' means, then the sums of the blur down.
  var plane: [SIMD4<UInt64>] = []
  /// Rows of the inner columns, blurred across then down.
  var rows: [SIMD4<UInt64>] = []
  /// Per part, one line and its spare, end to end.
  var line: [SIMD4<UInt64>] = []
  /// The filtered cells (shared with the last paint made).
  var cells: [SIMD4<UInt16>] = []
  /// Per cell column of the source: see ``BackdropBlur/cellSpans``.
  var spans: [SIMD4<Int>] = []
  /// Per part, two rows of packed channel sums.
  var sums: [UInt32] = []
  var lineLength = 0
  var sumsLength = 0

  @_spi(Painting) public init() {}

  /// Makes room for a grid of `inner` cells read from `outer` cells, worked on in `parts`.
  func reserve(outer: PixelRect, inner: PixelRect, parts: Int) {
    func grow<T>(_ a: inout [T], _ n: Int, _ zero: T) {
      if a.count < n { a = [T](repeating: zero, count: Swift.max(n, a.count + a.count / 2)) }
    }
    lineLength = Swift.max(outer.width, outer.height)
    sumsLength = 2 * outer.width
    grow(&plane, outer.area, .zero)
    grow(&rows, inner.width * outer.height, .zero)
    grow(&line, 2 * lineLength * parts, .zero)
    grow(&spans, outer.width, .zero)
    grow(&sums, sumsLength * parts, 0)
    if cells.count != inner.area {
      cells = [SIMD4<UInt16>](repeating: .zero, count: inner.area)
    }
  }

  /// Calls `body` with the memory's addresses (valid during the call; ``reserve`` first).
  func withMemory<R>(_ body: (BlurMemory) -> R) -> R {
    plane.withUnsafeMutableBufferPointer { plane in
      rows.withUnsafeMutableBufferPointer { rows in
        line.withUnsafeMutableBufferPointer { line in
          cells.withUnsafeMutableBufferPointer { cells in
            spans.withUnsafeMutableBufferPointer { spans in
              sums.withUnsafeMutableBufferPointer { sums in
                body(
                  BlurMemory(
                    plane: plane.baseAddress!, rows: rows.baseAddress!, lines: line.baseAddress!,
                    cells: cells.baseAddress!, spans: spans.baseAddress!,
                    allSums: sums.baseAddress!, lineLength: lineLength, sumsLength: sumsLength))
              }
            }
          }
        }
      }
    }
  }
}

/// A ``BackdropScratch``'s memory as addresses, shared by the parts of a blur, each of which
/// writes only its own cells, lines and sums.
struct BlurMemory: @unchecked Sendable {
  let plane: UnsafeMutablePointer<SIMD4<UInt64>>
  let rows: UnsafeMutablePointer<SIMD4<UInt64>>
  let lines: UnsafeMutablePointer<SIMD4<UInt64>>
  let cells: UnsafeMutablePointer<SIMD4<UInt16>>
  let spans: UnsafeMutablePointer<SIMD4<Int>>
  let allSums: UnsafeMutablePointer<UInt32>
  let lineLength: Int
  let sumsLength: Int

  /// Part `part`'s line (and its spare, ``lineLength`` further on).
  func line(_ part: Int) -> UnsafeMutablePointer<SIMD4<UInt64>> { lines + 2 * lineLength * part }
  /// Part `part`'s two rows of sums.
  func sums(_ part: Int) -> UnsafeMutablePointer<UInt32> { allSums + sumsLength * part }
}

/// Runs numbered parts of a job, in order on the calling thread or at once on several: each part
/// must touch only its own memory. Returns when every part is done.
@_spi(Painting) public struct ParallelParts: Sendable {
  let body: @Sendable (_ count: Int, _ part: @escaping @Sendable (Int) -> Void) -> Void

  /// Parts run by `body`, which calls the part closure with every number below the count.
  @_spi(Painting) public init(
    _ body: @escaping @Sendable (_ count: Int, _ part: @escaping @Sendable (Int) -> Void) -> Void
  ) {
    self.body = body
  }

  /// One part after another on the calling thread.
  @_spi(Painting) public static let inOrder = ParallelParts { count, part in
    for i in 0..<count { part(i) }
  }

  func run(_ count: Int, _ part: @escaping @Sendable (Int) -> Void) { body(count, part) }
}
