import Foundation
import Geometry

/// A polygon in device pixels, covered analytically: the shape of a layer under a rotation or a
/// perspective transform.
///
/// ## Definition
///
/// The coverage of pixel `(x, y)` is `coverageByte(min(1, |A|))`, where `A` is the integral of
/// the polygon's winding number over the pixel's unit square:
/// ``referencePolygonPixelArea(_:x:y:)``, the signed area of polygon ∩ square by
/// Sutherland–Hodgman clipping and the shoelace formula. For a polygon that does not overlap
/// itself (every shape built here: convex, or simple) that is exactly the non-zero-winding area
/// of the pixel; where a self-intersecting polygon's windings of opposite sign or of magnitude
/// above one share a pixel, it is the accumulation rasterisers' usual approximation of it.
///
/// ``coverageRow(y:x0:count:into:scratch:)`` computes the same integral by signed-area
/// accumulation (font-rs / stb_truetype style) into `scratch.accumulation`. The two differ only
/// by floating-point rounding: **tolerance 1 level**, reached only when the exact area lies within
/// about 10⁻⁷ of a rounding boundary (PolygonShapeTests counts how often; see its report).
///
/// ## Input
///
/// Points that are NaN or infinite give an empty shape (drawing it is a documented no-op).
/// Geometry is clipped to the device square `[−2¹⁶, 2¹⁶]²`, which holds every bitmap (at most
/// 16384 px a side) with room to spare, so a polygon that runs off to near-infinity (a layer
/// almost edge-on under perspective) costs no more than one that does not.
package struct PolygonShape: CoverageShape {
  /// The vertices in device pixels after clipping, implicitly closed. Empty for an empty shape.
  package let points: [SIMD2<Double>]
  package let bounds: PixelRect
  /// Whether the polygon is convex (then ``rowExtent(y:)`` reports a fully covered interior).
  package let isConvex: Bool

  /// Non-horizontal edges, top to bottom.
  let edges: [PolygonEdge]
  /// Edges touching row band `b` (rows `bandY0 + b · bandHeight ..< … + bandHeight`) are
  /// `edges[bandEdges[bandStart[b] ..< bandStart[b + 1]]]`: a row looks at a handful of edges,
  /// whichever order rows are asked for in.
  let bandEdges: [Int32]
  let bandStart: [Int32]
  let bandY0: Int
  static let bandHeight = 16

  /// Half the side of the device square geometry is clipped to: 2¹⁶ px.
  static let deviceLimit: Double = 65536

  /// The empty shape.
  package static let empty = PolygonShape(clippedDevicePoints: [])

  /// A polygon with vertices in device pixels (y down), implicitly closed.
  package init(points: [CGPoint]) {
    let p = points.map { SIMD2(Double($0.x), Double($0.y)) }
    guard p.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else {
      self = .empty
      return
    }
    let clipped = Self.clipHomogeneous(p.map { SIMD3($0.x, $0.y, 1) }, minimumW: 0.5)
    self.init(clippedDevicePoints: clipped.map { SIMD2($0.x / $0.z, $0.y / $0.z) })
  }

  /// The shape of finite device points already inside the device square.
  init(clippedDevicePoints input: [SIMD2<Double>]) {
    // Drop repeated vertices (zero-length edges) so that the convexity test sees real turns.
    var p: [SIMD2<Double>] = []
    for q in input where q != p.last { p.append(q) }
    while p.count > 1 && p.first == p.last { p.removeLast() }

    var edges: [PolygonEdge] = []
    for i in 0..<p.count {
      let a = p[i]
      let b = p[(i + 1) % p.count]
      if a.y != b.y { edges.append(PolygonEdge(a, b)) }
    }
    var lo = p.first ?? .zero
    var hi = lo
    for q in p {
      lo = pointwiseMin(lo, q)
      hi = pointwiseMax(hi, q)
    }
    let box = PixelRect(covering: CGRect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y))
    guard p.count >= 3, !edges.isEmpty, !box.isEmpty else {
      points = []
      bounds = .zero
      isConvex = false
      self.edges = []
      bandEdges = []
      bandStart = [0]
      bandY0 = 0
      return
    }
    points = p
    bounds = box
    isConvex = Self.isConvex(p)
    self.edges = edges

    // Row bands: edge e touches rows ⌊y0⌋ ..< ⌈y1⌉.
    let y0 = bounds.minY
    let h = Self.bandHeight
    let bandCount = (bounds.height + h - 1) / h
    func bands(_ e: PolygonEdge) -> ClosedRange<Int> {
      let first = (Int(e.y0.rounded(.down)) - y0) / h
      let last = (Int(e.y1.rounded(.up)) - 1 - y0) / h
      return Swift.max(0, first)...Swift.min(bandCount - 1, Swift.max(first, last))
    }
    var start = [Int32](repeating: 0, count: bandCount + 1)
    for e in edges { for b in bands(e) { start[b + 1] += 1 } }
    for b in 0..<bandCount { start[b + 1] += start[b] }
    var fill = start
    var list = [Int32](repeating: 0, count: Int(start[bandCount]))
    for (i, e) in edges.enumerated() {
      for b in bands(e) {
        list[Int(fill[b])] = Int32(i)
        fill[b] += 1
      }
    }
    bandEdges = list
    bandStart = start
    bandY0 = y0
  }

  /// Convex: every turn has the same sign (turns within rounding of straight count as either)
  /// and the turns add up to one full revolution (a pentagram turns the same way twice round).
  static func isConvex(_ p: [SIMD2<Double>]) -> Bool {
    var sign = 0.0
    var turning = 0.0
    for i in 0..<p.count {
      let a = p[i]
      let b = p[(i + 1) % p.count]
      let c = p[(i + 2) % p.count]
      let u = b - a
      let v = c - b
      let cross = u.x * v.y - u.y * v.x
      let dot = u.x * v.x + u.y * v.y
      turning += atan2(cross, dot)
      let size = (u * u).sum().squareRoot() * (v * v).sum().squareRoot()
      if abs(cross) <= 1e-9 * size { continue }
      if sign == 0 { sign = cross > 0 ? 1 : -1 } else if (cross > 0) != (sign > 0) { return false }
    }
    return abs(abs(turning) - 2 * Double.pi) < 1e-6
  }

  // MARK: - Definition

  package func referenceCoverage(x: Int, y: Int) -> UInt8 {
    guard bounds.contains(x: x, y: y) else { return 0 }
    return UInt8(coverageByte(abs(referencePolygonPixelArea(points, x: x, y: y))))
  }
}

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

  /// x where the edge crosses height `y` (within `y0 … y1`); exact at both ends.
  @inline(__always) func x(at y: Double) -> Double {
    if y == y0 { return x0 }
    if y == y1 { return x1 }
    return x0 + (y - y0) * dxdy
  }
}
