import Raster

// One row of the span painter, painted into the line buffer, which still holds the row above.
//
// 1. Top-down, each active fill's spans: on repeating rows looked up (and known unchanged since
//    the row above), otherwise computed exactly and compared with the fill's spans on the row
//    above; where they differ, the columns are dirty. Minus the columns that opaque fills above
//    it cover: a fill wholly under them is dropped here, before anything about it is fetched or
//    blended (S2's image under the sheet).
// 2. Every span end becomes a breakpoint, and so does every pixel boundary of an edge run or of
//    a per-pixel paint, and every end of a dirty stretch: the row splits into segments inside
//    which every visible fill is constant, each wholly dirty or wholly clean. Only the dirty
//    ones get a colour slot; each breakpoint column knows how many slots lie left of it (rank),
//    so a fill's run [a, b) owns the slots rank[a] ..< rank[b].
// 3. Bottom-up, each fill blends its colour once per dirty segment it covers, on top of the
//    background: a solid interior is one precomputed src' = color · m blended over the slots
//    four at a time (a segment stands for up to a whole row of pixels), an edge pixel is one
//    blend, a per-pixel paint one blend per pixel.
// 4. Dirty segments are written into the line with four-pixel stores (each spilling into the
//    dirty segments written after it), and the line is copied to the frame.
//
// Each recomputed pixel gets the reference's blend chain in the reference's order (the
// background, then every fill's src·m over the result), so exactly ReferenceFill's bytes. Clean
// columns keep the row above's bytes, which are right because no fill's coverage there changed:
// the chain is the same chain. In S3 three quarters of a row's columns are clean.

extension SpanBandPainter {
  /// Paints row `y` (every column if `all`, else the dirty ones) and returns whether it shows
  /// per-pixel colours (an image, a gradient or a group), which never repeat down the rows.
  func paintRow(_ y: Int, activeCount: Int, all: Bool) -> Bool {
    let fills = views.fills
    let active = self.active
    let visible = self.visible
    let rank = self.rank
    let segments = self.segments
    let line = self.line
    let segmentStart = self.segmentStart
    let segmentEnd = self.segmentEnd
    let bits = ColumnBits(words: self.bits)
    let lo = self.lo
    let width = hi - lo
    let words = SpanScratch.wordCount(width)
    let edges = scratch.edges
    let previous = self.previous
    let present = self.present
    let dirty = self.dirty
    if all { dirty.set(0, width) }
    defer { scratch.swapEdges() }

    // 1: spans, changes, occlusion and breakpoints, top-down.
    var edgesUsed = 0
    var visibleCount = 0
    var hole0 = 0
    var hole1 = 0
    var varies = false
    var k = activeCount - 1
    while k >= 0 {
      let i = active[k]
      k -= 1
      let f = fills[i]
      // Quiet: a solid fill on its repeating rows since the row above has the spans it had.
      // (Rows copied by the band loop count: it copies only while every fill repeats.)
      let quiet = present[i] && f.paintIndex < 0 && f.repeats(y) && f.repeats(y - 1)
      let spans: SpanRow?
      if quiet {
        spans = previous[i]
      } else {
        var computed = self.spans(of: f, y: y, edges: edges, edgesUsed: &edgesUsed)
        if f.paintIndex < 0 { computed?.prepareSources(color: f.color, opacity: f.opacity) }
        spans = computed
        if !all {
          if let row = spans {
            if !present[i] {
              dirty.set(row.x0 - lo, row.x1 - lo)
            } else if f.paintIndex >= 0 {
              // Per-pixel colours change from row to row: all its columns, then and now.
              dirty.set(
                Swift.min(row.x0, previous[i].x0) - lo, Swift.max(row.x1, previous[i].x1) - lo)
            } else if !previous[i].hasSameCoverage(as: row) {
              markChanges(previous[i], row)
            }
          } else if present[i] {
            dirty.set(previous[i].x0 - lo, previous[i].x1 - lo)
          }
        }
        if let row = spans { previous[i] = row }
        present[i] = spans != nil
      }
      guard let row = spans else { continue }
      if hole1 > hole0 && row.x0 >= hole0 && row.x1 <= hole1 { continue }  // hidden
      // Decided once per fill and row: a solid colour clear of the hole takes the short path.
      let simple = f.paintIndex < 0 && (hole1 <= hole0 || row.x1 <= hole0 || row.x0 >= hole1)
      visible[visibleCount] = VisibleFill(
        fill: i, hole0: hole0, hole1: hole1, color: f.color, opacity: f.opacity,
        paintIndex: f.paintIndex, isOccluder: f.isOccluder, simple: simple)
      visibleCount += 1
      varies = varies || f.paintIndex >= 0
      // Its breakpoints (they do not depend on which columns turn out dirty).
      if simple {
        // Every edge pixel's boundaries, and the interior's ends (ix0 and ix1 are edge ends).
        bits.set(row.x0 - lo, row.ix0 - lo + 1)
        bits.set(row.ix1 - lo, row.x1 - lo + 1)
      } else {
        @inline(__always) func every(_ a: Int, _ b: Int) { bits.set(a - lo, b - lo + 1) }
        pieces(row.x0, row.ix0, hole0, hole1, every)
        if f.paintIndex >= 0 {
          pieces(row.ix0, row.ix1, hole0, hole1, every)
        } else {
          pieces(row.ix0, row.ix1, hole0, hole1) { a, b in
            bits.set(a - lo)
            bits.set(b - lo)
          }
        }
        pieces(row.ix1, row.x1, hole0, hole1, every)
      }
      // An opaque interior at full coverage hides what lies beneath it: widen the hole.
      if f.isOccluder && row.coverage == 255 && row.ix1 > row.ix0 {
        let a = row.ix0
        let b = row.ix1
        if hole1 <= hole0 {
          (hole0, hole1) = (a, b)
        } else if a <= hole1 && b >= hole0 {
          (hole0, hole1) = (Swift.min(hole0, a), Swift.max(hole1, b))
        } else if b - a > hole1 - hole0 {
          (hole0, hole1) = (a, b)  // keep one interval: the wider
        }
      }
    }

    var anyDirty: UInt64 = 0
    for w in 0..<words { anyDirty |= dirty.words[w] }
    guard anyDirty != 0 else {
      bits.clear(words)
      buffer.row(y - buffer.originY).update(from: line, count: width)  // the row above, again
      return varies
    }

    // 2: the ends of the dirty stretches join the fills' breakpoints; all are numbered left to
    // right (bits are cleared as they are read).
    var carry: UInt64 = 0
    for w in 0..<words {
      let d = dirty.words[w]
      let shifted = d &<< 1 | carry  // bit x: column x − 1 is dirty
      carry = d &>> 63
      bits.words[w] |= d ^ shifted
    }
    bits.set(0)
    bits.set(width)
    // Only dirty segments get a slot: rank[x] = slots left of breakpoint x, and slot s covers
    // segmentStart[s] ..< segmentEnd[s].
    var n = 0
    var open = -1
    for w in 0..<words {
      var word = bits.words[w]
      if word == 0 { continue }
      bits.words[w] = 0
      let base = w &<< 6
      repeat {
        let x = base &+ word.trailingZeroBitCount
        if open >= 0 {
          segmentEnd[open] = x
          open = -1
        }
        rank[x] = Int32(truncatingIfNeeded: n)
        if x < width && dirty.contains(x) {
          segmentStart[n] = x
          open = n
          n &+= 1
        }
        word &= word &- 1
      } while word != 0
    }
    let segmentCount = n

    // 3: every visible fill over its dirty segments, bottom-up, on top of the background.
    segments.update(repeating: frame.background, count: segmentCount)
    var v = visibleCount - 1
    while v >= 0 {
      let vf = visible[v]
      v -= 1
      let r = previous[Int(vf.fill)]
      guard vf.simple else {
        paint(vf, r, y: y)
        continue
      }
      let s = Int(rank[r.ix0 &- lo])
      let e = Int(rank[r.ix1 &- lo])
      if e > s && r.source != 0 { Self.blend(r.source, into: segments + s, count: e &- s) }
      // Edge pixels (only dirty ones have a slot); a one-pixel edge has its colour ready.
      if r.ix0 &- r.x0 == 1 {
        if dirty.contains(r.x0 &- lo) {
          let p = segments + Int(rank[r.x0 &- lo])
          p.pointee = sourceOverPacked(p.pointee, r.leftSource)
        }
      } else {
        var x = r.x0
        while x < r.ix0 {
          if dirty.contains(x &- lo) {
            blendEdge(vf, value: r.left[x &- r.x0], into: segments + Int(rank[x &- lo]))
          }
          x &+= 1
        }
      }
      if r.x1 &- r.ix1 == 1 {
        if dirty.contains(r.ix1 &- lo) {
          let p = segments + Int(rank[r.ix1 &- lo])
          p.pointee = sourceOverPacked(p.pointee, r.rightSource)
        }
      } else {
        var x = r.ix1
        while x < r.x1 {
          if dirty.contains(x &- lo) {
            blendEdge(vf, value: r.right[x &- r.ix1], into: segments + Int(rank[x &- lo]))
          }
          x &+= 1
        }
      }
    }

    // 4: dirty segments to the line, then the line to the frame. Four-pixel stores may spill
    // past a segment while they stay in its stretch of adjacent dirty segments, which are
    // written after it (or in the line's slack past its end): one store for most segments.
    var stretchEnd = 0
    for s in 0..<segmentCount {
      let a = segmentStart[s]
      let b = segmentEnd[s]
      if a >= stretchEnd {
        var t = s
        while t + 1 < segmentCount && segmentStart[t + 1] == segmentEnd[t] { t += 1 }
        stretchEnd = segmentEnd[t] == width ? width + 4 : segmentEnd[t]
      }
      let color = segments[s]
      if a + ((b - a + 3) & ~3) <= stretchEnd {
        let quad = SIMD4<UInt32>(repeating: color)
        let raw = UnsafeMutableRawPointer(line + a)
        var x = 0
        while x < b &- a {
          raw.storeBytes(of: quad, toByteOffset: x &* 4, as: SIMD4<UInt32>.self)
          x &+= 4
        }
      } else {
        (line + a).update(repeating: color, count: b - a)
      }
    }
    dirty.clear(words)
    buffer.row(y - buffer.originY).update(from: line, count: width)
    return varies
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
