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

  @inline(__always) init(x0: Int, ix0: Int, ix1: Int, x1: Int, coverage: UInt32, left: UnsafePointer<UInt8>, right: UnsafePointer<UInt8>) {
    self.x0 = x0
    self.ix0 = ix0
    self.ix1 = ix1
    self.x1 = x1
    self.coverage = coverage
    self.left = left
    self.right = right
  }

  var isEmpty: Bool { x1 <= x0 }
}

/// A fill that shows on the current row: its spans, and the columns `hole0 ..< hole1` that opaque
/// fills above it hide (empty when `hole1 ≤ hole0`).
struct VisibleFill {
  var row: SpanRow
  var fill: Int
  var hole0: Int
  var hole1: Int
  /// From the fill, for painting without reading it again.
  var color: UInt32
  var opacity: UInt32
  var paintIndex: Int
  var isOccluder: Bool
  /// A solid colour that no hole touches: painted by the row loop's short path.
  var simple: Bool
  /// The interior's colour at its coverage: `color · m` (0 when m = 0).
  var source: UInt32
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
  /// The row's breakpoints, left to right, and at each breakpoint column the index of the
  /// segment that starts there.
  private(set) var breaks = UnsafeMutablePointer<Int>.allocate(capacity: 1)
  private(set) var rank = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
  /// One colour per segment between consecutive breakpoints.
  private(set) var segments = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
  /// Paint colours of one run.
  private(set) var colors = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
  /// The row being painted, in L1 (plus slack for four-pixel stores past its end).
  private(set) var line = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
  /// Active fills (indices, in drawing order) and the visible ones on the current row.
  private(set) var active = UnsafeMutablePointer<Int>.allocate(capacity: 1)
  private(set) var visible = UnsafeMutablePointer<VisibleFill>.allocate(capacity: 1)
  /// Edge values computed for the current row.
  private(set) var edges = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)

  /// Words of ``bits`` covering `columns` columns and their end boundary.
  static func wordCount(_ columns: Int) -> Int { (columns >> 6) + 1 }

  /// Makes room for rows of `width` columns and `fills` fills.
  func reserve(width w: Int, fills: Int) {
    if w > width {
      let n = Swift.max(w, 2 * width)
      bits.deallocate(); breaks.deallocate(); rank.deallocate()
      segments.deallocate(); colors.deallocate(); line.deallocate()
      bits = .allocate(capacity: Self.wordCount(n) + 1)
      bits.initialize(repeating: 0, count: Self.wordCount(n) + 1)
      breaks = .allocate(capacity: n + 2)
      rank = .allocate(capacity: n + 2)
      segments = .allocate(capacity: n + 1)
      colors = .allocate(capacity: n + 1)
      line = .allocate(capacity: n + 8)
      width = n
    }
    raster.reserve(w)
    if fills > fillCapacity {
      let n = Swift.max(fills, 2 * fillCapacity)
      active.deallocate(); visible.deallocate()
      active = .allocate(capacity: n)
      visible = .allocate(capacity: n)
      fillCapacity = n
    }
  }

  /// Makes room for `count` edge values. Only between rows: it moves the buffer.
  func reserveEdges(_ count: Int) {
    guard count > edgeCapacity else { return }
    let n = Swift.max(count, 2 * edgeCapacity)
    edges.deallocate()
    edges = .allocate(capacity: n)
    edgeCapacity = n
  }

  deinit {
    bits.deallocate(); breaks.deallocate(); rank.deallocate(); segments.deallocate()
    colors.deallocate(); line.deallocate(); active.deallocate(); visible.deallocate()
    edges.deallocate()
  }
}
