import Foundation

/// A rule of motion a dynamic animator applies to items, as UIKit's `UIDynamicBehavior`: the
/// base of gravity, collision, snap, push, attachment and item behaviours, and the way to make
/// compound behaviours from child behaviours.
///
/// ```swift
/// let fall = UIDynamicBehavior()
/// fall.addChildBehavior(UIGravityBehavior(items: [card]))
/// fall.addChildBehavior(UICollisionBehavior(items: [card]))
/// animator.addBehavior(fall)
/// ```
@preconcurrency @MainActor open class UIDynamicBehavior: NSObject {
  /// The behaviours this one is made of, in the order added.
  open private(set) var childBehaviors: [UIDynamicBehavior] = []
  /// Called after every step of the animator running the behaviour. Default: nil.
  open var action: (() -> Void)?
  /// The animator running the behaviour, directly or through a parent.
  open var dynamicAnimator: UIDynamicAnimator? { owner ?? parent?.dynamicAnimator }

  /// The animator the behaviour was added to (top-level behaviours only).
  weak var owner: UIDynamicAnimator?
  /// The behaviour this one is a child of.
  weak var parent: UIDynamicBehavior?

  public override init() { super.init() }

  /// Makes `behavior` part of this one.
  open func addChildBehavior(_ behavior: UIDynamicBehavior) {
    guard !childBehaviors.contains(where: { $0 === behavior }) else { return }
    childBehaviors.append(behavior)
    behavior.parent = self
    behavior.willMove(to: dynamicAnimator)
    didChange()
  }

  /// Takes `behavior` out of this one.
  open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
    guard let index = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
    behavior.willMove(to: nil)
    childBehaviors.remove(at: index)
    behavior.parent = nil
    didChange()
  }

  /// Called when the behaviour is added to an animator (or removed: nil). Default: nothing.
  open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

  // MARK: - The animator's side

  /// The items this behaviour itself moves (its children's are their own).
  var dynamicItems: [any UIDynamicItem] { [] }

  /// Sets the material of its items' bodies, before forces are applied.
  func configure(_ world: DynamicsWorld) {}

  /// Applies forces, and adds contacts and joints, for a step of `dt` seconds.
  func act(on world: DynamicsWorld, dt: Double) {}

  /// Called after each refresh of the animator, before the actions (collision behaviours tell
  /// their delegates of contacts here).
  func didStep(_ animator: UIDynamicAnimator) {}

  /// Something the motion depends on changed: the animator wakes if it had paused.
  func didChange() { dynamicAnimator?.wake() }

  /// This behaviour and its descendants, parents first.
  var flattened: [UIDynamicBehavior] { [self] + childBehaviors.flatMap(\.flattened) }
}

/// The items a behaviour applies to, in the order added, each once.
@MainActor struct DynamicItemList {
  private(set) var items: [any UIDynamicItem]

  init(_ items: [any UIDynamicItem]) {
    self.items = []
    for item in items { insert(item) }
  }

  /// Adds `item` unless it is there; returns whether it was added.
  @discardableResult mutating func insert(_ item: any UIDynamicItem) -> Bool {
    guard !items.contains(where: { $0 === item }) else { return false }
    items.append(item)
    return true
  }

  mutating func remove(_ item: any UIDynamicItem) { items.removeAll { $0 === item } }
}
