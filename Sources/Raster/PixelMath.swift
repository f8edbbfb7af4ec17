// The 8-bit arithmetic every kernel shares. Fast kernels work on packed pixels
// (`r | g << 8 | b << 16 | a << 24`), two channels per 16-bit lane pair; the reference kernels do
// the same maths one channel at a time (Reference/ReferencePixelMath.swift). Both round exactly
// the same way, so their outputs are bit-identical.

/// `x / 255` rounded to the nearest integer, exact for `0 ≤ x ≤ 65025` (= 255 · 255).
///
/// Plain version: `(x * 2 + 255) / 510`. Since 255 is odd, x / 255 is never exactly halfway.
@inlinable @inline(__always) @_spi(Painting) public func div255(_ x: UInt32) -> UInt32 {
  let t = x &+ 128
  return (t &+ (t >> 8)) >> 8
}

/// Every channel of the packed pixel `p` multiplied by `m / 255` (m in 0…255), rounded like
/// ``div255(_:)``.
///
/// The red/blue and green/alpha pairs sit in 16-bit lanes (`0x00FF00FF` masks), so one 32-bit
/// multiply handles two channels: `c · m + 128 ≤ 65153` never carries into the next lane.
@inlinable @inline(__always) @_spi(Painting) public func scalePacked(_ p: UInt32, by m: UInt32)
  -> UInt32
{
  var rb = (p & 0x00FF_00FF) &* m &+ 0x0080_0080
  rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
  var ga = ((p >> 8) & 0x00FF_00FF) &* m &+ 0x0080_0080
  ga = (ga &+ ((ga >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
  return rb | ga
}

/// Premultiplied source-over of `src` onto `dst`, per channel:
///
///     Dca' = Sca + Dca · (1 − Sa)
///     Da'  = Sa  + Da  · (1 − Sa)
///
/// computed as `s + div255(d · (255 − sa))`. For valid premultiplied input each channel stays
/// ≤ 255, so the packed add never carries between channels.
@inlinable @inline(__always) @_spi(Painting) public func sourceOverPacked(
  _ dst: UInt32, _ src: UInt32
) -> UInt32 {
  let inverseAlpha = 255 &- (src >> 24)
  return src &+ scalePacked(dst, by: inverseAlpha)
}

/// `a · b / 255` rounded: the product of two 8-bit coverages or of a coverage and an opacity.
@inlinable @inline(__always) @_spi(Painting) public func mul255(_ a: UInt32, _ b: UInt32) -> UInt32
{
  div255(a &* b)
}

/// A coverage in 0…1 as an 8-bit value, rounded to nearest (NaN counts as 0).
@inlinable @inline(__always) @_spi(Painting) public func coverageByte(_ c: Double) -> UInt32 {
  c > 0 ? (c >= 1 ? 255 : UInt32(c * 255 + 0.5)) : 0
}
