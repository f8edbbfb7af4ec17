import Raster

// One row of the span painter.
//
// 1. Top-down, each active fill's spans (looked up on repeating rows, computed exactly
//    otherwise), minus the columns that opaque fills above it cover: a fill wholly under them is
//    dropped here, before anything about it is fetched or blended (S2's image under the sheet).
// 2. Every span end becomes a breakpoint, and so does every pixel boundary of an edge run or of
//    a per-pixel paint: the row splits into segments inside which every visible fill is constant.
// 3. Bottom-up, each fill blends its colour once per segment it covers (one SIMD pass over the
//    segment colours; a segment stands for up to a whole row of pixels).
// 4. Each segment's colour is written to its pixels.
//
// The blend chain per segment is the reference's, in the same order, so each pixel gets exactly
// the bytes ReferenceFill gives it: the background, then every fill's src·m over the result.

extension SpanBandPainter {
  /// Paints row `y` and returns whether it shows per-pixel colours (an image, a gradient or a
  /// group), which never repeat down the rows.
  func paintRow(_ y: Int, fills: UnsafePointer<SpanFill>, activeCount: Int) -> Bool {
    let active = scratch.active, visible = scratch.visible
    let bits = scratch.bits, rank = scratch.rank, breaks = scratch.breaks, segments = scratch.segments
    let lo = self.lo
    @inline(__always) func mark(_ x: Int) {
      let r = x &- lo
      bits[r &>> 6] |= 1 &<< UInt64(r & 63)
    }
    @inline(__always) func markEvery(_ a: Int, _ b: Int) {
      var x = a
      while x <= b { mark(x); x &+= 1 }
    }
    mark(lo)
    mark(hi)

    // 1–2: spans, occlusion and breakpoints, top-down.
    var edgesUsed = 0
    var visibleCount = 0
    var hole0 = 0, hole1 = 0
    var varies = false
    var k = activeCount - 1
    while k >= 0 {
      let i = active[k]
      k -= 1
      let f = fills[i]
      guard let row = spans(of: f, y: y, edgesUsed: &edgesUsed) else { continue }
      if hole1 > hole0 && row.x0 >= hole0 && row.x1 <= hole1 { continue }  // hidden
      visible[visibleCount] = VisibleFill(row: row, fill: i, hole0: hole0, hole1: hole1)
      visibleCount += 1
      let perPixel = f.paintIndex >= 0
      varies = varies || perPixel
      pieces(row.x0, row.ix0, hole0, hole1) { a, b in markEvery(a, b) }
      if perPixel {
        pieces(row.ix0, row.ix1, hole0, hole1) { a, b in markEvery(a, b) }
      } else {
        pieces(row.ix0, row.ix1, hole0, hole1) { a, b in mark(a); mark(b) }
      }
      pieces(row.ix1, row.x1, hole0, hole1) { a, b in markEvery(a, b) }
      // An opaque interior at full coverage hides what lies beneath it: widen the hole.
      if f.isOccluder && row.coverage == 255 && row.ix1 > row.ix0 {
        let a = row.ix0, b = row.ix1
        if hole1 <= hole0 {
          (hole0, hole1) = (a, b)
        } else if a <= hole1 && b >= hole0 {
          (hole0, hole1) = (Swift.min(hole0, a), Swift.max(hole1, b))
        } else if b - a > hole1 - hole0 {
          (hole0, hole1) = (a, b)  // keep one interval: the wider
        }
      }
    }

    // Breakpoints left to right; rank[x] numbers them (bits are cleared as they are read).
    var n = 0
    let words = ((hi - lo) >> 6) + 1
    for w in 0..<words {
      var word = bits[w]
      if word == 0 { continue }
      bits[w] = 0
      let base = w << 6
      repeat {
        let x = base &+ word.trailingZeroBitCount
        breaks[n] = x
        rank[x] = n
        n &+= 1
        word &= word &- 1
      } while word != 0
    }
    @inline(__always) func segment(_ x: Int) -> UnsafeMutablePointer<UInt32> { segments + rank[x &- lo] }

    // 3: every visible fill over its segments, bottom-up, on top of the background.
    segments.update(repeating: frame.background, count: n - 1)
    var v = visibleCount - 1
    while v >= 0 {
      let vf = visible[v]
      v -= 1
      let f = fills[vf.fill], r = vf.row
      let interiorM = f.opacity == 255 ? r.coverage : mul255(r.coverage, f.opacity)
      if f.paintIndex < 0 {
        // Decided once per fill and row: a solid colour is one precomputed src' per run.
        if interiorM != 0 && r.ix1 > r.ix0 {
          let src = interiorM == 255 ? f.color : scalePacked(f.color, by: interiorM)
          pieces(r.ix0, r.ix1, vf.hole0, vf.hole1) { a, b in
            let s = segment(a)
            RunKernels.blendConstant(src, into: s, count: segment(b) - s)
          }
        }
        pieces(r.x0, r.ix0, vf.hole0, vf.hole1) { a, b in
          RunKernels.blendCoverage(f.color, coverage: r.left + (a - r.x0), opacity: f.opacity, into: segment(a), count: b - a)
        }
        pieces(r.ix1, r.x1, vf.hole0, vf.hole1) { a, b in
          RunKernels.blendCoverage(f.color, coverage: r.right + (a - r.ix1), opacity: f.opacity, into: segment(a), count: b - a)
        }
      } else {
        // Per-pixel colours: every pixel of the fill is its own segment.
        let colors = scratch.colors
        // An opaque paint at m = 255 replaces the destination; m = 255 needs opacity 255, where
        // isOccluder is exactly the paint's opacity.
        let opaque = f.isOccluder
        pieces(r.x0, r.ix0, vf.hole0, vf.hole1) { a, b in
          fetch(f.paintIndex, y: y, from: a, count: b - a, into: colors)
          RunKernels.blendColors(
            colors, coverage: r.left + (a - r.x0), opacity: f.opacity, opaque: opaque, into: segment(a), count: b - a)
        }
        pieces(r.ix0, r.ix1, vf.hole0, vf.hole1) { a, b in
          fetch(f.paintIndex, y: y, from: a, count: b - a, into: colors)
          RunKernels.blendColors(colors, m: interiorM, opaque: opaque, into: segment(a), count: b - a)
        }
        pieces(r.ix1, r.x1, vf.hole0, vf.hole1) { a, b in
          fetch(f.paintIndex, y: y, from: a, count: b - a, into: colors)
          RunKernels.blendColors(
            colors, coverage: r.right + (a - r.ix1), opacity: f.opacity, opaque: opaque, into: segment(a), count: b - a)
        }
      }
    }

    // 4: segments to pixels.
    let dst = buffer.row(y - buffer.originY)
    var s = 0
    while s < n - 1 {
      let a = breaks[s]
      RunKernels.fill(segments[s], into: dst + a, count: breaks[s + 1] - a)
      s += 1
    }
    return varies
  }

  /// Calls `body` with the parts of `a ..< b` outside the hole `h0 ..< h1` (at most two).
  @inline(__always)
  func pieces(_ a: Int, _ b: Int, _ h0: Int, _ h1: Int, _ body: (Int, Int) -> Void) {
    if b <= a { return }
    if h1 <= h0 || b <= h0 || a >= h1 {
      body(a, b)
      return
    }
    if h0 > a { body(a, h0) }
    if b > h1 { body(h1, b) }
  }

  // MARK: - Spans and paints

  /// The fill's spans on row `y`, clamped to the frame's columns, or nil if it covers nothing.
  @inline(__always)
  func spans(of f: SpanFill, y: Int, edgesUsed: inout Int) -> SpanRow? {
    let row: SpanRow
    if f.repeatingRows.contains(y) {
      row = frame.edges.withUnsafeBufferPointer { e in
        SpanRow(f.cached, edges: e.baseAddress! + f.cachedEdges, lo: lo, hi: hi)
      }
    } else {
      let out = scratch.edges + edgesUsed
      switch f.shapeKind {
      case .roundedRect:
        let s = frame.roundedRects.withUnsafeBufferPointer { $0[f.shapeIndex].rowSpans(y: y, edges: out) }
        edgesUsed += s.edgeCount
        row = SpanRow(s, edges: out, lo: lo, hi: hi)
      case .shadow:
        let s = frame.shadows.withUnsafeBufferPointer { $0[f.shapeIndex].rowSpans(y: y, edges: out) }
        edgesUsed += s.edgeCount
        row = SpanRow(s, edges: out, lo: lo, hi: hi)
      case .generic:
        guard let g = genericSpans(frame.generics[f.shapeIndex], y: y, into: out) else { return nil }
        edgesUsed += g.x1 - g.x0
        row = g
      }
    }
    return row.isEmpty ? nil : row
  }

  /// Spans of a clipped fill or of a shape without exact spans: the row extents of the shape and
  /// every clip intersected (the interior where all of them are constant), and per-pixel values
  /// `mul255(… mul255(cov, clip₁) …, clipₙ)` over the whole covered range.
  func genericSpans(_ g: GenericFill, y: Int, into out: UnsafeMutablePointer<UInt8>) -> SpanRow? {
    let e = g.shape.rowExtent(y: y)
    if e.isEmpty { return nil }
    var x0 = Swift.max(e.x0, lo), x1 = Swift.min(e.x1, hi)
    var ia = e.interiorX0, ib = e.hasInterior ? e.interiorX1 : e.interiorX0
    var c = UInt32(e.interiorCoverage)
    for clip in g.clips {
      let ce = clip.rowExtent(y: y)
      x0 = Swift.max(x0, ce.x0)
      x1 = Swift.min(x1, ce.x1)
      if ce.hasInterior {
        ia = Swift.max(ia, ce.interiorX0)
        ib = Swift.min(ib, ce.interiorX1)
        c = mul255(c, UInt32(ce.interiorCoverage))
      } else {
        ib = ia
      }
    }
    guard x1 > x0 else { return nil }
    ia = Swift.min(Swift.max(ia, x0), x1)
    ib = Swift.min(Swift.max(ib, ia), x1)
    if ib <= ia { (ia, ib) = (x1, x1) }
    let count = x1 - x0
    let raster = scratch.raster
    g.shape.coverageRow(y: y, x0: x0, count: count, into: out, scratch: raster)
    for clip in g.clips {
      let k = raster.coverage2
      clip.coverageRow(y: y, x0: x0, count: count, into: k, scratch: raster)
      for j in 0..<count { out[j] = UInt8(mul255(UInt32(out[j]), UInt32(k[j]))) }
    }
    return SpanRow(x0: x0, ix0: ia, ix1: ib, x1: x1, coverage: c, left: out, right: out + (ib - x0))
  }

  /// Colours of paint `index` for columns `from ..< from + count` of row `y`.
  func fetch(_ index: Int, y: Int, from: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
    switch frame.paints[index] {
    case let .image(p): p.fetchRow(y: y, x0: from, count: count, into: out)
    case let .gradient(p): p.fetchRow(y: y, x0: from, count: count, into: out)
    case let .bitmap(p): p.fetchRow(y: y, x0: from, count: count, into: out)
    case let .group(g):
      if let layer = groupLayers[g] {
        layer.fetchRow(y: y, x0: from, count: count, into: out)
      } else {
        out.update(repeating: 0, count: count)
      }
    }
  }
}
