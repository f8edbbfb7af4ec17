/// The blur of one corner's difference from the separable mask, for ``RoundedRectShadowShape``.
///
/// Inside a corner square the mask is `M = min(A · B, 255 · C) = A · B + D` with `D ≤ 0`
/// (see ``ShadowSourceMask``). A patch holds `Σⱼ wⱼ Σᵢ wᵢ (−D)(x − i, y − j)` over the corner's box
/// grown by the kernel radius, in exact integers (`−D ≤ 65025`, so the horizontal sums fit 32 bits
/// and the vertical ones 64), to be subtracted from `HA · VB`.
struct ShadowCornerPatch: Sendable {
  /// Device pixels the blurred difference reaches.
  let region: PixelRect
  /// `region.width × region.height` sums, row by row.
  let sums: [UInt64]

  @inline(__always) func value(x: Int, y: Int) -> UInt64 {
    sums[(y - region.minY) * region.width + (x - region.minX)]
  }

  /// The patches of a rounded rectangle's four corners (none for square corners). Each pixel of
  /// the mask is counted in at most one patch, even where corner boxes overlap on a small shape.
  static func patches(
    _ s: RoundedRectShape, a: [UInt32], b: [UInt32], kernel: GaussianKernel
  ) -> [ShadowCornerPatch] {
    let src = s.bounds
    // Boxes of whole pixels that contain each corner square (pixel centres within r of the
    // corner's two edges), with a pixel's margin for the rounding of the edges.
    func columns(left: Bool, _ r: Double) -> Range<Int> {
      left
        ? src.minX..<Swift.min(src.maxX, Int((s.x0 + r).rounded(.up)) + 1)
        : Swift.max(src.minX, Int((s.x1 - r).rounded(.down)) - 1)..<src.maxX
    }
    func rows(top: Bool, _ r: Double) -> Range<Int> {
      top
        ? src.minY..<Swift.min(src.maxY, Int((s.y0 + r).rounded(.up)) + 1)
        : Swift.max(src.minY, Int((s.y1 - r).rounded(.down)) - 1)..<src.maxY
    }
    var boxes: [PixelRect] = []
    for (r, left, top) in [
      (s.rTL, true, true), (s.rTR, false, true), (s.rBR, false, false), (s.rBL, true, false),
    ]
    where r > 0 {
      let c = columns(left: left, r)
      let w = rows(top: top, r)
      if !c.isEmpty && !w.isEmpty {
        boxes.append(PixelRect(x: c.lowerBound, y: w.lowerBound, width: c.count, height: w.count))
      }
    }
    var patches: [ShadowCornerPatch] = []
    for (index, box) in boxes.enumerated() {
      // −D for the pixels this box claims (not already in an earlier box).
      var negD = [UInt32](repeating: 0, count: box.area)
      var any = false
      for y in box.minY..<box.maxY {
        for x in box.minX..<box.maxX
        where !boxes[0..<index].contains(where: { $0.contains(x: x, y: y) }) {
          let product = a[x - src.minX] * b[y - src.minY]
          let m = UInt32(ShadowSourceMask.roundedRectValue(s, x: x, y: y))
          if m < product {
            negD[(y - box.minY) * box.width + (x - box.minX)] = product - m
            any = true
          }
        }
      }
      if any { patches.append(blur(negD, box: box, kernel: kernel)) }
    }
    return patches
  }

  /// The 2-D blur of `values` (one box), as GaussianBlur runs it: rows, then columns.
  static func blur(_ values: [UInt32], box: PixelRect, kernel: GaussianKernel) -> ShadowCornerPatch
  {
    let r = kernel.radius
    let taps = 2 * r + 1
    let region = box.outset(by: r)
    let w = region.width
    let h = region.height
    let weights = kernel.weights
    // Horizontal: box row j spreads into region columns (source column sx lands in sx … sx + 2r).
    var horizontal = [UInt32](repeating: 0, count: w * box.height)
    for j in 0..<box.height {
      for sx in 0..<box.width {
        let m = values[j * box.width + sx]
        if m == 0 { continue }
        for t in 0..<taps { horizontal[j * w + sx + t] &+= weights[t] &* m }
      }
    }
    // Vertical: region row oy takes box rows oy − 2r … oy.
    var sums = [UInt64](repeating: 0, count: w * h)
    horizontal.withUnsafeBufferPointer { hp in
      sums.withUnsafeMutableBufferPointer { sp in
        for oy in 0..<h {
          let first = Swift.max(0, oy - 2 * r)
          let last = Swift.min(box.height - 1, oy)
          guard first <= last else { continue }
          let o = sp.baseAddress! + oy * w
          for sy in first...last {
            let wt = UInt64(weights[oy - sy])
            let row = hp.baseAddress! + sy * w
            for x in 0..<w { o[x] &+= wt &* UInt64(row[x]) }
          }
        }
      }
    }
    return ShadowCornerPatch(region: region, sums: sums)
  }
}
