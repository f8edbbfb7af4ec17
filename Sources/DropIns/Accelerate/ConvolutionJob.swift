/// One validated convolution: the buffers, the kernel's weights and the edge mode, and the
/// loops over unsafe pointers that do it.
struct ConvolutionJob {
  let src: UnsafePointer<UInt8>
  let srcWidth: Int
  let srcHeight: Int
  let srcRowBytes: Int
  let dest: UnsafeMutablePointer<UInt8>
  let width: Int
  let height: Int
  let destRowBytes: Int
  let roiX: Int
  let roiY: Int
  let wx: [UInt32]
  let wy: [UInt32]
  let mode: SeparableConvolution.EdgeMode
  let background: Pixel_8888
  let leaveAlpha: Bool
  /// `wy.count` rows of `width` × 4 horizontal sums, row `sy` at slot `sy` mod `wy.count`,
  /// then one row of column sums for a box.
  let ring: UnsafeMutablePointer<UInt32>

  func run() {
    let rx = wx.count / 2
    let ry = wy.count / 2
    let prefixX = prefixSums(wx)
    let prefixY = prefixSums(wy)
    // A box whose window sums fit 32 bits slides its sums: O(1) a pixel whatever its size.
    if wx.allSatisfy({ $0 == 1 }) && wy.allSatisfy({ $0 == 1 })
      && UInt64(wx.count * wy.count) * 255 <= UInt64(UInt32.max)
    {
      runBox(rx: rx, ry: ry, prefixX: prefixX, prefixY: prefixY)
      return
    }
    wx.withUnsafeBufferPointer { wx in
      wy.withUnsafeBufferPointer { wy in
        for sy in (roiY - ry)..<(roiY + ry) { horizontalSums(row: sy, rx: rx, weights: wx) }
        for y in 0..<height {
          horizontalSums(row: roiY + y + ry, rx: rx, weights: wx)
          verticalPass(y: y, rx: rx, ry: ry, weights: wy, prefixX: prefixX, prefixY: prefixY)
        }
      }
    }
  }

  /// Channel `c` of the background colour.
  @inline(__always)
  func backgroundChannel(_ c: Int) -> UInt32 {
    switch c {
    case 0: UInt32(background.0)
    case 1: UInt32(background.1)
    case 2: UInt32(background.2)
    default: UInt32(background.3)
    }
  }

  /// `[0, w0, w0 + w1, …]`: the weight of taps `a..<b` is `p[b] − p[a]`.
  func prefixSums(_ w: [UInt32]) -> [UInt64] {
    var p: [UInt64] = [0]
    for v in w { p.append(p.last! + UInt64(v)) }
    return p
  }

  func slot(_ sy: Int) -> UnsafeMutablePointer<UInt32> {
    let k = wy.count
    return ring + ((sy % k + k) % k) * width * 4
  }

  /// Fills the ring's slot for source row `sy` (which may lie past an edge) with the weighted
  /// horizontal sums for every destination column.
  private func horizontalSums(row sy: Int, rx: Int, weights: UnsafeBufferPointer<UInt32>) {
    let out = slot(sy)
    let inside = sy >= 0 && sy < srcHeight
    if !inside && mode != .extend {
      // Background rows are all background; truncated and copied ones are never used.
      let total = mode == .background ? weights.reduce(0, +) : 0
      for x in 0..<width {
        for c in 0..<4 { out[x * 4 + c] = total * backgroundChannel(c) }
      }
      return
    }
    let row = src + min(max(sy, 0), srcHeight - 1) * srcRowBytes
    for x in 0..<width {
      var s0: UInt32 = 0
      var s1: UInt32 = 0
      var s2: UInt32 = 0
      var s3: UInt32 = 0
      let centre = roiX + x
      for i in 0..<weights.count {
        let w = weights[i]
        var sx = centre + i - rx
        if sx < 0 || sx >= srcWidth {
          switch mode {
          case .extend: sx = min(max(sx, 0), srcWidth - 1)
          case .background:
            s0 &+= w * UInt32(background.0)
            s1 &+= w * UInt32(background.1)
            s2 &+= w * UInt32(background.2)
            s3 &+= w * UInt32(background.3)
            continue
          case .truncate, .copyInPlace: continue
          }
        }
        let p = row + sx * 4
        s0 &+= w * UInt32(p[0])
        s1 &+= w * UInt32(p[1])
        s2 &+= w * UInt32(p[2])
        s3 &+= w * UInt32(p[3])
      }
      let o = out + x * 4
      o[0] = s0
      o[1] = s1
      o[2] = s2
      o[3] = s3
    }
  }

  /// Writes destination row `y`: the weighted sum of the ring's rows, divided once.
  private func verticalPass(
    y: Int, rx: Int, ry: Int, weights: UnsafeBufferPointer<UInt32>, prefixX: [UInt64],
    prefixY: [UInt64]
  ) {
    let cy = roiY + y
    let srcRow = src + cy * srcRowBytes
    let destRow = dest + y * destRowBytes
    // Rows of the kernel over the image: all of them but for truncation and copying.
    let rows = rowTaps(y, ry: ry)
    let full = prefixX[wx.count] * prefixY[wy.count]
    for x in 0..<width {
      let source = srcRow + (roiX + x) * 4
      let d = destRow + x * 4
      let taps = columnTaps(x, rx: rx)
      if copiesPixel(rows: rows, columns: taps) {
        for c in 0..<4 { d[c] = source[c] }
        continue
      }
      let summed = mode == .truncate ? rows : 0..<wy.count
      var s0: UInt64 = 0
      var s1: UInt64 = 0
      var s2: UInt64 = 0
      var s3: UInt64 = 0
      for j in summed {
        let w = UInt64(weights[j])
        let h = slot(cy + j - ry) + x * 4
        s0 &+= w * UInt64(h[0])
        s1 &+= w * UInt64(h[1])
        s2 &+= w * UInt64(h[2])
        s3 &+= w * UInt64(h[3])
      }
      storeMeans(
        d, s0, s1, s2, s3,
        divisor: divisor(rows: rows, columns: taps, full: full, prefixX: prefixX, prefixY: prefixY),
        source: source)
    }
  }
}
