import Foundation

/// Finds where bodies touch boundaries and each other, from their outlines where they are.
@MainActor enum DynamicsContacts {
  /// Contacts of `body` with the segment from `start` to `end`: the body's corners past the
  /// segment's line (on the side away from the body's centre, within the segment's span), and
  /// the segment's ends inside the body.
  static func contacts(
    of body: DynamicsBody, withSegmentFrom start: DynamicsVector, to end: DynamicsVector
  ) -> [DynamicsContact] {
    var found: [DynamicsContact] = []
    let corners = body.corners
    let along = end - start
    let span = along.dot(along)
    if span > 0 {
      var normal = along.perpendicular.normalized
      if (body.position - start).dot(normal) < 0 { normal = -normal }
      let reach = corners.map { ($0 - body.position).length }.max() ?? 0
      for corner in corners {
        let distance = (corner - start).dot(normal)
        let t = (corner - start).dot(along) / span
        guard distance < 0, -distance <= reach, t >= 0, t <= 1 else { continue }
        // The contact is where the corner meets the boundary's line.
        found.append(
          DynamicsContact(
            a: nil, b: body, point: corner + normal * -distance, normal: normal, depth: -distance))
      }
    }
    for point in [start, end] {
      if let (normal, depth) = penetration(of: point, into: corners) {
        found.append(DynamicsContact(a: nil, b: body, point: point, normal: -normal, depth: depth))
      }
    }
    return found
  }

  /// Contacts between two bodies: each one's corners inside the other.
  static func contacts(between a: DynamicsBody, and b: DynamicsBody) -> [DynamicsContact] {
    var found: [DynamicsContact] = []
    let cornersA = a.corners
    let cornersB = b.corners
    for corner in cornersA {
      if let (normal, depth) = penetration(of: corner, into: cornersB) {
        // `a`'s corner is pushed out of `b` along `b`'s edge normal.
        found.append(DynamicsContact(a: b, b: a, point: corner, normal: normal, depth: depth))
      }
    }
    for corner in cornersB {
      if let (normal, depth) = penetration(of: corner, into: cornersA) {
        found.append(DynamicsContact(a: a, b: b, point: corner, normal: normal, depth: depth))
      }
    }
    return found
  }

  /// If `point` is inside the convex `polygon`, the outward normal of the edge it is nearest
  /// and its distance inside that edge.
  static func penetration(
    of point: DynamicsVector, into polygon: [DynamicsVector]
  ) -> (DynamicsVector, Double)? {
    guard polygon.count > 2 else { return nil }
    var best: (DynamicsVector, Double)?
    for i in polygon.indices {
      let p = polygon[i]
      let d = polygon[(i + 1) % polygon.count] - p
      let normal = DynamicsVector(x: d.y, y: -d.x).normalized
      let outside = (point - p).dot(normal)
      if outside >= 0 { return nil }
      if best.map({ -outside < $0.1 }) ?? true { best = (normal, -outside) }
    }
    return best
  }
}
