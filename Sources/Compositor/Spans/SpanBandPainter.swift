@_spi(Painting) import Raster

/// Paints one band of rows of a ``SpanFrame``: the fast painter.
///
/// Rows go top to bottom, and a fill costs work only on the rows where it changes. Fills become
/// active at their first row (an index sorted by first row) and inactive after their last; an
/// active fill is a 32-byte ``ActiveFill`` record in drawing order. A fill's record is recomputed
/// only on its events: its first rows, its corner rows and its last rows (and every row of a
/// per-pixel paint). Between them (a rounded rectangle's straight middle) it is not in the
/// changing list at all and its record is carried; it wakes at the first row after its repeating
/// rows (a second index, sorted by that row).
///
/// Each row is painted by ``SpanBandPainter/paintRow(_:all:activeCount:changingCount:occluding:)``
/// into a line buffer that still holds the row above: an event marks the columns where the fill's
/// coverage changed, and only those are recomputed (a minority, even on busy rows), by every fill
/// over them; the rest are already right. While no fill changes, the following rows are the same
/// pixels and the line is copied again (a UI frame is mostly such rows: a card's straight sides, a
/// sheet's body). Every frame pixel is written once: the clear is the bottom of each recomputed
/// segment's fold.
///
/// A group (group opacity) is painted first, by this same painter, into a layer kept in the
/// scratch, recording which columns of each layer row differ from the row above; its composite
/// fill then changes only on those rows and columns, so rows under a group repeat like any
/// others (SpanBandPainter+Groups).
struct SpanBandPainter {
  let frame: SpanFrame
  /// The frame's tables as raw pointers (valid for the painter's lifetime).
  let tables: SpanFrameTables
  let scratch: SpanScratch
  /// The destination: rows of the frame's area (the band), columns exactly the frame's.
  let buffer: PixelBuffer
  /// Each group's offscreen layer for this band's rows (see GroupLayer), by group index.
  let layers: UnsafeMutablePointer<GroupLayer>
  let groupCount: Int
  /// Where the buffer is a group's layer: per buffer row, the columns painted (see
  /// ``GroupLayer/changes``); nil for the canvas.
  let rowChanges: UnsafeMutablePointer<ChangedColumns>?
  /// The frame's columns.
  let lo: Int
  let hi: Int
  // The scratch's row buffers, read once per band (they only move in `reserve`).
  let bits: ColumnBits
  let dirty: ColumnBits
  let slots: SegmentSlots
  let segments: UnsafeMutablePointer<UInt32>
  let spare: Int
  let colors: UnsafeMutablePointer<UInt32>
  /// Path scans' accumulation cells and touched ranges (the raster scratch's).
  let cells: UnsafeMutablePointer<Double>
  let ranges: UnsafeMutablePointer<SIMD2<Int32>>
  let line: UnsafeMutablePointer<UInt32>
  let records: UnsafeMutablePointer<ActiveFill>
  let position: UnsafeMutablePointer<Int32>
  let changing: UnsafeMutablePointer<Int32>
  let isChanging: UnsafeMutablePointer<Bool>
  let occluders: UnsafeMutablePointer<Int32>
  let holes: UnsafeMutablePointer<SIMD2<Int32>>
  let pendingPaints: UnsafeMutablePointer<SIMD3<Int32>>
  let repeatedRuns: UnsafeMutablePointer<RepeatedRuns>
  let previous: UnsafeMutablePointer<SpanRow>
  let present: UnsafeMutablePointer<Bool>
  let byteRanks: ByteRanks
  /// Row by row (through slots or straight into the line) or fill by fill (RowPainting).
  let rowPainting: RowPainting
  /// The band's rows.
  let rows: Range<Int>
  /// Corner rows of rounded rectangles without kept tables, worked out for this band.
  let bandCorners: BandCorners

  /// Paints `frame` into `buffer`, whose columns are the frame's and whose rows are any band of it.
  static func paint(
    _ frame: SpanFrame, into buffer: PixelBuffer, scratch: SpanScratch,
    rowPainting: RowPainting = .automatic
  ) {
    scratch.reserveLayers(frame.layerSlots)
    paint(
      frame, into: buffer, scratch: scratch, layers: scratch.layers, rowChanges: nil,
      rowPainting: rowPainting)
  }

  /// Paints `frame` into `buffer` with its groups' layers at `layers` (``SpanFrame/layerSlots``
  /// of them) and, for a group's layer, its rows' changes at `rowChanges`.
  static func paint(
    _ frame: SpanFrame, into buffer: PixelBuffer, scratch: SpanScratch,
    layers: UnsafeMutablePointer<GroupLayer>, rowChanges: UnsafeMutablePointer<ChangedColumns>?,
    rowPainting: RowPainting
  ) {
    precondition(
      buffer.originX == frame.area.minX && buffer.width == frame.area.width,
      "a span band must cover its frame's columns")
    let top = Swift.max(buffer.originY, frame.area.minY)
    let bottom = Swift.min(buffer.originY + buffer.height, frame.area.maxY)
    guard bottom > top else { return }
    let rows = top..<bottom
    // Groups first: each is painted offscreen for these rows, by this same painter (reusing the
    // scratch before this band's rows take it over), and composited below as a per-pixel fill.
    paintLayers(
      of: frame, rows: rows, scratch: scratch, layers: layers, rowPainting: rowPainting)
    scratch.reserve(width: frame.area.width, fills: frame.fills.count)
    scratch.raster.reserveRanges(frame.maximumPathRanges)
    frame.withTables { tables in
      let painter = SpanBandPainter(
        frame: frame, tables: tables, scratch: scratch, buffer: buffer, layers: layers,
        groupCount: frame.groups.count, rowChanges: rowChanges, lo: frame.area.minX,
        hi: frame.area.maxX, bits: ColumnBits(words: scratch.bits),
        dirty: ColumnBits(words: scratch.dirty),
        slots: SegmentSlots(
          starts: scratch.starts, base: scratch.base, start: scratch.segmentStart,
          end: scratch.segmentEnd, stretchEnd: scratch.stretchEnd,
          stretchSlots: scratch.stretchSlots, table: scratch.ranks),
        segments: scratch.segments, spare: scratch.spareSegment, colors: scratch.colors,
        cells: scratch.raster.cells, ranges: scratch.raster.ranges,
        line: scratch.line, records: scratch.records, position: scratch.position,
        changing: scratch.changing, isChanging: scratch.isChanging,
        occluders: scratch.occluders, holes: scratch.holes, pendingPaints: scratch.pendingPaints,
        repeatedRuns: scratch.repeatedRuns,
        previous: scratch.previous,
        present: scratch.present, byteRanks: scratch.byteRanks, rowPainting: rowPainting,
        rows: rows, bandCorners: scratch.bandCorners)
      scratch.bandCorners.reset(shapes: frame.roundedRects.count)
      // (a group's layer records each row's changed columns for its composite: row by row)
      let fillByFill =
        rowPainting == .fillByFill || rowPainting == .automatic && frame.paintsFillByFill
      if rowChanges == nil && fillByFill {
        painter.paintFillByFill(rows)
      } else {
        painter.paintRows(rows)
      }
    }
  }

  // MARK: - Rows

  func paintRows(_ rows: Range<Int>) {
    let fills = tables.fills
    let order = tables.order
    let wakes = tables.wakes
    let fillCount = tables.fillCount
    let records = self.records
    let position = self.position
    let changing = self.changing
    let isChanging = self.isChanging
    present.update(repeating: false, count: fillCount)
    isChanging.update(repeating: false, count: fillCount)
    repeatedRuns.pointee = RepeatedRuns()
    var activeCount = 0
    var changingCount = 0
    var occluding = 0  // active records that occlude
    var edgeNeed = 0
    var nextExpiry = Int.max

    /// Puts fill `i` on the changing list (once).
    func wake(_ i: Int) {
      if isChanging[i] { return }
      isChanging[i] = true
      changing[changingCount] = Int32(truncatingIfNeeded: i)
      changingCount += 1
    }

    /// Inserts fill `i` keeping drawing order; its spans come on its first row.
    func activate(_ i: Int) {
      var a = 0
      var b = activeCount
      while a < b {
        let m = (a + b) >> 1
        if records[m].fill < i { a = m + 1 } else { b = m }
      }
      var k = activeCount
      while k > a {
        records[k] = records[k - 1]
        position[records[k].fill] = Int32(truncatingIfNeeded: k)
        k -= 1
      }
      records[a] = .empty(fill: i)
      position[i] = Int32(truncatingIfNeeded: a)
      activeCount += 1
      edgeNeed += fills[i].edgeCapacity
      nextExpiry = Swift.min(nextExpiry, fills[i].maxY)
      wake(i)
    }

    /// Drops the fills that ended before row `y`; the columns they covered change.
    func expire(_ y: Int) {
      var kept = 0
      nextExpiry = Int.max
      edgeNeed = 0
      for k in 0..<activeCount {
        let r = records[k]
        let i = r.fill
        if fills[i].maxY > y {
          records[kept] = r
          position[i] = Int32(truncatingIfNeeded: kept)
          kept += 1
          nextExpiry = Swift.min(nextExpiry, fills[i].maxY)
          edgeNeed += fills[i].edgeCapacity
        } else {
          if present[i] { dirty.set(Int(r.x0), Int(r.x1)) }
          present[i] = false
          if r.occludes { occluding -= 1 }
          isChanging[i] = false
        }
      }
      activeCount = kept
      var c = 0
      for j in 0..<changingCount where isChanging[Int(changing[j])] {
        changing[c] = changing[j]
        c += 1
      }
      changingCount = c
    }

    var next = 0
    let y0 = rows.lowerBound
    while next < fillCount && fills[Int(order[next])].minY <= y0 {
      let i = Int(order[next])
      if fills[i].maxY > y0 { activate(i) }
      next += 1
    }
    var nextWake = 0
    while nextWake < tables.wakeCount && fills[Int(wakes[nextWake])].wakeY <= y0 { nextWake += 1 }
    // Group composites wake on the rows where their layers differ from the row above.
    var groupWake = Int.max
    for g in 0..<groupCount { groupWake = Swift.min(groupWake, layers[g].wake) }
    var y = y0
    var all = true  // the band's first row: nothing above it to reuse
    var lineBehind = false  // see paintRow
    while y < rows.upperBound {
      while next < fillCount && fills[Int(order[next])].minY <= y {
        activate(Int(order[next]))
        next += 1
      }
      // A quiet fill's repeating rows end: its spans change again (wakeY < maxY, so it is
      // still active).
      while nextWake < tables.wakeCount && fills[Int(wakes[nextWake])].wakeY <= y {
        wake(Int(wakes[nextWake]))
        nextWake += 1
      }
      if y >= nextExpiry { expire(y) }
      if y >= groupWake {
        // (a layer's rows are its fill's rows in the band, so the fill is active here)
        groupWake = Int.max
        for g in 0..<groupCount {
          let layer = layers + g
          if layer.pointee.wake <= y {
            wake(layer.pointee.fill)
            layer.pointee.wake = layer.pointee.wake(after: y)
          }
          groupWake = Swift.min(groupWake, layer.pointee.wake)
        }
      }
      if scratch.reserveEdges(edgeNeed) { all = true }  // the row above's edge values moved
      if all { for k in 0..<activeCount { wake(records[k].fill) } }
      let painted = paintRow(
        y, all: all, activeCount: activeCount, changingCount: &changingCount,
        occluding: &occluding, lineBehind: &lineBehind)
      all = false

      // The rows after y are the same pixels while no fill changes (per-pixel paints always
      // do, but a group's only where its layer does), starts, wakes or ends.
      var until = y + 1
      if changingCount == 0 {
        until = Swift.min(rows.upperBound, nextExpiry, groupWake)
        if next < fillCount { until = Swift.min(until, fills[Int(order[next])].minY) }
        if nextWake < tables.wakeCount {
          until = Swift.min(until, fills[Int(wakes[nextWake])].wakeY)
        }
      }
      if let rowChanges {
        // A group's layer: rows y + 1 ..< until are row y, recorded but not copied.
        let r = y - buffer.originY
        rowChanges[r] = painted
        for k in (r + 1)..<Swift.max(r + 1, until - buffer.originY) { rowChanges[k] = .zero }
      } else {
        copyRow(y, to: until)
      }
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
    if refill(source, width: width, rows: (y + 1)..<end) { return }
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
