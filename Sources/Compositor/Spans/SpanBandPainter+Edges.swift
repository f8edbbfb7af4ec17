@_spi(Painting) import Raster

// Edges wider than a pixel: a rounded rectangle's corner rows, a shadow's blurred sides.

extension SpanBandPainter {
  /// A solid record whose edges are wider than a pixel (corner rows): every dirty edge pixel is
  /// its own slot, in column order from `s0` (the record's first slot).
  ///
  /// Where all of an edge's pixels are dirty (nearly always: the columns where a corner's
  /// coverage moved are its edge pixels) they are consecutive slots and blend as lanes, four
  /// at a time (``blendEdgeLanes(_:count:color:opacity:into:)``); otherwise pixel by pixel.
  func blendWide(_ r: ActiveFill, from s0: Int) {
    let f = tables.fills[r.fill]
    let row = previous[r.fill]
    let color = f.color
    let opacity = f.opacity
    let table = slots.table
    let x0 = Int(r.x0)
    let ix0 = Int(r.ix0)
    let ix1 = Int(r.ix1)
    let x1 = Int(r.x1)
    let interior = Int(table[ix0] &>> 1)
    if interior &- s0 == ix0 &- x0 {
      blendEdgeLanes(
        row.left, count: ix0 &- x0, color: color, opacity: opacity, into: segments + s0)
    } else {
      blendEdgePixels(row.left, from: x0, to: ix0, slot: s0, color: color, opacity: opacity)
    }
    let e = Int(table[ix1] &>> 1)
    if e > interior && r.source != 0 {
      Self.blend(r.source, into: segments + interior, count: e &- interior)
    }
    if Int(table[x1] &>> 1) &- e == x1 &- ix1 {
      blendEdgeLanes(
        row.right, count: x1 &- ix1, color: color, opacity: opacity, into: segments + e)
    } else {
      blendEdgePixels(row.right, from: ix1, to: x1, slot: e, color: color, opacity: opacity)
    }
  }

  /// Edge pixels `values[0 ..< count]` (coverages) of a solid `color` at `opacity` over the
  /// consecutive slots at `dst`, four a step: `m = mul255(value, opacity)` and `color · m` per
  /// lane (``over(_:_:)`` rounds as scalePacked), then ``blendLanes(_:at:)``. Lanes past the
  /// edge get a zero source, which leaves their slots' bytes as they were (`d · 255 / 255 = d`);
  /// they lie in the row's slots or the segment buffer's slack. So does m = 0, where Fill
  /// blends nothing: the same bytes. Values are read four at a time, up to three past the
  /// edge: every edge-value buffer has three bytes of slack (SpanScratch, SpanFrame,
  /// CornerSpans).
  /// This pays on wide edges (a blurred shadow's corner rows are dozens of pixels wide), where
  /// pixel by pixel each would take two multiplies and a branch on its coverage.
  @inline(__always) func blendEdgeLanes(
    _ values: UnsafePointer<UInt8>, count: Int, color: UInt32, opacity: UInt32,
    into dst: UnsafeMutablePointer<UInt32>
  ) {
    if isWideRun(count) {
      WideKernels.blendCoverage(values, count: count, color: color, opacity: opacity, into: dst)
      return
    }
    let colors = unsafeBitCast(SIMD4<UInt32>(repeating: color), to: SIMD8<UInt16>.self)
    let lanes = SIMD4<Int32>(0, 1, 2, 3)
    let o = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: opacity))
    let raw = UnsafeRawPointer(values)
    var k = 0
    while k < count {
      let v = SIMD4<UInt32>(
        truncatingIfNeeded: raw.loadUnaligned(fromByteOffset: k, as: SIMD4<UInt8>.self))
      // m = mul255(v, opacity) = div255(v · opacity), in both 16-bit halves of each lane:
      // below 2¹⁶ throughout.
      let t = unsafeBitCast(v | v &<< 16, to: SIMD8<UInt16>.self) &* o &+ 128
      let scale = (t &+ (t &>> 8)) &>> 8
      let inside = unsafeBitCast(
        (lanes &- Int32(truncatingIfNeeded: count &- k)) &>> 31, to: SIMD4<UInt32>.self)
      let scaled = unsafeBitCast(scaleLanes(colors, by: scale), to: SIMD4<UInt32>.self)
      Self.blendLanes(scaled & inside, at: UnsafeMutableRawPointer(dst + k))
      k &+= 4
    }
  }

  /// Edge pixels `values[x − from]` of columns `from ..< to` blended one by one over the slots
  /// of the dirty ones, from `slot` on.
  func blendEdgePixels(
    _ values: UnsafePointer<UInt8>, from: Int, to: Int, slot: Int, color: UInt32, opacity: UInt32
  ) {
    var s = slot
    var x = from
    while x < to {
      if dirty.contains(x) {
        blendEdge(color, opacity, value: values[x &- from], into: segments + s)
        s &+= 1
      }
      x &+= 1
    }
  }
}
