import Foundation

/// A contact between two bodies, or a body and a boundary (`a` nil), found at the start of a
/// step: `normal` points from `a` towards `b`, `depth` is how far they overlap.
struct DynamicsContact {
  let a: DynamicsBody?
  let b: DynamicsBody
  let point: DynamicsVector
  let normal: DynamicsVector
  let depth: Double
}

/// A rigid link between a point of body `a` and a point of body `b` (or a fixed anchor):
/// the points keep `length` apart (or coincide when it is 0).
struct DynamicsJoint {
  let a: DynamicsBody
  /// The point on `a`, from its centre, unturned.
  let offsetA: DynamicsVector
  let b: DynamicsBody?
  /// The point on `b` from its centre unturned, or the anchor when `b` is nil.
  let offsetB: DynamicsVector
  let length: Double
}

/// One row of the sequential-impulse solver: a direction along which the relative velocity of
/// two points is driven to a target, with the impulse accumulated and clamped; and, apart, the
/// correction velocity that removes the row's positional error.
@MainActor struct DynamicsRow {
  let a: DynamicsBody?
  let b: DynamicsBody
  let ra: DynamicsVector
  let rb: DynamicsVector
  let direction: DynamicsVector
  /// The inverse of the effective mass along `direction`.
  let inverseK: Double
  /// The relative velocity the row drives to.
  var target: Double
  /// The relative correction velocity that removes the positional error.
  var bias = 0.0
  var correctionAccumulated = 0.0
  /// The clamp on the accumulated impulse; for friction rows, a multiple of row `frictionOf`.
  var lower: Double
  var upper: Double
  var frictionOf: Int?
  var friction = 0.0
  var accumulated = 0.0

  init(
    a: DynamicsBody?, b: DynamicsBody, point pa: DynamicsVector, _ pb: DynamicsVector,
    direction n: DynamicsVector, target: Double, lower: Double, upper: Double
  ) {
    let ra = a.map { pa - $0.position } ?? .zero
    let rb = pb - b.position
    let ka = a.map { $0.inverseMass + $0.inverseInertia * pow(ra.cross(n), 2) } ?? 0
    let kb = b.inverseMass + b.inverseInertia * pow(rb.cross(n), 2)
    self.a = a
    self.b = b
    self.ra = ra
    self.rb = rb
    direction = n
    inverseK = ka + kb > 0 ? 1 / (ka + kb) : 0
    self.target = target
    self.lower = lower
    self.upper = upper
  }

  /// The velocity of `b`'s point relative to `a`'s along the row.
  var relativeVelocity: Double {
    let vb = b.velocity(atOffset: rb)
    let va = a?.velocity(atOffset: ra) ?? .zero
    return (vb - va).dot(direction)
  }

  /// Applies the impulse that brings the relative velocity to the target, within the clamp.
  mutating func solve() {
    let lambda = (target - relativeVelocity) * inverseK
    let old = accumulated
    accumulated = min(max(old + lambda, lower), upper)
    let applied = direction * (accumulated - old)
    b.applyImpulse(applied, atOffset: rb)
    a?.applyImpulse(-applied, atOffset: ra)
  }

  /// Applies the correction impulse that brings the relative correction velocity to the bias.
  mutating func correct() {
    let vb = b.correctionVelocity(atOffset: rb)
    let va = a?.correctionVelocity(atOffset: ra) ?? .zero
    let lambda = (bias - (vb - va).dot(direction)) * inverseK
    let old = correctionAccumulated
    correctionAccumulated = min(max(old + lambda, lower), upper)
    let applied = direction * (correctionAccumulated - old)
    b.applyImpulse(applied, atOffset: rb, correcting: true)
    a?.applyImpulse(-applied, atOffset: ra, correcting: true)
  }
}

/// Builds the solver rows for contacts and joints, and solves them.
@MainActor enum DynamicsSolver {
  /// The fraction of a positional error corrected per step.
  static let correction = 0.3
  /// Overlap allowed without correction, in points, so resting contacts stay still.
  static let slop = 0.05
  /// Below this approach speed (points per second) contacts do not bounce, so items settle.
  static let bounceThreshold = 20.0
  /// Velocity iterations per step.
  static let iterations = 10

  static func rows(
    contacts: [DynamicsContact], joints: [DynamicsJoint], dt: Double
  ) -> [DynamicsRow] {
    var rows: [DynamicsRow] = []
    for c in contacts {
      let approach =
        (c.b.velocity(atOffset: c.point - c.b.position)
        - (c.a?.velocity(atOffset: c.point - c.a!.position) ?? .zero)).dot(c.normal)
      let elasticity = max(c.b.elasticity, c.a?.elasticity ?? 0)
      let bounce = approach < -bounceThreshold ? -elasticity * approach : 0
      var normal = DynamicsRow(
        a: c.a, b: c.b, point: c.point, c.point, direction: c.normal,
        target: bounce, lower: 0, upper: .infinity)
      normal.bias = correction / dt * max(c.depth - slop, 0)
      rows.append(normal)
      let mu = c.a.map { ($0.friction * c.b.friction).squareRoot() } ?? c.b.friction
      guard mu > 0 else { continue }
      var tangent = DynamicsRow(
        a: c.a, b: c.b, point: c.point, c.point, direction: c.normal.perpendicular,
        target: 0, lower: 0, upper: 0)
      tangent.frictionOf = rows.count - 1
      tangent.friction = mu
      rows.append(tangent)
    }
    for j in joints {
      let ra = j.offsetA.rotated(by: j.a.angle)
      let pa = j.a.position + ra
      let pb = j.b.map { $0.position + j.offsetB.rotated(by: $0.angle) } ?? j.offsetB
      let d = pa - pb
      let directions: [(DynamicsVector, Double)]
      if j.length > 0.001, d.length > 0.000_001 {
        directions = [(d.normalized, d.length - j.length)]
      } else {
        directions = [(DynamicsVector(x: 1, y: 0), d.x), (DynamicsVector(x: 0, y: 1), d.y)]
      }
      // The row moves `a` (as its `b`) against the error along each direction.
      for (n, error) in directions {
        var row = DynamicsRow(
          a: j.b, b: j.a, point: pb, pa, direction: n, target: 0, lower: -.infinity,
          upper: .infinity)
        row.bias = -correction / dt * error
        rows.append(row)
      }
    }
    return rows
  }

  /// Runs the velocity iterations over `rows`, then the correction iterations (friction rows
  /// correct nothing).
  static func solve(_ rows: inout [DynamicsRow]) {
    for _ in 0..<iterations {
      for i in rows.indices {
        if let normal = rows[i].frictionOf {
          let limit = rows[i].friction * rows[normal].accumulated
          rows[i].lower = -limit
          rows[i].upper = limit
        }
        rows[i].solve()
      }
    }
    for _ in 0..<iterations {
      for i in rows.indices where rows[i].frictionOf == nil { rows[i].correct() }
    }
  }
}
