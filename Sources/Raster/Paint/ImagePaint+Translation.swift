// An image moved by a fraction of a pixel at scale 1 (a screen sliding in): every device pixel
// of a row blends image columns i and i + 1 with the same horizontal weight, so the row is one
// run of the wide kernels' bilinear blend (eight pixels a step with AVX2, in 16-bit lanes). The
// arithmetic is BilinearLanes.blend's, lane for lane; the plain version is the per-pixel table
// path beside it (RowSample.sample), which the columns clamped at the image's edges still take.

extension RowSample {
  /// `out[from ..< to]` for a map whose horizontal step is exactly one image column, `u` being
  /// the fixed-point `U` of `out[0]`'s column and `entries[k]` the column sample of `out[k]`.
  func translated(
    u: Int64, entries: UnsafePointer<ColumnSample>, width: Int, from: Int, to: Int,
    into out: UnsafeMutablePointer<UInt32>
  ) {
    let i0 = Int(u >> 32)  // the left column of out[0]; out[k] blends i0 + k and i0 + k + 1
    let fx = UInt32(truncatingIfNeeded: (u >> 24) & 0xFF)
    // Where both columns are inside the image: i0 + k ≥ 0 and i0 + k + 1 ≤ width − 1.
    let a = Swift.min(Swift.max(from, -i0), to)
    let b = Swift.max(Swift.min(to, width &- 1 &- i0), a)
    for k in from..<a { out[k] = sample(entries[k]) }
    if b > a {
      WideKernels.bilinearRow(
        top: top + (i0 &+ a), bottom: bottom + (i0 &+ a), fx: fx,
        fy: UInt32(truncatingIfNeeded: fy), into: out + a, count: b &- a)
    }
    for k in b..<to { out[k] = sample(entries[k]) }
  }
}
