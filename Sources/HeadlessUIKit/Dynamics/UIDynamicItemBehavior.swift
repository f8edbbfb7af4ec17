import Foundation

/// Gives its items their material, as UIKit's `UIDynamicItemBehavior`: how they bounce, rub,
/// weigh and slow down, whether they turn, and their velocity. When several item behaviours
/// name one item, the one added last sets it.
@preconcurrency @MainActor open class UIDynamicItemBehavior: UIDynamicBehavior {
  private var list: DynamicItemList
  /// Velocities to add to items the animator has no body for yet.
  private var pendingLinear: [ObjectIdentifier: DynamicsVector] = [:]
  private var pendingAngular: [ObjectIdentifier: Double] = [:]

  /// The items given this material.
  open var items: [any UIDynamicItem] { list.items }
  /// How much speed a collision keeps: 0 (none, the default) to 1 (all).
  open var elasticity: CGFloat = 0 { didSet { didChange() } }
  /// The friction between items, and with boundaries, when they slide: 0 (the default, none)
  /// upwards.
  open var friction: CGFloat = 0 { didSet { didChange() } }
  /// The mass per 100 × 100 points. Default: 1.
  open var density: CGFloat = 1 { didSet { didChange() } }
  /// How fast the items' velocity decays, per second. Default: 0.
  open var resistance: CGFloat = 0 { didSet { didChange() } }
  /// How fast the items' turning decays, per second. Default: 0.
  open var angularResistance: CGFloat = 0 { didSet { didChange() } }
  /// The items' electric charge. UIKit uses it only in field behaviours, which Curtain does not
  /// have; stored. Default: 0.
  open var charge: CGFloat = 0
  /// Whether the items stay where they are, still taking part in collisions. Default: false.
  open var isAnchored = false { didSet { didChange() } }
  /// Whether the items may turn. Default: true.
  open var allowsRotation = true { didSet { didChange() } }

  public init(items: [any UIDynamicItem]) {
    list = DynamicItemList(items)
    super.init()
  }

  public override convenience init() { self.init(items: []) }

  /// Adds `item` to those given this material.
  open func addItem(_ item: any UIDynamicItem) {
    if list.insert(item) { didChange() }
  }

  /// Stops giving `item` this material.
  open func removeItem(_ item: any UIDynamicItem) {
    list.remove(item)
    didChange()
  }

  /// Adds `velocity` (points per second) to `item`'s.
  open func addLinearVelocity(_ velocity: CGPoint, for item: any UIDynamicItem) {
    if let body = body(for: item) {
      body.velocity += DynamicsVector(velocity)
    } else {
      pendingLinear[ObjectIdentifier(item), default: .zero] += DynamicsVector(velocity)
    }
    didChange()
  }

  /// `item`'s velocity, in points per second.
  open func linearVelocity(for item: any UIDynamicItem) -> CGPoint {
    body(for: item)?.velocity.point ?? pendingLinear[ObjectIdentifier(item)]?.point ?? .zero
  }

  /// Adds `velocity` (radians per second) to `item`'s turning.
  open func addAngularVelocity(_ velocity: CGFloat, for item: any UIDynamicItem) {
    if let body = body(for: item) {
      body.angularVelocity += Double(velocity)
    } else {
      pendingAngular[ObjectIdentifier(item), default: 0] += Double(velocity)
    }
    didChange()
  }

  /// `item`'s turning, in radians per second.
  open func angularVelocity(for item: any UIDynamicItem) -> CGFloat {
    CGFloat(body(for: item)?.angularVelocity ?? pendingAngular[ObjectIdentifier(item)] ?? 0)
  }

  private func body(for item: any UIDynamicItem) -> DynamicsBody? {
    guard list.items.contains(where: { $0 === item }) else { return nil }
    return dynamicAnimator?.world.body(for: item)
  }

  override var dynamicItems: [any UIDynamicItem] { list.items }

  override func configure(_ world: DynamicsWorld) {
    for item in list.items {
      guard let body = world.body(for: item) else { continue }
      body.elasticity = Double(elasticity)
      body.friction = Double(friction)
      body.density = Double(density)
      body.resistance = Double(resistance)
      body.angularResistance = Double(angularResistance)
      body.isAnchored = isAnchored
      body.allowsRotation = allowsRotation
      let id = ObjectIdentifier(item)
      if let v = pendingLinear.removeValue(forKey: id) { body.velocity += v }
      if let w = pendingAngular.removeValue(forKey: id) { body.angularVelocity += w }
    }
  }
}
