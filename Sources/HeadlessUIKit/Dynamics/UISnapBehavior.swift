import Foundation

/// Moves an item to a point and holds it there, as UIKit's `UISnapBehavior`: the item springs
/// to the point, and straightens, with an oscillation set by ``damping``.
///
/// The spring has an angular frequency of 15 radians a second and a damping ratio of
/// `0.1 + 1.8 × damping`: critically damped at the default 0.5, settling within about half a
/// second; less damping overshoots and rings. (Curtain's figures: Apple does not publish the
/// snap's.)
@preconcurrency @MainActor open class UISnapBehavior: UIDynamicBehavior {
  /// The spring's undamped angular frequency, in radians per second.
  static let angularFrequency = 15.0

  private let item: any UIDynamicItem
  /// Where the item's centre goes, in the reference view's coordinates.
  open var snapPoint: CGPoint { didSet { didChange() } }
  /// How much the oscillation is damped, 0…1. Default: 0.5.
  open var damping: CGFloat = 0.5 { didSet { didChange() } }

  /// A behaviour that snaps `item` to `point`.
  public init(item: any UIDynamicItem, snapTo point: CGPoint) {
    self.item = item
    snapPoint = point
    super.init()
  }

  override var dynamicItems: [any UIDynamicItem] { [item] }

  /// The spring's damping ratio for ``damping``.
  var dampingRatio: Double { 0.1 + 1.8 * min(max(Double(damping), 0), 1) }

  override func act(on world: DynamicsWorld, dt: Double) {
    guard let body = world.body(for: item) else { return }
    let w = Self.angularFrequency
    let c = 2 * dampingRatio * w
    let offset = body.position - DynamicsVector(snapPoint)
    body.applyForce((offset * (-w * w) - body.velocity * c) * body.mass)
    if body.inverseInertia > 0 {
      let turn = remainder(body.angle, 2 * .pi)
      body.torque += (-w * w * turn - c * body.angularVelocity) / body.inverseInertia
    }
  }
}
