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
///
/// The weights add up to exactly 2¹⁶, so where a pass's window holds one value m (a shape's
/// inside, the empty outside) its sum is m · 2¹⁶ exactly, and across a row a run of equal values
/// is summed as its value times the weights it covers: a large shadow costs its edges, not its
/// area times the kernel.
@_spi(Painting) public enum GaussianBlur {
  /// The blurred 8-bit alpha of `source`.
  @_spi(Painting) public static func blur(_ source: ShadowSourceMask, kernel: GaussianKernel)
    -> MaskShape
  {
    let r = kernel.radius
    let src = source.bounds
    let out = src.outset(by: r)
    guard !src.isEmpty else { return MaskShape(values: [], bounds: .zero) }
    let w = out.width
    let h = out.height
    var horizontal = [UInt32](repeating: 0, count: w * src.height)
    var result = [UInt8](repeating: 0, count: w * h)
    var prefix = [UInt32](repeating: 0, count: 2 * r + 2)
    for t in 0...(2 * r) { prefix[t + 1] = prefix[t] &+ kernel.weights[t] }
    var starts = [Int](repeating: 0, count: src.width + 1)
    source.values.withUnsafeBufferPointer { sp in
      horizontal.withUnsafeMutableBufferPointer { hp in
        for y in 0..<src.height {
          horizontalPass(
            sp.baseAddress! + y * src.width, count: src.width, prefix: prefix, radius: r,
            starts: &starts, into: hp.baseAddress! + y * w)
        }
      }
    }
    horizontal.withUnsafeBufferPointer { hp in
      result.withUnsafeMutableBufferPointer { rp in
        verticalPass(
          hp.baseAddress!, rows: src.height, width: w, prefix: prefix, radius: r,
          into: rp.baseAddress!, outputRows: h)
      }
    }
    return MaskShape(values: result, bounds: out)
  }

  /// `H[ox] = Σₜ wₜ · M[ox − t]` for the `count + 2r` output columns of a source row `M` (0
  /// outside it); `out` is zero on entry. The row is cut into runs of equal values; a window
  /// inside one run is that value times 2¹⁶, and any other is summed run by run, each run's
  /// value times the weights it covers (`prefix[b] − prefix[a]`, `prefix` the running sums of
  /// the weights), which is Σₜ wₜ · M[…] regrouped: the weights are symmetric, so the window
  /// `M[ox − 2r ... ox]` meets them in either order. `starts` has room for `count + 1` values.
  static func horizontalPass(
    _ row: UnsafePointer<UInt16>, count: Int, prefix: UnsafePointer<UInt32>, radius r: Int,
    starts: UnsafeMutablePointer<Int>, into out: UnsafeMutablePointer<UInt32>
  ) {
    let taps = 2 * r + 1
    // Runs: starts[k] ..< starts[k + 1] holds row[starts[k]]; then the zeros after the row.
    var runs = 0
    for i in 0..<count where i == 0 || row[i] != row[i &- 1] {
      starts[runs] = i
      runs &+= 1
    }
    starts[runs] = count
    var k = 0  // the first run that reaches the window
    for ox in 0..<(count + 2 * r) {
      let first = ox &- 2 * r
      while k < runs && starts[k &+ 1] <= first { k &+= 1 }
      if k == runs { break }  // only the zeros after the row are left
      let a = starts[k]
      let end = first &+ taps
      if a <= first && starts[k &+ 1] >= end {
        out[ox] = UInt32(row[a]) &<< 16
        continue
      }
      var sum: UInt32 = 0
      var j = k
      while j < runs && starts[j] < end {
        let t0 = Swift.max(starts[j], first) &- first
        let t1 = Swift.min(starts[j &+ 1], end) &- first
        sum &+= UInt32(row[starts[j]]) &* (prefix[t1] &- prefix[t0])
        j &+= 1
      }
      out[ox] = sum
    }
  }

  /// `V = Σⱼ wⱼ · H[oy − j]` down every column, rounded to 8 bits: output row `oy` takes source
  /// rows `oy − 2r ... oy` (0 outside). Columns whose window holds one value take it times 2¹⁶;
  /// the others are summed in runs of adjacent columns, along the rows, a group of identical
  /// rows at a time (a shape's straight middle): their value times the weights they cover.
  static func verticalPass(
    _ rows: UnsafePointer<UInt32>, rows count: Int, width w: Int, prefix: UnsafePointer<UInt32>,
    radius r: Int, into out: UnsafeMutablePointer<UInt8>, outputRows h: Int
  ) {
    let taps = 2 * r + 1
    // groupEnd[sy]: the last of the rows from sy on that equal row sy.
    var groupEnd = [Int](repeating: count - 1, count: count)
    for sy in stride(from: count - 2, through: 0, by: -1) {
      let a = rows + sy * w
      let b = a + w
      var same = true
      for x in 0..<w where a[x] != b[x] {
        same = false
        break
      }
      groupEnd[sy] = same ? groupEnd[sy + 1] : sy
    }
    // Per column: the value of the last row seen, and how many rows up to it are equal.
    var previous = [UInt32](repeating: 0, count: w)
    var run = [Int](repeating: taps, count: w)
    var sums = [UInt64](repeating: 0, count: w)
    previous.withUnsafeMutableBufferPointer { pp in
      run.withUnsafeMutableBufferPointer { rp in
        sums.withUnsafeMutableBufferPointer { vp in
          let previous = pp.baseAddress!
          let run = rp.baseAddress!
          let v = vp.baseAddress!
          for oy in 0..<h {
            let o = out + oy * w
            let last = oy < count ? rows + oy * w : nil
            /// Extends column x's run by this row; writes its alpha and returns true where its
            /// window holds one value.
            @inline(__always) func constant(_ x: Int) -> Bool {
              let value = last?[x] ?? 0
              run[x] = value == previous[x] ? run[x] + 1 : 1
              previous[x] = value
              guard run[x] >= taps else { return false }
              o[x] = byte(UInt64(value) &<< 16)
              return true
            }
            var x = 0
            while x < w {
              if constant(x) {
                x += 1
                continue
              }
              // A run of columns whose windows hold an edge, summed together.
              var end = x + 1
              while end < w && !constant(end) { end += 1 }
              (v + x).update(repeating: 0, count: end - x)
              var sy = Swift.max(0, oy - 2 * r)
              let bottom = Swift.min(count - 1, oy)
              while sy <= bottom {
                // rows sy ... e, identical, meet taps oy − e ... oy − sy
                let e = Swift.min(groupEnd[sy], bottom)
                let wt = UInt64(prefix[oy - sy + 1] &- prefix[oy - e])
                let hrow = rows + sy * w
                for c in x..<end { v[c] &+= wt &* UInt64(hrow[c]) }
                sy = e + 1
              }
              for c in x..<end { o[c] = byte(v[c]) }
              x = end + 1
            }
          }
        }
      }
    }
  }

  /// The vertical sum rounded to the 8-bit alpha.
  @inline(__always) static func byte(_ v: UInt64) -> UInt8 {
    UInt8(truncatingIfNeeded: (v + roundingBias) / divisor)
  }

  /// `255 · 2³²`: a full-coverage value times the two passes' weight sums.
  static let divisor: UInt64 = 255 << 32
  /// Half the divisor, so that integer division rounds to nearest.
  static let roundingBias: UInt64 = 255 << 31
}
