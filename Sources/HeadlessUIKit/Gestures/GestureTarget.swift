import Foundation

/// One target–action pair of a gesture recognizer (or a control): the target, held weakly, and
/// the call to make. Swift cannot compare functions, so an action is told apart from another
/// of the same target by its type (`(Target) -> (UIPanGestureRecognizer) -> Void` or
/// `(Target) -> () -> Void`).
struct GestureTarget {
  /// The target, if it is an object (kept weak, as UIKit keeps targets).
  weak var object: AnyObject?
  /// Whether a target object was given (a closure with no target is never removed by target).
  let hasTarget: Bool
  /// The type of the unapplied method, when the action is one.
  let actionType: ObjectIdentifier?
  let call: (UIGestureRecognizer) -> Void

  init(target: Any?, action: @escaping (UIGestureRecognizer) -> Void) {
    object = target.map { $0 as AnyObject }
    hasTarget = target != nil
    actionType = nil
    call = action
  }

  init<Target: AnyObject, Action>(
    target: Target, action: Action, perform: @escaping (Target, UIGestureRecognizer) -> Void
  ) {
    object = target
    hasTarget = true
    actionType = ObjectIdentifier(Action.self)
    call = { [weak target] recognizer in
      if let target { perform(target, recognizer) }
    }
  }

  /// Whether `removeTarget(target, action:)` removes this pair: nil target removes every
  /// pair, a nil action every pair of the target.
  func matches(target: AnyObject?, actionType: ObjectIdentifier?) -> Bool {
    guard let target else { return true }
    guard hasTarget, object === target else { return false }
    return actionType == nil || actionType == self.actionType
  }
}

extension UIGestureRecognizer {
  /// Adds a target method taking the recognizer (`CardView.didPan(_:)`).
  public func addTarget<Target: AnyObject, Recognizer: UIGestureRecognizer>(
    _ target: Target, action: @escaping (Target) -> (Recognizer) -> Void
  ) {
    targets.append(
      GestureTarget(target: target, action: action) { target, recognizer in
        if let r = recognizer as? Recognizer { action(target)(r) }
      })
  }

  /// Adds a target method taking nothing (`CardView.didTap`).
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> () -> Void
  ) {
    targets.append(GestureTarget(target: target, action: action) { target, _ in action(target)() })
  }

  /// Adds a target closure.
  public func addTarget(_ handler: @escaping (UIGestureRecognizer) -> Void) {
    targets.append(GestureTarget(target: nil, action: handler))
  }

  /// Removes `target`'s actions of the type of `action` (nil: all of the target's; a nil
  /// target: every target's), as UIKit's `removeTarget(_:action:)`.
  public func removeTarget(_ target: Any?, action: ((UIGestureRecognizer) -> Void)?) {
    let object = target.map { $0 as AnyObject }
    targets.removeAll { $0.matches(target: object, actionType: nil) }
  }

  /// Removes `target`'s actions of the same method type as `action`.
  public func removeTarget<Target: AnyObject, Recognizer: UIGestureRecognizer>(
    _ target: Target, action: @escaping (Target) -> (Recognizer) -> Void
  ) {
    let type = ObjectIdentifier(((Target) -> (Recognizer) -> Void).self)
    targets.removeAll { $0.matches(target: target, actionType: type) }
  }

  /// Removes `target`'s actions taking nothing.
  public func removeTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> () -> Void
  ) {
    let type = ObjectIdentifier(((Target) -> () -> Void).self)
    targets.removeAll { $0.matches(target: target, actionType: type) }
  }

  /// Removes every target.
  public func removeAllTargets() { targets.removeAll() }

  /// A recognizer calling a method of `target` that takes the recognizer.
  public convenience init<Target: AnyObject, Recognizer: UIGestureRecognizer>(
    target: Target, action: @escaping (Target) -> (Recognizer) -> Void
  ) {
    self.init(target: nil, action: nil)
    addTarget(target, action: action)
  }

  /// A recognizer calling a method of `target` that takes nothing.
  public convenience init<Target: AnyObject>(
    target: Target, action: @escaping (Target) -> () -> Void
  ) {
    self.init(target: nil, action: nil)
    addTarget(target, action: action)
  }
}
