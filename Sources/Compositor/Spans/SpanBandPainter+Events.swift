import Raster

// The fills that change on a row: their new spans, and the columns where their coverage moved.

extension SpanBandPainter {
  /// Computes row `y`'s spans of every fill on the changing list, updates their records and
  /// marks the columns whose coverage changed since the row above as dirty (every column if
  /// `all`). A fill leaves the list when its next row repeats this one.
  ///
  /// This is the only per-fill work a row does besides blending; it touches the fills that change
  /// on this row, typically a fifth of the active ones, not every active fill.
  ///
  /// A per-pixel paint's columns are not marked here but listed (returned: how many) for
  /// ``markPaints(_:occluderCount:)``, which marks only those no opaque fill hides.
  @inline(__always)
  func applyEvents(_ y: Int, all: Bool, changingCount: inout Int, occluding: inout Int) -> Int {
    let fills = tables.fills
    let lo = self.lo
    let edges = scratch.edges
    var edgesUsed = 0
    var paints = 0
    @inline(__always) func pend(_ i: Int, _ a: Int, _ b: Int) {
      pendingPaints[paints] = SIMD3(
        Int32(truncatingIfNeeded: i), Int32(truncatingIfNeeded: a), Int32(truncatingIfNeeded: b))
      paints += 1
    }
    var c = 0
    while c < changingCount {
      let i = Int(changing[c])
      let f = fills[i]
      var spans = self.spans(of: f, y: y, edges: edges, edgesUsed: &edgesUsed)
      let paint = f.paintIndex >= 0
      if !paint { spans?.prepareSources(color: f.color, opacity: f.opacity) }
      if !all {
        if let row = spans {
          if paint && f.isGroup && present[i] && previous[i].hasSameCoverage(as: row) {
            // A group over the same spans: only the columns where its layer's row differs.
            let l = layer(of: f)
            let c = l.changed(y)
            for k in 0..<4 {
              if c[2 * k + 1] <= c[2 * k] { break }
              let x0 = Swift.max(l.originX + Int(c[2 * k]), row.x0)
              let x1 = Swift.min(l.originX + Int(c[2 * k + 1]), row.x1)
              if x1 > x0 { pend(i, x0 - lo, x1 - lo) }
            }
          } else if paint {
            // Per-pixel colours change from row to row: all its columns, then and now.
            let old = present[i] ? previous[i] : row
            pend(i, Swift.min(row.x0, old.x0) - lo, Swift.max(row.x1, old.x1) - lo)
          } else if !present[i] {
            dirty.set(row.x0 - lo, row.x1 - lo)
          } else if !previous[i].hasSameCoverage(as: row) {
            markChanges(previous[i], row)
          }
        } else if present[i] {
          if paint {
            pend(i, previous[i].x0 - lo, previous[i].x1 - lo)
          } else {
            dirty.set(previous[i].x0 - lo, previous[i].x1 - lo)
          }
        }
      }
      let k = Int(position[i])
      let old = records[k]
      if let row = spans {
        previous[i] = row
        present[i] = true
        records[k] = ActiveFill(row, lo: lo, fill: i, paint: paint, occluder: f.isOccluder)
      } else {
        present[i] = false
        records[k] = .empty(fill: i)
      }
      occluding += (records[k].occludes ? 1 : 0) - (old.occludes ? 1 : 0)
      if y + 1 < f.maxY && f.changes(y + 1) {
        c += 1
      } else {
        isChanging[i] = false
        changingCount -= 1
        changing[c] = changing[changingCount]
      }
    }
    return paints
  }

  /// Marks the columns of the per-pixel paints listed by ``applyEvents`` that no opaque fill
  /// above hides (see ``holes(activeCount:)``). A hidden column's pixel is the occluder's colour
  /// folded with what lies above it, none of which changed unless its own events say so: an image
  /// under an opaque sheet makes no row under the sheet recompute.
  func markPaints(_ count: Int, occluderCount: Int) {
    for p in 0..<count {
      let e = pendingPaints[p]
      guard occluderCount > 0 else {
        dirty.set(Int(e.y), Int(e.z))
        continue
      }
      let k = Int(position[Int(e.x)])
      var j = 0
      while j < occluderCount && Int(occluders[j]) <= k { j += 1 }
      pieces(Int(e.y), Int(e.z), Int(holes[j].x), Int(holes[j].y)) { a, b in dirty.set(a, b) }
    }
  }

  /// Marks the columns where a fill's coverage may differ between its spans on the row above
  /// (`old`) and on this one (`new`): the edges, or everything if the interior changed.
  @inline(__always) func markChanges(_ old: SpanRow, _ new: SpanRow) {
    let lo = self.lo
    let i0 = Swift.max(old.ix0, new.ix0)
    let i1 = Swift.min(old.ix1, new.ix1)
    let x0 = Swift.min(old.x0, new.x0)
    let x1 = Swift.max(old.x1, new.x1)
    if old.coverage != new.coverage || old.ix1 <= old.ix0 || new.ix1 <= new.ix0 || i1 <= i0 {
      dirty.set(x0 - lo, x1 - lo)
    } else {
      dirty.set(x0 - lo, i0 - lo)
      dirty.set(i1 - lo, x1 - lo)
    }
  }
}
