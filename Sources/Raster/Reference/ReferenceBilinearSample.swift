// The plain bilinear sampler: one channel at a time, through the bitmap's subscript. It defines
// what ImagePaint's fast paths (Paint/ImagePaint+FetchRow.swift) must produce, bit for bit.

/// The bilinear sample of `image` at the fixed-point position `(u, v)`, clamped to the edges.
///
/// `u` and `v` are image coordinates in 32.32 fixed point, already shifted by half a pixel
/// (see ``ImagePaint/fixedSampleCoordinate(_:)``): the integer part `i0 = u >> 32` is the left
/// column of the 2 × 2 neighbourhood, bits 24…31 are an 8-bit weight `fx` towards column
/// `i0 + 1`; the same for rows. Columns and rows outside the image are clamped to the nearest
/// edge (clamp-to-edge: the shape's coverage, not the sampler, makes the image's edges smooth).
///
/// Per channel, with weights out of 256:
///
///     top    = p00 · (256 − fx) + p10 · fx
///     bottom = p01 · (256 − fx) + p11 · fx
///     out    = (top · (256 − fy) + bottom · fy + 32768) >> 16      (round to nearest)
///
/// Every channel gets the same weights, so a premultiplied input stays premultiplied
/// (`r ≤ a` in, `r ≤ a` out).
internal func referenceBilinearSample(
  _ image: PremultipliedRGBA8Bitmap, u: Int64, v: Int64
) -> UInt32 {
  func clamp(_ i: Int64, _ n: Int) -> Int { Int(Swift.min(Swift.max(i, 0), Int64(n - 1))) }
  let i = u >> 32
  let j = v >> 32
  let x0 = clamp(i, image.width)
  let x1 = clamp(i + 1, image.width)
  let y0 = clamp(j, image.height)
  let y1 = clamp(j + 1, image.height)
  let fx = UInt32((u >> 24) & 0xFF)
  let fy = UInt32((v >> 24) & 0xFF)

  let p00 = image[x0, y0]
  let p10 = image[x1, y0]
  let p01 = image[x0, y1]
  let p11 = image[x1, y1]
  func channel(_ c00: UInt8, _ c10: UInt8, _ c01: UInt8, _ c11: UInt8) -> UInt32 {
    let top = UInt32(c00) * (256 - fx) + UInt32(c10) * fx
    let bottom = UInt32(c01) * (256 - fx) + UInt32(c11) * fx
    return (top * (256 - fy) + bottom * fy + 32768) >> 16
  }
  let r = channel(p00.r, p10.r, p01.r, p11.r)
  let g = channel(p00.g, p10.g, p01.g, p11.g)
  let b = channel(p00.b, p10.b, p01.b, p11.b)
  let a = channel(p00.a, p10.a, p01.a, p11.a)
  return r | g << 8 | b << 16 | a << 24
}
