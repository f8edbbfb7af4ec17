/// The plain definition of ``GaussianBlur``: every output pixel summed directly.
@_spi(Painting) public enum ReferenceGaussianBlur {
  @_spi(Painting) public static func blur(_ source: ShadowSourceMask, kernel: GaussianKernel)
    -> MaskShape
  {
    let r = kernel.radius
    let src = source.bounds
    guard !src.isEmpty else { return MaskShape(values: [], bounds: .zero) }
    let out = src.outset(by: r)
    func m(_ x: Int, _ y: Int) -> UInt64 {
      guard src.contains(x: x, y: y) else { return 0 }
      return UInt64(source.values[(y - src.y) * src.width + (x - src.x)])
    }
    var values = [UInt8](repeating: 0, count: out.area)
    for y in out.minY..<out.maxY {
      for x in out.minX..<out.maxX {
        // V = Σⱼ wⱼ · Σᵢ wᵢ · M(x − i, y − j); alpha = round(V / (255 · 2³²)).
        var v: UInt64 = 0
        for j in -r...r {
          var hsum: UInt64 = 0
          for i in -r...r { hsum += UInt64(kernel.weights[i + r]) * m(x - i, y - j) }
          v += UInt64(kernel.weights[j + r]) * hsum
        }
        let divisor = UInt64(255) << 32
        values[(y - out.y) * out.width + (x - out.x)] = UInt8((v + divisor / 2) / divisor)
      }
    }
    return MaskShape(values: values, bounds: out)
  }
}
