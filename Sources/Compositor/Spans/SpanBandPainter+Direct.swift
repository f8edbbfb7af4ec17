@_spi(Painting) import Raster

// Direct rows: a row where per-pixel paints (an image, a blurred backdrop) cover most of the
// columns to recompute is painted straight into the frame's row (a group's layer: the line),
// every fill over those columns in drawing order, without segment slots. Slots pay where a fill's run stands for many pixels;
// under an image every column is its own slot, and laying the slots out, then copying them into
// the line, is work the row does not need.
//
// The columns recomputed are the hull of the dirty ones: the clean columns inside it get the
// same blend chain as on the row above (nothing over them changed), so the same bytes.

/// How the span painter paints a band: row by row, each row's recomputed columns through
/// segment slots or straight into the row, or fill by fill.
package enum RowPainting: Sendable {
  /// Fill by fill where the frame prefers it (``SpanFrame/paintsFillByFill``); else row by
  /// row, direct where per-pixel paints cover at least half the columns to recompute (and
  /// solids over them are few), else slots.
  case automatic
  /// Always through segment slots.
  case slots
  /// Always straight into the row.
  case direct
  /// Fill by fill over the band (SpanBandPainter+FillByFill); a group's layer row by row.
  case fillByFill
}

extension SpanBandPainter {
  /// The columns (from the frame's first) to paint straight into the row, or nil where slots
  /// pay. `dirty` has a set bit.
  @inline(__always) func directColumns(activeCount: Int, words: Int) -> (Int, Int)? {
    if rowPainting == .slots { return nil }
    var w0 = 0
    while dirty.words[w0] == 0 { w0 &+= 1 }
    var w1 = words &- 1
    while dirty.words[w1] == 0 { w1 &-= 1 }
    let d0 = (w0 &<< 6) &+ dirty.words[w0].trailingZeroBitCount
    let d1 = (w1 &<< 6) &+ 64 &- dirty.words[w1].leadingZeroBitCount
    if rowPainting == .direct { return (d0, d1) }
    // Direct blends every fill over every column it covers in the hull, where slots blend a
    // solid run once per segment: worth it where paints fill at least half the hull (a slot per
    // column anyway) and the solids over it add up to no more than four hulls of pixels.
    var paints = 0
    var solids = 0
    for k in 0..<activeCount {
      let r = records[k]
      let n = Swift.max(0, Swift.min(Int(r.x1), d1) &- Swift.max(Int(r.x0), d0))
      if r.isPaint { paints &+= n } else { solids &+= n }
    }
    let hull = d1 &- d0
    return 2 &* paints >= hull && solids <= 4 &* hull ? (d0, d1) : nil
  }

  /// Paints columns `d0 ..< d1` of `line` (the line, or the frame's row): the background, then
  /// every fill over it bottom-up, skipping those wholly under an opaque interior above them
  /// (see ``holes(activeCount:)``). What lies beneath an opaque interior is left as it was: the
  /// interior replaces it exactly (`src + d · 0`).
  func paintDirect(
    _ d0: Int, _ d1: Int, into line: UnsafeMutablePointer<UInt32>, activeCount: Int,
    occluderCount: Int, y: Int
  ) {
    // The background, but where an opaque interior replaces it (the union of the occluders'
    // interiors, holes[0]: an image at full coverage, a sheet).
    let background = frame.background
    if occluderCount > 0 {
      pieces(d0, d1, Int(holes[0].x), Int(holes[0].y)) { a, b in
        (line + a).update(repeating: background, count: b &- a)
      }
    } else {
      (line + d0).update(repeating: background, count: d1 &- d0)
    }
    var j = 0
    var h0 = 0
    var h1 = 0
    for k in 0..<activeCount {
      if occluderCount > 0 {
        while j < occluderCount && Int(occluders[j]) <= k { j &+= 1 }
        h0 = Int(holes[j].x)
        h1 = Int(holes[j].y)
      }
      let r = records[k]
      let x0 = Int(r.x0)
      let x1 = Int(r.x1)
      if h1 > h0 && x0 >= h0 && x1 <= h1 { continue }  // wholly hidden
      if Swift.min(x1, d1) <= Swift.max(x0, d0) { continue }
      if r.isPaint {
        paintDirect(
          r.fill, previous[r.fill], hole0: h0 &+ lo, hole1: h1 &+ lo, d0, d1, into: line, y: y)
      } else {
        blendDirect(r, d0, d1, into: line)
      }
    }
  }

  /// A solid record over the line's columns `d0 ..< d1`. Partly hidden ones are blended whole:
  /// an opaque interior above replaces whatever lies beneath it exactly.
  @inline(__always) func blendDirect(
    _ r: ActiveFill, _ d0: Int, _ d1: Int, into line: UnsafeMutablePointer<UInt32>
  ) {
    let x0 = Int(r.x0)
    let ix0 = Int(r.ix0)
    let ix1 = Int(r.ix1)
    let x1 = Int(r.x1)
    let a = Swift.max(ix0, d0)
    let b = Swift.min(ix1, d1)
    if b > a && r.source != 0 { Self.blend(r.source, into: line + a, count: b &- a) }
    if r.isShort {
      if ix0 > x0 && x0 >= d0 && x0 < d1 && r.leftSource != 0 {
        line[x0] = sourceOverPacked(line[x0], r.leftSource)
      }
      if x1 > ix1 && ix1 >= d0 && ix1 < d1 && r.rightSource != 0 {
        line[ix1] = sourceOverPacked(line[ix1], r.rightSource)
      }
      return
    }
    let f = tables.fills[r.fill]
    let row = previous[r.fill]
    /// The edge values of columns `a ..< b` that lie in `d0 ..< d1`.
    @inline(__always) func edge(_ values: UnsafePointer<UInt8>, _ a: Int, _ b: Int) {
      let e0 = Swift.max(a, d0)
      let e1 = Swift.min(b, d1)
      if e1 > e0 {
        blendEdgeLanes(
          values + (e0 &- a), count: e1 &- e0, color: f.color, opacity: f.opacity,
          into: line + e0)
      }
    }
    edge(row.left, x0, ix0)
    edge(row.right, ix1, x1)
  }

  /// Fill `i` with per-pixel colours (spans `r`, device columns) over `line`'s columns
  /// `d0 ..< d1`, outside the hole `hole0 ..< hole1` (device columns).
  func paintDirect(
    _ i: Int, _ r: SpanRow, hole0: Int, hole1: Int, _ d0: Int, _ d1: Int,
    into line: UnsafeMutablePointer<UInt32>, y: Int
  ) {
    let c0 = d0 &+ lo
    let c1 = d1 &+ lo
    blendPerPixel(
      tables.fills[i], r, y: y,
      runs: { a, b, body in pieces(Swift.max(a, c0), Swift.min(b, c1), hole0, hole1, body) },
      row: line - lo)  // device column x at line[x − lo]
  }
}
