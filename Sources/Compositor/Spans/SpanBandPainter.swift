import Raster

/// Paints one band of rows of a ``SpanFrame``: the fast painter.
///
/// Rows go top to bottom. Fills become active at their first row and inactive after their last
/// (an index sorted by first row), so a row only looks at the fills that touch it. Each row is
/// painted by ``SpanBandPainter/paintRow(_:activeCount:all:)`` into a line buffer that still
/// holds the row above: only the columns where some fill's coverage changed since that row are
/// recomputed (a quarter of S3's), the rest are already right. While no active fill changes at
/// all, the following rows are the same pixels and the line is copied again (a UI frame is
/// mostly such rows: a card's straight sides, a sheet's body). Every frame pixel is written
/// once: the clear is the bottom of each recomputed segment's fold.
struct SpanBandPainter {
  let frame: SpanFrame
  /// The frame's tables as raw pointers (valid for the painter's lifetime).
  let views: SpanFrameViews
  let scratch: SpanScratch
  /// The destination: rows of the frame's area (the band), columns exactly the frame's.
  let buffer: PixelBuffer
  /// Each group's offscreen layer for this band's rows (nil where the group has no rows here).
  let groupLayers: [BitmapPaint?]
  /// The frame's columns.
  let lo: Int
  let hi: Int
  // The scratch's row buffers, read once per band (they only move in `reserve`).
  let bits: UnsafeMutablePointer<UInt64>
  let rank: UnsafeMutablePointer<Int32>
  let segmentStart: UnsafeMutablePointer<Int>
  let segmentEnd: UnsafeMutablePointer<Int>
  let segments: UnsafeMutablePointer<UInt32>
  let colors: UnsafeMutablePointer<UInt32>
  let active: UnsafeMutablePointer<Int>
  let visible: UnsafeMutablePointer<VisibleFill>
  let line: UnsafeMutablePointer<UInt32>
  let previous: UnsafeMutablePointer<SpanRow>
  let present: UnsafeMutablePointer<Bool>
  let dirty: ColumnBits

  /// Paints `frame` into `buffer`, whose columns are the frame's and whose rows are any band of it.
  static func paint(_ frame: SpanFrame, into buffer: PixelBuffer, scratch: SpanScratch) {
    precondition(
      buffer.originX == frame.area.minX && buffer.width == frame.area.width,
      "a span band must cover its frame's columns")
    let top = Swift.max(buffer.originY, frame.area.minY)
    let bottom = Swift.min(buffer.originY + buffer.height, frame.area.maxY)
    guard bottom > top else { return }
    let rows = top..<bottom
    // Groups first: each is painted offscreen for these rows, by this same painter (reusing the
    // scratch before this band's rows take it over), and composited below as a bitmap fill.
    let layers: [BitmapPaint?] = frame.groups.map { group in
      let area = group.frame.area
      let top = Swift.max(rows.lowerBound, area.minY)
      let bottom = Swift.min(rows.upperBound, area.maxY)
      guard bottom > top,
        var layer = try? PremultipliedRGBA8Bitmap(width: area.width, height: bottom - top)
      else { return nil }
      layer.withUnsafeMutablePixelBuffer { b in
        let placed = PixelBuffer(
          base: b.base, width: b.width, height: b.height, rowStride: b.rowStride,
          originX: area.minX, originY: top)
        paint(group.frame, into: placed, scratch: scratch)
      }
      return BitmapPaint(layer, originX: area.minX, originY: top)
    }
    scratch.reserve(width: frame.area.width, fills: frame.fills.count)
    frame.withViews { views in
      let painter = SpanBandPainter(
        frame: frame, views: views, scratch: scratch, buffer: buffer, groupLayers: layers,
        lo: frame.area.minX, hi: frame.area.maxX, bits: scratch.bits, rank: scratch.rank,
        segmentStart: scratch.segmentStart, segmentEnd: scratch.segmentEnd,
        segments: scratch.segments, colors: scratch.colors,
        active: scratch.active, visible: scratch.visible, line: scratch.line,
        previous: scratch.previous, present: scratch.present,
        dirty: ColumnBits(words: scratch.dirty))
      painter.paintRows(rows)
    }
  }

  // MARK: - Rows

  func paintRows(_ rows: Range<Int>) {
    let fills = views.fills
    let order = views.order
    let fillCount = views.fillCount
    let active = self.active
    let present = self.present
    let previous = self.previous
    present.update(repeating: false, count: fillCount)
    var activeCount = 0
    var edgeNeed = 0
    var nextExpiry = Int.max

    /// Inserts fill `i` keeping drawing order.
    func activate(_ i: Int) {
      var a = 0
      var b = activeCount
      while a < b {
        let m = (a + b) >> 1
        if active[m] < i { a = m + 1 } else { b = m }
      }
      (active + a + 1).update(from: active + a, count: activeCount - a)
      active[a] = i
      activeCount += 1
      edgeNeed += fills[i].edgeCapacity
      nextExpiry = Swift.min(nextExpiry, fills[i].maxY)
    }

    var next = 0
    let y0 = rows.lowerBound
    while next < fillCount && fills[Int(order[next])].minY <= y0 {
      let i = Int(order[next])
      if fills[i].maxY > y0 { activate(i) }
      next += 1
    }
    var y = y0
    var all = true  // the band's first row: nothing above it to reuse
    while y < rows.upperBound {
      while next < fillCount && fills[Int(order[next])].minY <= y {
        activate(Int(order[next]))
        next += 1
      }
      if y >= nextExpiry {
        var kept = 0
        nextExpiry = Int.max
        edgeNeed = 0
        for k in 0..<activeCount {
          let i = active[k]
          if fills[i].maxY > y {
            active[kept] = i
            kept += 1
            nextExpiry = Swift.min(nextExpiry, fills[i].maxY)
            edgeNeed += fills[i].edgeCapacity
          } else if present[i] {
            // A fill that ended: the columns it covered on the row above change.
            dirty.set(previous[i].x0 - lo, previous[i].x1 - lo)
            present[i] = false
          }
        }
        activeCount = kept
      }
      if scratch.reserveEdges(edgeNeed) { all = true }  // the row above's edge values moved
      let varies = paintRow(y, activeCount: activeCount, all: all)
      all = false

      // The rows after y are the same pixels while every active fill repeats its spans,
      // none shows per-pixel colours and no fill starts or ends.
      var until = rows.upperBound
      if next < fillCount { until = Swift.min(until, fills[Int(order[next])].minY) }
      if varies {
        until = y + 1
      } else {
        for k in 0..<activeCount {
          let f = fills[active[k]]
          guard f.repeats(y) else {
            until = y + 1
            break
          }
          until = Swift.min(until, f.repeatingRows.upperBound, f.maxY)
        }
      }
      copyRow(y, to: until)
      y = Swift.max(y + 1, until)
    }
  }

  /// Copies row `y` (already painted) into rows `y + 1 ..< end`.
  ///
  /// Where rows are contiguous the copies double, `y ..< y + n` into `y + n ..< y + 2n`, up to
  /// 64 rows (300 KB at 1179 px, still in L2) per copy: large copies run as `rep movsb`, whose
  /// stores skip reading the destination first, so a screenful of repeated rows costs about a
  /// memset (row-sized copies cost about twice that: every destination line is read, then
  /// written).
  func copyRow(_ y: Int, to end: Int) {
    guard end > y + 1 else { return }
    let width = hi - lo
    let source = buffer.row(y - buffer.originY)
    guard buffer.rowStride == width else {
      for r in (y + 1)..<end { buffer.row(r - buffer.originY).update(from: source, count: width) }
      return
    }
    var done = 1
    while y + done < end {
      let n = Swift.min(done, end - y - done, 64)
      (source + done * width).update(from: source, count: n * width)
      done += n
    }
  }
}
