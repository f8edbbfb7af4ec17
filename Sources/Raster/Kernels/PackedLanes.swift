// Four packed pixels as eight 16-bit lanes: the even bytes (r, b) in one vector, the odd bytes
// (g, a) in another, so a multiply by an 8-bit factor never overflows a lane and nothing is
// unpacked to 32 bits. The vector form of `scalePacked` (PixelMath.swift), bit for bit.

/// Each byte of four packed pixels times its lane's factor `f` (0…255) / 255, rounded to
/// nearest: ``scalePacked(_:by:)`` on four pixels at once.
///
/// `c · f + 128 ≤ 65153` and `t + (t >> 8) ≤ 65407` fit a 16-bit lane, so the rounding is the
/// same as ``div255(_:)``'s. A pixel's two lanes usually share a factor (`a | a << 16`).
@inlinable @inline(__always)
@_spi(Painting) public func scaleLanes(_ p: SIMD8<UInt16>, by f: SIMD8<UInt16>) -> SIMD8<UInt16> {
  var even = (p & 0x00FF) &* f &+ 128
  var odd = (p &>> 8) &* f &+ 128
  even = (even &+ (even &>> 8)) &>> 8
  odd = (odd &+ (odd &>> 8)) & 0xFF00  // ((odd + (odd >> 8)) >> 8) << 8
  return even | odd
}

/// Four packed pixels `d` under sources whose alphas leave `inverseAlpha` (255 − Sa, in both
/// lanes of each pixel): `Dca · (1 − Sa)`, to which source-over adds the source.
@inlinable @inline(__always)
@_spi(Painting) public func underLanes(_ d: SIMD8<UInt16>, inverseAlpha: SIMD8<UInt16>) -> SIMD4<
  UInt32
> {
  unsafeBitCast(scaleLanes(d, by: inverseAlpha), to: SIMD4<UInt32>.self)
}
