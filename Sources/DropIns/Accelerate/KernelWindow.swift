/// Which taps of the kernel fall on the image for one destination pixel, and what that means
/// for the pixel: copied as it is (`kvImageCopyInPlace` at an edge), or divided by the weight of
/// the taps summed (all of them, or only those inside for `kvImageTruncateKernel`).
extension ConvolutionJob {
  /// The rows of the kernel over the image for destination row `y`: `first..<end` of `wy`.
  @inline(__always)
  func rowTaps(_ y: Int, ry: Int) -> Range<Int> {
    let cy = roiY + y
    return max(0, ry - cy)..<min(wy.count, srcHeight - cy + ry)
  }

  /// The columns of the kernel over the image for destination column `x`.
  @inline(__always)
  func columnTaps(_ x: Int, rx: Int) -> Range<Int> {
    let cx = roiX + x
    return max(0, rx - cx)..<min(wx.count, srcWidth - cx + rx)
  }

  /// Whether the pixel is copied from the source: in copy-in-place mode, where the kernel
  /// reaches past the image.
  @inline(__always)
  func copiesPixel(rows: Range<Int>, columns: Range<Int>) -> Bool {
    mode == .copyInPlace && (rows != 0..<wy.count || columns != 0..<wx.count)
  }

  /// The weight the sums are divided by: `full` but for truncation, where only the taps over
  /// the image count.
  @inline(__always)
  func divisor(
    rows: Range<Int>, columns: Range<Int>, full: UInt64, prefixX: [UInt64], prefixY: [UInt64]
  ) -> UInt64 {
    guard mode == .truncate else { return full }
    return (prefixX[columns.upperBound] - prefixX[columns.lowerBound])
      * (prefixY[rows.upperBound] - prefixY[rows.lowerBound])
  }

  /// Writes the four rounded means (halves up) to `d`, alpha kept from `source` when asked.
  @inline(__always)
  func storeMeans(
    _ d: UnsafeMutablePointer<UInt8>, _ s0: UInt64, _ s1: UInt64, _ s2: UInt64, _ s3: UInt64,
    divisor: UInt64, source: UnsafePointer<UInt8>
  ) {
    let half = divisor / 2
    d[0] = leaveAlpha ? source[0] : UInt8((s0 + half) / divisor)
    d[1] = UInt8((s1 + half) / divisor)
    d[2] = UInt8((s2 + half) / divisor)
    d[3] = UInt8((s3 + half) / divisor)
  }
}
