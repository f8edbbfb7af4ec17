/// The filtered cells of a ``BackdropGrid``, fast: ``ReferenceBackdropBlur``'s sums, bit for bit,
/// with cells summed from packed pixels and the three boxes as running sums.
///
/// Only the cells run the blur (a `factor`² fraction of the pixels), so the cost is one read of
/// the source pixels and, later, the paint's interpolation of each pixel it fills.
package enum BackdropBlur {
  /// See ``ReferenceBackdropBlur/paint(_:grid:source:)``.
  package static func paint(
    _ filter: BackdropFilter, grid: BackdropGrid, source: PixelBuffer
  ) -> BackdropPaint {
    let inner = grid.cells
    let outer = inner.outset(by: grid.radius)
    let lengths = grid.boxes.map { $0.before + $0.after + 1 }
    let sum = UInt64(grid.kernelSum)
    var plane = [SIMD4<UInt64>](repeating: .zero, count: outer.area)
    var line = [SIMD4<UInt64>](repeating: .zero, count: Swift.max(outer.width, outer.height))
    var spare = line
    var cells = [SIMD4<UInt16>](repeating: .zero, count: inner.area)
    let matrix = filter.saturationMatrix
    plane.withUnsafeMutableBufferPointer { p in
      let d = p.baseAddress!
      cellMeans(source, factor: grid.factor, cells: outer, into: d)
      line.withUnsafeMutableBufferPointer { l in
        spare.withUnsafeMutableBufferPointer { s in
          let a = l.baseAddress!
          let b = s.baseAddress!
          // Across each row: the outer cells' columns become the inner ones (left-aligned).
          for j in 0..<outer.height {
            let row = d + j * outer.width
            a.update(from: row, count: outer.width)
            let result = boxes(a, count: outer.width, lengths: lengths, spare: b)
            for i in 0..<inner.width { row[i] = round(result[i], sum) }
          }
          // Down each inner column: the outer rows become the inner ones.
          for i in 0..<inner.width {
            for j in 0..<outer.height { a[j] = d[j * outer.width + i] }
            let result = boxes(a, count: outer.height, lengths: lengths, spare: b)
            for j in 0..<inner.height { d[j * outer.width + i] = round(result[j], sum) }
          }
        }
      }
      matrix.withUnsafeBufferPointerOrNil { m in
        cells.withUnsafeMutableBufferPointer { out in
          for j in 0..<inner.height {
            for i in 0..<inner.width {
              let v = SIMD4<UInt32>(truncatingIfNeeded: d[j * outer.width + i])
              out[j * inner.width + i] = SIMD4(
                truncatingIfNeeded: BackdropFilter.finish(v, matrix: m, tint: filter.tint))
            }
          }
        }
      }
    }
    return BackdropPaint(grid: grid, cells: cells)
  }

  /// `round(v / sum)` per lane, halves up.
  @inline(__always) static func round(_ v: SIMD4<UInt64>, _ sum: UInt64) -> SIMD4<UInt64> {
    (2 &* v &+ sum) / (2 &* sum)
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
    _ source: PixelBuffer, factor f: Int, cells: PixelRect,
    into out: UnsafeMutablePointer<SIMD4<UInt64>>
  ) {
    let area = source.deviceRect
    let scale = UInt64(256 / (f * f))
    // Per cell column: pixels left of the source, the first source column, how many columns
    // lie inside, pixels right of it.
    var spans = [SIMD4<Int>](repeating: .zero, count: cells.width)
    for c in 0..<cells.width {
      let x0 = (cells.minX + c) * f
      let x1 = x0 + f
      let a = Swift.min(Swift.max(x0, area.minX), area.maxX)
      let b = Swift.max(Swift.min(x1, area.maxX), area.minX)
      let inside = Swift.max(0, b - a)
      let left = Swift.min(f, Swift.max(0, area.minX - x0))
      spans[c] = SIMD4(left, a - area.minX, inside, f - left - inside)
    }
    var rb = [UInt32](repeating: 0, count: cells.width)
    var ga = [UInt32](repeating: 0, count: cells.width)
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
