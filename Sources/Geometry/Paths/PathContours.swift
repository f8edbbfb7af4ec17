import Foundation

// A path as the algorithms read it: subpaths of explicit segments (the closing line included),
// each a straight line or a cubic.

/// One piece of a subpath.
enum PathSegment: Equatable {
  case line(Vector, Vector)
  case cubic(Cubic)

  var start: Vector {
    switch self {
    case .line(let a, _): return a
    case .cubic(let c): return c.p0
    }
  }

  var end: Vector {
    switch self {
    case .line(_, let b): return b
    case .cubic(let c): return c.p3
    }
  }

  var length: Double {
    switch self {
    case .line(let a, let b): return (b - a).length
    case .cubic(let c): return c.length
    }
  }

  /// The direction the segment leaves its start in (nil for a segment that is one point).
  var startTangent: Vector? {
    switch self {
    case .line(let a, let b): return (b - a).normalized
    case .cubic(let c): return c.startTangent
    }
  }

  /// The direction the segment arrives at its end in.
  var endTangent: Vector? {
    switch self {
    case .line(let a, let b): return (b - a).normalized
    case .cubic(let c): return c.endTangent
    }
  }

  /// The part between arc lengths `s0 ≤ s1` from the start (`total` is the segment's length).
  func trimmed(from s0: Double, to s1: Double, total: Double) -> PathSegment {
    switch self {
    case .line(let a, let b):
      guard total > 0 else { return self }
      let d = b - a
      return .line(a + d * (s0 / total), a + d * (s1 / total))
    case .cubic(let c):
      var table = ArcLengthTable(c)
      return .cubic(table.segment(from: s0, to: s1))
    }
  }

  /// The segment as a path element (its start is the current point).
  var element: PathElement {
    switch self {
    case .line(_, let b): return .line(to: b.cgPoint)
    case .cubic(let c):
      return .curve(to: c.p3.cgPoint, control1: c.p1.cgPoint, control2: c.p2.cgPoint)
    }
  }
}

/// One subpath: where it starts, its segments in order (a closed subpath's closing line is the
/// last segment when its end is not already its start), and whether it is closed.
struct Contour: Equatable {
  var start: Vector
  var segments: [PathSegment]
  var isClosed: Bool

  var end: Vector { segments.last?.end ?? start }
}

extension Path {
  /// The subpaths as contours. A subpath that is only a move is left out.
  var contours: [Contour] {
    var result: [Contour] = []
    var current: Contour?
    var point = Vector.zero
    func finish() {
      if let c = current, !c.segments.isEmpty || c.isClosed { result.append(c) }
      current = nil
    }
    for e in elements {
      switch e {
      case .move(let p):
        finish()
        point = Vector(p)
        current = Contour(start: point, segments: [], isClosed: false)
      case .line(let p):
        let q = Vector(p)
        current?.segments.append(.line(point, q))
        point = q
      case .quadCurve(let p, let c):
        let q = Vector(p)
        current?.segments.append(.cubic(Cubic(quadratic: point, Vector(c), q)))
        point = q
      case .curve(let p, let c1, let c2):
        let q = Vector(p)
        current?.segments.append(.cubic(Cubic(point, Vector(c1), Vector(c2), q)))
        point = q
      case .closeSubpath:
        guard var c = current else { continue }
        if c.end != c.start { c.segments.append(.line(c.end, c.start)) }
        c.isClosed = true
        point = c.start
        current = c
        finish()
      }
    }
    finish()
    return result
  }

  /// A path of contours.
  init(contours: [Contour]) {
    self.init()
    for c in contours {
      move(to: c.start.cgPoint)
      for s in c.segments { append(s.element) }
      if c.isClosed { closeSubpath() }
    }
  }
}
