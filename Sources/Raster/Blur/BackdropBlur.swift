/// The filtered cells of a ``BackdropGrid``, fast: ``ReferenceBackdropBlur``'s sums, bit for bit,
/// with cells summed from packed pixels and the three boxes as running sums.
///
/// Only the cells run the blur (a `factor`² fraction of the pixels), so the cost is one read of
/// the source pixels and, later, the paint's interpolation of each pixel it fills.
package enum BackdropBlur {
  /// See ``ReferenceBackdropBlur/paint(_:grid:source:)``. `scratch` holds the working rows and
  /// planes between calls, so that a warm caller allocates nothing (the paint's cells are the
  /// scratch's, shared until the next call overwrites them).
  package static func paint(
    _ filter: BackdropFilter, grid: BackdropGrid, source: PixelBuffer,
    scratch: BackdropScratch = BackdropScratch()
  ) -> BackdropPaint {
    let inner = grid.cells
    let outer = inner.outset(by: grid.radius)
    let lengths = grid.boxes.map { $0.before + $0.after + 1 }
    let sum = UInt64(grid.kernelSum)
    let w = inner.width
    scratch.reserve(outer: outer, inner: inner)
    let matrix = filter.saturationMatrix
    scratch.plane.withUnsafeMutableBufferPointer { p in
      scratch.rows.withUnsafeMutableBufferPointer { r in
        scratch.line.withUnsafeMutableBufferPointer { l in
          let d = p.baseAddress!
          let h = r.baseAddress!
          let a = l.baseAddress!
          let b = a + Swift.max(outer.width, outer.height)
          cellMeans(source, factor: grid.factor, cells: outer, scratch: scratch, into: d)
          // Across each row: the outer cells' columns become the inner ones, rounded, into
          // rows of `w` cells.
          for j in 0..<outer.height {
            a.update(from: d + j * outer.width, count: outer.width)
            let result = boxes(a, count: outer.width, lengths: lengths, spare: b)
            for i in 0..<w { h[j * w + i] = round(result[i], sum) }
          }
          // Down the columns, whole rows at a time: each box a running sum of rows, in
          // place (a box's output row k only needs input rows k ... k + L − 1).
          var rows = outer.height
          let acc = d
          for length in lengths {
            for i in 0..<w { acc[i] = .zero }
            for t in 0..<length {
              for i in 0..<w { acc[i] &+= h[t * w + i] }
            }
            let m = rows - length + 1
            for k in 0..<m {
              let out = h + k * w
              let next = h + (k + length) * w
              for i in 0..<w {
                let v = acc[i]
                if k + length < rows { acc[i] = v &+ next[i] &- out[i] }
                out[i] = v
              }
            }
            rows = m
          }
          matrix.withUnsafeBufferPointerOrNil { m in
            scratch.cells.withUnsafeMutableBufferPointer { out in
              for k in 0..<inner.area {
                let v = SIMD4<UInt32>(truncatingIfNeeded: round(h[k], sum))
                out[k] = SIMD4(
                  truncatingIfNeeded: BackdropFilter.finish(v, matrix: m, tint: filter.tint))
              }
            }
          }
        }
      }
    }
    return BackdropPaint(grid: grid, cells: scratch.cells)
  }

  /// `round(v / sum)` per lane, halves up: `⌊(2v + sum) / 2sum⌋`, the quotient found by a
  /// multiplication in double precision (within one of the true one, the quotients being
  /// below 2¹⁷) and corrected, which costs a fraction of an integer division.
  @inline(__always) static func round(_ v: SIMD4<UInt64>, _ sum: UInt64) -> SIMD4<UInt64> {
    let d = 2 &* sum
    let reciprocal = 1 / Double(d)
    var out = SIMD4<UInt64>()
    for c in 0..<4 {
      let x = 2 &* v[c] &+ sum
      var q = UInt64(Double(x) * reciprocal)
      if q &* d > x {
        q &-= 1
      } else if (q &+ 1) &* d <= x {
        q &+= 1
      }
      out[c] = q
    }
    return out
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

  /// Each cell's mean (in 1/256ths) of its `factor × factor` pixels of `source`, whose edges
  /// repeat beyond it: two channels per 32-bit lane pair while summing (at most 256 pixels of
  /// 255, which a 16-bit half holds).
  static func cellMeans(
    _ source: PixelBuffer, factor f: Int, cells: PixelRect, scratch: BackdropScratch,
    into out: UnsafeMutablePointer<SIMD4<UInt64>>
  ) {
    scratch.spans.withUnsafeMutableBufferPointer { spans in
      scratch.sums.withUnsafeMutableBufferPointer { sums in
        cellMeans(
          source, factor: f, cells: cells, spans: spans.baseAddress!, rb: sums.baseAddress!,
          ga: sums.baseAddress! + cells.width, into: out)
      }
    }
  }

  static func cellMeans(
    _ source: PixelBuffer, factor f: Int, cells: PixelRect, spans: UnsafeMutablePointer<SIMD4<Int>>,
    rb: UnsafeMutablePointer<UInt32>, ga: UnsafeMutablePointer<UInt32>,
    into out: UnsafeMutablePointer<SIMD4<UInt64>>
  ) {
    let area = source.deviceRect
    let scale = UInt64(256 / (f * f))
    // Per cell column: pixels left of the source, the first source column, how many columns
    // lie inside, pixels right of it.
    for c in 0..<cells.width {
      let x0 = (cells.minX + c) * f
      let x1 = x0 + f
      let a = Swift.min(Swift.max(x0, area.minX), area.maxX)
      let b = Swift.max(Swift.min(x1, area.maxX), area.minX)
      let inside = Swift.max(0, b - a)
      let left = Swift.min(f, Swift.max(0, area.minX - x0))
      spans[c] = SIMD4(left, a - area.minX, inside, f - left - inside)
    }
    for j in 0..<cells.height {
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
        o[c] = v &* scale
      }
    }
  }
}

/// The working memory of ``BackdropBlur``: kept by a caller between frames, it only grows.
package final class BackdropScratch: @unchecked Sendable {
  /// The outer cells' means.
  var plane: [SIMD4<UInt64>] = []
  /// Rows of the inner columns, blurred across then down.
  var rows: [SIMD4<UInt64>] = []
  /// One line and its spare, end to end.
  var line: [SIMD4<UInt64>] = []
  /// The filtered cells (shared with the last paint made).
  var cells: [SIMD4<UInt16>] = []
  /// Per cell column of the source: see ``BackdropBlur/cellMeans``.
  var spans: [SIMD4<Int>] = []
  /// Two rows of packed channel sums.
  var sums: [UInt32] = []

  package init() {}

  /// Makes room for a grid of `inner` cells read from `outer` cells.
  func reserve(outer: PixelRect, inner: PixelRect) {
    func grow<T>(_ a: inout [T], _ n: Int, _ zero: T) {
      if a.count < n { a = [T](repeating: zero, count: Swift.max(n, a.count + a.count / 2)) }
    }
    grow(&plane, outer.area, .zero)
    grow(&rows, inner.width * outer.height, .zero)
    grow(&line, 2 * Swift.max(outer.width, outer.height), .zero)
    grow(&spans, outer.width, .zero)
    grow(&sums, 2 * outer.width, 0)
    if cells.count != inner.area {
      cells = [SIMD4<UInt16>](repeating: .zero, count: inner.area)
    }
  }
}
