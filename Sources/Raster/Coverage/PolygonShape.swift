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
@_spi(Painting) public struct PolygonShape: CoverageShape {
  /// The vertices in device pixels after clipping, implicitly closed. Empty for an empty shape.
  internal let points: [SIMD2<Double>]
  @_spi(Painting) public let bounds: PixelRect
  /// Whether the polygon is convex (then ``rowExtent(y:)`` reports a fully covered interior).
  internal let isConvex: Bool

  /// Non-horizontal edges, in row bands.
  let table: EdgeTable

  /// Half the side of the device square geometry is clipped to: 2¹⁶ px.
  static let deviceLimit: Double = 65536

  /// The empty shape.
  @_spi(Painting) public static let empty = PolygonShape(clippedDevicePoints: [])

  /// A polygon with vertices in device pixels (y down), implicitly closed.
  internal init(points: [CGPoint]) {
    let p = points.map { SIMD2(Double($0.x), Double($0.y)) }
    guard p.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else {
      self = .empty
      return
    }
    let clipped = Self.clipHomogeneous(p.map { SIMD3($0.x, $0.y, 1) }, minimumW: 0.5)
    self.init(clippedDevicePoints: clipped.map(Self.devicePoint))
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
      table = .empty
      return
    }
    points = p
    bounds = box
    isConvex = Self.isConvex(p)
    table = EdgeTable(edges: edges, rows: box.minY..<box.maxY)
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

  @_spi(Painting) public func referenceCoverage(x: Int, y: Int) -> UInt8 {
    guard bounds.contains(x: x, y: y) else { return 0 }
    return UInt8(coverageByte(abs(referencePolygonPixelArea(points, x: x, y: y))))
  }
}
