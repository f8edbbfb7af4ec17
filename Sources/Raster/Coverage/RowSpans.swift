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
package struct RowSpans: Equatable, Sendable {
  package var x0: Int
  package var interiorX0: Int
  package var interiorX1: Int
  package var x1: Int
  package var interiorCoverage: UInt8

  package init(x0: Int, interiorX0: Int, interiorX1: Int, x1: Int, interiorCoverage: UInt8) {
    self.x0 = x0
    self.interiorX0 = interiorX0
    self.interiorX1 = interiorX1
    self.x1 = x1
    self.interiorCoverage = interiorCoverage
  }

  /// A row with no coverage.
  package static let empty = RowSpans(
    x0: 0, interiorX0: 0, interiorX1: 0, x1: 0, interiorCoverage: 0)

  package var isEmpty: Bool { x1 <= x0 }
  /// Pixels in the left edge run (and the first values in the edge buffer).
  package var leftCount: Int { interiorX0 - x0 }
  /// Pixels in the right edge run.
  package var rightCount: Int { x1 - interiorX1 }
  /// Edge values a caller must make room for: `x1 − x0` is always enough.
  package var edgeCount: Int { leftCount + rightCount }

  /// The coverage of pixel `x`, read back from the runs and the edge values (the definition of
  /// what the runs mean; tests compare it with a shape's `referenceCoverage`).
  package func coverage(x: Int, edges: UnsafePointer<UInt8>) -> UInt8 {
    if x < x0 || x >= x1 { return 0 }
    if x < interiorX0 { return edges[x - x0] }
    if x < interiorX1 { return interiorCoverage }
    return edges[leftCount + x - interiorX1]
  }
}

/// A shape that can describe a row as ``RowSpans``.
package protocol SpanCoverageShape: CoverageShape {
  /// The row's runs; edge values go to `edges` (room for `bounds.width` values).
  func rowSpans(y: Int, edges: UnsafeMutablePointer<UInt8>) -> RowSpans

  /// Rows whose spans and edge values are all identical (a shape's straight middle), so a
  /// compositor may compute one of them and reuse it; empty if none are known.
  var repeatingRows: Range<Int> { get }
}
