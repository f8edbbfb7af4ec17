import Raster

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
    @inline(__always) func clamp(_ v: Int) -> Int { Swift.min(Swift.max(v, lo), hi) }
    x0 = clamp(spans.x0)
    ix0 = clamp(spans.interiorX0)
    ix1 = clamp(spans.interiorX1)
    x1 = clamp(spans.x1)
    coverage = UInt32(spans.interiorCoverage)
    left = edges + (x0 - spans.x0)
    right = edges + spans.leftCount + (ix1 - spans.interiorX1)
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

/// A fill that shows on the current row (its spans are `previous[fill]`, the painter's record
/// of each fill's spans on the row being painted) and the columns `hole0 ..< hole1` that opaque
/// fills above it hide (empty when `hole1 ≤ hole0`). 32 bytes, written once per fill and row.
struct VisibleFill {
  var fill: Int32
  var hole0: Int32
  var hole1: Int32
  var paintIndex: Int32
  /// From the fill, for painting without reading it again.
  var color: UInt32
  var opacity: UInt32
  var isOccluder: Bool
  /// A solid colour that no hole touches: painted by the row loop's short path.
  var simple: Bool

  init(
    fill: Int, hole0: Int, hole1: Int, color: UInt32, opacity: UInt32, paintIndex: Int,
    isOccluder: Bool, simple: Bool
  ) {
    self.fill = Int32(truncatingIfNeeded: fill)
    self.hole0 = Int32(truncatingIfNeeded: hole0)
    self.hole1 = Int32(truncatingIfNeeded: hole1)
    self.paintIndex = Int32(truncatingIfNeeded: paintIndex)
    self.color = color
    self.opacity = opacity
    self.isOccluder = isOccluder
    self.simple = simple
  }
}

/// The reusable buffers of a band painter, so that painting allocates nothing per row (and,
/// once grown, nothing per frame). Buffers only grow. One thread uses a scratch at a time (the
/// compositor hands them out from a locked pool), hence the unchecked `Sendable`.
final class SpanScratch: @unchecked Sendable {
  /// Row buffers for shapes and clips (generic fills).
  let raster = RasterScratch()
  private(set) var width = 0
  private(set) var fillCapacity = 0
  private(set) var edgeCapacity = 0
  /// One bit per column boundary `0 ... width` (relative to the frame's first column).
  private(set) var bits = UnsafeMutablePointer<UInt64>.allocate(capacity: 1)
  /// At each breakpoint column, how many dirty segments lie left of it; and each dirty
  /// segment's columns `segmentStart[s] ..< segmentEnd[s]`.
  private(set) var rank = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
  private(set) var segmentStart = UnsafeMutablePointer<Int>.allocate(capacity: 1)
  private(set) var segmentEnd = UnsafeMutablePointer<Int>.allocate(capacity: 1)
  /// One colour per dirty segment.
  private(set) var segments = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
  /// Paint colours of one run.
  private(set) var colors = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
  /// The row being painted, in L1 (plus slack for four-pixel stores past its end).
  private(set) var line = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
  /// Active fills (indices, in drawing order) and the visible ones on the current row.
  private(set) var active = UnsafeMutablePointer<Int>.allocate(capacity: 1)
  private(set) var visible = UnsafeMutablePointer<VisibleFill>.allocate(capacity: 1)
  /// Edge values computed for the current row, and those of the last row painted.
  private(set) var edges = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
  private(set) var previousEdges = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
  /// One bit per column that differs from the row above (zero between rows).
  private(set) var dirty = UnsafeMutablePointer<UInt64>.allocate(capacity: 1)
  /// Per fill (by index): its spans on the last row painted, and whether it had any.
  private(set) var previous = UnsafeMutablePointer<SpanRow>.allocate(capacity: 1)
  private(set) var present = UnsafeMutablePointer<Bool>.allocate(capacity: 1)

  /// Words of ``bits`` covering `columns` columns and their end boundary.
  static func wordCount(_ columns: Int) -> Int { (columns >> 6) + 1 }

  /// Makes room for rows of `width` columns and `fills` fills.
  func reserve(width w: Int, fills: Int) {
    if w > width {
      let n = Swift.max(w, 2 * width)
      bits.deallocate()
      segmentStart.deallocate()
      segmentEnd.deallocate()
      rank.deallocate()
      dirty.deallocate()
      segments.deallocate()
      colors.deallocate()
      line.deallocate()
      bits = .allocate(capacity: Self.wordCount(n) + 1)
      bits.initialize(repeating: 0, count: Self.wordCount(n) + 1)
      dirty = .allocate(capacity: Self.wordCount(n) + 1)
      dirty.initialize(repeating: 0, count: Self.wordCount(n) + 1)
      segmentStart = .allocate(capacity: n + 2)
      segmentEnd = .allocate(capacity: n + 2)
      rank = .allocate(capacity: n + 2)
      segments = .allocate(capacity: n + 4)  // slack: blends read up to 3 slots past a run
      colors = .allocate(capacity: n + 1)
      line = .allocate(capacity: n + 8)
      width = n
    }
    raster.reserve(w)
    if fills > fillCapacity {
      let n = Swift.max(fills, 2 * fillCapacity)
      active.deallocate()
      visible.deallocate()
      previous.deallocate()
      present.deallocate()
      active = .allocate(capacity: n)
      visible = .allocate(capacity: n)
      previous = .allocate(capacity: n)
      present = .allocate(capacity: n)
      fillCapacity = n
    }
  }

  /// Makes room for `count` edge values in both arenas. Only between rows; returns whether the
  /// arenas moved (then the previous row's spans no longer have their edge values).
  func reserveEdges(_ count: Int) -> Bool {
    guard count > edgeCapacity else { return false }
    let n = Swift.max(count, 2 * edgeCapacity)
    edges.deallocate()
    previousEdges.deallocate()
    edges = .allocate(capacity: n)
    previousEdges = .allocate(capacity: n)
    edgeCapacity = n
    return true
  }

  /// After a row: its edge values become the previous row's.
  func swapEdges() { swap(&edges, &previousEdges) }

  deinit {
    bits.deallocate()
    segmentStart.deallocate()
    segmentEnd.deallocate()
    rank.deallocate()
    segments.deallocate()
    colors.deallocate()
    line.deallocate()
    active.deallocate()
    visible.deallocate()
    edges.deallocate()
    previousEdges.deallocate()
    dirty.deallocate()
    previous.deallocate()
    present.deallocate()
  }
}
