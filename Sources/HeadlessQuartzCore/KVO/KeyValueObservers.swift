import Foundation

/// The observations of one object, and the changes being made to it.
///
/// A property's setter tells the registry which keys change around the change
/// (`change(_:_:)`); setters that change several stored values (a layer's `frame` sets its
/// bounds and position) nest their changes, and each observation hears one notification when
/// the outermost change ends. The registry holds observations weakly: one nobody keeps is over.
@MainActor package final class KeyValueObservers {
  private struct Entry {
    weak var observation: NSKeyValueObservation?
    /// The property's key, or nil for a key path with no key (it hears every change).
    let key: String?
  }

  private var entries: [Entry] = []
  /// How deep the changes in progress are nested.
  private var depth = 0
  /// The observations told `willChange` in the changes in progress.
  private var pending: [NSKeyValueObservation] = []

  /// The string key-path registrations, kept (with their observations) until removed.
  private var registrations: [KeyPathRegistration] = []

  func add(_ observation: NSKeyValueObservation, key: String?) {
    entries.removeAll { $0.observation == nil }
    entries.append(Entry(observation: observation, key: key))
  }

  /// Keeps a registration and hears changes of its key path's first key.
  func add(_ registration: KeyPathRegistration) {
    registrations.append(registration)
    add(registration.observation, key: Self.observedKey(forKeyPath: registration.keyPath))
  }

  /// Removes the latest registration that `matches`; false if none does.
  func remove(where matches: (KeyPathRegistration) -> Bool) -> Bool {
    guard let i = registrations.lastIndex(where: matches) else { return false }
    registrations.remove(at: i).observation.invalidate()
    return true
  }

  /// Runs `body`, which changes the properties named `keys`, telling their observers before and
  /// (when the outermost change ends) after.
  package func change(_ keys: [String], _ body: () -> Void) {
    depth += 1
    for entry in entries {
      guard let o = entry.observation, entry.key.map(keys.contains) ?? true,
        !pending.contains(o)
      else { continue }
      pending.append(o)
      o.callback?(.willChange)
    }
    body()
    depth -= 1
    guard depth == 0, !pending.isEmpty else { return }
    let told = pending
    pending = []
    for o in told { o.callback?(.didChange) }
  }

  /// The registry kept in `storage`, made there on first use.
  package static func registry(in storage: inout KeyValueObservers?) -> KeyValueObservers {
    if let registry = storage { return registry }
    let registry = KeyValueObservers()
    storage = registry
    return registry
  }

  /// Runs `body`, telling `registry`'s observers of `keys` around it; just `body` without one.
  package static func change(in registry: KeyValueObservers?, _ keys: [String], _ body: () -> Void)
  {
    guard let registry else { return body() }
    registry.change(keys, body)
  }
}

/// Whether two values read from a key path are equal, when their type is `Equatable`; nil when
/// it is not.
func keyValuesEqual(_ a: Any, _ b: Any) -> Bool? {
  guard let a = a as? any Equatable else { return nil }
  return a.isEqual(to: b)
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
