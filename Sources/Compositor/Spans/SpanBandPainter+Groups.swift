@_spi(Painting) import Raster

// Groups (group opacity): each group's frame is painted offscreen into a GroupLayer for the
// band's rows, then composited by its fill, `layer · m over dst` with m = coverage · opacity.
//
// The composite costs work only where the layer changes. Its fill is quiet on the rows where its
// spans repeat, like a solid fill, and is woken on the rows where the layer's row differs from
// the row above (GroupLayer.wake), where it marks just the columns that differ. So under a group
// whose content repeats (a card's straight sides, a page's body), the parent copies rows as it
// would without the group, and a row where one control of the group changes recomputes only
// that control's columns (up to four stretches a row: a card's two corners, not the card
// between them).

extension SpanBandPainter {
  /// Paints each group of `frame` that has a fill into its layer (the group's rows of the band
  /// `rows`), by this same painter (the scratch is free until the frame's own rows start); its
  /// own groups take the layers after `layers + groups.count`.
  static func paintLayers(
    of frame: SpanFrame, rows: Range<Int>, scratch: SpanScratch,
    layers: UnsafeMutablePointer<GroupLayer>, rowPainting: RowPainting
  ) {
    let count = frame.groups.count
    for g in 0..<count {
      let layer = layers + g
      let i = Int(frame.groupFills[g])
      layer.pointee.fill = i
      layer.pointee.clear()
      guard i >= 0 else { continue }  // nothing to composite
      // Only the rows its fill covers (clips may cut the group): the rest is never read.
      let f = frame.fills[i]
      let top = Swift.max(rows.lowerBound, f.minY)
      let bottom = Swift.min(rows.upperBound, f.maxY)
      guard bottom > top else { continue }
      let group = frame.groups[g].frame
      layer.pointee.reserve(
        x: group.area.minX, y: top, width: group.area.width, height: bottom - top)
      paint(
        group, into: layer.pointee.buffer, scratch: scratch, layers: layers + count,
        rowChanges: layer.pointee.changes, rowPainting: rowPainting)
      layer.pointee.finish()
    }
  }

  /// The layer of a group's fill.
  @inline(__always) func layer(of f: SpanFill) -> GroupLayer {
    layers[Int(tables.paintGroups[f.paintIndex])]
  }

  /// Blends group fill `f` (spans `r`) over its dirty slots outside the hole `hole0 ..< hole1`
  /// (device columns). Every column of the fill is a breakpoint, so a run of dirty columns is a
  /// run of consecutive slots; clean columns are skipped a word of dirty bits at a time (a
  /// group fill no longer makes its columns dirty on every row, see applyEvents).
  func blendGroup(_ f: SpanFill, _ r: SpanRow, hole0: Int, hole1: Int, y: Int) {
    let lo = self.lo
    let dirty = self.dirty
    blendPerPixel(
      f, r, y: y,
      runs: { a, b, body in
        pieces(a, b, hole0, hole1) { a, b in
          dirty.forEachRun(a &- lo, b &- lo) { s, e in body(s &+ lo, e &+ lo) }
        }
      })
  }

  /// `dst[k] = src[k] · m over dst[k]` for one uniform `m` in 1…255 (a group's interior: its
  /// opacity times full coverage), four pixels at a time: RunKernels.blendColors(_:m:opaque:)'s
  /// arithmetic exactly (`scalePacked`, then `sourceOverPacked`), channel by channel in 16-bit
  /// lanes, where `c · m + 128 + ((c · m + 128) >> 8)` ≤ 65 407 cannot overflow.
  @inline(__always) static func blendLayer(
    _ src: UnsafePointer<UInt32>, m: UInt32, into dst: UnsafeMutablePointer<UInt32>, count: Int
  ) {
    let factor = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: m))
    let from = UnsafeRawPointer(src)
    let to = UnsafeMutableRawPointer(dst)
    var offset = 0
    let whole = (count &- 3) &* 4
    while offset < whole {
      var s = from.loadUnaligned(fromByteOffset: offset, as: SIMD8<UInt16>.self)
      if m != 255 { s = scaleLanes(s, by: factor) }
      let s32 = unsafeBitCast(s, to: SIMD4<UInt32>.self)
      let inverse = 255 &- (s32 &>> 24)  // 255 − src alpha, for both lanes of each pixel
      let d = to.loadUnaligned(fromByteOffset: offset, as: SIMD8<UInt16>.self)
      let under = underLanes(
        d, inverseAlpha: unsafeBitCast(inverse | inverse &<< 16, to: SIMD8<UInt16>.self))
      to.storeBytes(of: s32 &+ under, toByteOffset: offset, as: SIMD4<UInt32>.self)
      offset &+= 16
    }
    var k = offset &>> 2
    while k < count {
      dst[k] = sourceOverPacked(dst[k], m == 255 ? src[k] : scalePacked(src[k], by: m))
      k &+= 1
    }
  }
}
