import Raster

/// Paints one band of rows of a ``SpanFrame``: the fast painter.
///
/// Rows go top to bottom. Fills become active at their first row and inactive after their last
/// (an index sorted by first row), so a row only looks at the fills that touch it. Each row is
/// resolved into segments and painted by ``SpanBandPainter/paintRow(_:)``; then, while no active
/// fill changes its spans and none shows per-pixel colours, the following rows are the same
/// pixels and are copied (a UI frame is mostly such rows: a card's straight sides, a sheet's
/// body). Every pixel is written once per frame: the clear is the bottom of each row's fold.
struct SpanBandPainter {
  let frame: SpanFrame
  let scratch: SpanScratch
  /// The destination: rows of the frame's area (the band), columns exactly the frame's.
  let buffer: PixelBuffer
  /// Each group's offscreen layer for this band's rows (nil where the group has no rows here).
  let groupLayers: [BitmapPaint?]
  let lo: Int
  let hi: Int

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
      let top = Swift.max(rows.lowerBound, area.minY), bottom = Swift.min(rows.upperBound, area.maxY)
      guard bottom > top else { return nil }
      let groupRows = top..<bottom
      guard var layer = try? PremultipliedRGBA8Bitmap(width: area.width, height: groupRows.count)
      else { return nil }
      layer.withUnsafeMutablePixelBuffer { b in
        let placed = PixelBuffer(
          base: b.base, width: b.width, height: b.height, rowStride: b.rowStride,
          originX: area.minX, originY: groupRows.lowerBound)
        paint(group.frame, into: placed, scratch: scratch)
      }
      return BitmapPaint(layer, originX: area.minX, originY: groupRows.lowerBound)
    }
    scratch.reserve(width: frame.area.width, fills: frame.fills.count)
    let painter = SpanBandPainter(
      frame: frame, scratch: scratch, buffer: buffer, groupLayers: layers,
      lo: frame.area.minX, hi: frame.area.maxX)
    painter.paintRows(rows)
  }

  // MARK: - Rows

  func paintRows(_ rows: Range<Int>) {
    frame.fills.withUnsafeBufferPointer { fillBuffer in
      frame.order.withUnsafeBufferPointer { orderBuffer in
        let fills = fillBuffer.baseAddress!, order = orderBuffer.baseAddress!
        let fillCount = fillBuffer.count
        let active = scratch.active
        var activeCount = 0
        var edgeNeed = 0
        var nextExpiry = Int.max

        /// Inserts fill `i` keeping drawing order.
        func activate(_ i: Int) {
          var a = 0, b = activeCount
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
        while y < rows.upperBound {
          while next < fillCount && fills[Int(order[next])].minY <= y {
            activate(Int(order[next]))
            next += 1
          }
          if y >= nextExpiry {
            var kept = 0
            nextExpiry = Int.max
            edgeNeed = 0
            for k in 0..<activeCount where fills[active[k]].maxY > y {
              active[kept] = active[k]
              kept += 1
              nextExpiry = Swift.min(nextExpiry, fills[active[k]].maxY)
              edgeNeed += fills[active[k]].edgeCapacity
            }
            activeCount = kept
          }
          scratch.reserveEdges(edgeNeed)
          let varies = paintRow(y, fills: fills, activeCount: activeCount)

          // The rows after y are the same pixels while every active fill repeats its spans,
          // none shows per-pixel colours and no fill starts or ends.
          var until = rows.upperBound
          if next < fillCount { until = Swift.min(until, fills[Int(order[next])].minY) }
          if varies {
            until = y + 1
          } else {
            for k in 0..<activeCount {
              let f = fills[active[k]]
              guard f.repeatingRows.contains(y) else { until = y + 1; break }
              until = Swift.min(until, f.repeatingRows.upperBound, f.maxY)
            }
          }
          let source = buffer.row(y - buffer.originY)
          for r in (y + 1)..<Swift.max(y + 1, until) {
            buffer.row(r - buffer.originY).update(from: source, count: hi - lo)
          }
          y = Swift.max(y + 1, until)
        }
      }
    }
  }
}
