@_spi(Painting) import Raster

// Where the span painter's numbers come from: a fill's spans on a row, and paint colours.

extension SpanBandPainter {
  // MARK: - Spans and paints

  /// The fill's spans on row `y`, clamped to the frame's columns, or nil if it covers nothing.
  @inline(__always)
  func spans(of f: SpanFill, y: Int, edges: UnsafeMutablePointer<UInt8>, edgesUsed: inout Int)
    -> SpanRow?
  {
    let row: SpanRow
    if f.repeats(y) {
      row = SpanRow(f.cached, edges: tables.edges + f.cachedEdges, lo: lo, hi: hi)
    } else {
      let out = edges + edgesUsed
      switch f.shapeKind {
      case .roundedRect:
        // Kept between frames, or worked out for the band.
        row = tables.corners[f.shapeIndex].spans(y: y, lo: lo, hi: hi) ?? bandCorner(f, y: y)
      case .shadow:
        let s = tables.shadows[f.shapeIndex].rowSpans(y: y, edges: out)
        edgesUsed &+= s.edgeCount
        row = SpanRow(s, edges: out, lo: lo, hi: hi)
      case .path:
        let s = tables.pathScanners[f.shapeIndex].rowSpans(
          y: y, x0: lo, x1: hi, edges: out, cells: cells, ranges: ranges)
        edgesUsed &+= s.edgeCount
        row = SpanRow(s, edges: out, lo: lo, hi: hi)
      case .clipped:
        let (s, kept) = tables.clippedFills[f.shapeIndex].rowSpans(
          y: y, x0: lo, x1: hi, edges: out, cells: cells, ranges: ranges)
        edgesUsed &+= kept - out + s.edgeCount
        row = SpanRow(s, edges: kept, lo: lo, hi: hi)
      case .generic:
        guard let g = genericSpans(frame.generics[f.shapeIndex], y: y, into: out) else {
          return nil
        }
        edgesUsed &+= g.x1 - g.x0
        row = g
      }
    }
    return row.isEmpty ? nil : row
  }

  /// Row `y` of a rounded rectangle without a kept table, from the rows worked out for this band:
  /// at the first row it needs, every row up to its repeating rows or its end (in the band).
  /// (`y` is one of the fill's rows in the band that do not repeat, so the rows start with it.)
  @inline(__always) func bandCorner(_ f: SpanFill, y: Int) -> SpanRow {
    let index = f.shapeIndex
    if let part = bandCorners.part(index), let found = part.spans(y: y, lo: lo, hi: hi) {
      return found
    }
    let repeating = f.repeatingRows
    let end = Swift.min(y < repeating.lowerBound ? repeating.lowerBound : f.maxY, rows.upperBound)
    return bandCorners.add(tables.roundedRects[index], index: index, rows: y..<end)
      .spans(y: y, lo: lo, hi: hi)!
  }

  /// Spans of a clipped fill or of a shape without exact spans: the row extents of the shape and
  /// every clip intersected (the interior where all of them are constant), and per-pixel values
  /// `mul255(… mul255(cov, clip₁) …, clipₙ)` over the whole covered range. A path clip's
  /// interior comes from its scan (its extent from the edges alone has none): content clipped
  /// to a sheet's continuous corners keeps a constant middle.
  func genericSpans(_ g: GenericFill, y: Int, into out: UnsafeMutablePointer<UInt8>) -> SpanRow? {
    let e = g.shape.rowExtent(y: y)
    if e.isEmpty { return nil }
    // The clips' extents, kept for their interiors below (a path's comes from its scan there).
    return withUnsafeTemporaryAllocation(of: RowExtent.self, capacity: Swift.max(1, g.clips.count))
    { extents in
      var x0 = Swift.max(e.x0, lo)
      var x1 = Swift.min(e.x1, hi)
      for (n, clip) in g.clips.enumerated() {
        let ce = clip.rowExtent(y: y)
        extents[n] = ce
        x0 = Swift.max(x0, ce.x0)
        x1 = Swift.min(x1, ce.x1)
      }
      guard x1 > x0 else { return nil }
      var ia = e.interiorX0
      var ib = e.hasInterior ? e.interiorX1 : e.interiorX0
      var c = UInt32(e.interiorCoverage)
      let count = x1 - x0
      let raster = scratch.raster
      /// The interior so far, within the covered columns (none: both at x1).
      @inline(__always) func interior() -> (Int, Int) {
        let a = Swift.min(Swift.max(ia, x0), x1)
        let b = Swift.min(Swift.max(ib, a), x1)
        return b > a ? (a, b) : (x1, x1)
      }
      g.shape.coverageRow(y: y, x0: x0, count: count, into: out, scratch: raster)
      for (n, clip) in g.clips.enumerated() {
        let k = raster.coverage2
        let ce: RowExtent
        if let path = g.pathClips[n] {
          ce = path.coverageRowAndInterior(y: y, x0: x0, count: count, into: k, scratch: raster)
        } else {
          ce = extents[n]
          clip.coverageRow(y: y, x0: x0, count: count, into: k, scratch: raster)
        }
        if ce.hasInterior {
          ia = Swift.max(ia, ce.interiorX0)
          ib = Swift.min(ib, ce.interiorX1)
          c = mul255(c, UInt32(ce.interiorCoverage))
        } else {
          ib = ia
        }
        // After the last clip the interior is final, and its values are never read (the spans
        // give it one coverage): only the columns outside it are multiplied.
        let (a, b) = n == g.clips.count - 1 ? interior() : (x1, x1)
        for j in 0..<(a - x0) { out[j] = UInt8(mul255(UInt32(out[j]), UInt32(k[j]))) }
        for j in (b - x0)..<count { out[j] = UInt8(mul255(UInt32(out[j]), UInt32(k[j]))) }
      }
      (ia, ib) = interior()
      return SpanRow(
        x0: x0, ix0: ia, ix1: ib, x1: x1, coverage: c, left: out, right: out + (ib - x0))
    }
  }

  /// Colours of paint `index` for columns `from ..< from + count` of row `y`.
  @inline(__always)
  func fetch(_ index: Int, y: Int, from: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
    if let box = tables.paints[index] {
      box._withUnsafeGuaranteedRef { $0.fetchRow(y: y, x0: from, count: count, into: out) }
    } else {  // a group (groups blend from their layers: see blendGroup)
      out.update(from: layers[Int(tables.paintGroups[index])].row(y) + from, count: count)
    }
  }
}
