import Geometry

/// The band between two rounded rectangles: a layer's border, drawn inset from its bounds.
///
/// Coverage is `max(0, outer − inner)` of the two shapes' 8-bit coverages, exact where the inner
/// shape lies inside the outer one (as a border's inner edge always does).
@_spi(Painting) public struct RingShape: CoverageShape {
  internal let outer: RoundedRectShape
  internal let inner: RoundedRectShape

  /// A border of `width` device pixels inside `outer`; the inner radii are the outer ones minus
  /// the width (never negative), as Core Animation draws `borderWidth`.
  @_spi(Painting) public init(outer: RoundedRect, width: Double) {
    self.outer = RoundedRectShape(outer)
    self.inner = RoundedRectShape(outer.insetBy(width))
  }

  @_spi(Painting) public var bounds: PixelRect { outer.bounds }

  @_spi(Painting) public func referenceCoverage(x: Int, y: Int) -> UInt8 {
    DifferenceShape.referenceCoverage(outer, inner, x: x, y: y)
  }

  @_spi(Painting) public func rowExtent(y: Int) -> RowExtent {
    DifferenceShape.rowExtent(outer, inner, y: y)
  }

  @_spi(Painting) public func coverageRow(
    y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt8>, scratch: RasterScratch
  ) {
    DifferenceShape.coverageRow(
      outer, inner, y: y, x0: x0, count: count, into: out, scratch: scratch)
  }
}
