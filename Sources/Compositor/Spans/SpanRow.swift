@_spi(Painting) import Raster

/// The spans of one fill on one row, clamped to the frame's columns (see ``RowSpans``):
/// coverage 0 outside `x0 ..< x1`, `left[x − x0]` on `x0 ..< ix0`, the constant `coverage` on
/// `ix0 ..< ix1`, `right[x − ix1]` on `ix1 ..< x1`. Device columns.
struct SpanRow {
  var x0: Int
  var ix0: Int
  var ix1: Int
  var x1: Int
  var coverage: UInt32
  var left: UnsafePointer<UInt8>
  var right: UnsafePointer<UInt8>
  /// For a solid fill: its colour at the interior's coverage (`color · m`), and at the coverage
  /// of a one-pixel left or right edge; worked out once per change of spans, so that a fill on
  /// its repeating rows blends precomputed colours (src·0 = 0, which blends to nothing).
  var source: UInt32 = 0
  var leftSource: UInt32 = 0
  var rightSource: UInt32 = 0

  /// `spans` with edge values at `edges`, clamped to `lo ..< hi` (the pointers move with the
  /// ends they describe).
  @inline(__always) init(_ spans: RowSpans, edges: UnsafePointer<UInt8>, lo: Int, hi: Int) {
    self.init(
      x0: spans.x0, interiorX0: spans.interiorX0, interiorX1: spans.interiorX1, x1: spans.x1,
      interiorCoverage: spans.interiorCoverage, edges: edges, lo: lo, hi: hi)
  }

  /// The spans with these runs (as ``RowSpans`` has them) and edge values at `edges`, clamped
  /// to `lo ..< hi`. Made from the numbers rather than a `RowSpans`, whose initialiser is a
  /// call from this module (a package type's members are never inlined into another).
  @inline(__always) init(
    x0 a: Int, interiorX0 ia: Int, interiorX1 ib: Int, x1 b: Int, interiorCoverage: UInt8,
    edges: UnsafePointer<UInt8>, lo: Int, hi: Int
  ) {
    @inline(__always) func clamp(_ v: Int) -> Int { Swift.min(Swift.max(v, lo), hi) }
    x0 = clamp(a)
    ix0 = clamp(ia)
    ix1 = clamp(ib)
    x1 = clamp(b)
    coverage = UInt32(interiorCoverage)
    left = edges + (x0 - a)
    right = edges + (ia - a) + (ix1 - ib)
  }

  @inline(__always) init(
    x0: Int, ix0: Int, ix1: Int, x1: Int, coverage: UInt32, left: UnsafePointer<UInt8>,
    right: UnsafePointer<UInt8>
  ) {
    self.x0 = x0
    self.ix0 = ix0
    self.ix1 = ix1
    self.x1 = x1
    self.coverage = coverage
    self.left = left
    self.right = right
  }

  var isEmpty: Bool { x1 <= x0 }

  /// Fills in ``source``, ``leftSource`` and ``rightSource`` for a solid `color` at `opacity`:
  /// `color · m` with `m = mul255(coverage, opacity)`, as Fill scales a source.
  @inline(__always) mutating func prepareSources(color: UInt32, opacity: UInt32) {
    @inline(__always) func scaled(_ c: UInt32) -> UInt32 {
      let m = opacity == 255 ? c : mul255(c, opacity)
      return m == 255 ? color : scalePacked(color, by: m)
    }
    source = scaled(coverage)
    leftSource = ix0 - x0 == 1 ? scaled(UInt32(left[0])) : 0
    rightSource = x1 - ix1 == 1 ? scaled(UInt32(right[0])) : 0
  }

  /// Whether two spans describe the same coverage (the same runs and edge values).
  @inline(__always) func hasSameCoverage(as b: SpanRow) -> Bool {
    guard x0 == b.x0, ix0 == b.ix0, ix1 == b.ix1, x1 == b.x1, coverage == b.coverage else {
      return false
    }
    if left != b.left {
      for k in 0..<(ix0 - x0) where left[k] != b.left[k] { return false }
    }
    if right != b.right {
      for k in 0..<(x1 - ix1) where right[k] != b.right[k] { return false }
    }
    return true
  }
}
