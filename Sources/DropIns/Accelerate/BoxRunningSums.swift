/// A box convolution with running sums: each row's window sum gains the pixel entering it and
/// loses the one leaving, and each column's sum over the ring gains the row entering and loses
/// the row leaving. The sums are the same exact integers the weighted passes make.
extension ConvolutionJob {
  func runBox(rx: Int, ry: Int, prefixX: [UInt64], prefixY: [UInt64]) {
    let k = wy.count
    let columns = ring + k * width * 4
    columns.initialize(repeating: 0, count: width * 4)
    for sy in (roiY - ry)..<(roiY + ry) {
      boxRow(sy, rx: rx)
      add(slot(sy), to: columns, sign: 1)
    }
    for y in 0..<height {
      let entering = roiY + y + ry
      // The entering row takes the slot of the row leaving the window.
      if y > 0 { add(slot(entering), to: columns, sign: -1) }
      boxRow(entering, rx: rx)
      add(slot(entering), to: columns, sign: 1)
      writeBoxRow(y, columns: columns, rx: rx, ry: ry, prefixX: prefixX, prefixY: prefixY)
    }
  }

  private func add(
    _ row: UnsafeMutablePointer<UInt32>, to sums: UnsafeMutablePointer<UInt32>, sign: Int
  ) {
    if sign > 0 {
      for i in 0..<(width * 4) { sums[i] &+= row[i] }
    } else {
      for i in 0..<(width * 4) { sums[i] &-= row[i] }
    }
  }

  /// The source pixel at column `sx` of `row` as the edge mode reads it (zero where the kernel
  /// is truncated, or where copying replaces the result anyway).
  @inline(__always)
  private func sample(_ row: UnsafePointer<UInt8>, _ sx: Int, _ c: Int) -> UInt32 {
    if sx >= 0 && sx < srcWidth { return UInt32(row[sx * 4 + c]) }
    switch mode {
    case .extend: return UInt32(row[min(max(sx, 0), srcWidth - 1) * 4 + c])
    case .background: return backgroundChannel(c)
    case .truncate, .copyInPlace: return 0
    }
  }

  /// Fills the ring's slot for source row `sy` with each column's window sum.
  private func boxRow(_ sy: Int, rx: Int) {
    let out = slot(sy)
    let inside = sy >= 0 && sy < srcHeight
    if !inside && mode != .extend {
      for x in 0..<width {
        for c in 0..<4 {
          out[x * 4 + c] = mode == .background ? UInt32(wx.count) * backgroundChannel(c) : 0
        }
      }
      return
    }
    let row = src + min(max(sy, 0), srcHeight - 1) * srcRowBytes
    for c in 0..<4 {
      var sum: UInt32 = 0
      for i in -rx...rx { sum &+= sample(row, roiX + i, c) }
      out[c] = sum
      for x in 1..<max(1, width) {
        sum &+= sample(row, roiX + x + rx, c)
        sum &-= sample(row, roiX + x - 1 - rx, c)
        out[x * 4 + c] = sum
      }
    }
  }

  /// Writes destination row `y` from the column sums.
  private func writeBoxRow(
    _ y: Int, columns: UnsafeMutablePointer<UInt32>, rx: Int, ry: Int, prefixX: [UInt64],
    prefixY: [UInt64]
  ) {
    let srcRow = src + (roiY + y) * srcRowBytes
    let destRow = dest + y * destRowBytes
    let rows = rowTaps(y, ry: ry)
    let full = UInt64(wx.count * wy.count)
    for x in 0..<width {
      let source = srcRow + (roiX + x) * 4
      let d = destRow + x * 4
      let taps = columnTaps(x, rx: rx)
      if copiesPixel(rows: rows, columns: taps) {
        for c in 0..<4 { d[c] = source[c] }
        continue
      }
      let s = columns + x * 4
      storeMeans(
        d, UInt64(s[0]), UInt64(s[1]), UInt64(s[2]), UInt64(s[3]),
        divisor: divisor(rows: rows, columns: taps, full: full, prefixX: prefixX, prefixY: prefixY),
        source: source)
    }
  }
}
