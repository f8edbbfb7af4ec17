import Foundation

/// Pulls its items in one direction, whatever their mass, as UIKit's `UIGravityBehavior`: a
/// magnitude of 1 accelerates them by 1000 points per second², UIKit's figure.
@preconcurrency @MainActor open class UIGravityBehavior: UIDynamicBehavior {
  /// Acceleration, in points per second², of a magnitude of 1.
  static let pointsPerSecondSquared = 1000.0

  private var list: DynamicItemList
  /// The items pulled.
  open var items: [any UIDynamicItem] { list.items }
  /// The direction and strength: (0, 1), downwards at 1000 points per second², by default.
  open var gravityDirection = CGVector(dx: 0, dy: 1) { didSet { didChange() } }
  /// The direction, in radians clockwise from the x axis (π/2, downwards, by default).
  open var angle: CGFloat {
    get { CGFloat(atan2(Double(gravityDirection.dy), Double(gravityDirection.dx))) }
    set { setAngle(newValue, magnitude: magnitude) }
  }
  /// The strength, 1 by default.
  open var magnitude: CGFloat {
    get { CGFloat(DynamicsVector(gravityDirection).length) }
    set { setAngle(angle, magnitude: newValue) }
  }

  public init(items: [any UIDynamicItem]) {
    list = DynamicItemList(items)
    super.init()
  }

  public override convenience init() { self.init(items: []) }

  /// Adds `item` to those pulled.
  open func addItem(_ item: any UIDynamicItem) {
    if list.insert(item) { didChange() }
  }

  /// Stops pulling `item`.
  open func removeItem(_ item: any UIDynamicItem) {
    list.remove(item)
    didChange()
  }

  /// Sets the direction (radians clockwise from the x axis) and strength at once.
  open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
    gravityDirection = CGVector(
      dx: CGFloat(cos(Double(angle)) * Double(magnitude)),
      dy: CGFloat(sin(Double(angle)) * Double(magnitude)))
  }

  override var dynamicItems: [any UIDynamicItem] { list.items }

  override func act(on world: DynamicsWorld, dt: Double) {
    let g = DynamicsVector(gravityDirection) * Self.pointsPerSecondSquared
    for item in list.items {
      guard let body = world.body(for: item) else { continue }
      body.applyForce(g * body.mass)
    }
  }
}
