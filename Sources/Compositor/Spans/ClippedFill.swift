@_spi(Painting) import Raster

/// A fill whose shape and single clip both have exact spans (a rounded rectangle or a path): a
/// layer through its mask's shape, an image in a rounded parent. Each row's spans are the
/// shape's times the clip's (``RowSpans/product(_:_:_:_:into:)``), so the interior where both
/// are constant stays one run, where the generic path would treat the whole row as edges.
struct ClippedFill {
  let shape: SpanSource
  let clip: SpanSource
  /// Edge values each source's spans can need on a row.
  let shapeCapacity: Int
  let clipCapacity: Int

  /// Edge values one row needs: both sources' and the product's.
  var edgeCapacity: Int { shapeCapacity + clipCapacity + Swift.min(shapeCapacity, clipCapacity) }

  init(shape: SpanSource, clip: SpanSource, columns: PixelRect) {
    self.shape = shape
    self.clip = clip
    shapeCapacity = shape.edgeCapacity(columns: columns)
    clipCapacity = clip.edgeCapacity(columns: columns)
  }

  /// Row `y`'s spans within columns `x0 ..< x1`, the sources' edge values and then the
  /// product's in `edges`; returns the spans and where their edge values are.
  @inline(__always)
  func rowSpans(
    y: Int, x0: Int, x1: Int, edges: UnsafeMutablePointer<UInt8>,
    cells: UnsafeMutablePointer<Double>, ranges: UnsafeMutablePointer<SIMD2<Int32>>
  ) -> (spans: RowSpans, edges: UnsafeMutablePointer<UInt8>) {
    // Emptiness from the fields: `RowSpans.isEmpty` is a call from this module.
    let a = shape.rowSpans(y: y, x0: x0, x1: x1, edges: edges, cells: cells, ranges: ranges)
    let product = edges + shapeCapacity + clipCapacity
    guard a.x1 > a.x0 else { return (.empty, product) }
    let clipEdges = edges + shapeCapacity
    let b = clip.rowSpans(y: y, x0: x0, x1: x1, edges: clipEdges, cells: cells, ranges: ranges)
    guard b.x1 > b.x0 else { return (.empty, product) }
    return (RowSpans.product(a, edges, b, clipEdges, into: product), product)
  }
}

/// A shape with exact row spans, as the span painter reads it: a rounded rectangle or a path's
/// scanner. A struct with a kind rather than an enum with payloads, whose payload a row read
/// would copy out first (a rounded rectangle is about 200 bytes, read twice a row).
struct SpanSource {
  private enum Kind { case roundedRect, path }
  private let kind: Kind
  private let roundedRect: RoundedRectShape
  /// A path's scanner (its shape is kept alive by the frame).
  private let path: PathScanner
  /// A rounded rectangle's straight rows, which all have the spans `straightSpans` and edge
  /// values `straightEdges` (a straight row has at most a cut column a side), so that a masked
  /// card's or image's rows there need no call. Empty for a path or a narrow rectangle.
  private let straight: Range<Int>
  private let straightSpans: RowSpans
  private let straightEdges: SIMD2<UInt8>
  private let straightEdgeCount: Int

  /// The shape as a source, if it has exact spans.
  init?(_ shape: any CoverageShape) {
    if let r = shape as? RoundedRectShape {
      (kind, roundedRect, path) = (.roundedRect, r, PathShape.empty.scanner)
      (straight, straightSpans, straightEdges, straightEdgeCount) = Self.straightRow(of: r)
    } else if let p = shape as? PathShape {
      (kind, roundedRect, path) = (.path, RoundedRectShape(rect: .zero), p.scanner)
      (straight, straightSpans, straightEdges, straightEdgeCount) = (0..<0, .empty, .zero, 0)
    } else {
      return nil
    }
  }

  /// A rounded rectangle's repeating rows, their spans, edge values and how many, if they have
  /// at most two edge values.
  private static func straightRow(of r: RoundedRectShape) -> (
    Range<Int>, RowSpans, SIMD2<UInt8>, Int
  ) {
    let rows = r.repeatingRows
    guard !rows.isEmpty else { return (0..<0, .empty, .zero, 0) }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: r.bounds.width) { buffer in
      let edges = buffer.baseAddress!
      let spans = r.rowSpans(y: rows.lowerBound, edges: edges)
      let count = spans.edgeCount
      guard count <= 2 else { return (0..<0, .empty, .zero, 0) }
      return (rows, spans, SIMD2(count > 0 ? edges[0] : 0, count > 1 ? edges[1] : 0), count)
    }
  }

  /// Edge values a row can need: a rounded rectangle's are not limited to the frame's columns,
  /// a path's are.
  func edgeCapacity(columns: PixelRect) -> Int {
    switch kind {
    case .roundedRect: roundedRect.bounds.width
    case .path: Swift.min(path.bounds.width, columns.width)
    }
  }

  @inline(__always)
  func rowSpans(
    y: Int, x0: Int, x1: Int, edges: UnsafeMutablePointer<UInt8>,
    cells: UnsafeMutablePointer<Double>, ranges: UnsafeMutablePointer<SIMD2<Int32>>
  ) -> RowSpans {
    switch kind {
    case .roundedRect:
      if straight.contains(y) {
        // Only the values the spans use: the caller's room is the spans' edge count.
        if straightEdgeCount > 0 { edges[0] = straightEdges[0] }
        if straightEdgeCount > 1 { edges[1] = straightEdges[1] }
        return straightSpans
      }
      return roundedRect.rowSpans(y: y, edges: edges)
    case .path:
      return path.rowSpans(y: y, x0: x0, x1: x1, edges: edges, cells: cells, ranges: ranges)
    }
  }
}
