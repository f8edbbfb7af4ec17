@_spi(Painting) import Raster

// The span painter's blends: a record over its dirty slots (a solid run, edge pixels), and the
// general path for fills with per-pixel colours or partly under opaque fills.

extension SpanBandPainter {
  /// Blends one record, clear of any hole, over the dirty slots it covers.
  @inline(__always) func blend(_ r: ActiveFill, y: Int) {
    if r.isShort {
      blendShort(r)
      return
    }
    let x0 = Int(r.x0)
    let x1 = Int(r.x1)
    let s0 = Int(slots.table[x0] &>> 1)
    let s1 = Int(slots.table[x1] &>> 1)
    if s1 == s0 { return }  // no dirty column under it
    if r.isPaint {
      paint(r.fill, previous[r.fill], hole0: 0, hole1: 0, y: y)
    } else {
      blendWide(r, from: s0)
    }
  }

  /// A short record (every straight row): its dirty slots are `s0 ..< s1`, an edge pixel, where
  /// there is one and it is dirty, the first or the last of them.
  ///
  /// Four-slot steps aligned on the run's end: the first may start up to three slots before the
  /// run, its lanes there blending a zero source (ia = 255: `d · 255 / 255 = d` exactly), and
  /// the edge pixels are lanes of the first and the last step with their own source (and alpha).
  /// Without branches but the loop, no population count (``SegmentSlots/table``) and no scalar
  /// blend: the common case on busy screens of small layers.
  @inline(__always) func blendShort(_ r: ActiveFill) {
    let table = slots.table
    let a = UInt32(table[Int(r.x0)])
    let b = UInt32(table[Int(r.x1)])
    let c = UInt32(table[Int(r.ix1)])
    let s0 = Int(a &>> 1)
    let s1 = Int(b &>> 1)
    let n = s1 &- s0
    if n <= 0 { return }  // no dirty column under it
    let dl = a & UInt32(truncatingIfNeeded: r.ix0 &- r.x0)  // 1: a dirty left edge pixel
    let dr = c & UInt32(truncatingIfNeeded: r.x1 &- r.ix1)
    let steps = (n &+ 3) &>> 2
    let first = s1 &- (steps &<< 2)
    let lanes = SIMD4<Int32>(0, 1, 2, 3) &- Int32(truncatingIfNeeded: s0 &- first)
    let before = unsafeBitCast(lanes &>> 31, to: SIMD4<UInt32>.self)  // lanes left of the run
    let at = unsafeBitCast(~(lanes | (0 &- lanes)) &>> 31, to: SIMD4<UInt32>.self)  // lane s0
    let source = SIMD4<UInt32>(repeating: r.source)
    var head = source & ~before
    head ^= (head ^ SIMD4(repeating: r.leftSource)) & at & SIMD4(repeating: 0 &- (dl & 1))
    let right = SIMD4<UInt32>(0, 0, 0, 0 &- (dr & 1))
    let rightSource = SIMD4<UInt32>(repeating: r.rightSource)
    let run = segments + first
    let raw = UnsafeMutableRawPointer(run)
    if steps == 1 {
      head ^= (head ^ rightSource) & right
      Self.blendLanes(head, at: raw)
      return
    }
    Self.blendLanes(head, at: raw)
    let last = (steps &- 1) &<< 4
    Self.blend(r.source, into: run + 4, whole: (steps &- 2) &<< 2)
    Self.blendLanes(source ^ ((source ^ rightSource) & right), at: raw + last)
  }

  /// `dst = src over dst` on four slots, each with its own source (a zero source keeps a slot).
  @inline(__always) static func blendLanes(_ src: SIMD4<UInt32>, at raw: UnsafeMutableRawPointer) {
    let alpha = ~src &>> 24
    let ia = unsafeBitCast(alpha | alpha &<< 16, to: SIMD8<UInt16>.self)
    let d = raw.loadUnaligned(as: SIMD8<UInt16>.self)
    raw.storeBytes(of: underLanes(d, inverseAlpha: ia) &+ src, as: SIMD4<UInt32>.self)
  }

  /// `dst = src over dst` on `count` slots, a multiple of four.
  @inline(__always) static func blend(
    _ src: UInt32, into dst: UnsafeMutablePointer<UInt32>, whole count: Int
  ) {
    if isWideRun(count) {
      WideKernels.blendConstant(src, into: dst, count: count)
      return
    }
    let ia = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: 255 &- (src >> 24)))
    let s = SIMD4<UInt32>(repeating: src)
    let raw = UnsafeMutableRawPointer(dst)
    var offset = 0
    let end = count &<< 2
    while offset < end {
      let d = raw.loadUnaligned(fromByteOffset: offset, as: SIMD8<UInt16>.self)
      raw.storeBytes(
        of: underLanes(d, inverseAlpha: ia) &+ s, toByteOffset: offset, as: SIMD4<UInt32>.self)
      offset &+= 16
    }
  }

  /// `dst = src over dst` over a run of segment slots: RunKernels.blendConstant's arithmetic
  /// (which is also right for an opaque `src`: `d · 0` rounds to 0), written here so that it
  /// inlines into the row loop. Four slots per step; the last step's window may reach past the
  /// run (`dst` has three readable slots of slack) and keeps those slots as they were.
  ///
  /// Only the last step is masked, so the whole steps carry no select.
  @inline(__always) static func blend(
    _ src: UInt32, into dst: UnsafeMutablePointer<UInt32>, count: Int
  ) {
    if isWideRun(count) {
      WideKernels.blendConstant(src, into: dst, count: count)
      return
    }
    let ia = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: 255 &- (src >> 24)))
    let s = SIMD4<UInt32>(repeating: src)
    let raw = UnsafeMutableRawPointer(dst)
    @inline(__always) func over(_ d: SIMD8<UInt16>) -> SIMD4<UInt32> {
      underLanes(d, inverseAlpha: ia) &+ s
    }
    var offset = 0
    let whole = (count &- 3) &* 4
    while offset < whole {
      let d = raw.loadUnaligned(fromByteOffset: offset, as: SIMD8<UInt16>.self)
      raw.storeBytes(of: over(d), toByteOffset: offset, as: SIMD4<UInt32>.self)
      offset &+= 16
    }
    if offset < count &* 4 {
      // The last one to three slots: all-ones in the lanes that are in the run (the sign of
      // lane − slots left), spelled with arithmetic: a SIMD mask and `replace` compile to
      // scalar compares and shuffles here.
      let d = raw.loadUnaligned(fromByteOffset: offset, as: SIMD8<UInt16>.self)
      let lanes = SIMD4<Int32>(0, 1, 2, 3)
      let keep = unsafeBitCast(
        (lanes &- Int32(truncatingIfNeeded: count &- offset &>> 2)) &>> 31, to: SIMD4<UInt32>.self)
      let old = unsafeBitCast(d, to: SIMD4<UInt32>.self)
      raw.storeBytes(of: over(d) & keep | old & ~keep, toByteOffset: offset, as: SIMD4<UInt32>.self)
    }
  }

  /// One edge pixel of a solid fill: its colour at coverage `value` (times the opacity) over the
  /// segment, as Fill does it (nothing at m = 0).
  @inline(__always) func blendEdge(
    _ color: UInt32, _ opacity: UInt32, value: UInt8, into p: UnsafeMutablePointer<UInt32>
  ) {
    let m = opacity == 255 ? UInt32(value) : mul255(UInt32(value), opacity)
    if m == 0 { return }
    p.pointee = sourceOverPacked(p.pointee, m == 255 ? color : scalePacked(color, by: m))
  }

  /// Blends fill `i` (spans `r`, device columns) over its dirty slots outside the hole
  /// `hole0 ..< hole1` (device columns; empty when `hole1 ≤ hole0`): the general path
  /// (per-pixel paints, fills partly under opaque ones).
  func paint(_ i: Int, _ r: SpanRow, hole0: Int, hole1: Int, y: Int) {
    let f = tables.fills[i]
    if f.isGroup {
      blendGroup(f, r, hole0: hole0, hole1: hole1, y: y)
      return
    }
    let lo = self.lo
    let slots = self.slots
    let segments = self.segments
    let dirty = self.dirty
    let color = f.color
    let opacity = f.opacity
    @inline(__always) func segment(_ x: Int) -> UnsafeMutablePointer<UInt32> {
      segments + slots.rank(x &- lo)
    }
    if f.paintIndex < 0 {
      if r.source != 0 && r.ix1 > r.ix0 {
        pieces(r.ix0, r.ix1, hole0, hole1) { a, b in
          let s = segment(a)
          Self.blend(r.source, into: s, count: segment(b) - s)
        }
      }
      pieces(r.x0, r.ix0, hole0, hole1) { a, b in
        for x in a..<b where dirty.contains(x &- lo) {
          blendEdge(color, opacity, value: r.left[x &- r.x0], into: segment(x))
        }
      }
      pieces(r.ix1, r.x1, hole0, hole1) { a, b in
        for x in a..<b where dirty.contains(x &- lo) {
          blendEdge(color, opacity, value: r.right[x &- r.ix1], into: segment(x))
        }
      }
      return
    }
    // Per-pixel colours: every pixel of the fill is its own (dirty) segment, so a run of
    // columns is a run of consecutive slots.
    blendPerPixel(f, r, y: y, runs: { a, b, body in pieces(a, b, hole0, hole1, body) })
  }

  /// The per-pixel colours of fill `f` (an image, a gradient, a group's layer; spans `r`,
  /// device columns) on the runs `runs(a, b, body)` gives of each of the spans' three parts:
  /// the one arithmetic of the slot path and the direct rows. Device column `x` is blended at
  /// `row[x]` for a direct row, else at its slot (consecutive along a run). An opaque paint at
  /// m = 255 replaces the destination; m = 255 needs opacity 255, where isOccluder is exactly
  /// the paint's opacity.
  @inline(__always) func blendPerPixel(
    _ f: SpanFill, _ r: SpanRow, y: Int, runs: (Int, Int, (Int, Int) -> Void) -> Void,
    row: UnsafeMutablePointer<UInt32>? = nil
  ) {
    let lo = self.lo
    let slots = self.slots
    let segments = self.segments
    @inline(__always) func at(_ x: Int) -> UnsafeMutablePointer<UInt32> {
      if let row { row + x } else { segments + slots.rank(x &- lo) }
    }
    let opacity = f.opacity
    if f.isGroup {
      let source = layer(of: f).row(y)
      runs(r.x0, r.ix0) { a, b in
        RunKernels.blendColors(
          source + a, coverage: r.left + (a &- r.x0), opacity: opacity, opaque: false,
          into: at(a), count: b &- a)
      }
      let m = opacity == 255 ? r.coverage : mul255(r.coverage, opacity)
      if m != 0 {
        runs(r.ix0, r.ix1) { a, b in Self.blendLayer(source + a, m: m, into: at(a), count: b &- a) }
      }
      runs(r.ix1, r.x1) { a, b in
        RunKernels.blendColors(
          source + a, coverage: r.right + (a &- r.ix1), opacity: opacity, opaque: false,
          into: at(a), count: b &- a)
      }
      return
    }
    let colors = self.colors
    let opaque = f.isOccluder
    let paintIndex = f.paintIndex
    let interiorM = opacity == 255 ? r.coverage : mul255(r.coverage, opacity)
    runs(r.x0, r.ix0) { a, b in
      fetch(paintIndex, y: y, from: a, count: b &- a, into: colors)
      RunKernels.blendColors(
        colors, coverage: r.left + (a &- r.x0), opacity: opacity, opaque: opaque, into: at(a),
        count: b &- a)
    }
    runs(r.ix0, r.ix1) { a, b in
      if opaque && interiorM == 255 {
        // The paint's colours replace the destination (src + d · 0): fetched straight into it.
        fetch(paintIndex, y: y, from: a, count: b &- a, into: at(a))
        return
      }
      fetch(paintIndex, y: y, from: a, count: b &- a, into: colors)
      RunKernels.blendColors(colors, m: interiorM, opaque: opaque, into: at(a), count: b &- a)
    }
    runs(r.ix1, r.x1) { a, b in
      fetch(paintIndex, y: y, from: a, count: b &- a, into: colors)
      RunKernels.blendColors(
        colors, coverage: r.right + (a &- r.ix1), opacity: opacity, opaque: opaque, into: at(a),
        count: b &- a)
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
