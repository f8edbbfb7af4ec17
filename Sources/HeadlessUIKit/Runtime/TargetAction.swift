import Foundation

/// One target–action pair of a gesture recognizer or a control: the target, held weakly, and
/// the call to make with the sender (and the event, for controls). Swift cannot compare
/// functions, so an action is told apart from another of the same target by its type
/// (`(Target) -> (UIPanGestureRecognizer) -> Void` or `(Target) -> () -> Void`).
@MainActor struct TargetAction<Sender: AnyObject> {
  /// The target, if it is an object (kept weak, as UIKit keeps targets).
  weak var object: AnyObject?
  /// Whether a target object was given (a closure with no target is never removed by target).
  let hasTarget: Bool
  /// The type of the unapplied method, when the action is one.
  let actionType: ObjectIdentifier?
  let call: (Sender, UIEvent?) -> Void

  init(target: Any?, action: @escaping (Sender, UIEvent?) -> Void) {
    object = target.map { $0 as AnyObject }
    hasTarget = target != nil
    actionType = nil
    call = action
  }

  /// An unapplied method of `target`; a nil target finds one along the responder chain each
  /// time the action is sent.
  init<Target: AnyObject, Action>(
    target: Target?, action: Action, perform: @escaping (Target, Sender, UIEvent?) -> Void
  ) {
    object = target
    hasTarget = target != nil
    actionType = ObjectIdentifier(Action.self)
    if let target {
      call = { [weak target] sender, event in
        if let target { perform(target, sender, event) }
      }
    } else {
      call = { sender, event in
        if let found = ResponderChainTarget.find(Target.self, sender: sender) {
          perform(found, sender, event)
        }
      }
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
