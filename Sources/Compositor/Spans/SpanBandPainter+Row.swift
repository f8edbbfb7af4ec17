@_spi(Painting) import Raster

// One row of the span painter, painted into the line buffer, which still holds the row above.
//
// 1. Events: the fills on the changing list get this row's spans; where a fill's coverage
//    differs from the row above, the columns are dirty (SpanBandPainter+Events).
// 2. Holes: top-down over the few occluding fills, the columns that opaque interiors hide from
//    each fill beneath them (a fill wholly in its hole is dropped before anything about it is
//    fetched or blended: an image under an opaque sheet).
// 3. Breakpoints: every active record's span ends and edge-pixel boundaries (every pixel of a
//    per-pixel paint). Inside the dirty columns they cut the row into segments inside which
//    every fill is constant; only those segments get a slot (SegmentSlots), and a record's run
//    [a, b) owns the slots rank(a) ..< rank(b).
// 4. Bottom-up, each record blends its colour once per dirty slot it covers, on top of the
//    background: a solid interior is one precomputed src' = color · m blended over the slots
//    four at a time (a slot stands for up to a whole row of pixels), an edge pixel is one
//    blend, a per-pixel paint one blend per pixel.
// 5. Slots are written into the line with four-pixel stores, stretch by stretch of adjacent
//    slots, and the line is copied to the frame.
//
// Each recomputed pixel gets the reference's blend chain in the reference's order (the
// background, then every fill's src·m over the result), so exactly ReferenceFill's bytes. Clean
// columns keep the row above's bytes, which are right because no fill's coverage there changed:
// the chain is the same chain. On busy rows most columns are clean.

extension SpanBandPainter {
  /// Paints row `y` (every column if `all`, else the dirty ones). Returns, for a group's layer,
  /// the columns recomputed, from the frame's first (none: the row above again). `lineBehind`:
  /// the line does not hold the row above, the frame's row above does (after a direct row).
  func paintRow(
    _ y: Int, all: Bool, activeCount: Int, changingCount: inout Int, occluding: inout Int,
    lineBehind: inout Bool
  ) -> ChangedColumns {
    let width = hi - lo
    let words = SpanScratch.wordCount(width)
    let dirty = self.dirty
    let records = self.records
    if all { dirty.set(0, width) }
    defer { scratch.swapEdges() }

    // 1 and 2: events and holes.
    let paints = applyEvents(y, all: all, changingCount: &changingCount, occluding: &occluding)
    let occluderCount = occluding > 0 ? holes(activeCount: activeCount) : 0
    if paints > 0 { markPaints(paints, occluderCount: occluderCount) }
    var anyDirty: UInt64 = 0
    for w in 0..<words { anyDirty |= dirty.words[w] }
    guard anyDirty != 0 else {
      repeatRow(y, above: rowAbove(y, lineBehind: lineBehind))
      return .zero
    }

    if let (d0, d1) = directColumns(activeCount: activeCount, words: words) {
      guard rowChanges == nil else {
        // A group's layer keeps only the rows painted: through the line, as below.
        paintDirect(
          d0, d1, into: line, activeCount: activeCount, occluderCount: occluderCount, y: y)
        let painted = dirty.changedColumns(width: width)
        dirty.clear(words)
        buffer.row(y - buffer.originY).update(from: line, count: width)
        return painted
      }
      // Straight into the frame's row, its other columns from the row above; the line falls
      // behind until a row needs it.
      let row = buffer.row(y - buffer.originY)
      if d0 > 0 || d1 < width {
        let above = rowAbove(y, lineBehind: lineBehind)
        row.update(from: above, count: d0)
        (row + d1).update(from: above + d1, count: width - d1)
      }
      // The last few columns go through the tail buffer: blends read and write up to three
      // pixels past a run, which in the frame would be the next row's (another band's).
      let split = Swift.max(d0, Swift.min(d1, width - SpanScratch.directTail))
      if split > d0 {
        paintDirect(
          d0, split, into: row, activeCount: activeCount, occluderCount: occluderCount, y: y)
      }
      if d1 > split {
        let tail = scratch.tail - (width - SpanScratch.directTail)  // tail[x], x ≥ width − 4
        paintDirect(
          split, d1, into: tail, activeCount: activeCount, occluderCount: occluderCount, y: y)
        (row + split).update(from: tail + split, count: d1 - split)
      }
      dirty.clear(words)
      lineBehind = true
      return .zero
    }
    if lineBehind {
      line.update(from: buffer.row(y - 1 - buffer.originY), count: width)
      lineBehind = false
    }

    // 3: breakpoints. Without occluders (most rows) every record is clear of holes and
    // the loop is a few bit stores per record.
    if occluderCount == 0 {
      // Written out here: `breakpoints` (which takes closures) stays a call per record.
      let bits = self.bits
      for k in 0..<activeCount {
        let r = records[k]
        if r.isShort {
          // Edges of at most one pixel: the boundaries x0 ... ix0 and ix1 ... x1 are the ends
          // themselves (x0 ≤ ix0 ≤ ix1 ≤ x1), four single bits rather than two ranges.
          bits.set(Int(r.x0))
          bits.set(Int(r.ix0))
          bits.set(Int(r.ix1))
          bits.set(Int(r.x1))
        } else if r.isPaint {
          bits.set(Int(r.x0), Int(r.x1) &+ 1)
        } else {
          bits.set(Int(r.x0), Int(r.ix0) &+ 1)
          bits.set(Int(r.ix1), Int(r.x1) &+ 1)
        }
      }
    } else {
      var j = 0
      for k in 0..<activeCount {
        while j < occluderCount && Int(occluders[j]) <= k { j += 1 }
        breakpoints(records[k], Int(holes[j].x), Int(holes[j].y))
      }
    }
    bits.set(0)
    bits.set(width)
    let (slotCount, stretchCount) = slots.layOut(
      dirty: dirty, breaks: bits, words: words, spare: spare)
    slots.fillTable(dirty: dirty, width: width, ranks: byteRanks)

    // 4: every record over its dirty slots, bottom-up, on top of the background.
    segments.update(repeating: frame.background, count: slotCount)
    if occluderCount == 0 {
      for k in 0..<activeCount { blend(records[k], y: y) }
    } else {
      var j = 0
      for k in 0..<activeCount {
        while j < occluderCount && Int(occluders[j]) <= k { j += 1 }
        let h0 = Int(holes[j].x)
        let h1 = Int(holes[j].y)
        let r = records[k]
        if h1 <= h0 || Int(r.x1) <= h0 || Int(r.x0) >= h1 || !r.isPaint {
          if h1 <= h0 || Int(r.x0) < h0 || Int(r.x1) > h1 { blend(r, y: y) }  // not wholly hidden
        } else if Int(r.x0) < h0 || Int(r.x1) > h1 {  // a per-pixel paint, partly hidden
          paint(r.fill, previous[r.fill], hole0: h0 + lo, hole1: h1 + lo, y: y)
        }
      }
    }

    // 5: slots to the line, then the line to the frame. Every slot starts with two four-pixel
    // stores (most are one to three pixels); what spills past a slot lands on the next slots of
    // its stretch, written after it, or past the stretch, whose eight pixels are put back.
    // Branch-free but for slots over eight pixels, since most slots are one to three pixels.
    let start = slots.start
    let end = slots.end
    let raw = UnsafeMutableRawPointer(line)
    var s = 0
    for j in 0..<stretchCount {
      let tail = slots.stretchEnd[j] &* 4
      let last = slots.stretchSlots[j]
      let kept0 = raw.loadUnaligned(fromByteOffset: tail, as: SIMD4<UInt32>.self)
      let kept1 = raw.loadUnaligned(fromByteOffset: tail &+ 16, as: SIMD4<UInt32>.self)
      if last &- s == slots.stretchEnd[j] &- start[s] {
        // One pixel per slot (a per-pixel paint's columns, a corner's edge pixels): the slots
        // are the pixels, four a store (a call to memmove per stretch cost more than the
        // copy: most are one to three pixels). The slots have slack to read past the last.
        let a = start[s] &* 4
        let from = UnsafeRawPointer(segments + s)
        var k = 0
        while k < (last &- s) &* 4 {
          raw.storeBytes(
            of: from.loadUnaligned(fromByteOffset: k, as: SIMD4<UInt32>.self),
            toByteOffset: a &+ k, as: SIMD4<UInt32>.self)
          k &+= 16
        }
        s = last
      }
      while s < last {
        let a = start[s] &* 4
        let n = (end[s] &- start[s]) &* 4
        let color = segments[s]
        let quad = SIMD4<UInt32>(repeating: color)
        raw.storeBytes(of: quad, toByteOffset: a, as: SIMD4<UInt32>.self)
        raw.storeBytes(of: quad, toByteOffset: a &+ 16, as: SIMD4<UInt32>.self)
        if n > 32 {
          if n > 128 {
            (line + start[s]).update(repeating: color, count: end[s] &- start[s])  // a sheet's body
          } else {
            var x = 32
            while x < n {
              raw.storeBytes(of: quad, toByteOffset: a &+ x, as: SIMD4<UInt32>.self)
              x &+= 16
            }
          }
        }
        s &+= 1
      }
      raw.storeBytes(of: kept0, toByteOffset: tail, as: SIMD4<UInt32>.self)
      raw.storeBytes(of: kept1, toByteOffset: tail &+ 16, as: SIMD4<UInt32>.self)
    }
    let painted = rowChanges == nil ? .zero : dirty.changedColumns(width: width)
    dirty.clear(words)
    buffer.row(y - buffer.originY).update(from: line, count: width)
    return painted
  }

  /// The pixels of row `y − 1`: the line's, or the frame's after a direct row (`lineBehind`).
  @inline(__always) func rowAbove(_ y: Int, lineBehind: Bool) -> UnsafePointer<UInt32> {
    UnsafePointer(lineBehind ? buffer.row(y - 1 - buffer.originY) : line)
  }

  /// Lists the records that occlude (bottom-up) and, top-down, the columns hidden above each:
  /// `holes[j]` for the records between occluders `j − 1` and `j` (one interval, as
  /// `hole0 ..< hole1`: overlapping interiors merge, else the wider is kept). Returns the count.
  func holes(activeCount: Int) -> Int {
    var m = 0
    for k in 0..<activeCount where records[k].occludes {
      occluders[m] = Int32(truncatingIfNeeded: k)
      m += 1
    }
    var h0: Int32 = 0
    var h1: Int32 = 0
    holes[m] = SIMD2(0, 0)
    var j = m - 1
    while j >= 0 {
      let r = records[Int(occluders[j])]
      let a = r.ix0
      let b = r.ix1
      if h1 <= h0 {
        (h0, h1) = (a, b)
      } else if a <= h1 && b >= h0 {
        (h0, h1) = (Swift.min(h0, a), Swift.max(h1, b))
      } else if b - a > h1 - h0 {
        (h0, h1) = (a, b)
      }
      holes[j] = SIMD2(h0, h1)
      j -= 1
    }
    return m
  }

  /// Sets a record's breakpoints: every edge pixel's boundaries and the interior's ends, or
  /// every pixel boundary of a per-pixel paint outside the hole `h0 ..< h1`.
  ///
  /// A solid fill partly in the hole is blended whole, hidden part included: every hole column
  /// is covered by an opaque interior above the fill, whose blend replaces whatever lies beneath
  /// exactly (`src + d · 0`), so the extra blends change no byte and the fill needs no pieces.
  /// Only a per-pixel paint is cut, so that no hidden pixel is fetched (an image under a sheet).
  @inline(__always) func breakpoints(_ r: ActiveFill, _ h0: Int, _ h1: Int) {
    let x0 = Int(r.x0)
    let ix0 = Int(r.ix0)
    let ix1 = Int(r.ix1)
    let x1 = Int(r.x1)
    if h1 > h0 && x0 >= h0 && x1 <= h1 { return }  // wholly hidden
    if r.isShort {  // edges of at most one pixel: the ends are the boundaries
      bits.set(x0)
      bits.set(ix0)
      bits.set(ix1)
      bits.set(x1)
    } else if !r.isPaint {
      bits.set(x0, ix0 &+ 1)
      bits.set(ix1, x1 &+ 1)
    } else if h1 <= h0 || x1 <= h0 || x0 >= h1 {
      bits.set(x0, x1 &+ 1)
    } else {
      let bits = self.bits
      pieces(x0, x1, h0, h1) { a, b in bits.set(a, b &+ 1) }
    }
  }
}
