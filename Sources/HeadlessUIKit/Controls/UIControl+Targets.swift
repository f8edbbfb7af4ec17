import Foundation

extension UIControl {
  /// Adds a target method taking nothing (`CardViewController.close`) for `controlEvents`. A
  /// nil target (a weak reference that is gone, say) sends it along the responder chain.
  public func addTarget<Target: AnyObject>(
    _ target: Target?, action: @escaping (Target) -> () -> Void, for controlEvents: Event
  ) {
    add(TargetAction(target: target, action: action) { t, _, _ in action(t)() }, controlEvents)
  }

  /// Adds a target method taking the sender (`CardViewController.close(_:)`; the parameter may
  /// be of any type the control is, `Any` included) for `controlEvents`.
  public func addTarget<Target: AnyObject, Sender>(
    _ target: Target?, action: @escaping (Target) -> (Sender) -> Void, for controlEvents: Event
  ) {
    add(
      TargetAction(target: target, action: action) { t, control, _ in
        if let sender = control as? Sender { action(t)(sender) }
      }, controlEvents)
  }

  /// Adds a target method taking the sender and the event (`close(_:forEvent:)`) for
  /// `controlEvents`. Actions sent by `sendActions(for:)` get an empty touch event.
  public func addTarget<Target: AnyObject, Sender>(
    _ target: Target?, action: @escaping (Target) -> (Sender, UIEvent) -> Void,
    for controlEvents: Event
  ) {
    add(
      TargetAction(target: target, action: action) { t, control, event in
        if let sender = control as? Sender { action(t)(sender, event ?? UIEvent()) }
      }, controlEvents)
  }

  private func add(_ action: TargetAction<UIControl>, _ events: Event) {
    actions.append((events, action))
  }

  /// Removes `target`'s actions for `controlEvents` (nil target: every target's; nil action:
  /// every action of the target).
  public func removeTarget(
    _ target: Any?, action: ((UIControl) -> Void)?, for controlEvents: Event
  ) {
    remove(target.map { $0 as AnyObject }, nil, controlEvents)
  }

  /// Removes `target`'s actions of `action`'s method type for `controlEvents`.
  public func removeTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> () -> Void, for controlEvents: Event
  ) {
    remove(target, ObjectIdentifier(((Target) -> () -> Void).self), controlEvents)
  }

  /// Removes `target`'s actions of `action`'s method type for `controlEvents`.
  public func removeTarget<Target: AnyObject, Sender>(
    _ target: Target, action: @escaping (Target) -> (Sender) -> Void, for controlEvents: Event
  ) {
    remove(target, ObjectIdentifier(((Target) -> (Sender) -> Void).self), controlEvents)
  }

  /// Removes the events from matching registrations, dropping those left with none.
  private func remove(_ target: AnyObject?, _ type: ObjectIdentifier?, _ events: Event) {
    actions = Self.removing(events, from: actions) {
      $0.matches(target: target, actionType: type)
    }
  }

  /// `list` with `events` taken from the entries `matches` picks (those left with none go).
  private static func removing<Action>(
    _ events: Event, from list: [(events: Event, action: Action)], where matches: (Action) -> Bool
  ) -> [(events: Event, action: Action)] {
    list.compactMap { entry in
      guard matches(entry.action) else { return entry }
      let left = entry.events.subtracting(events)
      return left.isEmpty ? nil : (left, entry.action)
    }
  }

  /// Runs `action` for `controlEvents` (adding the events if it is already registered).
  public func addAction(_ action: UIAction, for controlEvents: Event) {
    if let i = uiActions.firstIndex(where: { $0.action === action }) {
      uiActions[i].events.formUnion(controlEvents)
    } else {
      uiActions.append((controlEvents, action))
    }
  }

  /// Stops running `action` for `controlEvents`.
  public func removeAction(_ action: UIAction, for controlEvents: Event) {
    removeActions(where: { $0 === action }, for: controlEvents)
  }

  /// Stops running the action with `actionIdentifier` for `controlEvents`.
  public func removeAction(
    identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event
  ) {
    removeActions(where: { $0.identifier == actionIdentifier }, for: controlEvents)
  }

  private func removeActions(where matching: (UIAction) -> Bool, for events: Event) {
    uiActions = Self.removing(events, from: uiActions, where: matching)
  }

  /// Calls what is registered for any of `events`, recording the events in the stage's trace.
  func sendActions(for events: Event, with event: UIEvent?) {
    let due = actions.filter { !$0.events.isDisjoint(with: events) }.map(\.action)
    let dueActions = uiActions.filter { !$0.events.isDisjoint(with: events) }.map(\.action)
    if let trace = Stage.current?.trace, !due.isEmpty || !dueActions.isEmpty {
      trace.record(self, "sendActions(for: \(events.names.joined(separator: ", ")))")
    }
    for a in due { a.call(self, event) }
    for a in dueActions { sendAction(a) }
  }
}
