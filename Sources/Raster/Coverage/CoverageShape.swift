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
@_spi(Painting) public protocol CoverageShape: Sendable {
  /// Device pixels outside this rectangle have zero coverage.
  var bounds: PixelRect { get }

  /// Coverage of pixel `(x, y)`, 0…255 (the definition).
  func referenceCoverage(x: Int, y: Int) -> UInt8

  /// Writes the coverage of pixels `x0 ..< x0 + count` of row `y` into `out[0 ..< count]`.
  /// Columns outside ``bounds`` get 0.
  ///
  /// The caller has reserved at least `count` elements in `scratch`. Kernels own its `coverage`,
  /// `coverage2` and `colors` rows; a shape may use `coverage3` and `accumulation`.
  func coverageRow(
    y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt8>, scratch: RasterScratch)

  /// Where row `y` may be covered, and the run inside it where coverage is constant.
  func rowExtent(y: Int) -> RowExtent
}

/// What a shape covers on one row: zero outside `x0 ..< x1`; exactly `interiorCoverage` on
/// `interiorX0 ..< interiorX1` (an empty run when there is no such interior).
@_spi(Painting) public struct RowExtent: Equatable, Sendable {
  @_spi(Painting) public var x0: Int
  @_spi(Painting) public var x1: Int
  @_spi(Painting) public var interiorX0: Int
  @_spi(Painting) public var interiorX1: Int
  @_spi(Painting) public var interiorCoverage: UInt8

  internal init(x0: Int, x1: Int, interiorX0: Int, interiorX1: Int, interiorCoverage: UInt8) {
    self.x0 = x0
    self.x1 = x1
    self.interiorX0 = interiorX0
    self.interiorX1 = interiorX1
    self.interiorCoverage = interiorCoverage
  }

  /// A row with no coverage at all.
  @_spi(Painting) public static let empty = RowExtent(
    x0: 0, x1: 0, interiorX0: 0, interiorX1: 0, interiorCoverage: 0)

  /// A covered range with no known constant interior.
  internal init(x0: Int, x1: Int) {
    self.init(x0: x0, x1: Swift.max(x0, x1), interiorX0: x0, interiorX1: x0, interiorCoverage: 0)
  }

  @_spi(Painting) public var isEmpty: Bool { x1 <= x0 }
  @_spi(Painting) public var hasInterior: Bool { interiorX1 > interiorX0 }
}

extension CoverageShape {
  /// The columns of `x0 ..< x0 + count` within the bounds on row `y`, or nil, after zeroing
  /// `out[0 ..< count]`, when there are none: where a shape's coverage row has work to do.
  @inline(__always) func boundedColumns(
    y: Int, x0: Int, count: Int, zeroing out: UnsafeMutablePointer<UInt8>
  ) -> Range<Int>? {
    let a = Swift.max(x0, bounds.minX)
    let b = Swift.min(x0 + count, bounds.maxX)
    guard y >= bounds.minY, y < bounds.maxY, b > a else {
      out.update(repeating: 0, count: count)
      return nil
    }
    return a..<b
  }

  /// Default: the whole bounds row, no known interior.
  internal func rowExtent(y: Int) -> RowExtent {
    guard y >= bounds.minY, y < bounds.maxY else { return .empty }
    return RowExtent(x0: bounds.minX, x1: bounds.maxX)
  }
}

/// Reusable per-thread row buffers for row-at-a-time kernels, so that drawing allocates
/// nothing per row. One scratch belongs to one thread at a time; buffers only grow.
///
/// The buffers are raw pointers (valid until the next ``reserve(_:)`` that grows them), so a
/// kernel can hold one row while a shape it calls fills another.
@_spi(Painting) public final class RasterScratch {
  /// Capacity of every buffer, in elements.
  internal private(set) var capacity = 0
  /// A coverage row (kernels).
  @_spi(Painting) public private(set) var coverage: UnsafeMutablePointer<UInt8>
  /// A second coverage row (clips, the inner edge of a ring).
  @_spi(Painting) public private(set) var coverage2: UnsafeMutablePointer<UInt8>
  /// A third coverage row, for shapes that need one internally.
  internal private(set) var coverage3: UnsafeMutablePointer<UInt8>
  /// A colour row (paints).
  internal private(set) var colors: UnsafeMutablePointer<UInt32>
  /// An area-accumulation row for scan conversion, `capacity + 2` long.
  internal private(set) var accumulation: UnsafeMutablePointer<Float>
  /// A double-precision accumulation row, `capacity + 2` long, all zero between uses: a shape
  /// that scans into it clears the cells it touched (PathShape).
  @_spi(Painting) public private(set) var cells: UnsafeMutablePointer<Double>
  /// Room for a path scan's edge pieces (PathShape's scanner rebinds it), ``rangeCapacity``
  /// long (see ``reserveRanges(_:)``).
  @_spi(Painting) public private(set) var ranges: UnsafeMutablePointer<SIMD2<Int32>>
  internal private(set) var rangeCapacity = 0

  @_spi(Painting) public init(capacity: Int = 0) {
    coverage = .allocate(capacity: 1)
    coverage2 = .allocate(capacity: 1)
    coverage3 = .allocate(capacity: 1)
    colors = .allocate(capacity: 1)
    accumulation = .allocate(capacity: 3)
    cells = .allocate(capacity: 3)
    cells.initialize(repeating: 0, count: 3)
    ranges = .allocate(capacity: 1)
    reserve(capacity)
  }

  /// Makes every buffer hold at least `count` elements. Growing invalidates earlier pointers, so
  /// kernels reserve the whole row before they take any.
  @_spi(Painting) public func reserve(_ count: Int) {
    guard count > capacity else { return }
    let n = Swift.max(count, 2 * capacity)
    coverage.deallocate()
    coverage2.deallocate()
    coverage3.deallocate()
    colors.deallocate()
    accumulation.deallocate()
    cells.deallocate()
    coverage = .allocate(capacity: n)
    coverage2 = .allocate(capacity: n)
    coverage3 = .allocate(capacity: n)
    colors = .allocate(capacity: n)
    accumulation = .allocate(capacity: n + 2)
    cells = .allocate(capacity: n + 2)
    cells.initialize(repeating: 0, count: n + 2)
    capacity = n
  }

  /// Makes ``ranges`` hold at least `count` elements.
  @_spi(Painting) public func reserveRanges(_ count: Int) {
    guard count > rangeCapacity else { return }
    let n = Swift.max(count, 2 * rangeCapacity)
    ranges.deallocate()
    ranges = .allocate(capacity: n)
    rangeCapacity = n
  }

  deinit {
    coverage.deallocate()
    coverage2.deallocate()
    coverage3.deallocate()
    colors.deallocate()
    accumulation.deallocate()
    cells.deallocate()
    ranges.deallocate()
  }
}
