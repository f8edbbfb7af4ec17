@_spi(Painting) import Raster

/// A rounded rectangle's rows that do not repeat (its top and bottom edge rows and its corner
/// rows) as spans, worked out once and kept by the compositor between frames: a layer that
/// does not move keeps its corners, which are most of what small rounded layers change row by
/// row.
///
/// Immutable once built; the painter reads it through a ``CornerSpans/View`` of raw pointers.
final class CornerSpans: @unchecked Sendable {
  /// One row's spans and where its edge values start.
  struct Row {
    var x0: Int32
    var interiorX0: Int32
    var interiorX1: Int32
    var x1: Int32
    var edgeOffset: Int32
    var coverage: UInt8

    /// Spans `s`, whose edge values start at `edgeOffset` in the table's values.
    init(_ s: RowSpans, edgeOffset: Int) {
      x0 = Int32(truncatingIfNeeded: s.x0)
      interiorX0 = Int32(truncatingIfNeeded: s.interiorX0)
      interiorX1 = Int32(truncatingIfNeeded: s.interiorX1)
      x1 = Int32(truncatingIfNeeded: s.x1)
      self.edgeOffset = Int32(truncatingIfNeeded: edgeOffset)
      coverage = s.interiorCoverage
    }
  }

  /// The rows kept: `top` before the repeating rows and `bottom` after them (every row of a
  /// shape without repeating rows is in `top`).
  let top: Range<Int>
  let bottom: Range<Int>
  private let rows: UnsafeMutablePointer<Row>
  private let edges: UnsafeMutablePointer<UInt8>

  init(_ shape: RoundedRectShape) {
    let bounds = shape.bounds
    let repeating = shape.repeatingRows.clamped(to: bounds.minY..<bounds.maxY)
    if repeating.isEmpty {
      top = bounds.minY..<bounds.maxY
      bottom = bounds.maxY..<bounds.maxY
    } else {
      top = bounds.minY..<repeating.lowerBound
      bottom = repeating.upperBound..<bounds.maxY
    }
    let count = top.count + bottom.count
    rows = .allocate(capacity: Swift.max(1, count))
    let capacity = shape.edgeCapacity(rows: top) + shape.edgeCapacity(rows: bottom) + 3
    edges = .allocate(capacity: capacity)
    var k = 0
    var used = 0
    for range in [top, bottom] {
      let base = used
      used += shape.rowSpans(rows: range, edges: edges + base) { _, s, offset in
        rows[k] = Row(s, edgeOffset: base + offset)
        k += 1
      }
    }
    // (the slack after the values zero: the painter reads edge values four at a time)
    (edges + used).initialize(repeating: 0, count: capacity - used)
  }

  deinit {
    rows.deallocate()
    edges.deallocate()
  }

  /// Raw views for the painter's inner loops (valid while the table lives).
  var view: View { View(top: top, bottom: bottom, rows: rows, edges: edges) }

  /// A ``CornerSpans`` as plain values: no reference counting per row.
  struct View {
    let top: Range<Int>
    let bottom: Range<Int>
    let rows: UnsafePointer<Row>
    let edges: UnsafePointer<UInt8>

    /// No rows: a shape without a table.
    static var none: View {
      View(
        top: 0..<0, bottom: 0..<0, rows: UnsafePointer(bitPattern: 16)!,
        edges: UnsafePointer(bitPattern: 16)!)
    }

    /// Row `y`'s spans, clamped to `lo ..< hi`, if the table has the row.
    @inline(__always) func spans(y: Int, lo: Int, hi: Int) -> SpanRow? {
      let k: Int
      if top.contains(y) {
        k = y &- top.lowerBound
      } else if bottom.contains(y) {
        k = top.count &+ (y &- bottom.lowerBound)
      } else {
        return nil
      }
      let r = rows[k]
      return SpanRow(
        x0: Int(r.x0), interiorX0: Int(r.interiorX0), interiorX1: Int(r.interiorX1),
        x1: Int(r.x1), interiorCoverage: r.coverage, edges: edges + Int(r.edgeOffset), lo: lo,
        hi: hi)
    }
  }
}
