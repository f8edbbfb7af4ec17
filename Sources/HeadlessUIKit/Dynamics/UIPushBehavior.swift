import Foundation

/// Pushes its items, as UIKit's `UIPushBehavior`: continuously (a force) or once (an impulse).
/// A magnitude of 1 accelerates a 100 × 100 point item of density 1 by 100 points per second²
/// (continuous, UIKit's figure), or gives it that force's impulse over a second, 100 points
/// per second, at once (instantaneous, Curtain's reading).
@preconcurrency @MainActor open class UIPushBehavior: UIDynamicBehavior {
  /// How a push behaviour applies its force.
  public enum Mode: Int, Sendable {
    /// A force, every step, while active.
    case continuous = 0
    /// An impulse, once each time the behaviour becomes active.
    case instantaneous
  }

  /// Force (mass units × points per second²) of a magnitude of 1.
  static let unit = 100.0

  private var list: DynamicItemList
  private var offsets: [ObjectIdentifier: UIOffset] = [:]
  /// The items pushed.
  open var items: [any UIDynamicItem] { list.items }
  /// How the force is applied.
  public let mode: Mode
  /// Whether the push acts; an instantaneous push turns itself off once applied. Default: true.
  open var active = true {
    didSet {
      if active && !oldValue { pending = mode == .instantaneous }
      didChange()
    }
  }
  /// The direction and strength. Default: (0, 0), no push.
  open var pushDirection = CGVector.zero { didSet { didChange() } }
  /// The direction, in radians clockwise from the x axis.
  open var angle: CGFloat {
    get { CGFloat(atan2(Double(pushDirection.dy), Double(pushDirection.dx))) }
    set { setAngle(newValue, magnitude: magnitude) }
  }
  /// The strength.
  open var magnitude: CGFloat {
    get { CGFloat(DynamicsVector(pushDirection).length) }
    set { setAngle(angle, magnitude: newValue) }
  }
  /// Whether an instantaneous push has yet to be applied.
  private var pending: Bool

  public init(items: [any UIDynamicItem], mode: Mode) {
    list = DynamicItemList(items)
    self.mode = mode
    pending = mode == .instantaneous
    super.init()
  }

  /// Adds `item` to those pushed.
  open func addItem(_ item: any UIDynamicItem) {
    if list.insert(item) { didChange() }
  }

  /// Stops pushing `item`.
  open func removeItem(_ item: any UIDynamicItem) {
    list.remove(item)
    offsets[ObjectIdentifier(item)] = nil
    didChange()
  }

  /// Sets the direction (radians clockwise from the x axis) and strength at once.
  open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
    pushDirection = CGVector(
      dx: CGFloat(cos(Double(angle)) * Double(magnitude)),
      dy: CGFloat(sin(Double(angle)) * Double(magnitude)))
  }

  /// Where on `item` the push applies, from its centre (turning with it). Default: the centre.
  open func targetOffsetFromCenter(for item: any UIDynamicItem) -> UIOffset {
    offsets[ObjectIdentifier(item)] ?? .zero
  }

  /// Applies the push at `offset` from `item`'s centre, so that it also turns the item.
  open func setTargetOffsetFromCenter(_ offset: UIOffset, for item: any UIDynamicItem) {
    offsets[ObjectIdentifier(item)] = offset
    didChange()
  }

  override var dynamicItems: [any UIDynamicItem] { list.items }

  override func act(on world: DynamicsWorld, dt: Double) {
    guard active else { return }
    let push = DynamicsVector(pushDirection) * Self.unit
    for item in list.items {
      guard let body = world.body(for: item) else { continue }
      let r = DynamicsVector(targetOffsetFromCenter(for: item)).rotated(by: body.angle)
      switch mode {
      case .continuous: body.applyForce(push, atOffset: r)
      case .instantaneous: if pending { body.applyImpulse(push, atOffset: r) }
      }
    }
    if mode == .instantaneous && pending {
      pending = false
      active = false
    }
  }
}
