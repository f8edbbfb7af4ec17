// `referenceBilinearSample`'s arithmetic on packed pixels, all four channels at once in the 16-bit
// lanes of a `UInt64`: red, blue, green, alpha from the lowest lane up.
//
// A channel times a weight, or two such with weights adding up to 256, is at most
// 255 · 256 = 65280, so no lane ever carries into the next. The reference's
//
//     out = (top · (256 − fy) + bottom · fy + 32768) >> 16,   top = p00 · (256 − fx) + p10 · fx
//
// needs 24 bits for its last sum, so the 16-bit values it blends (top, bottom ≤ 65280) are split
// into bytes, `top = 256 · tH + tL`, and each half is blended on its own (again ≤ 65280):
//
//     H = tH · (256 − fy) + bH · fy,   L = tL · (256 − fy) + bL · fy
//     out = (256 · H + L + 32768) >> 16  =  (H + (L >> 8) + 128) >> 8
//
// The rewrite is exact: 32768 = 128 · 256, so ⌊(L + 32768) / 256⌋ = (L >> 8) + 128, and the
// fraction of L / 256 it drops cannot change the final ⌊· / 256⌋ of an integer. Since
// 256 · H + L ≤ 65280 · 256, the lane sum stays ≤ 65280 + 128.
//
// The weighted sum of four pixels does not depend on the order of the two blends (it is
// Σ p · wx · wy in exact integers), so blending columns vertically first and then horizontally,
// as the axis-aligned path does, gives the same bytes.

enum BilinearLanes {
  /// The low byte of every 16-bit lane.
  static let bytes: UInt64 = 0x00FF_00FF_00FF_00FF

  /// A packed pixel's channels in the four lanes: r, b at bits 0, 16; g, a at bits 32, 48.
  @inline(__always) static func spread(_ p: UInt32) -> UInt64 {
    let q = UInt64(p)
    return (q & 0x00FF_00FF) | (q & 0xFF00_FF00) << 24
  }

  /// `a · (256 − f) + b · f` in every lane (lanes of `a`, `b` ≤ 255).
  @inline(__always) static func lerp(_ a: UInt64, _ b: UInt64, _ f: UInt64) -> UInt64 {
    a &* (256 &- f) &+ b &* f
  }

  /// `(256 · high + low + 32768) >> 16` in every lane, packed back to a pixel.
  @inline(__always) static func finish(high: UInt64, low: UInt64) -> UInt32 {
    let out = (high &+ (low >> 8 & bytes) &+ 0x0080_0080_0080_0080) >> 8 & bytes
    return UInt32(truncatingIfNeeded: out | out >> 24)  // g, a move down to bits 8, 24
  }

  /// The bilinear blend of four packed pixels with 8-bit weights, equal to
  /// `referenceBilinearSample`'s per-channel arithmetic.
  @inline(__always) static func blend(
    _ p00: UInt32, _ p10: UInt32, _ p01: UInt32, _ p11: UInt32, fx: UInt64, fy: UInt64
  ) -> UInt32 {
    let top = lerp(spread(p00), spread(p10), fx)
    let bottom = lerp(spread(p01), spread(p11), fx)
    return finish(
      high: lerp(top >> 8 & bytes, bottom >> 8 & bytes, fy),
      low: lerp(top & bytes, bottom & bytes, fy))
  }
}
