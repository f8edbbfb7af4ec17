// An image moved by a fraction of a pixel at scale 1 (a screen sliding in): every device pixel
// of a row blends image columns i and i + 1 with the same horizontal weight, so four pixels go
// at a time in 16-bit lanes. The arithmetic is BilinearLanes.blend's, lane for lane; the plain
// version is the per-pixel table path beside it (RowSample.sample), which the columns clamped at
// the image's edges still take.

extension RowSample {
  /// `out[from ..< to]` for a map whose horizontal step is exactly one image column, `u` being
  /// the fixed-point `U` of `out[0]`'s column and `entries[k]` the column sample of `out[k]`.
  func translated(
    u: Int64, entries: UnsafePointer<ColumnSample>, width: Int, from: Int, to: Int,
    into out: UnsafeMutablePointer<UInt32>
  ) {
    let i0 = Int(u >> 32)  // the left column of out[0]; out[k] blends i0 + k and i0 + k + 1
    let fx = UInt16(truncatingIfNeeded: (u >> 24) & 0xFF)
    // Where both columns are inside the image: i0 + k ≥ 0 and i0 + k + 1 ≤ width − 1.
    let a = Swift.min(Swift.max(from, -i0), to)
    let b = Swift.max(Swift.min(to, width &- 1 &- i0), a)
    for k in from..<a { out[k] = sample(entries[k]) }
    let left = SIMD16<UInt16>(repeating: 256 &- fx)
    let right = SIMD16<UInt16>(repeating: fx)
    let up = SIMD16<UInt16>(repeating: UInt16(truncatingIfNeeded: 256 &- fy))
    let down = SIMD16<UInt16>(repeating: UInt16(truncatingIfNeeded: fy))
    @inline(__always) func load(_ p: UnsafePointer<UInt32>) -> SIMD16<UInt16> {
      SIMD16(truncatingIfNeeded: UnsafeRawPointer(p).loadUnaligned(as: SIMD16<UInt8>.self))
    }
    var k = a
    while k &+ 4 <= b {
      let c = i0 &+ k
      // Horizontal, then the high and low bytes vertically: below 2¹⁶ in every lane.
      let t = load(top + c) &* left &+ load(top + (c &+ 1)) &* right
      let d = load(bottom + c) &* left &+ load(bottom + (c &+ 1)) &* right
      let high = (t &>> 8) &* up &+ (d &>> 8) &* down
      let low = (t & 0xFF) &* up &+ (d & 0xFF) &* down
      let pixels = SIMD16<UInt8>(truncatingIfNeeded: (high &+ (low &>> 8) &+ 128) &>> 8)
      UnsafeMutableRawPointer(out + k).storeBytes(of: pixels, as: SIMD16<UInt8>.self)
      k &+= 4
    }
    for k in k..<to { out[k] = sample(entries[k]) }
  }
}
