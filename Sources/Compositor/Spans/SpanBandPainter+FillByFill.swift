@_spi(Painting) import Raster

// Fill by fill: a band painted one fill at a time, in drawing order, straight into the frame.
// Every pixel gets the same chain of blends as row by row (each blend reads only the pixel
// beneath it), so the same bytes.
//
// Row by row pays where fills keep their spans from row to row (a rectangle's sides, a card): a
// row recomputes only the columns that changed. A path's edges move on every row, so under
// dozens of paths every row is all events, slot layout and recomputed columns; fill by fill
// costs each fill its own spans and blends, with its edge table still in cache from the row
// before. The band goes in blocks of rows that stay in L2 while every fill passes over them.

extension SpanBandPainter {
  /// Rows painted together: 32 rows of a 1179-pixel canvas are 150 KB.
  static let fillByFillBlock = 32

  /// Paints `rows` a block of rows at a time: the background, then each fill over its rows in
  /// the block.
  ///
  /// The band's last row is painted in the line and copied at the end: the blends read and
  /// write back up to three pixels past a run, which past the band's last row are another
  /// band's (painted at the same time) or past the buffer.
  func paintFillByFill(_ rows: Range<Int>) {
    let width = hi &- lo
    let last = rows.upperBound &- 1
    let background = frame.background
    @inline(__always) func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
      y == last ? line : buffer.row(y &- buffer.originY)
    }
    /// Clears row `y` to the background but for columns `keep`, which an opaque interior is
    /// about to replace (`src + d · 0`: what lay beneath does not count).
    @inline(__always) func clear(_ y: Int, keep: Range<Int>) {
      let r = row(y)
      if keep.lowerBound > 0 { WideKernels.fill(background, into: r, count: keep.lowerBound) }
      if keep.upperBound < width {
        WideKernels.fill(background, into: r + keep.upperBound, count: width &- keep.upperBound)
      }
    }
    let fills = tables.fills
    _ = scratch.reserveEdges(frame.widestEdges)
    let edges = scratch.edges
    // The fills that reach the block, one bit each in drawing order: set as the block reaches a
    // fill's first row (the frame's order is by first row), cleared after its last, so a block
    // looks at its own fills and not at every fill of the frame.
    let words = (tables.fillCount &+ 63) &>> 6
    let reaching = scratch.reaching
    reaching.initialize(repeating: 0, count: words)
    var woken = 0
    var top = rows.lowerBound
    while top < rows.upperBound {
      let bottom = Swift.min(top &+ Self.fillByFillBlock, rows.upperBound)
      while woken < tables.fillCount && fills[Int(tables.order[woken])].minY < bottom {
        let i = Int(tables.order[woken])
        reaching[i &>> 6] |= UInt64(1) &<< UInt64(i & 63)
        woken &+= 1
      }
      // Rows are cleared when a fill first reaches them (bit y − top), but under its opaque
      // interior; rows no fill reaches, at the end.
      var cleared: UInt64 = 0
      for w in 0..<words {
        var word = reaching[w]
        while word != 0 {
          let i = (w &<< 6) | word.trailingZeroBitCount
          word &= word &- 1
          let f = fills[i]
          if f.maxY <= top {
            reaching[w] &= ~(UInt64(1) &<< UInt64(i & 63))
            continue
          }
          let a = Swift.max(f.minY, top)
          let b = Swift.min(f.maxY, bottom)
          if a >= b { continue }
          let paint = f.paintIndex >= 0
          if f.shapeKind == .path && !paint && !f.isOccluder {
            // A translucent path: its rows scanned and blended in one kernel call, no spans
            // kept. (Rows it misses are cleared now rather than at the end: the same background.)
            for y in a..<b {
              let bit = UInt64(1) &<< UInt64(y &- top)
              if cleared & bit == 0 {
                cleared |= bit
                clear(y, keep: 0..<0)
              }
            }
            let scanner = tables.pathScanners[f.shapeIndex]
            @inline(__always) func blend(_ rows: Range<Int>, _ first: UnsafeMutablePointer<UInt32>)
            {
              scanner.blendRows(
                rows, x0: lo, x1: hi, color: f.color, opacity: f.opacity, into: first - lo,
                stride: buffer.rowStride, values: edges, cells: cells, ranges: ranges)
            }
            // The band's last row is the line, not the next row of the buffer.
            let framed = a..<Swift.min(b, last)
            if !framed.isEmpty { blend(framed, row(a)) }
            if b > last { blend(last..<b, line) }
            continue
          }
          // A solid fill's repeating rows share one row's spans and sources (a rectangle's
          // sides): worked out once, then only blended.
          let repeating = paint ? a..<a : f.repeatingRows.clamped(to: a..<b)
          var y = a
          while y < b {
            var used = 0
            guard var spans = spans(of: f, y: y, edges: edges, edgesUsed: &used) else {
              y &+= 1
              continue
            }
            let opaque = f.isOccluder && spans.coverage == 255
            let keep = opaque ? (spans.ix0 &- lo)..<(spans.ix1 &- lo) : 0..<0
            let end = repeating.contains(y) ? repeating.upperBound : y &+ 1
            /// Clears row `r` the first time a fill reaches it in this block.
            @inline(__always) func clearOnce(_ r: Int) {
              let bit = UInt64(1) &<< UInt64(r &- top)
              if cleared & bit == 0 {
                cleared |= bit
                clear(r, keep: keep)
              }
            }
            if paint {
              clearOnce(y)
              paintDirect(i, spans, hole0: lo, hole1: lo, 0, width, into: row(y), y: y)
            } else {
              spans.prepareSources(color: f.color, opacity: f.opacity)
              previous[i] = spans  // (where blendDirect reads a wide edge's values)
              let active = ActiveFill(spans, lo: lo, fill: i, paint: false, occluder: false)
              for r in y..<end { clearOnce(r) }
              // The rows above the band's last (the line) in one call, where they are an edge
              // pixel, a run and an edge pixel.
              let framed = Swift.min(end, last)
              var r = y
              if active.isShort && framed &- y > 1 {
                let x0 = Int(active.x0)
                let ix0 = Int(active.ix0)
                let ix1 = Int(active.ix1)
                let x1 = Int(active.x1)
                let start = ix0 > x0 ? x0 : ix0
                let stop = x1 > ix1 ? x1 : ix1
                if stop &- start >= 2 {
                  WideKernels.blendSpanRows(
                    into: row(y) + start, stride: buffer.rowStride, rows: framed &- y,
                    count: stop &- start, first: ix0 > x0 ? active.leftSource : active.source,
                    source: active.source, last: x1 > ix1 ? active.rightSource : active.source)
                  r = framed
                }
              }
              while r < end {
                blendDirect(active, 0, width, into: row(r))
                r &+= 1
              }
            }
            y = end
          }
        }
      }
      for y in top..<bottom where cleared & UInt64(1) &<< UInt64(y &- top) == 0 {
        clear(y, keep: 0..<0)
      }
      top = bottom
    }
    buffer.row(last &- buffer.originY).update(from: line, count: width)
  }
}
