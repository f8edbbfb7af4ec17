/// Exact separable Gaussian blurs with integer weights (see ``GaussianKernel``).
///
/// Shadow masks: the source is 16-bit coverage (≤ 65025), outside it is 0, and
///
///     H(x, y) = Σᵢ wᵢ · M(x − i, y)          ≤ 65025 · 65536 < 2³²   (UInt32, no rounding)
///     V(x, y) = Σⱼ wⱼ · H(x, y − j)          < 255 · 2⁴⁰           (UInt64, no rounding)
///     alpha   = round(V / (255 · 2³²))        the only rounding
///
/// The result covers the source's bounds grown by the kernel radius on every side. The plain
/// version is ``ReferenceGaussianBlur``; this one runs the same sums as two passes over rows.
package enum GaussianBlur {
  /// The blurred 8-bit alpha of `source`.
  package static func blur(_ source: ShadowSourceMask, kernel: GaussianKernel) -> MaskShape {
    let r = kernel.radius
    let src = source.bounds
    let out = src.outset(by: r)
    guard !src.isEmpty else { return MaskShape(values: [], bounds: .zero) }
    let w = out.width
    let h = out.height
    let sw = src.width
    var horizontal = [UInt32](repeating: 0, count: w * src.height)
    var result = [UInt8](repeating: 0, count: w * h)
    kernel.weights.withUnsafeBufferPointer { wp in
      let weights = wp.baseAddress!
      source.values.withUnsafeBufferPointer { sp in
        horizontal.withUnsafeMutableBufferPointer { hp in
          // Pass 1: each source row spreads into output columns. Output column ox (device
          // x = out.x + ox) receives M(x − i) for every tap i; with source column sx,
          // ox = sx + r + i ranges over sx … sx + 2r.
          for y in 0..<src.height {
            let row = sp.baseAddress! + y * sw
            let acc = hp.baseAddress! + y * w
            for sx in 0..<sw {
              let m = UInt32(row[sx])
              if m == 0 { continue }
              let dst = acc + sx
              for t in 0...(2 * r) { dst[t] &+= weights[t] &* m }
            }
          }
        }
      }
      horizontal.withUnsafeBufferPointer { hp in
        result.withUnsafeMutableBufferPointer { rp in
          // Pass 2: down each column, V = Σⱼ wⱼ · H(y − j); output row oy takes source rows
          // oy − 2r … oy (source row sy lands in output rows sy … sy + 2r).
          var column = [UInt64](repeating: 0, count: w)
          column.withUnsafeMutableBufferPointer { cp in
            let v = cp.baseAddress!
            for oy in 0..<h {
              v.update(repeating: 0, count: w)
              let first = Swift.max(0, oy - 2 * r)
              let last = Swift.min(src.height - 1, oy)
              if first <= last {
                for sy in first...last {
                  let wt = UInt64(weights[oy - sy])
                  let hrow = hp.baseAddress! + sy * w
                  for x in 0..<w { v[x] &+= wt &* UInt64(hrow[x]) }
                }
              }
              let o = rp.baseAddress! + oy * w
              for x in 0..<w { o[x] = UInt8((v[x] + roundingBias) / divisor) }
            }
          }
        }
      }
    }
    return MaskShape(values: result, bounds: out)
  }

  /// `255 · 2³²`: a full-coverage value times the two passes' weight sums.
  static let divisor: UInt64 = 255 << 32
  /// Half the divisor, so that integer division rounds to nearest.
  static let roundingBias: UInt64 = 255 << 31
}
