import Foundation

extension UIGestureRecognizer {
  /// Adds a target method taking the recognizer (`CardView.didPan(_:)`; the parameter may be
  /// of any type the recognizer is, `Any` included).
  public func addTarget<Target: AnyObject, Sender>(
    _ target: Target, action: @escaping (Target) -> (Sender) -> Void
  ) {
    targets.append(
      TargetAction(target: target, action: action) { target, recognizer, _ in
        if let sender = recognizer as? Sender { action(target)(sender) }
      })
  }

  /// Adds a target method taking nothing (`CardView.didTap`).
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> () -> Void
  ) {
    targets.append(
      TargetAction(target: target, action: action) { target, _, _ in action(target)() })
  }

  /// Adds a target closure.
  public func addTarget(_ handler: @escaping (UIGestureRecognizer) -> Void) {
    targets.append(TargetAction(target: nil) { recognizer, _ in handler(recognizer) })
  }

  /// Removes `target`'s actions of the type of `action` (nil: all of the target's; a nil
  /// target: every target's), as UIKit's `removeTarget(_:action:)`.
  public func removeTarget(_ target: Any?, action: ((UIGestureRecognizer) -> Void)?) {
    let object = target.map { $0 as AnyObject }
    targets.removeAll { $0.matches(target: object, actionType: nil) }
  }

  /// Removes `target`'s actions of the same method type as `action`.
  public func removeTarget<Target: AnyObject, Sender>(
    _ target: Target, action: @escaping (Target) -> (Sender) -> Void
  ) {
    let type = ObjectIdentifier(((Target) -> (Sender) -> Void).self)
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
  public convenience init<Target: AnyObject, Sender>(
    target: Target, action: @escaping (Target) -> (Sender) -> Void
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
