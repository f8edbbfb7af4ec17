import Geometry

/// A rounded rectangle's drop-shadow alpha, blurred separably and exactly: the same bytes as
/// ``ReferenceGaussianBlur`` gives for ``ShadowSourceMask/init(roundedRect:)``, without a 2-D blur.
///
/// The source mask is `M(x, y) = A(x) · B(y)` away from the corner squares (see
/// ``ShadowSourceMask``), and `M = A · B + D` with a small `D ≤ 0` inside them. The blur is exact
/// and linear (integer weights, one rounding at the end), so
///
///     V(x, y) = Σⱼ wⱼ Σᵢ wᵢ M(x − i, y − j)
///             = HA(x) · VB(y) − Σ_corners Σⱼ wⱼ Σᵢ wᵢ (−D)(x − i, y − j)
///     HA(x)   = Σᵢ wᵢ A(x − i),  VB(y) = Σⱼ wⱼ B(y − j)             (1-D blurs, ≤ 255 · 2¹⁶)
///     alpha   = ⌊(V + 255 · 2³¹) / (255 · 2³²)⌋                      (GaussianBlur's rounding)
///
/// so a frame needs two 1-D blurs of a few thousand values and four small 2-D blurs of the
/// corner differences, instead of a 2-D blur of millions; and everything outside the corner
/// patches is a product of two table entries. Where `HA` is full (`255 · 2¹⁶`) and no patch
/// reaches, a row's alpha is one constant: the interior run of ``rowSpans(y:edges:)``.
///
/// For a full-screen card with σ = 12 px that is a few million multiply-adds (the corner patches
/// dominate) instead of hundreds of millions for the 2-D blur of the whole mask.
@_spi(Painting) public struct RoundedRectShadowShape: SpanCoverageShape {
  @_spi(Painting) public let bounds: PixelRect
  /// `HA` for columns `bounds.minX ..< bounds.maxX`.
  let columnSums: [UInt32]
  /// `VB` for rows `bounds.minY ..< bounds.maxY`.
  let rowSums: [UInt32]
  /// The blurred corner differences, subtracted where they reach.
  let patches: [ShadowCornerPatch]
  /// Columns (device x) where `HA` is full.
  let fullColumns: Range<Int>
  @_spi(Painting) public let repeatingRows: Range<Int>

  /// `255 · 2¹⁶`: a full 8-bit coverage times a kernel's weight sum.
  static let full: UInt32 = 255 << 16

  /// The blurred shadow of `roundedRect` (device pixels, already offset), blurred by `kernel`.
  @_spi(Painting) public init(roundedRect rr: RoundedRect, kernel: GaussianKernel) {
    let shape = RoundedRectShape(rr)
    let src = shape.bounds
    guard !src.isEmpty else {
      self.init(
        bounds: .zero, columnSums: [], rowSums: [], patches: [], fullColumns: 0..<0,
        repeatingRows: 0..<0)
      return
    }
    let r = kernel.radius
    let out = src.outset(by: r)
    // A and B: the 8-bit coverage of each column and row, exactly as ShadowSourceMask has them.
    let a = (src.minX..<src.maxX).map { x in
      coverageByte(
        Swift.max(0, Swift.min(Double(x + 1), shape.x1) - Swift.max(Double(x), shape.x0)))
    }
    let b = (src.minY..<src.maxY).map { y in
      coverageByte(
        Swift.max(0, Swift.min(Double(y + 1), shape.y1) - Swift.max(Double(y), shape.y0)))
    }
    let columnSums = Self.blur1D(a, kernel: kernel)
    let rowSums = Self.blur1D(b, kernel: kernel)
    let patches = ShadowCornerPatch.patches(shape, a: a, b: b, kernel: kernel)

    func longestFullRun(_ sums: [UInt32], origin: Int) -> Range<Int> {
      var best = 0..<0
      var start = -1
      for i in 0...sums.count {
        let isFull = i < sums.count && sums[i] == Self.full
        if isFull && start < 0 { start = i }
        if !isFull && start >= 0 {
          if i - start > best.count { best = start..<i }
          start = -1
        }
      }
      return (best.lowerBound + origin)..<(best.upperBound + origin)
    }
    let fullColumns = longestFullRun(columnSums, origin: out.minX)
    // Rows with a full VB and no patch have identical spans: HA(x) · full for every x.
    let fullRows = longestFullRun(rowSums, origin: out.minY)
    var lo = fullRows.lowerBound
    var hi = fullRows.upperBound
    for p in patches where p.region.maxY > lo && p.region.minY < hi {
      if p.region.minY <= lo {
        lo = Swift.max(lo, p.region.maxY)
      } else {
        hi = Swift.min(hi, p.region.minY)
      }
    }
    self.init(
      bounds: out, columnSums: columnSums, rowSums: rowSums, patches: patches,
      fullColumns: fullColumns, repeatingRows: lo < hi ? lo..<hi : 0..<0)
  }

  private init(
    bounds: PixelRect, columnSums: [UInt32], rowSums: [UInt32], patches: [ShadowCornerPatch],
    fullColumns: Range<Int>, repeatingRows: Range<Int>
  ) {
    self.bounds = bounds
    self.columnSums = columnSums
    self.rowSums = rowSums
    self.patches = patches
    self.fullColumns = fullColumns
    self.repeatingRows = repeatingRows
  }

  /// `out[k] = Σₜ w[t] · v[k − t]` over the source grown by the kernel radius on both sides.
  static func blur1D(_ v: [UInt32], kernel: GaussianKernel) -> [UInt32] {
    let taps = kernel.weights.count
    var out = [UInt32](repeating: 0, count: v.count + taps - 1)
    for (i, value) in v.enumerated() where value != 0 {
      for t in 0..<taps { out[i + t] &+= kernel.weights[t] &* value }
    }
    return out
  }

  /// `⌊(V + 255 · 2³¹) / (255 · 2³²)⌋` as `⌊⌊(V + 255 · 2³¹) / 2³²⌋ / 255⌋` (nested floors of
  /// positive divisions compose), so the last division is a small constant one.
  @inline(__always) static func alpha(_ v: UInt64) -> UInt8 {
    UInt8(truncatingIfNeeded: UInt32(truncatingIfNeeded: (v &+ (255 << 31)) >> 32) / 255)
  }

  // MARK: - Coverage

  @_spi(Painting) public func referenceCoverage(x: Int, y: Int) -> UInt8 {
    guard bounds.contains(x: x, y: y) else { return 0 }
    var v = UInt64(columnSums[x - bounds.minX]) * UInt64(rowSums[y - bounds.minY])
    for p in patches where p.region.contains(x: x, y: y) { v -= p.value(x: x, y: y) }
    return Self.alpha(v)
  }

  /// Alpha of columns `from ..< to` (inside the bounds) of row `y`, written to
  /// `out[0 ..< to − from]`.
  func values(y: Int, from: Int, to: Int, into out: UnsafeMutablePointer<UInt8>) {
    guard to > from else { return }
    let vb = UInt64(rowSums[y - bounds.minY])
    columnSums.withUnsafeBufferPointer { ha in
      let h = ha.baseAddress! + (from - bounds.minX)
      if patches.allSatisfy({ !$0.region.overlaps(y: y, from: from, to: to) }) {
        for k in 0..<(to - from) { out[k] = Self.alpha(UInt64(h[k]) &* vb) }
        return
      }
      for k in 0..<(to - from) {
        var v = UInt64(h[k]) &* vb
        for p in patches where p.region.contains(x: from + k, y: y) {
          v -= p.value(x: from + k, y: y)
        }
        out[k] = Self.alpha(v)
      }
    }
  }

  @_spi(Painting) public func coverageRow(
    y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt8>, scratch: RasterScratch
  ) {
    let a = Swift.max(x0, bounds.minX)
    let b = Swift.min(x0 + count, bounds.maxX)
    guard y >= bounds.minY, y < bounds.maxY, b > a else {
      out.update(repeating: 0, count: count)
      return
    }
    if a > x0 { out.update(repeating: 0, count: a - x0) }
    values(y: y, from: a, to: b, into: out + (a - x0))
    if x0 + count > b { (out + (b - x0)).update(repeating: 0, count: x0 + count - b) }
  }

  /// The columns of row `y` where alpha is the constant `HA = full` value, and that value.
  func interior(y: Int) -> (run: Range<Int>, coverage: UInt8) {
    var lo = fullColumns.lowerBound
    var hi = fullColumns.upperBound
    for p in patches where p.region.minY <= y && y < p.region.maxY {
      guard p.region.maxX > lo && p.region.minX < hi else { continue }
      if p.region.minX <= lo {
        lo = Swift.max(lo, p.region.maxX)
      } else {
        hi = p.region.minX  // a patch to the right of lo: keep the part left of it
      }
    }
    guard hi > lo else { return (0..<0, 0) }
    let c = Self.alpha(UInt64(Self.full) * UInt64(rowSums[y - bounds.minY]))
    return (lo..<hi, c)
  }

  @_spi(Painting) public func rowExtent(y: Int) -> RowExtent {
    guard y >= bounds.minY, y < bounds.maxY else { return .empty }
    let (run, c) = interior(y: y)
    if run.isEmpty { return RowExtent(x0: bounds.minX, x1: bounds.maxX) }
    return RowExtent(
      x0: bounds.minX, x1: bounds.maxX, interiorX0: run.lowerBound, interiorX1: run.upperBound,
      interiorCoverage: c)
  }

  @_spi(Painting) public func rowSpans(y: Int, edges: UnsafeMutablePointer<UInt8>) -> RowSpans {
    guard y >= bounds.minY, y < bounds.maxY, rowSums[y - bounds.minY] != 0 else { return .empty }
    let (run, c) = interior(y: y)
    if run.isEmpty || c == 0 {
      // No interior (or an all-zero row: no value exceeds the full columns' one).
      if c == 0 && !run.isEmpty { return .empty }
      values(y: y, from: bounds.minX, to: bounds.maxX, into: edges)
      var a = 0
      var b = bounds.width
      while a < b && edges[a] == 0 { a += 1 }
      while b > a && edges[b - 1] == 0 { b -= 1 }
      guard b > a else { return .empty }
      if a > 0 { for k in 0..<(b - a) { edges[k] = edges[a + k] } }
      let x1 = bounds.minX + b
      return RowSpans(
        x0: bounds.minX + a, interiorX0: x1, interiorX1: x1, x1: x1, interiorCoverage: 0)
    }
    // Left edge: trim leading zeros.
    values(y: y, from: bounds.minX, to: run.lowerBound, into: edges)
    var a = 0
    let leftTotal = run.lowerBound - bounds.minX
    while a < leftTotal && edges[a] == 0 { a += 1 }
    if a > 0 { for k in 0..<(leftTotal - a) { edges[k] = edges[a + k] } }
    let leftCount = leftTotal - a
    // Right edge: trim trailing zeros.
    let right = edges + leftCount
    values(y: y, from: run.upperBound, to: bounds.maxX, into: right)
    var b = bounds.maxX - run.upperBound
    while b > 0 && right[b - 1] == 0 { b -= 1 }
    return RowSpans(
      x0: bounds.minX + a, interiorX0: run.lowerBound, interiorX1: run.upperBound,
      x1: run.upperBound + b, interiorCoverage: c)
  }
}

extension PixelRect {
  /// Whether row `y` of this rectangle meets columns `from ..< to`.
  @inline(__always) func overlaps(y: Int, from: Int, to: Int) -> Bool {
    y >= minY && y < maxY && to > minX && from < maxX
  }
}
