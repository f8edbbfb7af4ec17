/// A shape as the fraction of each device pixel it covers, 0…255.
///
/// Pixel `(x, y)` is the unit square `[x, x + 1) × [y, y + 1)` in device coordinates (y down).
/// A shape answers two ways:
/// - ``referenceCoverage(x:y:)``: one pixel at a time, written plainly. It *defines* the shape.
/// - ``coverageRow(y:x0:count:into:scratch:)``: a run of one row at once, fast. It must give the
///   same bytes as the reference (tests check it on seeded random shapes), unless the conforming
///   type documents a tolerance.
///
/// ``rowExtent(y:)`` lets kernels skip work: outside `[x0, x1)` coverage is zero, and inside
/// the interior run it is the constant `interiorCoverage`, so a solid fill blends the interior
/// once instead of once per pixel.
package protocol CoverageShape: Sendable {
  /// Device pixels outside this rectangle have zero coverage.
  var bounds: PixelRect { get }

  /// Coverage of pixel `(x, y)`, 0…255 (the definition).
  func referenceCoverage(x: Int, y: Int) -> UInt8

  /// Writes the coverage of pixels `x0 ..< x0 + count` of row `y` into `out[0 ..< count]`.
  /// Columns outside ``bounds`` get 0.
  func coverageRow(
    y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt8>, scratch: inout RasterScratch)

  /// Where row `y` may be covered, and the run inside it where coverage is constant.
  func rowExtent(y: Int) -> RowExtent
}

/// What a shape covers on one row: zero outside `x0 ..< x1`; exactly `interiorCoverage` on
/// `interiorX0 ..< interiorX1` (an empty run when there is no such interior).
package struct RowExtent: Equatable, Sendable {
  package var x0: Int
  package var x1: Int
  package var interiorX0: Int
  package var interiorX1: Int
  package var interiorCoverage: UInt8

  package init(x0: Int, x1: Int, interiorX0: Int, interiorX1: Int, interiorCoverage: UInt8) {
    self.x0 = x0
    self.x1 = x1
    self.interiorX0 = interiorX0
    self.interiorX1 = interiorX1
    self.interiorCoverage = interiorCoverage
  }

  /// A row with no coverage at all.
  package static let empty = RowExtent(x0: 0, x1: 0, interiorX0: 0, interiorX1: 0, interiorCoverage: 0)

  /// A covered range with no known constant interior.
  package init(x0: Int, x1: Int) {
    self.init(x0: x0, x1: Swift.max(x0, x1), interiorX0: x0, interiorX1: x0, interiorCoverage: 0)
  }

  package var isEmpty: Bool { x1 <= x0 }
  package var hasInterior: Bool { interiorX1 > interiorX0 }
}

extension CoverageShape {
  /// Default: the whole bounds row, no known interior.
  package func rowExtent(y: Int) -> RowExtent {
    guard y >= bounds.minY, y < bounds.maxY else { return .empty }
    return RowExtent(x0: bounds.minX, x1: bounds.maxX)
  }
}

/// Reusable per-thread buffers for row-at-a-time kernels, so that drawing allocates nothing per
/// row. Each buffer only grows.
package struct RasterScratch {
  package var coverage: [UInt8] = []
  package var coverage2: [UInt8] = []
  package var colors: [UInt32] = []
  package var accumulation: [Float] = []

  package init() {}

  /// Makes every buffer hold at least `count` elements.
  package mutating func reserve(_ count: Int) {
    if coverage.count < count {
      coverage = [UInt8](repeating: 0, count: count)
      coverage2 = [UInt8](repeating: 0, count: count)
      colors = [UInt32](repeating: 0, count: count)
      accumulation = [Float](repeating: 0, count: count + 2)
    }
  }
}
