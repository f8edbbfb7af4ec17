internal import CPixelKernels

// A path's rows through the C kernels (path_rows.c): the compact scan of PathShape+Scan.swift
// ported step for step, so the same spans and values; and the same scan blended straight into
// a frame row, for a painter that keeps no spans (fill by fill).

extension PathScanner {
  /// Row `y`'s spans within columns `x0 ..< x1`, with edge values in `edges` (room for
  /// `x1 − x0` values): the longest run of equal coverage between edges is the interior, every
  /// other written pixel an edge value. `cells` and `ranges` as for ``scan``. The kernel
  /// version in use, or the one `level` names (it must be supported).
  @_spi(Painting) public func rowSpans(
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

  /// Blends rows `rows` of the shape, within columns `x0 ..< x1`, into `first` (column x of
  /// row `rows.lowerBound + k` at `first[k · stride + x]`): solid premultiplied `color` at
  /// `opacity` (0–255), each pixel at its coverage, the same bytes as blending each row's
  /// spans. `values` takes a row's edge values (room for `x1 − x0`); `cells` and `ranges` as
  /// for ``scan``. One kernel call for all the rows.
  @_spi(Painting) public func blendRows(
    _ rows: Range<Int>, x0: Int, x1: Int, color: UInt32, opacity: UInt32,
    into first: UnsafeMutablePointer<UInt32>, stride: Int, values: UnsafeMutablePointer<UInt8>,
    cells: UnsafeMutablePointer<Double>, ranges: UnsafeMutablePointer<SIMD2<Int32>>,
    level: WideKernels.Level? = nil
  ) {
    let top = Swift.max(rows.lowerBound, bounds.minY)
    let bottom = Swift.min(rows.upperBound, bounds.maxY)
    let a = Swift.max(x0, bounds.minX)
    let b = Swift.min(x1, bounds.maxX)
    guard bottom > top, b > a else { return }
    UnsafeRawPointer(edges.bandEdges).withMemoryRebound(
      to: curtain_path_edge.self, capacity: 1
    ) { bandEdges in
      var table = curtain_path_table(
        band_edges: bandEdges, band_start: edges.bandStart, y0: Int64(edges.y0),
        band_shift: Int64(edges.bandShift))
      WideKernels.pathFillRows(
        &table, rows: top..<bottom, x0: a, count: b &- a, evenOdd: evenOdd, color: color,
        opacity: opacity, into: first + (top &- rows.lowerBound) &* stride + a, stride: stride,
        values: values, cells: cells, scratch: UnsafeMutableRawPointer(ranges), level: level)
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
