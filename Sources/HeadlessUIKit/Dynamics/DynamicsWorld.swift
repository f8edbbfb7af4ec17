import Foundation

/// A dynamic animator's simulation: the bodies of its items, stepped by a small rigid-body
/// integrator. Each step gathers the behaviours' material, forces, contacts and joints, adds
/// the forces to the velocities, damps them, solves the contacts and joints by sequential
/// impulses, and moves the bodies (semi-implicit Euler). Everything is in a fixed order on
/// Doubles, so the same behaviours give the same motion to the bit.
@MainActor final class DynamicsWorld {
  /// The bodies, in the order their items first appeared.
  private(set) var bodies: [DynamicsBody] = []
  private var index: [ObjectIdentifier: DynamicsBody] = [:]
  /// The reference view's bounds, for collision behaviours that make them a boundary.
  var referenceBounds = CGRect.zero

  /// Contacts and joints gathered for the step being taken.
  private var contacts: [DynamicsContact] = []
  private var joints: [DynamicsJoint] = []

  /// The body of `item`, if the world has one.
  func body(for item: any UIDynamicItem) -> DynamicsBody? { index[ObjectIdentifier(item)] }

  /// Makes bodies for the items `behaviors` name that have none, and drops the bodies of items
  /// none of them names any more.
  func synchronize(with behaviors: [UIDynamicBehavior]) {
    var named: Set<ObjectIdentifier> = []
    for behavior in behaviors {
      for item in behavior.dynamicItems {
        let id = ObjectIdentifier(item)
        named.insert(id)
        if index[id] == nil {
          let body = DynamicsBody(item: item)
          index[id] = body
          bodies.append(body)
        }
      }
    }
    bodies.removeAll { !named.contains(ObjectIdentifier($0.item)) }
    index = index.filter { named.contains($0.key) }
  }

  /// Adds a contact for this step.
  func add(_ contact: DynamicsContact) { contacts.append(contact) }
  /// Adds a joint for this step.
  func add(_ joint: DynamicsJoint) { joints.append(joint) }

  /// Advances the bodies by `dt` seconds under `behaviors`.
  func step(_ behaviors: [UIDynamicBehavior], dt: Double) {
    for body in bodies {
      body.density = 1
      body.elasticity = 0
      body.friction = 0
      body.resistance = 0
      body.angularResistance = 0
      body.allowsRotation = true
      body.isAnchored = false
      body.force = .zero
      body.torque = 0
    }
    for behavior in behaviors { behavior.configure(self) }
    contacts.removeAll(keepingCapacity: true)
    joints.removeAll(keepingCapacity: true)
    for behavior in behaviors { behavior.act(on: self, dt: dt) }
    var accelerations: [(DynamicsVector, Double)] = []
    for body in bodies {
      let acceleration = (body.force * body.inverseMass, body.torque * body.inverseInertia)
      accelerations.append(acceleration)
      guard !body.isAnchored else {
        body.velocity = .zero
        body.angularVelocity = 0
        continue
      }
      body.velocity += acceleration.0 * dt
      body.angularVelocity += acceleration.1 * dt
      body.velocity = body.velocity * (1 / (1 + body.resistance * dt))
      body.angularVelocity /= 1 + body.angularResistance * dt
      if !body.allowsRotation { body.angularVelocity = 0 }
    }
    var rows = DynamicsSolver.rows(contacts: contacts, joints: joints, dt: dt)
    DynamicsSolver.solve(&rows)
    // Moving by the mean of the velocities before and after the forces makes a constant
    // force's motion exact (½at²); the constraints' impulses and corrections count whole.
    for (body, acceleration) in zip(bodies, accelerations) where !body.isAnchored {
      body.position +=
        (body.velocity + body.correctionVelocity) * dt - acceleration.0 * (dt * dt / 2)
      body.angle +=
        (body.angularVelocity + body.correctionAngularVelocity) * dt - acceleration.1
        * (dt * dt / 2)
      body.correctionVelocity = .zero
      body.correctionAngularVelocity = 0
    }
  }

  /// Where the bodies are: positions and angles, in order.
  var placement: [(DynamicsVector, Double)] { bodies.map { ($0.position, $0.angle) } }

  /// Whether every body moved slower than half a point a second, and turned slower than a
  /// hundredth of a radian a second, since `earlier` (the placement `duration` seconds ago).
  func isAtRest(since earlier: [(DynamicsVector, Double)], duration: Double) -> Bool {
    guard earlier.count == bodies.count, duration > 0 else { return false }
    return zip(bodies, earlier).allSatisfy { body, then in
      (body.position - then.0).length / duration < 0.5
        && abs(body.angle - then.1) / duration < 0.01
    }
  }
}
