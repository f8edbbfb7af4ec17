import Foundation

/// The keys of the change dictionary that `observeValue(forKeyPath:of:change:context:)`
/// receives, as Foundation's `NSKeyValueChangeKey`.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  /// The kind of change, an `NSNumber` holding an `NSKeyValueChange` raw value.
  public static let kindKey = NSKeyValueChangeKey(rawValue: "kind")
  /// The value after the change (with `.new`; `NSNull` for nil).
  public static let newKey = NSKeyValueChangeKey(rawValue: "new")
  /// The value before the change (with `.old`; `NSNull` for nil).
  public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
  /// The indexes of a collection's change: never present for the properties Curtain reports.
  public static let indexesKey = NSKeyValueChangeKey(rawValue: "indexes")
  /// `true` in the notification sent before the change (with `.prior`).
  public static let notificationIsPriorKey = NSKeyValueChangeKey(rawValue: "notificationIsPrior")
}

/// An object that hears string-based key-value observing, which every `NSObject` does on iOS.
///
/// Responders and layers do (override ``observeValue(forKeyPath:of:change:context:)`` in a
/// subclass, as on iOS). Foundation on Linux gives `NSObject` no such method, so another class
/// that passes itself to `addObserver(_:forKeyPath:options:context:)` conforms to this protocol
/// to be told.
@preconcurrency @MainActor public protocol KeyValueObserving: AnyObject {
  /// Tells the observer that the value at `keyPath` of `object` changed.
  func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?)
}

/// One `addObserver(_:forKeyPath:options:context:)` registration, kept by the observed object
/// until it is removed (the observer is not retained, as on iOS).
@MainActor package final class KeyPathRegistration {
  weak var observer: AnyObject?
  let keyPath: String
  let context: UnsafeMutableRawPointer?
  let observation = NSKeyValueObservation()

  init(observer: AnyObject, keyPath: String, context: UnsafeMutableRawPointer?) {
    self.observer = observer
    self.keyPath = keyPath
    self.context = context
  }
}

extension _KeyValueCodingAndObserving {
  /// Registers `observer` to hear changes of the value at `keyPath` (a key in Objective-C's
  /// spelling, `"hidden"` for `isHidden`): its `observeValue(forKeyPath:of:change:context:)`
  /// runs after each change (and before, with `.prior`), and at once with `.initial`.
  ///
  /// A change is reported when the property's setter changes its value; which keys of which
  /// classes report changes is listed in the guide to UIKit support.
  public func addObserver(
    _ observer: NSObject, forKeyPath keyPath: String,
    options: NSKeyValueObservingOptions = [], context: UnsafeMutableRawPointer?
  ) {
    guard let host = self as? KeyValueObservationHost else { return }
    let registration = KeyPathRegistration(observer: observer, keyPath: keyPath, context: context)
    var old: Any?
    registration.observation.callback = { [weak self, weak registration] event in
      guard let self, let registration, let host = self as? KeyValueObservationHost else { return }
      switch event {
      case .willChange:
        old = host.value(forKeyPath: keyPath)
        guard options.contains(.prior) else { return }
        var change: [NSKeyValueChangeKey: Any] = [.notificationIsPriorKey: true]
        if options.contains(.old) { change[.oldKey] = old ?? NSNull() }
        Self.tell(registration, about: self, change)
      case .didChange:
        let new = host.value(forKeyPath: keyPath)
        defer { old = nil }
        // Only changes of the value itself (a frame hears a bounds change that kept its size).
        if let a = old, let b = new, keyValuesEqual(a, b) == true { return }
        var change: [NSKeyValueChangeKey: Any] = [:]
        if options.contains(.old) { change[.oldKey] = old ?? NSNull() }
        if options.contains(.new) { change[.newKey] = new ?? NSNull() }
        Self.tell(registration, about: self, change)
      }
    }
    host.keyValueObserverRegistry.add(registration)
    if options.contains(.initial) {
      var change: [NSKeyValueChangeKey: Any] = [:]
      if options.contains(.new) { change[.newKey] = host.value(forKeyPath: keyPath) ?? NSNull() }
      Self.tell(registration, about: self, change)
    }
  }

  /// Removes the latest registration of `observer` for `keyPath`.
  public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
    removeRegistration(of: observer, keyPath) { _ in true }
  }

  /// Removes the latest registration of `observer` for `keyPath` with `context`.
  public func removeObserver(
    _ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?
  ) {
    removeRegistration(of: observer, keyPath) { $0.context == context }
  }

  /// Raises as Foundation does when nothing matches: removing an observer that is not
  /// registered is a programming error.
  private func removeRegistration(
    of observer: NSObject, _ keyPath: String, where matches: (KeyPathRegistration) -> Bool
  ) {
    let registry = (self as? KeyValueObservationHost)?.keyValueObserverRegistry
    guard let registry,
      registry.remove(where: { $0.observer === observer && $0.keyPath == keyPath && matches($0) })
    else {
      return KeyValueObservers.raise(
        "NSRangeException",
        "Cannot remove an observer \(observer) for the key path \"\(keyPath)\" from \(self) "
          + "because it is not registered as an observer.")
    }
  }

  /// Sends one notification, with the kind every property change has.
  private static func tell(
    _ registration: KeyPathRegistration, about object: Self,
    _ change: [NSKeyValueChangeKey: Any]
  ) {
    guard let observer = registration.observer else { return }
    var change = change
    change[.kindKey] = NSNumber(value: NSKeyValueChange.setting.rawValue)
    guard let observer = observer as? KeyValueObserving else {
      return KeyValueObservers.raiseUnhandled(observer, keyPath: registration.keyPath)
    }
    observer.observeValue(
      forKeyPath: registration.keyPath, of: object, change: change,
      context: registration.context)
  }
}

extension KeyValueObservers {
  /// `NSObject`'s own `observeValue(forKeyPath:of:change:context:)`: a notification its
  /// observer does not handle is a programming error.
  package static func raiseUnhandled(_ observer: AnyObject, keyPath: String?) {
    raise(
      "NSInternalInconsistencyException",
      "\(observer): An -observeValueForKeyPath:ofObject:change:context: message was received "
        + "but not handled.\nKey path: \(keyPath ?? "nil")")
  }

  /// Raises an Objective-C exception: on a stage, as `NSException` does (the stage records it
  /// and stops); elsewhere the process stops, as an uncaught exception ends an app.
  static func raise(_ name: String, _ reason: String) {
    guard let raise = Timeline.current?.raiseException else {
      fatalError("*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'")
    }
    raise(name, reason)
  }

  /// The registry key a string key path changes with: its first key, in Swift's spelling.
  static func observedKey(forKeyPath keyPath: String) -> String {
    let head = String(keyPath.prefix { $0 != "." })
    return head == "hidden" ? "isHidden" : head
  }
}
