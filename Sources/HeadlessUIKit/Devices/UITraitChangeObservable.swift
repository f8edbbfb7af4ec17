import Foundation

/// A registration for trait changes, as UIKit's `UITraitChangeRegistration` (iOS 17): the token
/// `registerForTraitChanges` returns, to pass to `unregisterForTraitChanges(_:)`.
public protocol UITraitChangeRegistration: NSObjectProtocol {}

/// One registration: the traits observed and the call to make when one of them changes.
final class TraitChangeRegistration: NSObject, UITraitChangeRegistration {
  let traits: Set<ObjectIdentifier>
  let handler: @MainActor (AnyObject, UITraitCollection) -> Void

  init(traits: [UITrait], handler: @escaping @MainActor (AnyObject, UITraitCollection) -> Void) {
    self.traits = Set(traits.map { ObjectIdentifier($0) })
    self.handler = handler
  }
}

/// An object that calls code when traits of its environment change, as UIKit's
/// `UITraitChangeObservable` (iOS 17): views, view controllers and presentation controllers.
///
/// ```swift
/// registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previous) in
///   self.updateColors()
/// }
/// ```
///
/// A registration runs after `traitCollectionDidChange(_:)` whenever one of its traits changes
/// value (a custom trait included), with the object and its previous traits.
@preconcurrency @MainActor
public protocol UITraitChangeObservable {
  /// What a registration calls: the object whose traits changed and its previous traits.
  typealias TraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (
    TraitEnvironment, UITraitCollection
  ) -> Void

  /// Calls `handler` when one of `traits` changes.
  @discardableResult
  func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
  ) -> any UITraitChangeRegistration

  /// Stops a registration; unknown registrations are ignored.
  func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

extension UITraitChangeObservable where Self: UITraitEnvironment {
  /// Calls `action` on `target` when one of `traits` changes (a selector as `curtain port`
  /// writes it: the unapplied method). The target is held weakly.
  @discardableResult
  public func registerForTraitChanges<Target: AnyObject>(
    _ traits: [UITrait], target: Target, action: @escaping (Target) -> () -> Void
  ) -> any UITraitChangeRegistration {
    registerForTraitChanges(traits) { [weak target] (_: Self, _) in
      if let target { action(target)() }
    }
  }

  /// Calls `action` on `target` with the object whose traits changed.
  @discardableResult
  public func registerForTraitChanges<Target: AnyObject, Environment: UITraitEnvironment>(
    _ traits: [UITrait], target: Target, action: @escaping (Target) -> (Environment) -> Void
  ) -> any UITraitChangeRegistration {
    registerForTraitChanges(traits) { [weak target] (environment: Environment, _) in
      if let target { action(target)(environment) }
    }
  }

  /// Calls `action` on `target` with the object and its previous traits.
  @discardableResult
  public func registerForTraitChanges<Target: AnyObject, Environment: UITraitEnvironment>(
    _ traits: [UITrait], target: Target,
    action: @escaping (Target) -> (Environment, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    registerForTraitChanges(traits) { [weak target] (environment: Environment, previous) in
      if let target { action(target)(environment, previous) }
    }
  }

  /// Calls `action` on this object when one of `traits` changes.
  @discardableResult
  public func registerForTraitChanges(_ traits: [UITrait], action: @escaping (Self) -> () -> Void)
    -> any UITraitChangeRegistration
  {
    registerForTraitChanges(traits) { (environment: Self, _) in action(environment)() }
  }

  /// Calls `action` on this object with its previous traits.
  @discardableResult
  public func registerForTraitChanges(
    _ traits: [UITrait], action: @escaping (Self) -> (Self, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    registerForTraitChanges(traits) { (environment: Self, previous) in
      action(environment)(environment, previous)
    }
  }
}

/// The registrations of one observable object.
@MainActor
struct TraitChangeRegistrations {
  private var registrations: [TraitChangeRegistration] = []

  mutating func add<TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait], _ handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    let registration = TraitChangeRegistration(traits: traits) { object, previous in
      // As UIKit, a handler declared for another type of environment is a programming error.
      handler(object as! TraitEnvironment, previous)
    }
    registrations.append(registration)
    return registration
  }

  mutating func remove(_ registration: any UITraitChangeRegistration) {
    registrations.removeAll { $0 === registration }
  }

  /// Runs every registration one of whose traits differs between `previous` and `current`,
  /// in the order they were made.
  func fire(_ object: AnyObject, previous: UITraitCollection?, current: UITraitCollection) {
    guard !registrations.isEmpty else { return }
    let changed = Set(current.changedTraits(from: previous).map { ObjectIdentifier($0) })
    guard !changed.isEmpty else { return }
    let old = previous ?? UITraitCollection()
    for r in registrations where !r.traits.isDisjoint(with: changed) { r.handler(object, old) }
  }
}

extension UIView: UITraitChangeObservable {
  @discardableResult
  public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
  ) -> any UITraitChangeRegistration {
    traitChangeRegistrations.add(traits, handler)
  }

  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    traitChangeRegistrations.remove(registration)
  }
}

extension UIViewController: UITraitChangeObservable {
  @discardableResult
  public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
  ) -> any UITraitChangeRegistration {
    traitChangeRegistrations.add(traits, handler)
  }

  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    traitChangeRegistrations.remove(registration)
  }
}

extension UIPresentationController: UITraitChangeObservable {
  @discardableResult
  public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
  ) -> any UITraitChangeRegistration {
    traitChangeRegistrations.add(traits, handler)
  }

  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    traitChangeRegistrations.remove(registration)
  }

  /// Tells the controller that the presenter's traits changed: `traitCollectionDidChange(_:)`,
  /// then the registrations.
  func notifyTraitChange(_ previous: UITraitCollection?) {
    traceCall(self, "traitCollectionDidChange(_:)") { traitCollectionDidChange(previous) }
    traitChangeRegistrations.fire(self, previous: previous, current: traitCollection)
  }

  /// Traits this controller sets for the presented controller and everything below it, over
  /// those it inherits (iOS 17). Changing them tells the presented controller's hierarchy.
  public var traitOverrides: UITraitOverrides {
    get { _traitOverrides }
    set {
      let previous = presentedViewController.traitCollection
      _traitOverrides = newValue
      presentedViewController.propagateTraitChange(previous)
    }
  }
}
