import Foundation

/// A non-horizontal polygon edge, stored top to bottom (`y0 < y1`) with the direction it was
/// drawn in: `winding = +1` when it ran downwards.
struct PolygonEdge: Sendable {
  var x0: Double, y0: Double
  var x1: Double, y1: Double
  /// Horizontal run per unit of height.
  var dxdy: Double
  var winding: Double

  init(_ a: SIMD2<Double>, _ b: SIMD2<Double>) {
    let down = a.y < b.y
    let top = down ? a : b
    let bottom = down ? b : a
    x0 = top.x
    y0 = top.y
    x1 = bottom.x
    y1 = bottom.y
    dxdy = (x1 - x0) / (y1 - y0)
    winding = down ? 1 : -1
  }

  /// x where the edge crosses height `y` (within `y0 … y1`); exact at both ends, and between
  /// them: an edge a few subnormals high has an infinite slope, whose product would be ±∞ and
  /// stop whatever converts it to a column.
  @inline(__always) func x(at y: Double) -> Double {
    if y == y0 { return x0 }
    if y == y1 { return x1 }
    let x = x0 + (y - y0) * dxdy
    return Swift.min(Swift.max(x, Swift.min(x0, x1)), Swift.max(x0, x1))
  }
}

/// Edges sorted into bands of rows, so that a row looks at a handful of edges whichever order
/// rows are asked for in: the edges touching band `b` (rows `y0 + b · bandHeight ..< … +
/// bandHeight`) are `bandEdges[bandStart[b] ..< bandStart[b + 1]]`, copies of the edges in their
/// original order, so that a row reads its band's edges from consecutive memory.
///
/// The band height (1 to 16 rows, a power of two) is chosen per table so that a row's band holds
/// about as many edges as cross the row itself plus two: short edges (a flattened curve, a
/// stroke's outline) get thin bands, long ones (a rectangle's sides) tall bands, which list them
/// fewer times. The tables live in memory the table owns, so that scans read them through raw
/// pointers (``view``) with no reference counting per row.
struct EdgeTable: @unchecked Sendable {
  let storage: EdgeStorage
  let y0: Int
  /// log₂ of the band height.
  let bandShift: Int
  /// The most edges any band holds.
  let maximumBandCount: Int

  /// No edges.
  static let empty = EdgeTable(edges: [], rows: 0..<0)

  /// The table of `edges`, which lie within `rows`.
  init(edges: [PolygonEdge], rows: Range<Int>) {
    let top = rows.lowerBound
    y0 = top
    // Edge e touches rows ⌊y0⌋ ..< ⌈y1⌉; waste per row is about (edges · height / rows).
    let shift =
      edges.isEmpty
      ? 4
      : Swift.min(4, Swift.max(0, Int(log2(Double(Swift.max(1, 2 * rows.count / edges.count))))))
    bandShift = shift
    let bandCount = (rows.count + (1 << shift) - 1) >> shift
    let start = UnsafeMutablePointer<Int32>.allocate(capacity: bandCount + 1)
    start.initialize(repeating: 0, count: bandCount + 1)
    let (list, total, most) = edges.withUnsafeBufferPointer { edges in
      var total = 0
      var most = 0
      // Each edge's first and last band, then how many edges each band holds.
      let bands = UnsafeMutablePointer<SIMD2<Int32>>.allocate(capacity: Swift.max(1, edges.count))
      defer { bands.deallocate() }
      if bandCount > 0 {
        for i in 0..<edges.count {
          let e = edges[i]
          let first = (floorInt(e.y0) &- top) &>> shift
          let last = (-floorInt(-e.y1) &- 1 &- top) &>> shift
          let a = Swift.max(0, first)
          let b = Swift.min(bandCount &- 1, Swift.max(first, last))
          bands[i] = SIMD2(Int32(truncatingIfNeeded: a), Int32(truncatingIfNeeded: b))
          var k = a
          while k <= b {
            start[k &+ 1] &+= 1
            k &+= 1
          }
          total &+= b &- a &+ 1
        }
      }
      for b in 0..<bandCount {
        most = Swift.max(most, Int(start[b &+ 1]))
        start[b &+ 1] &+= start[b]
      }
      // The bands' lists, each in the edges' order.
      let list = UnsafeMutablePointer<PolygonEdge>.allocate(capacity: Swift.max(1, total))
      let fill = UnsafeMutablePointer<Int32>.allocate(capacity: Swift.max(1, bandCount))
      defer { fill.deallocate() }
      fill.initialize(from: start, count: bandCount)
      if bandCount > 0 {
        for i in 0..<edges.count {
          let e = edges[i]
          var k = Int(bands[i].x)
          let b = Int(bands[i].y)
          while k <= b {
            (list + Int(fill[k])).initialize(to: e)
            fill[k] &+= 1
            k &+= 1
          }
        }
      }
      return (list, total, most)
    }
    storage = EdgeStorage(bandEdges: list, count: total, bandStart: start)
    maximumBandCount = most
  }

  /// The table through raw pointers, valid while the table (its storage) lives.
  var view: EdgeTableView {
    EdgeTableView(
      bandEdges: storage.bandEdges, bandStart: storage.bandStart, y0: y0, bandShift: bandShift)
  }
}

/// An edge table's memory, freed with it.
final class EdgeStorage: @unchecked Sendable {
  let bandEdges: UnsafeMutablePointer<PolygonEdge>
  let bandStart: UnsafeMutablePointer<Int32>
  let count: Int

  /// Takes ownership of `count` initialised edges and of the band starts.
  init(
    bandEdges: UnsafeMutablePointer<PolygonEdge>, count: Int, bandStart: UnsafeMutablePointer<Int32>
  ) {
    self.bandEdges = bandEdges
    self.count = count
    self.bandStart = bandStart
  }

  deinit {
    bandEdges.deinitialize(count: count)
    bandEdges.deallocate()
    bandStart.deallocate()
  }
}

/// An ``EdgeTable`` through raw pointers: what row scans read.
struct EdgeTableView {
  let bandEdges: UnsafePointer<PolygonEdge>
  let bandStart: UnsafePointer<Int32>
  let y0: Int
  let bandShift: Int

  /// The range of `bandEdges` for the band holding row `y` (which must lie within the rows).
  @inline(__always) func band(of y: Int) -> Range<Int> {
    let b = (y - y0) >> bandShift
    return Int(bandStart[b])..<Int(bandStart[b + 1])
  }

  /// The `k`th edge of the band lists.
  @inline(__always) func edge(_ k: Int) -> PolygonEdge { bandEdges[k] }
}

/// Where a row band's edges cross it: the x range of every edge piece in it, and the range of
/// the crossings at its top and bottom lines (empty ranges, min > max, where none reach them).
struct RowCrossings {
  var minX = Double.infinity
  var maxX = -Double.infinity
  var leftTop = Double.infinity
  var rightTop = -Double.infinity
  var leftBottom = Double.infinity
  var rightBottom = -Double.infinity
}

extension EdgeTable {
  /// The crossings of the edges with row band `[y, y + 1]` (a row within the table's rows).
  func crossings(ofRow y: Int) -> RowCrossings {
    let top = Double(y)
    let bottom = Double(y + 1)
    var c = RowCrossings()
    let table = view
    for k in table.band(of: y) {
      let e = table.edge(k)
      let t = Swift.max(e.y0, top)
      let u = Swift.min(e.y1, bottom)
      guard u > t else { continue }
      let xt = e.x(at: t)
      let xb = e.x(at: u)
      c.minX = Swift.min(c.minX, xt, xb)
      c.maxX = Swift.max(c.maxX, xt, xb)
      if t == top {
        c.leftTop = Swift.min(c.leftTop, xt)
        c.rightTop = Swift.max(c.rightTop, xt)
      }
      if u == bottom {
        c.leftBottom = Swift.min(c.leftBottom, xb)
        c.rightBottom = Swift.max(c.rightBottom, xb)
      }
    }
    return c
  }
}

/// Adds one edge piece's coverage differences `cov(i) − cov(i − 1)` to `acc[i − x0]` for
/// columns `x0 ..< x0 + count` (everything left of `x0` folds into `acc[0]`; columns right of
/// the window are dropped), for a piece of an edge crossing a row band from x = `xTop` to
/// `xBottom` over the signed height `d`. See `PolygonShape+CoverageRow.swift` for the maths.
///
/// Returns the first and last window offsets it touched, or nil if it touched none.
@inline(__always)
func accumulateEdgePiece<T: BinaryFloatingPoint>(
  xTop: Double, xBottom: Double, height d: Double, x0: Int, count: Int,
  into acc: UnsafeMutablePointer<T>
) -> (Int, Int)? {
  let lo = Swift.min(xTop, xBottom)
  let hi = Swift.max(xTop, xBottom)
  let c0 = Int(lo.rounded(.down))
  let c1 = Int(hi.rounded(.down))
  let last = x0 + count - 1
  if c1 + 1 < x0 {  // wholly left of the window: every pixel in it is right of the edge
    acc[0] += T(d)
    return (0, 0)
  }
  if c0 > last { return nil }
  let mid = (lo + hi) / 2
  let width = hi - lo
  // R(c) = mean over the piece of max(0, c − x), for integer c.
  @inline(__always) func ramp(_ c: Int) -> Double {
    let x = Double(c)
    if x <= lo { return 0 }
    if x >= hi { return x - mid }
    let t = x - lo
    return t * t / (2 * width)
  }
  var previous = 0.0
  let first = Swift.max(c0, x0)
  var i = first
  let end = Swift.min(c1 + 1, last)
  var right = ramp(i)
  while i <= end {
    let left = right
    right = ramp(i + 1)
    let cov = d * (right - left)
    acc[i - x0] += T(cov - previous)
    previous = cov
    i += 1
  }
  return (first - x0, end - x0)
}
