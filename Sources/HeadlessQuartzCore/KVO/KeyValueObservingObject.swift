import Foundation

/// An `NSObject` that hears string-based key-value observing through an overridable
/// ``observeValue(forKeyPath:of:change:context:)``, as every `NSObject` does on iOS.
///
/// Foundation on Linux gives `NSObject` no such method, and a Swift extension cannot add one
/// that subclasses override, so `curtain port` makes this the superclass of a class deriving
/// straight from `NSObject` that overrides it: its `override` and its `super` call, for
/// contexts not its own, then compile and behave as on iOS. Responders and layers declare the
/// method themselves.
@preconcurrency @MainActor open class KeyValueObservingObject: NSObject, KeyValueObserving {
  public override init() { super.init() }

  /// Tells the object that the value at `keyPath` of `object`, which it observes with
  /// `addObserver(_:forKeyPath:options:context:)`, changed. Default: raises, as `NSObject`'s
  /// does; a subclass that observes overrides it and calls `super` for contexts not its own.
  open func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    KeyValueObservers.raiseUnhandled(self, keyPath: keyPath)
  }
}
