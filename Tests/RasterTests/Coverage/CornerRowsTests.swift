import Foundation
import Geometry
import TestSupport
import Testing

@_spi(Painting) @testable import Raster

/// Many rows of a rounded rectangle at once (the corner kernel, every version this CPU runs)
/// against the same rows one at a time, which RowSpansTests holds to the per-pixel reference.
@Suite struct CornerRowsTests {
  static let levels = WideKernels.Level.allCases.filter { $0 <= WideKernels.supported }

  /// Rows `rows` of `shape` both ways: what differs, as text.
  func differences(
    _ shape: RoundedRectShape, rows: Range<Int>, level: WideKernels.Level
  ) -> [String] {
    let capacity = shape.edgeCapacity(rows: rows)
    let batch = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    let single = UnsafeMutablePointer<UInt8>.allocate(capacity: Swift.max(1, shape.bounds.width))
    defer {
      batch.deallocate()
      single.deallocate()
    }
    var bad: [String] = []
    var next = rows.lowerBound
    var end = 0
    let used = shape.rowSpans(rows: rows, edges: batch, level: level) { y, s, offset in
      if y != next { bad.append("row \(y) came after \(next - 1)") }
      next = y + 1
      if offset != end { bad.append("row \(y): values at \(offset), not \(end)") }
      end = offset + s.edgeCount
      let expected = shape.rowSpans(y: y, edges: single)
      if s != expected {
        bad.append("row \(y): \(s), one at a time \(expected)")
      } else if !(0..<s.edgeCount).allSatisfy({ batch[offset + $0] == single[$0] }) {
        bad.append("row \(y): values differ")
      }
    }
    if next != rows.upperBound { bad.append("rows ended at \(next)") }
    if used != end { bad.append("\(used) values written, rows used \(end)") }
    if used + 8 > capacity { bad.append("\(used) values overflow the room for \(capacity)") }
    return bad
  }

  /// Shapes like S3's: fractional, radius up to 40, every row of the shape and a margin.
  @Test(arguments: levels) func largeShapesEqualRowByRow(level: WideKernels.Level) {
    var rng = SeededRandom(seed: 131)
    for _ in 0..<150 {
      let rr = randomLayerRoundedRect(&rng, origin: -20...300)
      let shape = RoundedRectShape(rr)
      let rows = shape.bounds.minY - 2..<shape.bounds.maxY + 2
      let bad = differences(shape, rows: rows, level: level)
      #expect(bad.isEmpty, "\(level) \(rr): \(bad.prefix(3))")
    }
  }

  /// Small and odd shapes: per-corner radii, capsules, slivers, narrow rows, and runs that
  /// start and end anywhere (a band's rows).
  @Test(arguments: levels) func oddShapesAndPartialRunsEqualRowByRow(level: WideKernels.Level) {
    var rng = SeededRandom(seed: 132)
    for i in 0..<400 {
      let rr: RoundedRect
      if i % 3 == 0 {
        let w = rng.double(0.2...60)
        let h = rng.double(0.2...60)
        rr = RoundedRect(
          rect: CGRect(x: rng.double(-5...5), y: rng.double(-5...5), width: w, height: h),
          radii: CornerRadii(
            topLeft: rng.double(0...w), topRight: rng.double(0...w),
            bottomRight: rng.double(0...h), bottomLeft: rng.double(0...h)))
      } else {
        rr = randomRoundedRect(&rng, width: 64, height: 48)
      }
      let shape = RoundedRectShape(rr)
      let a = rng.int(shape.bounds.minY - 1...shape.bounds.maxY)
      let b = rng.int(a...shape.bounds.maxY + 1)
      let bad = differences(shape, rows: a..<b, level: level)
      #expect(bad.isEmpty, "\(level) \(rr) rows \(a)..<\(b): \(bad.prefix(3))")
    }
  }
}
