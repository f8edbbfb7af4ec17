// Plain, one-channel-at-a-time versions of PixelMath.swift. They define what the packed fast
// versions must produce.

extension PremultipliedRGBA8 {
  /// Every channel times `m / 255`, rounded to nearest: `(c · m · 2 + 255) / 510`.
  internal func referenceScaled(by m: UInt32) -> PremultipliedRGBA8 {
    func s(_ c: UInt8) -> UInt8 { UInt8((UInt32(c) * m * 2 + 255) / 510) }
    return PremultipliedRGBA8(
      packed: UInt32(s(r)) | UInt32(s(g)) << 8 | UInt32(s(b)) << 16 | UInt32(s(a)) << 24)
  }

  /// `src` over `self`: `Dca' = Sca + Dca · (1 − Sa)` for each channel, rounded to nearest.
  internal func referenceSourceOver(_ src: PremultipliedRGBA8) -> PremultipliedRGBA8 {
    let k = 255 - UInt32(src.a)
    func o(_ s: UInt8, _ d: UInt8) -> UInt32 { UInt32(s) + (UInt32(d) * k * 2 + 255) / 510 }
    return PremultipliedRGBA8(
      packed: o(src.r, r) | o(src.g, g) << 8 | o(src.b, b) << 16 | o(src.a, a) << 24)
  }
}
