import Raster

// The span painter's blends: a solid run, an edge pixel, and the general path for fills with
// per-pixel colours or partly under opaque fills.

extension SpanBandPainter {
  /// `dst = src over dst` over a run of segment slots: RunKernels.blendConstant's arithmetic
  /// (which is also right for an opaque `src`: `d · 0` rounds to 0), written here so that it
  /// inlines into the row loop. Four slots per step; the last step's window may reach past the
  /// run (`dst` has three readable slots of slack) and keeps those slots as they were, so no
  /// run length needs a branch of its own.
  @inline(__always) static func blend(
    _ src: UInt32, into dst: UnsafeMutablePointer<UInt32>, count: Int
  ) {
    let ia = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: 255 &- (src >> 24)))
    let s = SIMD4<UInt32>(repeating: src)
    let lanes = SIMD4<Int32>(0, 1, 2, 3)
    let raw = UnsafeMutableRawPointer(dst)
    var k = 0
    while k < count {
      let offset = k &* 4
      let d = raw.loadUnaligned(fromByteOffset: offset, as: SIMD8<UInt16>.self)
      var even = (d & 0x00FF) &* ia &+ 128
      var odd = (d &>> 8) &* ia &+ 128
      even = (even &+ (even &>> 8)) &>> 8
      odd = (odd &+ (odd &>> 8)) & 0xFF00  // ((odd + (odd >> 8)) >> 8) << 8
      var out = unsafeBitCast(even | odd, to: SIMD4<UInt32>.self) &+ s
      // Lanes past the run keep their value: out = lane < count − k ? out : d.
      out.replace(
        with: unsafeBitCast(d, to: SIMD4<UInt32>.self),
        where: lanes .>= Int32(truncatingIfNeeded: count &- k))
      raw.storeBytes(of: out, toByteOffset: offset, as: SIMD4<UInt32>.self)
      k &+= 4
    }
  }

  /// One edge pixel of a solid fill: its colour at coverage `value` (times the opacity) over the
  /// segment, as Fill does it (nothing at m = 0).
  @inline(__always) func blendEdge(
    _ vf: VisibleFill, value: UInt8, into p: UnsafeMutablePointer<UInt32>
  ) {
    let m = vf.opacity == 255 ? UInt32(value) : mul255(UInt32(value), vf.opacity)
    if m == 0 { return }
    p.pointee = sourceOverPacked(p.pointee, m == 255 ? vf.color : scalePacked(vf.color, by: m))
  }

  /// Blends one visible fill over its dirty segments outside its hole: the general path
  /// (per-pixel paints, fills partly under opaque ones).
  func paint(_ vf: VisibleFill, _ r: SpanRow, y: Int) {
    let hole0 = Int(vf.hole0)
    let hole1 = Int(vf.hole1)
    let paintIndex = Int(vf.paintIndex)
    let lo = self.lo
    let rank = self.rank
    let segments = self.segments
    let dirty = self.dirty
    @inline(__always) func segment(_ x: Int) -> UnsafeMutablePointer<UInt32> {
      segments + Int(rank[x &- lo])
    }
    if vf.paintIndex < 0 {
      if r.source != 0 && r.ix1 > r.ix0 {
        pieces(r.ix0, r.ix1, hole0, hole1) { a, b in
          let s = segment(a)
          Self.blend(r.source, into: s, count: segment(b) - s)
        }
      }
      pieces(r.x0, r.ix0, hole0, hole1) { a, b in
        for x in a..<b where dirty.contains(x &- lo) {
          blendEdge(vf, value: r.left[x &- r.x0], into: segment(x))
        }
      }
      pieces(r.ix1, r.x1, hole0, hole1) { a, b in
        for x in a..<b where dirty.contains(x &- lo) {
          blendEdge(vf, value: r.right[x &- r.ix1], into: segment(x))
        }
      }
      return
    }
    // Per-pixel colours: every pixel of the fill is its own (dirty) segment. An opaque paint at
    // m = 255 replaces the destination; m = 255 needs opacity 255, where isOccluder is exactly
    // the paint's opacity.
    let colors = self.colors
    let opaque = vf.isOccluder
    let interiorM = vf.opacity == 255 ? r.coverage : mul255(r.coverage, vf.opacity)
    pieces(r.x0, r.ix0, hole0, hole1) { a, b in
      fetch(paintIndex, y: y, from: a, count: b - a, into: colors)
      RunKernels.blendColors(
        colors, coverage: r.left + (a - r.x0), opacity: vf.opacity, opaque: opaque,
        into: segment(a), count: b - a)
    }
    pieces(r.ix0, r.ix1, hole0, hole1) { a, b in
      fetch(paintIndex, y: y, from: a, count: b - a, into: colors)
      RunKernels.blendColors(colors, m: interiorM, opaque: opaque, into: segment(a), count: b - a)
    }
    pieces(r.ix1, r.x1, hole0, hole1) { a, b in
      fetch(paintIndex, y: y, from: a, count: b - a, into: colors)
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
