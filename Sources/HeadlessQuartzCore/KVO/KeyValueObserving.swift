import Foundation

/// Objects whose properties can be observed with ``observe(_:options:changeHandler:)``, as
/// Foundation's protocol of the same name: views (`frame`, `bounds`, `center`, `transform`,
/// `alpha`, `isHidden`), layers (`position`, `bounds`, `frame`, `transform`, `anchorPoint`,
/// `opacity`, `isHidden`), scroll views (`contentOffset`, `contentSize`, `contentInset`,
/// `adjustedContentInset`) and view controllers (`preferredContentSize`).
///
/// ```swift
/// observation = scrollView.observe(\.contentOffset, options: [.old, .new]) { scrollView, change in
///   print(change.oldValue!, "→", change.newValue!)
/// }
/// ```
///
/// A change is reported when the model value changes (not while an animation shows it moving),
/// once per change even when the property's setter changes several stored values. A key path
/// into a property (`\.frame.origin.y`) is reported when any of the object's observable
/// properties changes and the value it reads differs.
@preconcurrency @MainActor public protocol _KeyValueCodingAndObserving: AnyObject {}

extension _KeyValueCodingAndObserving {
  /// Starts observing `keyPath`; `changeHandler` runs after each change (and before it, with
  /// `.prior`), with the object and the change. The observation lasts until the returned object
  /// is invalidated or deallocated.
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    let observation = NSKeyValueObservation()
    guard let host = self as? KeyValueObservationHost else { return observation }
    let key = host.observedKey(for: keyPath, root: Self.self)
    var old: Value?
    observation.callback = { [weak self] event in
      guard let self else { return }
      switch event {
      case .willChange:
        old = self[keyPath: keyPath]
        guard options.contains(.prior) else { return }
        changeHandler(
          self,
          NSKeyValueObservedChange(
            kind: .setting, newValue: nil, oldValue: options.contains(.old) ? old : nil,
            indexes: nil, isPrior: true))
      case .didChange:
        let new = self[keyPath: keyPath]
        defer { old = nil }
        // Only changes of the value itself (a key path with no key hears every change of the
        // object; a frame hears a bounds change that kept its size).
        if let old, keyValuesEqual(old, new) == true { return }
        changeHandler(
          self,
          NSKeyValueObservedChange(
            kind: .setting, newValue: options.contains(.new) ? new : nil,
            oldValue: options.contains(.old) ? old : nil, indexes: nil, isPrior: false))
      }
    }
    host.keyValueObserverRegistry.add(observation, key: key)
    if options.contains(.initial) {
      changeHandler(
        self,
        NSKeyValueObservedChange(
          kind: .setting, newValue: options.contains(.new) ? self[keyPath: keyPath] : nil,
          oldValue: nil, indexes: nil, isPrior: false))
    }
    return observation
  }
}

/// An object that keeps observations and names its observable key paths.
@MainActor package protocol KeyValueObservationHost: AnyObject {
  /// The object's observations, made on first use.
  var keyValueObserverRegistry: KeyValueObservers { get }
  /// The key of `keyPath`, a key path rooted at `root` (the object's static type or a
  /// superclass of its class), or nil if it names no observable property.
  func observedKey(for keyPath: AnyKeyPath, root: Any.Type) -> String?
  /// The value at a string key path, as key-value coding reads it.
  func value(forKeyPath keyPath: String) -> Any?
}
