import Foundation

/// A method of a class, as `class_getInstanceMethod` gives it: the class asked and the
/// selector. On iOS it is an opaque pointer into the class's method list.
public struct Method: Hashable, @unchecked Sendable {
  let owner: AnyClass
  let selector: Selector

  public static func == (lhs: Method, rhs: Method) -> Bool {
    lhs.owner == rhs.owner && lhs.selector == rhs.selector
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(owner))
    hasher.combine(selector)
  }
}

/// The method `name` names for instances of `cls`, or nil when they do not implement it.
public func class_getInstanceMethod(_ cls: AnyClass?, _ name: Selector) -> Method? {
  guard let cls, name.isImplemented(byInstancesOf: cls) else { return nil }
  return Method(owner: cls, selector: name)
}

/// The selector of a method.
public func method_getName(_ m: Method) -> Selector { m.selector }

/// Exchanges two methods' implementations for instances of the class they were asked of (and
/// its subclasses), as swizzling does on iOS: each selector then runs the other's code.
///
/// Linux Swift calls methods through its own tables, which no one can change, so an exchange
/// takes effect where Curtain dispatches: the life-cycle methods UIKit calls on controllers and
/// views (`viewDidLoad`, `viewWillAppear(_:)`, `viewDidAppear(_:)`, `viewWillDisappear(_:)`,
/// `viewDidDisappear(_:)`, `viewWillLayoutSubviews`, `viewDidLayoutSubviews`, `layoutSubviews`,
/// `didMoveToSuperview`, `didMoveToWindow`), whose UIKit implementations run what the exchange
/// put in their place, and `perform(_:)`, which `curtain port` makes the swizzled method's call
/// of itself (on iOS, the call of the original implementation).
public func method_exchangeImplementations(_ m1: Method, _ m2: Method) {
  MethodExchange.shared.exchange(m1, m2)
}

/// The implementations exchanged so far, by selector name.
final class MethodExchange: @unchecked Sendable {
  static let shared = MethodExchange()

  /// What runs for a selector: a method a `Selector` carries, or the UIKit implementation of a
  /// routed life-cycle method.
  enum Implementation {
    case method(Selector)
    case uikit(String)
  }

  private struct Entry {
    let owner: AnyClass
    let implementation: Implementation
  }

  /// The life-cycle methods whose UIKit implementations look for an exchange, and those
  /// implementations (what runs when nothing is exchanged), taking the object and its argument.
  static let routedNames: [String: @MainActor (AnyObject, Any?) -> Void] = [
    "viewDidLoad": { _, _ in },
    "viewWillAppear:": { _, _ in },
    "viewDidAppear:": { _, _ in },
    "viewWillDisappear:": { _, _ in },
    "viewDidDisappear:": { _, _ in },
    "viewWillLayoutSubviews": { _, _ in },
    "viewDidLayoutSubviews": { _, _ in },
    "layoutSubviews": { view, _ in (view as! UIView).applyConstraintLayoutToSubviews() },
    "didMoveToSuperview": { _, _ in },
    "didMoveToWindow": { _, _ in },
  ]

  private let lock = NSLock()
  private var entries: [String: [Entry]] = [:]

  func exchange(_ m1: Method, _ m2: Method) {
    lock.lock()
    defer { lock.unlock() }
    let first = implementation(of: m1.selector, for: m1.owner)
    let second = implementation(of: m2.selector, for: m2.owner)
    set(m1.selector.name, to: second, for: m1.owner)
    set(m2.selector.name, to: first, for: m2.owner)
  }

  /// What the selector runs for instances of `owner` now.
  private func implementation(of selector: Selector, for owner: AnyClass) -> Implementation {
    if let entry = entries[selector.name]?.last(where: { isSubclass(owner, of: $0.owner) }) {
      return entry.implementation
    }
    return Self.routedNames[selector.name] != nil ? .uikit(selector.name) : .method(selector)
  }

  private func set(_ name: String, to implementation: Implementation, for owner: AnyClass) {
    entries[name, default: []].removeAll { $0.owner == owner }
    entries[name, default: []].append(Entry(owner: owner, implementation: implementation))
  }

  /// The implementation exchanged into `name` for `object`'s class, if any.
  func exchanged(_ name: String, for object: AnyObject) -> Implementation? {
    lock.lock()
    defer { lock.unlock() }
    return entries[name]?.last { isSubclass(type(of: object), of: $0.owner) }?.implementation
  }

  private func isSubclass(_ aClass: AnyClass, of ancestor: AnyClass) -> Bool {
    var current: AnyClass? = aClass
    while let found = current {
      if found == ancestor { return true }
      current = _getSuperclass(found)
    }
    return false
  }

  /// Sends a selector as `perform(_:)` does: to what an exchange put in its place, if any.
  static func send(_ selector: Selector, to object: AnyObject, _ first: Any?, _ second: Any?)
    -> Any?
  {
    switch shared.exchanged(selector.name, for: object) {
    case .uikit(let name)?:
      // Life-cycle methods run on the main actor, where UIKit calls them.
      nonisolated(unsafe) let (object, first) = (object, first)
      MainActor.assumeIsolated { routedNames[name]?(object, first) }
      return nil
    case .method(let other)?: return other.send(to: object, first, second)
    case nil: return selector.send(to: object, first, second)
    }
  }

  /// Runs what is exchanged into the routed life-cycle method `name` of `object`; false when
  /// its UIKit implementation is still its own, for the caller to run.
  @MainActor static func route(_ object: AnyObject, _ name: String, _ argument: Any? = nil)
    -> Bool
  {
    guard let implementation = shared.exchanged(name, for: object) else { return false }
    switch implementation {
    case .uikit(let routed) where routed == name: return false
    case .uikit(let routed): routedNames[routed]?(object, argument)
    case .method(let selector): _ = selector.send(to: object, argument)
    }
    return true
  }
}
