/// Coverage read from an 8-bit mask placed on the device: a blurred shadow, a clip rendered once,
/// a glyph.
@_spi(Painting) public struct MaskShape: CoverageShape {
  /// Mask values, row by row, `bounds.width` per row.
  internal let values: [UInt8]
  /// Where the mask sits on the device.
  @_spi(Painting) public let bounds: PixelRect

  /// A mask whose pixel (0, 0) sits at device `(bounds.x, bounds.y)`.
  /// `values.count` must equal `bounds.width × bounds.height`.
  @_spi(Painting) public init(values: [UInt8], bounds: PixelRect) {
    precondition(values.count == bounds.area, "mask of \(values.count) values for \(bounds)")
    self.values = values
    self.bounds = bounds
  }

  @_spi(Painting) public func referenceCoverage(x: Int, y: Int) -> UInt8 {
    guard bounds.contains(x: x, y: y) else { return 0 }
    return values[(y - bounds.y) * bounds.width + (x - bounds.x)]
  }

  @_spi(Painting) public func coverageRow(
    y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt8>, scratch: RasterScratch
  ) {
    guard y >= bounds.minY, y < bounds.maxY else {
      out.update(repeating: 0, count: count)
      return
    }
    let a = Swift.max(x0, bounds.minX)
    let b = Swift.min(x0 + count, bounds.maxX)
    guard b > a else {
      out.update(repeating: 0, count: count)
      return
    }
    if a > x0 { out.update(repeating: 0, count: a - x0) }
    values.withUnsafeBufferPointer { v in
      (out + (a - x0)).update(
        from: v.baseAddress! + (y - bounds.y) * bounds.width + (a - bounds.x), count: b - a)
    }
    if x0 + count > b { (out + (b - x0)).update(repeating: 0, count: x0 + count - b) }
  }

  @_spi(Painting) public func rowExtent(y: Int) -> RowExtent {
    guard y >= bounds.minY, y < bounds.maxY else { return .empty }
    return RowExtent(x0: bounds.minX, x1: bounds.maxX)
  }
}
