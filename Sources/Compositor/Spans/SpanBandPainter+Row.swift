import Raster

// One row of the span painter.
//
// 1. Top-down, each active fill's spans (looked up on repeating rows, computed exactly
//    otherwise), minus the columns that opaque fills above it cover: a fill wholly under them is
//    dropped here, before anything about it is fetched or blended (S2's image under the sheet).
// 2. Every span end becomes a breakpoint, and so does every pixel boundary of an edge run or of
//    a per-pixel paint: the row splits into segments inside which every visible fill is
//    constant. Each breakpoint column learns the index of the segment starting there (rank).
// 3. Bottom-up, each fill blends its colour once per segment it covers, on top of the
//    background: a solid interior is one precomputed src' = color · m blended over the segment
//    colours four at a time (a segment stands for up to a whole row of pixels), an edge pixel is
//    one blend, a per-pixel paint one blend per pixel.
// 4. The segments are written into the line buffer (in L1) with four-pixel stores, each
//    spilling harmlessly into the segments written after it, and the line is copied to the frame.
//
// The blend chain per segment is the reference's, in the same order, so each pixel gets exactly
// the bytes ReferenceFill gives it: the background, then every fill's src·m over the result.

extension SpanBandPainter {
  /// Paints row `y` and returns whether it shows per-pixel colours (an image, a gradient or a
  /// group), which never repeat down the rows.
  func paintRow(_ y: Int, activeCount: Int) -> Bool {
    let fills = views.fills, active = self.active, visible = self.visible
    let rank = self.rank, breaks = self.breaks, segments = self.segments, line = self.line
    let bits = ColumnBits(words: self.bits)
    let lo = self.lo, width = hi - lo, words = SpanScratch.wordCount(width)
    let edges = scratch.edges

    // 1: spans and occlusion, top-down.
    var edgesUsed = 0
    var visibleCount = 0
    var hole0 = 0, hole1 = 0
    var varies = false
    var k = activeCount - 1
    while k >= 0 {
      let i = active[k]
      k -= 1
      let f = fills[i]
      guard let row = spans(of: f, y: y, edges: edges, edgesUsed: &edgesUsed) else { continue }
      if hole1 > hole0 && row.x0 >= hole0 && row.x1 <= hole1 { continue }  // hidden
      // Decided once per fill and row: a solid colour clear of the hole takes the short path;
      // its interior colour src' = color · m is computed here, once.
      let simple = f.paintIndex < 0 && (hole1 <= hole0 || row.x1 <= hole0 || row.x0 >= hole1)
      let m = f.opacity == 255 ? row.coverage : mul255(row.coverage, f.opacity)
      visible[visibleCount] = VisibleFill(
        row: row, fill: i, hole0: hole0, hole1: hole1, color: f.color, opacity: f.opacity,
        paintIndex: f.paintIndex, isOccluder: f.isOccluder, simple: simple,
        source: m == 0 ? 0 : (m == 255 ? f.color : scalePacked(f.color, by: m)))
      visibleCount += 1
      varies = varies || f.paintIndex >= 0
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

    // 2: breakpoints, numbered left to right (bits are cleared as they are read).
    for v in 0..<visibleCount {
      let vf = visible[v], r = vf.row
      if vf.simple {
        // Every edge pixel's boundaries, and the interior's ends (ix0 and ix1 are edge ends).
        bits.set(r.x0 - lo, r.ix0 - lo + 1)
        bits.set(r.ix1 - lo, r.x1 - lo + 1)
        continue
      }
      @inline(__always) func every(_ a: Int, _ b: Int) { bits.set(a - lo, b - lo + 1) }
      pieces(r.x0, r.ix0, vf.hole0, vf.hole1, every)
      if vf.paintIndex >= 0 {
        pieces(r.ix0, r.ix1, vf.hole0, vf.hole1, every)
      } else {
        pieces(r.ix0, r.ix1, vf.hole0, vf.hole1) { a, b in bits.set(a - lo); bits.set(b - lo) }
      }
      pieces(r.ix1, r.x1, vf.hole0, vf.hole1, every)
    }
    bits.set(0)
    bits.set(width)
    var n = 0
    for w in 0..<words {
      var word = bits.words[w]
      if word == 0 { continue }
      bits.words[w] = 0
      let base = w &<< 6
      repeat {
        let x = base &+ word.trailingZeroBitCount
        breaks[n] = x
        rank[x] = Int32(truncatingIfNeeded: n)
        n &+= 1
        word &= word &- 1
      } while word != 0
    }
    let segmentCount = n - 1

    // 3: every visible fill over its segments, bottom-up, on top of the background.
    segments.update(repeating: frame.background, count: segmentCount)
    var v = visibleCount - 1
    while v >= 0 {
      let vf = visible[v]
      v -= 1
      guard vf.simple else {
        paint(vf, y: y)
        continue
      }
      let r = vf.row
      let s = Int(rank[r.ix0 &- lo]), e = Int(rank[r.ix1 &- lo])
      if e > s && vf.source != 0 { Self.blend(vf.source, into: segments + s, count: e &- s) }
      var x = r.x0
      while x < r.ix0 {
        blendEdge(vf, value: r.left[x &- r.x0], into: segments + Int(rank[x &- lo]))
        x &+= 1
      }
      x = r.ix1
      while x < r.x1 {
        blendEdge(vf, value: r.right[x &- r.ix1], into: segments + Int(rank[x &- lo]))
        x &+= 1
      }
    }

    // 4: segments to the line (four-pixel stores; each spill is overwritten by the segments
    // after it, the last one's lands in the line's slack), then the line to the frame.
    var a = breaks[0]
    for s in 0..<segmentCount {
      let b = breaks[s + 1]
      let quad = SIMD4<UInt32>(repeating: segments[s])
      let raw = UnsafeMutableRawPointer(line + a)
      var x = 0
      while x < b &- a {
        raw.storeBytes(of: quad, toByteOffset: x &* 4, as: SIMD4<UInt32>.self)
        x &+= 4
      }
      a = b
    }
    buffer.row(y - buffer.originY).update(from: line, count: width)
    return varies
  }

  /// `dst = src over dst` over a run of segments: RunKernels.blendConstant's arithmetic,
  /// written here so that it inlines into the row loop (many runs are a few segments).
  @inline(__always) static func blend(_ src: UInt32, into dst: UnsafeMutablePointer<UInt32>, count: Int) {
    let inverseAlpha = 255 &- (src >> 24)
    if inverseAlpha == 0 {
      var k = 0
      while k < count { dst[k] = src; k &+= 1 }
      return
    }
    var k = 0
    if count >= 4 {
      let ia = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: inverseAlpha))
      let s = SIMD4<UInt32>(repeating: src)
      let raw = UnsafeMutableRawPointer(dst)
      while k &+ 4 <= count {
        let offset = k &* 4
        let d = raw.loadUnaligned(fromByteOffset: offset, as: SIMD8<UInt16>.self)
        var even = (d & 0x00FF) &* ia &+ 128
        var odd = (d &>> 8) &* ia &+ 128
        even = (even &+ (even &>> 8)) &>> 8
        odd = (odd &+ (odd &>> 8)) & 0xFF00
        let out = unsafeBitCast(even | odd, to: SIMD4<UInt32>.self) &+ s
        raw.storeBytes(of: out, toByteOffset: offset, as: SIMD4<UInt32>.self)
        k &+= 4
      }
    }
    while k < count {
      dst[k] = src &+ scalePacked(dst[k], by: inverseAlpha)
      k &+= 1
    }
  }

  /// One edge pixel of a solid fill: its colour at coverage `value` (times the opacity) over the
  /// segment, as Fill does it (nothing at m = 0).
  @inline(__always) func blendEdge(_ vf: VisibleFill, value: UInt8, into p: UnsafeMutablePointer<UInt32>) {
    let m = vf.opacity == 255 ? UInt32(value) : mul255(UInt32(value), vf.opacity)
    if m == 0 { return }
    p.pointee = sourceOverPacked(p.pointee, m == 255 ? vf.color : scalePacked(vf.color, by: m))
  }

  /// Blends one visible fill over its segments outside its hole: the general path (per-pixel
  /// paints, fills partly under opaque ones).
  func paint(_ vf: VisibleFill, y: Int) {
    let r = vf.row
    let lo = self.lo, rank = self.rank, segments = self.segments
    @inline(__always) func segment(_ x: Int) -> UnsafeMutablePointer<UInt32> { segments + Int(rank[x &- lo]) }
    if vf.paintIndex < 0 {
      if vf.source != 0 && r.ix1 > r.ix0 {
        pieces(r.ix0, r.ix1, vf.hole0, vf.hole1) { a, b in
          let s = segment(a)
          Self.blend(vf.source, into: s, count: segment(b) - s)
        }
      }
      pieces(r.x0, r.ix0, vf.hole0, vf.hole1) { a, b in
        for x in a..<b { blendEdge(vf, value: r.left[x &- r.x0], into: segment(x)) }
      }
      pieces(r.ix1, r.x1, vf.hole0, vf.hole1) { a, b in
        for x in a..<b { blendEdge(vf, value: r.right[x &- r.ix1], into: segment(x)) }
      }
      return
    }
    // Per-pixel colours: every pixel of the fill is its own segment. An opaque paint at
    // m = 255 replaces the destination; m = 255 needs opacity 255, where isOccluder is exactly
    // the paint's opacity.
    let colors = self.colors, opaque = vf.isOccluder
    let interiorM = vf.opacity == 255 ? r.coverage : mul255(r.coverage, vf.opacity)
    pieces(r.x0, r.ix0, vf.hole0, vf.hole1) { a, b in
      fetch(vf.paintIndex, y: y, from: a, count: b - a, into: colors)
      RunKernels.blendColors(
        colors, coverage: r.left + (a - r.x0), opacity: vf.opacity, opaque: opaque,
        into: segment(a), count: b - a)
    }
    pieces(r.ix0, r.ix1, vf.hole0, vf.hole1) { a, b in
      fetch(vf.paintIndex, y: y, from: a, count: b - a, into: colors)
      RunKernels.blendColors(colors, m: interiorM, opaque: opaque, into: segment(a), count: b - a)
    }
    pieces(r.ix1, r.x1, vf.hole0, vf.hole1) { a, b in
      fetch(vf.paintIndex, y: y, from: a, count: b - a, into: colors)
      RunKernels.blendColors(
        colors, coverage: r.right + (a - r.ix1), opacity: vf.opacity, opaque: opaque,
        into: segment(a), count: b - a)
    }
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
}
