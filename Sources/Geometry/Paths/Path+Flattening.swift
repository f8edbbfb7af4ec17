import Foundation

/// A subpath flattened into straight lines: what a rasteriser fills.
public struct Polyline: Hashable, Sendable {
  /// The vertices in order (a closed polyline does not repeat its first point at the end).
  public var points: [CGPoint]
  /// Whether the subpath was closed. Filling treats every polyline as closed.
  public var isClosed: Bool

  public init(points: [CGPoint], isClosed: Bool) {
    self.points = points
    self.isClosed = isClosed
  }
}

extension Path {
  /// The path as polylines whose vertices lie on it and whose chords stray from it by at most
  /// `tolerance` (in the path's units: flatten a path already mapped to device pixels to bound
  /// the error in pixels).
  ///
  /// Lines are kept; each curve is cut into equal parameter steps, as few as the bound of
  /// `Cubic.flatteningSteps(tolerance:)` allows (at most 4096 per curve). Subpaths that are a
  /// lone move are left out.
  public func polylines(tolerance: CGFloat) -> [Polyline] {
    contours.map { c in
      Polyline(
        points: vertices(c, tolerance: Double(tolerance)).map(\.cgPoint), isClosed: c.isClosed)
    }
  }

  /// ``polylines(tolerance:)``'s vertices as pairs of doubles (the same values), one array a
  /// subpath: what a rasteriser reads, without a CGPoint array to convert first.
  package func flattenedContours(tolerance: Double) -> [[SIMD2<Double>]] {
    contours.map { vertices($0, tolerance: tolerance) }
  }

  /// A subpath's polyline vertices: its start, then ``flatten(_:tolerance:_:)``'s, a closed
  /// one's last left out where it repeats the start.
  private func vertices(_ c: Contour, tolerance: Double) -> [Vector] {
    var points = [c.start]
    flatten(c, tolerance: tolerance) { points.append($0) }
    if c.isClosed && points.count > 1 && points.last == points.first { points.removeLast() }
    return points
  }

  /// Calls `body` with every vertex of `contour` after its start, in order.
  func flatten(_ contour: Contour, tolerance: Double, _ body: (Vector) -> Void) {
    for s in contour.segments {
      switch s {
      case .line(_, let b):
        body(b)
      case .cubic(let c):
        let n = c.flatteningSteps(tolerance: tolerance)
        for k in 1..<n { body(c.point(at: Double(k) / Double(n))) }
        body(c.p3)
      }
    }
  }

  // MARK: - Bounds

  /// The smallest rectangle holding every point of the path, control points included (Core
  /// Graphics' `boundingBox`); `.null` for an empty path.
  public var boundingBox: CGRect {
    var box = Box()
    for e in elements { for p in e.points { box.add(Vector(p)) } }
    return box.rect
  }

  /// The smallest rectangle holding the path itself (Core Graphics' `boundingBoxOfPath`): curves
  /// contribute their ends and their extreme points, not their control points. `.null` for an
  /// empty path.
  public var boundingBoxOfPath: CGRect {
    var box = Box()
    for e in elements {
      if case .move(let p) = e { box.add(Vector(p)) }
    }
    for c in contours {
      box.add(c.start)
      for s in c.segments {
        box.add(s.end)
        if case .cubic(let cubic) = s {
          for t in cubic.extremaParameters { box.add(cubic.point(at: t)) }
        }
      }
    }
    return box.rect
  }

  // MARK: - Hit testing

  /// Whether `point` is inside the path filled with `rule` (every subpath implicitly closed).
  ///
  /// Curves are flattened to within 10⁻⁴ of the path's size, so only points that close to the
  /// outline can be misjudged.
  public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding) -> Bool {
    let box = boundingBoxOfPath
    guard !box.isNull, point.x >= box.minX, point.x <= box.maxX, point.y >= box.minY,
      point.y <= box.maxY
    else { return false }
    let tolerance = Swift.max(1e-4 * Double(Swift.max(box.width, box.height)), 1e-9)
    let p = Vector(point)
    var winding = 0
    for c in contours {
      var a = c.start
      func edge(to b: Vector) {
        // Crossings of the ray from p towards +x, counted with the edge's direction.
        if (a.y <= p.y) != (b.y <= p.y) {
          let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x)
          if x > p.x { winding += b.y > a.y ? 1 : -1 }
        }
        a = b
      }
      flatten(c, tolerance: tolerance, edge)
      edge(to: c.start)
    }
    return rule == .winding ? winding != 0 : winding % 2 != 0
  }
}

/// A growing bounding box.
struct Box {
  var lo = Vector(Double.infinity, Double.infinity)
  var hi = Vector(-Double.infinity, -Double.infinity)

  mutating func add(_ p: Vector) {
    lo = pointwiseMin(lo, p)
    hi = pointwiseMax(hi, p)
  }

  var rect: CGRect {
    lo.x <= hi.x ? CGRect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y) : .null
  }
}
