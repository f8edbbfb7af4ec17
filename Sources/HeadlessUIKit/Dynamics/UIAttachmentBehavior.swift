import Foundation

/// A range of floating-point values, as UIKit's `UIFloatRange`.
public struct UIFloatRange: Hashable, Sendable {
  public var minimum: CGFloat
  public var maximum: CGFloat

  public init(minimum: CGFloat, maximum: CGFloat) {
    self.minimum = minimum
    self.maximum = maximum
  }

  /// The range with no bounds.
  public static let infinite = UIFloatRange(minimum: -.infinity, maximum: .infinity)
  /// The empty range at 0.
  public static let zero = UIFloatRange(minimum: 0, maximum: 0)

  /// Whether the range has no bounds.
  public var isInfinite: Bool { minimum == -.infinity && maximum == .infinity }
}

/// Ties a point of an item to a fixed anchor or to a point of another item, as UIKit's
/// `UIAttachmentBehavior`: rigidly (a rod of ``length``, the default) or, with a
/// ``frequency``, by a spring damped by ``damping``.
@preconcurrency @MainActor open class UIAttachmentBehavior: UIDynamicBehavior {
  /// What an attachment ties its item to.
  public enum AttachmentType: Int, Sendable {
    /// Another item.
    case items = 0
    /// A fixed point.
    case anchor
  }

  private let first: any UIDynamicItem
  private let firstOffset: UIOffset
  private let second: (any UIDynamicItem)?
  private let secondOffset: UIOffset

  /// The items tied: one for an anchor attachment, two otherwise.
  open var items: [any UIDynamicItem] { [first] + (second.map { [$0] } ?? []) }
  /// What the item is tied to.
  open var attachedBehaviorType: AttachmentType { second == nil ? .anchor : .items }
  /// The fixed point, in the reference view's coordinates, of an anchor attachment.
  open var anchorPoint: CGPoint { didSet { didChange() } }
  /// The distance kept between the two points: their distance when the behaviour was made.
  open var length: CGFloat { didSet { didChange() } }
  /// The damping ratio of a springy attachment. Default: 0.
  open var damping: CGFloat = 0 { didSet { didChange() } }
  /// The spring's frequency, in hertz; 0, the default, makes the attachment rigid.
  open var frequency: CGFloat = 0 { didSet { didChange() } }
  /// Torque that resists the items turning about the attachment (iOS 9). Curtain stores it.
  open var frictionTorque: CGFloat = 0
  /// How far a sliding attachment may travel (iOS 9). Curtain stores it.
  open var attachmentRange = UIFloatRange.infinite

  /// Ties `item`'s centre to `point`.
  public convenience init(item: any UIDynamicItem, attachedToAnchor point: CGPoint) {
    self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
  }

  /// Ties `item`'s point at `offset` from its centre (turning with it) to `point`.
  public init(
    item: any UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint
  ) {
    first = item
    firstOffset = offset
    second = nil
    secondOffset = .zero
    anchorPoint = point
    let p = Self.worldPoint(of: item, offset: offset)
    length = CGFloat((p - DynamicsVector(point)).length)
    super.init()
  }

  /// Ties the centres of two items.
  public convenience init(item item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem) {
    self.init(
      item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
  }

  /// Ties a point of one item to a point of another, each at an offset from its centre.
  public init(
    item item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset,
    attachedTo item2: any UIDynamicItem, offsetFromCenter offset2: UIOffset
  ) {
    first = item1
    firstOffset = offset1
    second = item2
    secondOffset = offset2
    anchorPoint = .zero
    let p1 = Self.worldPoint(of: item1, offset: offset1)
    let p2 = Self.worldPoint(of: item2, offset: offset2)
    length = CGFloat((p1 - p2).length)
    super.init()
  }

  /// Where the point at `offset` from `item`'s centre is, with the item's rotation.
  private static func worldPoint(of item: any UIDynamicItem, offset: UIOffset) -> DynamicsVector {
    DynamicsVector(item.center)
      + DynamicsVector(offset).rotated(by: DynamicsBody.angle(of: item.transform))
  }

  override var dynamicItems: [any UIDynamicItem] { items }

  override func act(on world: DynamicsWorld, dt: Double) {
    guard let a = world.body(for: first) else { return }
    let b = second.flatMap { world.body(for: $0) }
    if second != nil, b == nil { return }
    let offsetA = DynamicsVector(firstOffset)
    let offsetB = b == nil ? DynamicsVector(anchorPoint) : DynamicsVector(secondOffset)
    guard frequency > 0 else {
      world.add(
        DynamicsJoint(a: a, offsetA: offsetA, b: b, offsetB: offsetB, length: Double(length)))
      return
    }
    // A spring of the given frequency and damping ratio on the pair's reduced mass.
    let ra = offsetA.rotated(by: a.angle)
    let rb = b.map { offsetB.rotated(by: $0.angle) } ?? .zero
    let pa = a.position + ra
    let pb = b.map { $0.position + rb } ?? offsetB
    let d = pa - pb
    let distance = d.length
    guard distance > 0.000_001 || length > 0 else { return }
    let n = distance > 0.000_001 ? d * (1 / distance) : DynamicsVector(x: 0, y: 1)
    let inverseMass = a.inverseMass + (b?.inverseMass ?? 0)
    guard inverseMass > 0 else { return }
    let mass = 1 / inverseMass
    let w = 2 * .pi * min(Double(frequency), 0.25 / dt / (2 * .pi))
    let stretch = distance - Double(length)
    let speed =
      (a.velocity(atOffset: ra) - (b?.velocity(atOffset: rb) ?? .zero)).dot(n)
    let magnitude = -mass * (w * w * stretch + 2 * Double(damping) * w * speed)
    a.applyForce(n * magnitude, atOffset: ra)
    b?.applyForce(n * -magnitude, atOffset: rb)
  }
}
