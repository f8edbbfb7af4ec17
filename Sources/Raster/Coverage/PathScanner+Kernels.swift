internal import CPixelKernels

// A path's rows through the C kernels (path_rows.c): the compact scan of PathShape+Scan.swift
// ported step for step, so the same spans and values; and the same scan blended straight into
// a frame row, for a painter that keeps no spans (fill by fill).

extension PathScanner {
  /// Row `y`'s spans within columns `x0 ..< x1`, with edge values in `edges` (room for
  /// `x1 − x0` values): the longest run of equal coverage between edges is the interior, every
  /// other written pixel an edge value. `cells` and `ranges` as for ``scan``. The kernel
  /// version in use, or the one `level` names (it must be supported).
  package func rowSpans(
    y: Int, x0: Int, x1: Int, edges out: UnsafeMutablePointer<UInt8>,
    cells: UnsafeMutablePointer<Double>, ranges: UnsafeMutablePointer<SIMD2<Int32>>,
    level: WideKernels.Level? = nil
  ) -> RowSpans {
    guard let (a, b) = window(y: y, x0: x0, x1: x1) else { return .empty }
    let r = withBand(of: y) {
      WideKernels.pathRow(
        $0, count: $1, y: y, x0: a, count: b &- a, evenOdd: evenOdd, into: out, cells: cells,
        scratch: UnsafeMutableRawPointer(ranges), level: level)
    }
    return Self.spans(
      first: Int(r.first), last: Int(r.last),
      interior: (Int(r.interior_start), Int(r.interior_end), r.interior_value), x0: a)
  }

  /// Blends row `y` of the shape, within columns `x0 ..< x1`, into `row` (column x at
  /// `row[x]`): solid premultiplied `color` at `opacity` (0–255), each pixel at its coverage,
  /// the same bytes as blending the row's spans. `values` takes the row's edge values (room for
  /// `x1 − x0`); `cells` and `ranges` as for ``scan``.
  package func blendRow(
    y: Int, x0: Int, x1: Int, color: UInt32, opacity: UInt32,
    into row: UnsafeMutablePointer<UInt32>, values: UnsafeMutablePointer<UInt8>,
    cells: UnsafeMutablePointer<Double>, ranges: UnsafeMutablePointer<SIMD2<Int32>>,
    level: WideKernels.Level? = nil
  ) {
    guard let (a, b) = window(y: y, x0: x0, x1: x1) else { return }
    _ = withBand(of: y) {
      WideKernels.pathFillRow(
        $0, count: $1, y: y, x0: a, count: b &- a, evenOdd: evenOdd, color: color,
        opacity: opacity, into: row + a, values: values, cells: cells,
        scratch: UnsafeMutableRawPointer(ranges), level: level)
    }
  }

  /// Calls `body` with row `y`'s band of edges as the kernels' edges (`PolygonEdge` is
  /// `curtain_path_edge` field for field) and their count.
  @inline(__always) func withBand<R>(
    of y: Int, _ body: (UnsafePointer<curtain_path_edge>, Int) -> R
  ) -> R {
    let band = edges.band(of: y)
    return UnsafeRawPointer(edges.bandEdges + band.lowerBound).withMemoryRebound(
      to: curtain_path_edge.self, capacity: band.count
    ) { body($0, band.count) }
  }
}
