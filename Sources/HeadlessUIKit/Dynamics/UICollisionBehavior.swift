import Foundation

/// Told when items of a collision behaviour start and stop touching each other or boundaries.
@preconcurrency @MainActor public protocol UICollisionBehaviorDelegate: NSObjectProtocol {
  /// Two items began touching at `p`.
  func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem,
    with item2: any UIDynamicItem, at p: CGPoint)
  /// Two items stopped touching.
  func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem,
    with item2: any UIDynamicItem)
  /// An item began touching a boundary (nil: the reference bounds) at `p`.
  func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint)
  /// An item stopped touching a boundary.
  func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?)
}

extension UICollisionBehaviorDelegate {
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem,
    with item2: any UIDynamicItem, at p: CGPoint
  ) {}
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem,
    with item2: any UIDynamicItem
  ) {}
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint
  ) {}
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?
  ) {}
}

/// Keeps its items from passing through each other and through boundaries, as UIKit's
/// `UICollisionBehavior`. Boundaries are the reference view's bounds (when
/// ``translatesReferenceBoundsIntoBoundary`` is set), segments and paths; a path boundary is
/// the chain of its points' segments (curves by their end points).
@preconcurrency @MainActor open class UICollisionBehavior: UIDynamicBehavior {
  /// What the items collide with.
  public struct Mode: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Each other.
    public static let items = Mode(rawValue: 1 << 0)
    /// The boundaries.
    public static let boundaries = Mode(rawValue: 1 << 1)
    /// Both.
    public static let everything = Mode(rawValue: .max)
  }

  private var list: DynamicItemList
  /// The boundaries added, in order: identifier and path.
  private var boundaries: [(identifier: any NSCopying, key: AnyHashable, path: UIBezierPath)] = []
  /// The contacts seen in the last refresh, by key, and those gathered in this one.
  private var touching: [ContactKey] = []
  private var gathered: [ContactKey: CGPoint] = [:]
  private var gatheredOrder: [ContactKey] = []

  /// The items that collide.
  open var items: [any UIDynamicItem] { list.items }
  /// What the items collide with. Default: `.everything`.
  open var collisionMode: Mode = .everything { didSet { didChange() } }
  /// Whether the reference view's bounds (inset by ``setTranslatesReferenceBoundsIntoBoundary(with:)``'s
  /// insets) are a boundary. Default: false.
  open var translatesReferenceBoundsIntoBoundary = false { didSet { didChange() } }
  private var referenceInsets = UIEdgeInsets.zero
  /// Told when contacts begin and end.
  open weak var collisionDelegate: (any UICollisionBehaviorDelegate)?

  public init(items: [any UIDynamicItem]) {
    list = DynamicItemList(items)
    super.init()
  }

  public override convenience init() { self.init(items: []) }

  /// Adds `item` to those that collide.
  open func addItem(_ item: any UIDynamicItem) {
    if list.insert(item) { didChange() }
  }

  /// Stops `item` colliding.
  open func removeItem(_ item: any UIDynamicItem) {
    list.remove(item)
    didChange()
  }

  /// Makes the reference view's bounds, inset by `insets`, a boundary.
  open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
    referenceInsets = insets
    translatesReferenceBoundsIntoBoundary = true
  }

  /// Adds (or replaces) the boundary `identifier` along `bezierPath`.
  open func addBoundary(withIdentifier identifier: any NSCopying, for bezierPath: UIBezierPath) {
    let key = Self.key(identifier)
    boundaries.removeAll { $0.key == key }
    boundaries.append((identifier, key, bezierPath))
    didChange()
  }

  /// Adds (or replaces) the boundary `identifier` from `p1` to `p2`.
  open func addBoundary(
    withIdentifier identifier: any NSCopying, from p1: CGPoint, to p2: CGPoint
  ) {
    let path = UIBezierPath()
    path.move(to: p1)
    path.addLine(to: p2)
    addBoundary(withIdentifier: identifier, for: path)
  }

  /// The path of boundary `identifier`.
  open func boundary(withIdentifier identifier: any NSCopying) -> UIBezierPath? {
    let key = Self.key(identifier)
    return boundaries.first { $0.key == key }?.path
  }

  /// Removes boundary `identifier`.
  open func removeBoundary(withIdentifier identifier: any NSCopying) {
    let key = Self.key(identifier)
    boundaries.removeAll { $0.key == key }
    didChange()
  }

  /// The identifiers of the boundaries added; nil when there are none.
  open var boundaryIdentifiers: [any NSCopying]? {
    boundaries.isEmpty ? nil : boundaries.map(\.identifier)
  }

  /// Removes every boundary added (the reference bounds stay as set).
  open func removeAllBoundaries() {
    boundaries.removeAll()
    didChange()
  }

  /// Identifiers compare as values when they are hashable (strings, numbers), else by identity.
  private static func key(_ identifier: any NSCopying) -> AnyHashable {
    (identifier as? AnyHashable) ?? AnyHashable(ObjectIdentifier(identifier as AnyObject))
  }

  // MARK: - Simulation

  /// Who touches whom: two items, or an item and a boundary (nil key: the reference bounds).
  private enum ContactKey: Hashable {
    case items(ObjectIdentifier, ObjectIdentifier)
    case boundary(ObjectIdentifier, AnyHashable?)
  }

  override var dynamicItems: [any UIDynamicItem] { list.items }

  override func act(on world: DynamicsWorld, dt: Double) {
    let bodies = list.items.compactMap { world.body(for: $0) }
    if collisionMode.contains(.boundaries) {
      for (key, segments) in segments(in: world) {
        for body in bodies {
          for (start, end) in segments {
            for contact in DynamicsContacts.contacts(of: body, withSegmentFrom: start, to: end) {
              world.add(contact)
              note(.boundary(ObjectIdentifier(body.item), key), at: contact.point)
            }
          }
        }
      }
    }
    if collisionMode.contains(.items) {
      for i in bodies.indices {
        for j in bodies.indices where j > i {
          for contact in DynamicsContacts.contacts(between: bodies[i], and: bodies[j]) {
            world.add(contact)
            note(
              .items(ObjectIdentifier(bodies[i].item), ObjectIdentifier(bodies[j].item)),
              at: contact.point)
          }
        }
      }
    }
  }

  /// The boundaries as segments, by key: the reference bounds first, then those added.
  private func segments(
    in world: DynamicsWorld
  ) -> [(AnyHashable?, [(DynamicsVector, DynamicsVector)])] {
    var all: [(AnyHashable?, [(DynamicsVector, DynamicsVector)])] = []
    if translatesReferenceBoundsIntoBoundary {
      let r = world.referenceBounds.inset(by: referenceInsets)
      let corners = [
        CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
        CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
      ].map(DynamicsVector.init)
      all.append((nil, (0..<4).map { (corners[$0], corners[($0 + 1) % 4]) }))
    }
    for boundary in boundaries {
      all.append((boundary.key, Self.segments(of: boundary.path)))
    }
    return all
  }

  /// The segments joining a path's points, subpath by subpath.
  private static func segments(of path: UIBezierPath) -> [(DynamicsVector, DynamicsVector)] {
    var segments: [(DynamicsVector, DynamicsVector)] = []
    var start: DynamicsVector?
    var last: DynamicsVector?
    path.cgPath.applyWithBlock { element in
      let e = element.pointee
      switch e.type {
      case .moveToPoint:
        start = DynamicsVector(e.points[0])
        last = start
      case .addLineToPoint, .addQuadCurveToPoint, .addCurveToPoint:
        let count = e.type == .addLineToPoint ? 1 : e.type == .addQuadCurveToPoint ? 2 : 3
        let point = DynamicsVector(e.points[count - 1])
        if let last { segments.append((last, point)) }
        last = point
      case .closeSubpath:
        if let last, let start, last != start { segments.append((last, start)) }
        last = start
      @unknown default:
        break
      }
    }
    return segments
  }

  private func note(_ key: ContactKey, at point: DynamicsVector) {
    if gathered[key] == nil {
      gathered[key] = point.point
      gatheredOrder.append(key)
    }
  }

  override func didStep(_ animator: UIDynamicAnimator) {
    let now = Set(gatheredOrder)
    let items = Dictionary(
      list.items.map { (ObjectIdentifier($0), $0) }, uniquingKeysWith: { a, _ in a })
    let ids = Dictionary(
      boundaries.map { ($0.key, $0.identifier) }, uniquingKeysWith: { a, _ in a })
    let began = gatheredOrder.filter { !touching.contains($0) }
    let ended = touching.filter { !now.contains($0) }
    let points = gathered
    touching = gatheredOrder
    gathered = [:]
    gatheredOrder = []
    guard let delegate = collisionDelegate else { return }
    for key in ended {
      switch key {
      case .items(let a, let b):
        if let a = items[a], let b = items[b] {
          delegate.collisionBehavior(self, endedContactFor: a, with: b)
        }
      case .boundary(let a, let boundary):
        if let a = items[a] {
          delegate.collisionBehavior(
            self, endedContactFor: a, withBoundaryIdentifier: boundary.flatMap { ids[$0] })
        }
      }
    }
    for key in began {
      let p = points[key] ?? .zero
      switch key {
      case .items(let a, let b):
        if let a = items[a], let b = items[b] {
          delegate.collisionBehavior(self, beganContactFor: a, with: b, at: p)
        }
      case .boundary(let a, let boundary):
        if let a = items[a] {
          delegate.collisionBehavior(
            self, beganContactFor: a, withBoundaryIdentifier: boundary.flatMap { ids[$0] }, at: p)
        }
      }
    }
  }
}
