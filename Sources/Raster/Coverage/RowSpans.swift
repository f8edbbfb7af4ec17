/// One row of a shape's coverage as three runs, found exactly: what the span compositor needs to
/// blend a constant colour once per run instead of once per pixel.
///
///     x < x0                      coverage 0
///     x0 ≤ x < interiorX0         per pixel: edges[x − x0]                     (the left edge)
///     interiorX0 ≤ x < interiorX1 the constant interiorCoverage                (the interior)
///     interiorX1 ≤ x < x1         per pixel: edges[leftCount + x − interiorX1] (the right edge)
///     x ≥ x1                      coverage 0
///
/// A row with no constant interior has `interiorX0 == interiorX1 == x1` (every pixel is "left
/// edge"). Unlike ``RowExtent``, the runs are tight: a rounded corner's fully covered pixels are
/// part of the interior, and only the pixels the arc really cuts are edges (typically 1–3 a
/// side), so a 1000-layer frame has a few edge pixels per layer and row rather than a radius'
/// worth.
@_spi(Painting) public struct RowSpans: Equatable, Sendable {
  @_spi(Painting) public var x0: Int
  @_spi(Painting) public var interiorX0: Int
  @_spi(Painting) public var interiorX1: Int
  @_spi(Painting) public var x1: Int
  @_spi(Painting) public var interiorCoverage: UInt8

  @_spi(Painting) public init(
    x0: Int, interiorX0: Int, interiorX1: Int, x1: Int, interiorCoverage: UInt8
  ) {
    self.x0 = x0
    self.interiorX0 = interiorX0
    self.interiorX1 = interiorX1
    self.x1 = x1
    self.interiorCoverage = interiorCoverage
  }

  /// A row with no coverage.
  @_spi(Painting) public static let empty = RowSpans(
    x0: 0, interiorX0: 0, interiorX1: 0, x1: 0, interiorCoverage: 0)

  @_spi(Painting) public var isEmpty: Bool { x1 <= x0 }
  /// Pixels in the left edge run (and the first values in the edge buffer).
  internal var leftCount: Int { interiorX0 - x0 }
  /// Pixels in the right edge run.
  internal var rightCount: Int { x1 - interiorX1 }
  /// Edge values a caller must make room for: `x1 − x0` is always enough.
  @_spi(Painting) public var edgeCount: Int { leftCount + rightCount }

  /// The coverage of pixel `x`, read back from the runs and the edge values (the definition of
  /// what the runs mean; tests compare it with a shape's `referenceCoverage`).
  @_spi(Painting) public func coverage(x: Int, edges: UnsafePointer<UInt8>) -> UInt8 {
    if x < x0 || x >= x1 { return 0 }
    if x < interiorX0 { return edges[x - x0] }
    if x < interiorX1 { return interiorCoverage }
    return edges[leftCount + x - interiorX1]
  }
}

/// A shape that can describe a row as ``RowSpans``.
@_spi(Painting) public protocol SpanCoverageShape: CoverageShape {
  /// The row's runs; edge values go to `edges` (room for `bounds.width` values).
  func rowSpans(y: Int, edges: UnsafeMutablePointer<UInt8>) -> RowSpans

  /// Rows whose spans and edge values are all identical (a shape's straight middle), so a
  /// compositor may compute one of them and reuse it; empty if none are known.
  var repeatingRows: Range<Int> { get }
}

extension RowSpans {
  /// The spans of `a` through `b`: per pixel `mul255(a, b)` (a shape's coverage times a clip's,
  /// as every fill kernel multiplies them), with the interior where both are constant. Edge
  /// values go to `out` (room for `min(a.x1 − a.x0, b.x1 − b.x0)` values).
  @_spi(Painting) public static func product(
    _ a: RowSpans, _ aEdges: UnsafePointer<UInt8>, _ b: RowSpans, _ bEdges: UnsafePointer<UInt8>,
    into out: UnsafeMutablePointer<UInt8>
  ) -> RowSpans {
    let x0 = Swift.max(a.x0, b.x0)
    let x1 = Swift.min(a.x1, b.x1)
    guard x1 > x0 else { return .empty }
    // One side fully covering the other's run (a card inside its mask's interior): the product
    // is the other's spans, since mul255(255, v) = v, its edge values copied.
    if a.fullyCovers(b) {
      out.update(from: bEdges, count: b.edgeCount)
      return b
    }
    if b.fullyCovers(a) {
      out.update(from: aEdges, count: a.edgeCount)
      return a
    }
    var i0 = Swift.min(Swift.max(Swift.max(a.interiorX0, b.interiorX0), x0), x1)
    var i1 = Swift.min(Swift.max(Swift.min(a.interiorX1, b.interiorX1), i0), x1)
    if i1 <= i0 { (i0, i1) = (x1, x1) }
    var k = 0
    for x in x0..<i0 {
      out[k] = UInt8(
        truncatingIfNeeded: mul255(
          UInt32(a.coverage(x: x, edges: aEdges)), UInt32(b.coverage(x: x, edges: bEdges))))
      k += 1
    }
    for x in i1..<x1 {
      out[k] = UInt8(
        truncatingIfNeeded: mul255(
          UInt32(a.coverage(x: x, edges: aEdges)), UInt32(b.coverage(x: x, edges: bEdges))))
      k += 1
    }
    return RowSpans(
      x0: x0, interiorX0: i0, interiorX1: i1, x1: x1,
      interiorCoverage: UInt8(
        truncatingIfNeeded: mul255(UInt32(a.interiorCoverage), UInt32(b.interiorCoverage))))
  }

  /// Whether this row's interior is fully covered (255) over every column of `other`, whose
  /// interior is real or at its end (the form the product would give it): then the product is
  /// `other` as it is.
  @inline(__always) private func fullyCovers(_ other: RowSpans) -> Bool {
    interiorCoverage == 255 && interiorX0 < interiorX1 && interiorX0 <= other.x0
      && other.x1 <= interiorX1
      && (other.interiorX0 < other.interiorX1
        || (other.interiorX0 == other.x1 && other.interiorX1 == other.x1))
  }
}
