import Geometry

/// The band between two rounded rectangles: a layer's border, drawn inset from its bounds.
///
/// Coverage is `max(0, outer − inner)` of the two shapes' 8-bit coverages, exact where the inner
/// shape lies inside the outer one (as a border's inner edge always does).
package struct RingShape: CoverageShape {
  package let outer: RoundedRectShape
  package let inner: RoundedRectShape

  /// A border of `width` device pixels inside `outer`; the inner radii are the outer ones minus
  /// the width (never negative), as Core Animation draws `borderWidth`.
  package init(outer: RoundedRect, width: Double) {
    self.outer = RoundedRectShape(outer)
    self.inner = RoundedRectShape(outer.insetBy(width))
  }

  package var bounds: PixelRect { outer.bounds }

  package func referenceCoverage(x: Int, y: Int) -> UInt8 {
    let o = outer.referenceCoverage(x: x, y: y), i = inner.referenceCoverage(x: x, y: y)
    return o > i ? o - i : 0
  }

  package func rowExtent(y: Int) -> RowExtent {
    let o = outer.rowExtent(y: y)
    // Rows the inner shape does not touch are the outer shape's rows, interior included.
    return inner.rowExtent(y: y).isEmpty ? o : RowExtent(x0: o.x0, x1: o.x1)
  }

  package func coverageRow(
    y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt8>, scratch: RasterScratch
  ) {
    outer.coverageRow(y: y, x0: x0, count: count, into: out, scratch: scratch)
    if inner.rowExtent(y: y).isEmpty { return }
    // The caller reserved `count`; coverage3 is ours (kernels use coverage and coverage2).
    let i = scratch.coverage3
    inner.coverageRow(y: y, x0: x0, count: count, into: i, scratch: scratch)
    for k in 0..<count {
      let o = out[k], n = i[k]
      out[k] = o > n ? o - n : 0
    }
  }
}
