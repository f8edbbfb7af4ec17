/// One shape with another cut out: `max(0, outer − inner)` of their 8-bit coverages. The border
/// of a rotated or perspective layer is the difference of two polygons.
///
/// Uses the scratch's `coverage3` row for the inner shape, so neither part may use it.
@_spi(Painting) public struct DifferenceShape: CoverageShape, @unchecked Sendable {
  internal let outer: any CoverageShape
  internal let inner: any CoverageShape

  @_spi(Painting) public init(outer: any CoverageShape, inner: any CoverageShape) {
    self.outer = outer
    self.inner = inner
  }

  @_spi(Painting) public var bounds: PixelRect { outer.bounds }

  @_spi(Painting) public func referenceCoverage(x: Int, y: Int) -> UInt8 {
    Self.referenceCoverage(outer, inner, x: x, y: y)
  }

  @_spi(Painting) public func rowExtent(y: Int) -> RowExtent { Self.rowExtent(outer, inner, y: y) }

  @_spi(Painting) public func coverageRow(
    y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt8>, scratch: RasterScratch
  ) {
    Self.coverageRow(outer, inner, y: y, x0: x0, count: count, into: out, scratch: scratch)
  }
}

// The difference of any two shapes, for DifferenceShape (existentials) and RingShape (two
// rounded rectangles, statically).
extension DifferenceShape {
  static func referenceCoverage(
    _ outer: some CoverageShape, _ inner: some CoverageShape, x: Int, y: Int
  ) -> UInt8 {
    let o = outer.referenceCoverage(x: x, y: y)
    let i = inner.referenceCoverage(x: x, y: y)
    return o > i ? o - i : 0
  }

  /// Rows the inner shape does not touch are the outer shape's rows, interior included.
  static func rowExtent(
    _ outer: some CoverageShape, _ inner: some CoverageShape, y: Int
  ) -> RowExtent {
    let o = outer.rowExtent(y: y)
    return inner.rowExtent(y: y).isEmpty ? o : RowExtent(x0: o.x0, x1: o.x1)
  }

  @inline(__always) static func coverageRow(
    _ outer: some CoverageShape, _ inner: some CoverageShape, y: Int, x0: Int, count: Int,
    into out: UnsafeMutablePointer<UInt8>, scratch: RasterScratch
  ) {
    outer.coverageRow(y: y, x0: x0, count: count, into: out, scratch: scratch)
    if inner.rowExtent(y: y).isEmpty { return }
    // The caller reserved `count`; coverage3 is ours (kernels use coverage and coverage2).
    let i = scratch.coverage3
    inner.coverageRow(y: y, x0: x0, count: count, into: i, scratch: scratch)
    for k in 0..<count {
      let o = out[k]
      let n = i[k]
      out[k] = o > n ? o - n : 0
    }
  }
}
