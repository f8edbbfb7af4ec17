// Kernels over runs of packed pixels: the inner loops of the span compositor, which blends a
// layer's constant colour once per run of segments (or pixels) instead of once per pixel.
//
// Each is the per-pixel `sourceOverPacked` / `scalePacked` of PixelMath.swift, element by
// element, bit for bit (RunKernelsTests checks them against those on random runs). The constant
// blend does four pixels per step in 16-bit lanes (PackedLanes.swift), which SSE2, the x86-64
// baseline, has.

/// Source-over kernels on runs of premultiplied packed pixels.
@_spi(Painting) public enum RunKernels {
  /// `dst[k] = src over dst[k]` for `k` in `0 ..< count`: one constant premultiplied colour.
  ///
  /// Plain version: `for k in 0..<count { dst[k] = sourceOverPacked(dst[k], src) }`.
  @inlinable @inline(__always)
  @_spi(Painting) public static func blendConstant(
    _ src: UInt32, into dst: UnsafeMutablePointer<UInt32>, count: Int
  ) {
    let inverseAlpha = 255 &- (src >> 24)
    if inverseAlpha == 0 {
      dst.update(repeating: src, count: count)  // opaque: Dca' = Sca
      return
    }
    if src == 0 { return }  // Dca' = 0 + Dca · 1
    var k = 0
    if count >= 4 {
      let ia = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: inverseAlpha))
      let s = SIMD4<UInt32>(repeating: src)
      let raw = UnsafeMutableRawPointer(dst)
      while k &+ 4 <= count {
        let offset = k &* 4
        let d = raw.loadUnaligned(fromByteOffset: offset, as: SIMD8<UInt16>.self)
        let out = underLanes(d, inverseAlpha: ia) &+ s
        raw.storeBytes(of: out, toByteOffset: offset, as: SIMD4<UInt32>.self)
        k &+= 4
      }
    }
    while k < count {
      dst[k] = src &+ scalePacked(dst[k], by: inverseAlpha)
      k &+= 1
    }
  }

  /// `dst[k] = color · m[k] over dst[k]`, with `m[k] = mul255(coverage[k], opacity)`; pixels
  /// with `m = 0` are left alone (as ``Fill`` and ``ReferenceFill`` do).
  @inlinable @inline(__always)
  @_spi(Painting) public static func blendCoverage(
    _ color: UInt32, coverage: UnsafePointer<UInt8>, opacity: UInt32,
    into dst: UnsafeMutablePointer<UInt32>, count: Int
  ) {
    for k in 0..<count {
      let m = opacity == 255 ? UInt32(coverage[k]) : mul255(UInt32(coverage[k]), opacity)
      if m == 0 { continue }
      dst[k] = sourceOverPacked(dst[k], m == 255 ? color : scalePacked(color, by: m))
    }
  }

  /// `dst[k] = colors[k] · m over dst[k]` for one coverage `m` (0 draws nothing). An opaque
  /// source at full coverage replaces the destination.
  @inlinable @inline(__always)
  @_spi(Painting) public static func blendColors(
    _ colors: UnsafePointer<UInt32>, m: UInt32, opaque: Bool,
    into dst: UnsafeMutablePointer<UInt32>, count: Int
  ) {
    if m == 0 { return }
    if m == 255 && opaque {
      dst.update(from: colors, count: count)  // Dca' = Sca + Dca · 0
      return
    }
    if isWideRun(count) {
      // (scalePacked(c, by: 255) is c: the wide kernel's m = 255 blends the colours as they are)
      WideKernels.blendColors(colors, m: m, into: dst, count: count)
      return
    }
    if m == 255 {
      for k in 0..<count { dst[k] = sourceOverPacked(dst[k], colors[k]) }
      return
    }
    for k in 0..<count { dst[k] = sourceOverPacked(dst[k], scalePacked(colors[k], by: m)) }
  }

  /// `dst[k] = colors[k] · m[k] over dst[k]`, with `m[k] = mul255(coverage[k], opacity)`.
  @inlinable @inline(__always)
  @_spi(Painting) public static func blendColors(
    _ colors: UnsafePointer<UInt32>, coverage: UnsafePointer<UInt8>, opacity: UInt32, opaque: Bool,
    into dst: UnsafeMutablePointer<UInt32>, count: Int
  ) {
    for k in 0..<count {
      let m = opacity == 255 ? UInt32(coverage[k]) : mul255(UInt32(coverage[k]), opacity)
      if m == 0 { continue }
      if m == 255 {
        dst[k] = opaque ? colors[k] : sourceOverPacked(dst[k], colors[k])
      } else {
        dst[k] = sourceOverPacked(dst[k], scalePacked(colors[k], by: m))
      }
    }
  }

  /// `dst[0 ..< count] = value`, written with plain stores for short runs (the common 1–8 pixel
  /// segments of a busy row) and `update(repeating:)` for long ones.
  @inlinable @inline(__always)
  @_spi(Painting) public static func fill(
    _ value: UInt32, into dst: UnsafeMutablePointer<UInt32>, count: Int
  ) {
    if count <= 8 {
      var k = 0
      while k < count {
        dst[k] = value
        k &+= 1
      }
    } else {
      dst.update(repeating: value, count: count)
    }
  }
}
