import Foundation

/// Told when a dynamic animator starts and stops moving its items.
@preconcurrency @MainActor public protocol UIDynamicAnimatorDelegate: NSObjectProtocol {
  /// The animator is about to move its items again after a pause.
  func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
  /// Every item came to rest and the animator stopped stepping.
  func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
  public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
  public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}

/// Moves items by physics, as UIKit's `UIDynamicAnimator`: the behaviours added to it (gravity,
/// collisions, snaps, pushes, attachments) act on their items' bodies, and the animator writes
/// each item's `center` (and its `transform` when the item turns) after every step.
///
/// The animator steps on the stage's clock, at every screen refresh after a behaviour was
/// added (60 a second on most devices), each refresh in fixed substeps of at most 1/240 s, so
/// the same film moves the same items to the same points. When everything has come to rest it
/// pauses and tells its delegate, as on iOS; a change to its behaviours wakes it. An animator
/// made while no stage runs never steps.
///
/// ```swift
/// let animator = UIDynamicAnimator(referenceView: view)
/// animator.addBehavior(UISnapBehavior(item: card, snapTo: view.center))
/// ```
@preconcurrency @MainActor open class UIDynamicAnimator: NSObject {
  /// The view whose coordinates the items' centres are in, and whose bounds a collision
  /// behaviour can make a boundary.
  open private(set) weak var referenceView: UIView?
  /// The behaviours, in the order added.
  open private(set) var behaviors: [UIDynamicBehavior] = []
  /// Whether the animator is stepping its items.
  open private(set) var isRunning = false
  /// The time, in seconds, the animator has spent stepping since it was made.
  open private(set) var elapsedTime: TimeInterval = 0
  /// Told when the animator pauses and resumes.
  open weak var delegate: (any UIDynamicAnimatorDelegate)?

  let world = DynamicsWorld()
  /// The clock the animator steps on, from the stage running when it first woke.
  private var timeline: Timeline?
  private var scheduled: Int?
  /// Refreshes in a row with every body at rest.
  private var restingFrames = 0
  /// Refreshes at rest before the animator pauses.
  static let framesToPause = 4
  /// The longest substep, in seconds.
  static let longestStep = 1.0 / 240

  /// An animator whose items' centres are in `view`'s coordinates.
  public init(referenceView view: UIView) {
    referenceView = view
    super.init()
  }

  /// Starts applying `behavior`; a behaviour belongs to one animator at a time.
  open func addBehavior(_ behavior: UIDynamicBehavior) {
    guard !behaviors.contains(where: { $0 === behavior }) else { return }
    behavior.owner?.removeBehavior(behavior)
    behavior.willMove(to: self)
    behaviors.append(behavior)
    behavior.owner = self
    wake()
  }

  /// Stops applying `behavior`.
  open func removeBehavior(_ behavior: UIDynamicBehavior) {
    guard let index = behaviors.firstIndex(where: { $0 === behavior }) else { return }
    behavior.willMove(to: nil)
    behaviors.remove(at: index)
    behavior.owner = nil
    wake()
  }

  /// Stops applying every behaviour.
  open func removeAllBehaviors() {
    for behavior in behaviors { removeBehavior(behavior) }
  }

  /// The items whose frames meet `rect`, in the reference view's coordinates.
  open func items(in rect: CGRect) -> [any UIDynamicItem] {
    world.synchronize(with: allBehaviors)
    return world.bodies.filter { body in
      let box = body.corners.reduce(into: CGRect.null) { box, corner in
        box = box.union(CGRect(origin: corner.point, size: .zero))
      }
      return box.intersects(rect)
    }.map(\.item)
  }

  /// Takes the item's centre and transform as they are now (set by the app) and forgets its
  /// motion; call it after moving an item the animator moves.
  open func updateItem(usingCurrentState item: any UIDynamicItem) {
    world.body(for: item)?.readState()
    wake()
  }

  /// Every behaviour, with the children of each after it.
  var allBehaviors: [UIDynamicBehavior] { behaviors.flatMap(\.flattened) }

  // MARK: - Stepping

  /// Starts stepping if the animator had paused (telling its delegate).
  func wake() {
    restingFrames = 0
    guard !isRunning, !behaviors.isEmpty else { return }
    guard let clock = timeline ?? Timeline.current else { return }
    timeline = clock
    isRunning = true
    delegate?.dynamicAnimatorWillResume(self)
    scheduleRefresh()
  }

  /// Schedules the next step at the stage's next screen refresh.
  private func scheduleRefresh() {
    guard let timeline else { return }
    let rate = Double(max(timeline.maximumFramesPerSecond, 1))
    let refresh = (timeline.now * rate + 1e-9).rounded(.down) + 1
    let duration = 1 / rate
    scheduled = timeline.schedule(at: refresh / rate) { [weak self] in
      self?.scheduled = nil
      self?.refresh(duration: duration)
    }
  }

  /// One screen refresh: steps the world, writes the items, runs the behaviours' actions, and
  /// pauses when everything has been at rest for a few refreshes.
  private func refresh(duration: Double) {
    let behaviors = allBehaviors
    world.referenceBounds = referenceView?.bounds ?? .zero
    world.synchronize(with: behaviors)
    let before = world.placement
    let substeps = max(1, Int((duration / Self.longestStep).rounded(.up)))
    for _ in 0..<substeps { world.step(behaviors, dt: duration / Double(substeps)) }
    for body in world.bodies { body.write() }
    elapsedTime += duration
    for behavior in behaviors { behavior.didStep(self) }
    for behavior in behaviors { behavior.action?() }
    restingFrames = world.isAtRest(since: before, duration: duration) ? restingFrames + 1 : 0
    if behaviors.isEmpty || world.bodies.isEmpty || restingFrames >= Self.framesToPause {
      isRunning = false
      delegate?.dynamicAnimatorDidPause(self)
    } else if scheduled == nil {
      scheduleRefresh()
    }
  }
}
