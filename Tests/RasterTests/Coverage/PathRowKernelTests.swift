import Foundation
import Geometry
import TestSupport
import Testing

@_spi(Painting) @testable import Raster

/// The path-row kernels (every version this CPU runs) against the Swift scan they port, which
/// PathShapeTests holds to the per-pixel reference: the same spans and values, and blended rows
/// with the bytes of blending those spans pixel by pixel.
@Suite struct PathRowKernelTests {
  static let levels = WideKernels.Level.allCases.filter { $0 <= WideKernels.supported }

  /// Memory a row's scan needs, with room for any window of `shape` and the lanes' slack. The
  /// values follow sixteen bytes that are not zero, where a lane reading before them would
  /// blend a wrong pixel (a zero value blends as nothing).
  final class Buffers {
    static let lead = 16
    let values: UnsafeMutablePointer<UInt8>
    let plain: UnsafeMutablePointer<UInt8>
    let cells: UnsafeMutablePointer<Double>
    let ranges: UnsafeMutablePointer<SIMD2<Int32>>
    let width: Int

    init(_ shape: PathShape, width: Int) {
      self.width = width
      let memory = UnsafeMutablePointer<UInt8>.allocate(capacity: Self.lead + width + 3)
      memory.initialize(repeating: 0xA5, count: Self.lead)
      values = memory + Self.lead
      plain = .allocate(capacity: width + 3)
      cells = .allocate(capacity: width + 2)
      cells.initialize(repeating: 0, count: width + 2)
      ranges = .allocate(capacity: shape.scanner.maximumRanges)
    }

    var cellsAreZero: Bool { (0..<width + 2).allSatisfy { cells[$0] == 0 } }

    deinit {
      (values - Self.lead).deallocate()
      plain.deallocate()
      cells.deallocate()
      ranges.deallocate()
    }
  }

  /// Shapes of every kind the tests draw, small and large (long edges and interiors take the
  /// wide kernels).
  static func shapes(seed: UInt64, count: Int) -> [PathShape] {
    var rng = SeededRandom(seed: seed)
    var shapes: [PathShape] = []
    for n in 0..<count {
      let kind = PathShapeTests.Kind.allCases[n % PathShapeTests.Kind.allCases.count]
      shapes.append(randomPathShape(kind, rule: n % 3 == 0 ? .evenOdd : .winding, &rng))
    }
    for n in 0..<6 {
      var path = Path()
      let r = rng.double(40...140)
      path.addEllipse(
        in: CGRect(x: rng.double(0...20), y: rng.double(0...20), width: 2 * r, height: r))
      path.move(to: CGPoint(x: rng.double(0...300), y: rng.double(0...300)))
      path.addQuadCurve(
        to: CGPoint(x: rng.double(0...300), y: rng.double(0...300)),
        control: CGPoint(x: rng.double(0...300), y: rng.double(0...300)))
      path =
        n % 2 == 0
        ? path
        : path.strokeOutline(
          StrokeStyle(lineWidth: rng.double(2...12), lineCap: .round),
          tolerance: PathShape.flatteningTolerance)
      shapes.append(
        PathShape(path: path, transform: .identity, rule: n % 3 == 0 ? .evenOdd : .winding))
    }
    return shapes
  }

  /// Windows of columns for row scans: the whole shape and beyond, and random cuts through it.
  static func windows(_ shape: PathShape, _ rng: inout SeededRandom) -> [(Int, Int)] {
    let b = shape.bounds
    var windows = [(b.minX - 5, b.maxX + 5)]
    for _ in 0..<2 {
      let lo = rng.int(b.minX - 3...b.maxX)
      windows.append((lo, lo + rng.int(1...b.width + 4)))
    }
    return windows
  }

  @Test func edgesAreLaidOutAsTheKernelsRead() {
    #expect(MemoryLayout<PolygonEdge>.stride == 48)
    let fields: [PartialKeyPath<PolygonEdge>] = [\.x0, \.y0, \.x1, \.y1, \.dxdy, \.winding]
    #expect(fields.map { MemoryLayout<PolygonEdge>.offset(of: $0) } == [0, 8, 16, 24, 32, 40])
  }

  @Test(arguments: levels) func rowsEqualTheSwiftScan(level: WideKernels.Level) {
    var rng = SeededRandom(seed: 401)
    for (n, shape) in Self.shapes(seed: 402, count: 60).enumerated() {
      let buffers = Buffers(shape, width: shape.bounds.width + 16)
      let scanner = shape.scanner
      for y in shape.bounds.minY - 1...shape.bounds.maxY {
        for (lo, hi) in Self.windows(shape, &rng) {
          let fast = scanner.rowSpans(
            y: y, x0: lo, x1: hi, edges: buffers.values, cells: buffers.cells,
            ranges: buffers.ranges, level: level)
          let plain = scanner.plainRowSpans(
            y: y, x0: lo, x1: hi, edges: buffers.plain, cells: buffers.cells,
            ranges: buffers.ranges)
          let same =
            fast == plain
            && (0..<fast.edgeCount).allSatisfy { buffers.values[$0] == buffers.plain[$0] }
          guard same, buffers.cellsAreZero else {
            Issue.record("\(level) shape \(n) row \(y) [\(lo), \(hi)): \(fast), Swift \(plain)")
            return
          }
        }
      }
    }
  }

  /// The path fuzzer's crash in `PathScanner.Piece`: an edge 10²⁰ to the left (the fuzzer's
  /// came out of a wild path under a perspective clip) crossed each row past `Int`'s range, and
  /// its columns, converted whole, stopped the process (the C scan's conversion was undefined).
  /// Columns are clamped to ±2⁶², and every scan gives the Swift scan's spans.
  @Test(arguments: levels) func aSidePastIntsRangeCountsAsWhollyLeft(level: WideKernels.Level) {
    let far = -1e20
    let shape = PathShape(
      clippedContours: [[SIMD2(far, 0), SIMD2(50, 0), SIMD2(50, 10), SIMD2(far, 10)]],
      rule: .winding)
    let buffers = Buffers(shape, width: 80)
    let scanner = shape.scanner
    for y in 0..<10 {
      let fast = scanner.rowSpans(
        y: y, x0: -10, x1: 60, edges: buffers.values, cells: buffers.cells,
        ranges: buffers.ranges, level: level)
      let plain = scanner.plainRowSpans(
        y: y, x0: -10, x1: 60, edges: buffers.plain, cells: buffers.cells,
        ranges: buffers.ranges)
      #expect(fast == plain, "row \(y)")
      #expect(buffers.cellsAreZero)
    }
  }

  /// Rows blended in one call (the shape's rows and one past each end, through a stride) equal
  /// each row's spans blended pixel by pixel over random backgrounds, the pixels past the
  /// run included.
  @Test(arguments: levels) func blendedRowsEqualTheSpansBlended(level: WideKernels.Level) {
    var rng = SeededRandom(seed: 403)
    for (n, shape) in Self.shapes(seed: 404, count: 40).enumerated() {
      let buffers = Buffers(shape, width: shape.bounds.width + 16)
      let scanner = shape.scanner
      // Columns from `origin` on, with room past the right for the lanes' slack, in rows
      // `stride` pixels apart.
      let origin = shape.bounds.minX - 8
      let width = shape.bounds.width + 24
      let stride = width + 5
      let rows = shape.bounds.minY - 1..<shape.bounds.maxY + 1
      let alpha = UInt32(rng.int(0...255))
      let color = scalePacked(
        UInt32(truncatingIfNeeded: rng.int(0...0xFF_FFFF)) | 0xFF00_0000, by: alpha)
      let opacity = n % 4 == 0 ? 255 : UInt32(rng.int(0...255))
      for (lo, hi) in Self.windows(shape, &rng) {
        let under = (0..<rows.count * stride).map { _ in
          let a = UInt32(rng.int(0...255))
          return scalePacked(
            UInt32(truncatingIfNeeded: rng.int(0...0xFF_FFFF)) | 0xFF00_0000, by: a)
        }
        var expected = under
        for (k, y) in rows.enumerated() {
          let spans = scanner.plainRowSpans(
            y: y, x0: lo, x1: hi, edges: buffers.plain, cells: buffers.cells,
            ranges: buffers.ranges)
          if spans.isEmpty { continue }
          for x in spans.x0..<spans.x1 {
            let v = UInt32(spans.coverage(x: x, edges: buffers.plain))
            let i = k * stride + x - origin
            expected[i] = sourceOverPacked(
              expected[i], scalePacked(color, by: mul255(v, opacity)))
          }
        }
        var frame = under
        frame.withUnsafeMutableBufferPointer {
          scanner.blendRows(
            rows, x0: lo, x1: hi, color: color, opacity: opacity,
            into: $0.baseAddress! - origin, stride: stride, values: buffers.values,
            cells: buffers.cells, ranges: buffers.ranges, level: level)
        }
        guard frame == expected, buffers.cellsAreZero else {
          let i = (0..<frame.count).first { frame[$0] != expected[$0] }
          let at = i.map { "row \(rows.lowerBound + $0 / stride), x \($0 % stride + origin)" }
          Issue.record("\(level) shape \(n) [\(lo), \(hi)): first difference at \(at as Any)")
          return
        }
      }
    }
  }
}
