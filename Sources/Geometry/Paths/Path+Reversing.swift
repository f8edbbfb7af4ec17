import Foundation

extension Path {
  /// The same path traced backwards, as `UIBezierPath.reversing()`: subpaths keep their order,
  /// each runs from its end to its start through the same segments (a curve's control points
  /// swapped), and a closed subpath stays closed.
  public func reversed() -> Path {
    var result = Path()
    for c in contours {
      result.move(to: c.end.cgPoint)
      for s in c.segments.reversed() {
        switch s {
        case .line(let a, _): result.addLine(to: a.cgPoint)
        case .cubic(let k):
          result.addCurve(to: k.p0.cgPoint, control1: k.p2.cgPoint, control2: k.p1.cgPoint)
        }
      }
      if c.isClosed { result.closeSubpath() }
    }
    return result
  }

  /// The rectangle this path is, if it is one (Core Graphics' `isRect`): a single subpath of
  /// straight sides along the axes, three or four lines from its start, closed or ending where
  /// it started.
  public var rectangle: CGRect? {
    let c = contours
    guard c.count == 1, c[0].segments.count == 4 else { return nil }
    var points = [c[0].start]
    for s in c[0].segments {
      guard case .line(_, let b) = s else { return nil }
      points.append(b)
    }
    guard points[4] == points[0] else { return nil }
    // Each side along an axis, horizontal and vertical in turn.
    var horizontal: [Bool] = []
    for i in 0..<4 {
      let a = points[i]
      let b = points[i + 1]
      if a.y == b.y && a.x != b.x {
        horizontal.append(true)
      } else if a.x == b.x && a.y != b.y {
        horizontal.append(false)
      } else {
        return nil
      }
    }
    guard horizontal[0] != horizontal[1], horizontal[1] != horizontal[2],
      horizontal[2] != horizontal[3]
    else { return nil }
    let box = Box(points)
    return box.rect
  }
}

extension Box {
  init(_ points: [Vector]) {
    self.init()
    for p in points { add(p) }
  }
}
