import Foundation

/// One item's rigid body in a dynamic animator: where it is, how it moves, and the material
/// the item behaviours give it. The animator reads the item into a body when the item first
/// appears (or on `updateItem(usingCurrentState:)`) and writes the body back after each frame.
@MainActor final class DynamicsBody {
  let item: any UIDynamicItem
  var position: DynamicsVector
  var velocity = DynamicsVector.zero
  var angle: Double
  var angularVelocity = 0.0
  /// Velocities that only correct overlaps during a step (split impulses): they move the body
  /// out of what it overlaps without giving it speed, so nothing hops off a resting contact.
  var correctionVelocity = DynamicsVector.zero
  var correctionAngularVelocity = 0.0
  /// The angle last written to the item's transform.
  var writtenAngle: Double
  /// The item's width and height.
  var size: DynamicsVector
  /// The item's outline about its centre, unturned: a convex polygon wound so that each edge
  /// `d` has its outward normal at `(d.y, -d.x)`.
  var outline: [DynamicsVector]

  // The material, set afresh every step from the item behaviours (UIKit's defaults).
  var density = 1.0
  var elasticity = 0.0
  var friction = 0.0
  var resistance = 0.0
  var angularResistance = 0.0
  var allowsRotation = true
  var isAnchored = false

  /// Force and torque gathered during a step.
  var force = DynamicsVector.zero
  var torque = 0.0

  init(item: any UIDynamicItem) {
    self.item = item
    position = DynamicsVector(item.center)
    angle = Self.angle(of: item.transform)
    writtenAngle = angle
    size = .zero
    outline = []
    readShape()
  }

  /// The rotation of an affine transform, in radians.
  static func angle(of t: CGAffineTransform) -> Double { atan2(Double(t.b), Double(t.a)) }

  /// Reads the item's size and collision outline.
  func readShape() {
    size = DynamicsVector(x: Double(item.bounds.width), y: Double(item.bounds.height))
    let w = size.x / 2
    let h = size.y / 2
    switch item.collisionBoundsType {
    case .rectangle:
      outline = [
        DynamicsVector(x: -w, y: -h), DynamicsVector(x: w, y: -h), DynamicsVector(x: w, y: h),
        DynamicsVector(x: -w, y: h),
      ]
    case .ellipse:
      outline = (0..<24).map { k in
        let a = Double(k) * 2 * .pi / 24
        return DynamicsVector(x: w * cos(a), y: h * sin(a))
      }
    case .path:
      var points: [DynamicsVector] = []
      item.collisionBoundingPath.cgPath.applyWithBlock { element in
        let e = element.pointee
        let count: Int
        switch e.type {
        case .moveToPoint, .addLineToPoint: count = 1
        case .addQuadCurveToPoint: count = 2
        case .addCurveToPoint: count = 3
        default: count = 0
        }
        if count > 0 { points.append(DynamicsVector(e.points[count - 1])) }
      }
      outline = Self.convexHull(points)
    }
  }

  /// Re-reads the item's position and rotation, and forgets its motion.
  func readState() {
    position = DynamicsVector(item.center)
    angle = Self.angle(of: item.transform)
    writtenAngle = angle
    velocity = .zero
    angularVelocity = 0
    readShape()
  }

  /// Writes the position, and the rotation if it changed, to the item.
  func write() {
    item.center = position.point
    if angle != writtenAngle {
      item.transform = CGAffineTransform(rotationAngle: CGFloat(angle))
      writtenAngle = angle
    }
  }

  /// The mass: `density` per 100 × 100 points of the item's bounds, as UIKit's scale.
  var mass: Double { max(density, 0.000_001) * max(size.x * size.y, 1) / 10_000 }
  var inverseMass: Double { isAnchored ? 0 : 1 / mass }
  /// The inverse moment of inertia of a plate of the item's size about its centre.
  var inverseInertia: Double {
    guard !isAnchored, allowsRotation else { return 0 }
    return 12 / (mass * max(size.x * size.x + size.y * size.y, 1))
  }

  /// The outline's corners where the body is now.
  var corners: [DynamicsVector] { outline.map { position + $0.rotated(by: angle) } }

  /// The velocity of the body's point `r` from its centre.
  func velocity(atOffset r: DynamicsVector) -> DynamicsVector {
    velocity + r.perpendicular * angularVelocity
  }

  /// Applies an impulse at offset `r` from the centre (to the correction velocities if
  /// `correcting`).
  func applyImpulse(_ impulse: DynamicsVector, atOffset r: DynamicsVector, correcting: Bool = false)
  {
    if correcting {
      correctionVelocity += impulse * inverseMass
      correctionAngularVelocity += r.cross(impulse) * inverseInertia
    } else {
      velocity += impulse * inverseMass
      angularVelocity += r.cross(impulse) * inverseInertia
    }
  }

  /// The correction velocity of the body's point `r` from its centre.
  func correctionVelocity(atOffset r: DynamicsVector) -> DynamicsVector {
    correctionVelocity + r.perpendicular * correctionAngularVelocity
  }

  /// Adds a force at offset `r` from the centre for this step.
  func applyForce(_ f: DynamicsVector, atOffset r: DynamicsVector = .zero) {
    force += f
    torque += r.cross(f)
  }

  /// The convex hull of `points`, counter-clockwise (Andrew's monotone chain).
  static func convexHull(_ points: [DynamicsVector]) -> [DynamicsVector] {
    let sorted = points.sorted { ($0.x, $0.y) < ($1.x, $1.y) }
    guard sorted.count > 2 else { return sorted }
    func chain(_ list: [DynamicsVector]) -> [DynamicsVector] {
      var hull: [DynamicsVector] = []
      for p in list {
        while hull.count >= 2,
          (hull[hull.count - 1] - hull[hull.count - 2]).cross(p - hull[hull.count - 2]) <= 0
        {
          hull.removeLast()
        }
        hull.append(p)
      }
      return hull
    }
    let lower = chain(sorted)
    let upper = chain(sorted.reversed())
    return Array(lower.dropLast() + upper.dropLast())
  }
}
