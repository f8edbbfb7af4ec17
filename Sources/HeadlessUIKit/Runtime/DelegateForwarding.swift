/// Message forwarding for delegate proxies, as `curtain port` writes it for a class that
/// overrides `responds(to:)` and `forwardingTarget(for:)` to pass a delegate protocol's methods
/// on to other objects.
///
/// On Apple platforms UIKit asks a delegate `responds(to:)` before it calls an optional method,
/// and the Objective-C runtime sends a method the delegate does not implement to
/// `forwardingTarget(for:)`'s choice: the first object of a chain that implements it. A proxy
/// that does not implement a method therefore never hides another object's implementation of
/// it. Swift on Linux cannot ask an object which methods it implements, but a protocol's
/// default implementation knows it was reached: HeadlessUIKit's defaults report it here, and
/// ``first(of:implementing:_:)`` goes on to the next object of the chain.
@preconcurrency @MainActor public enum DelegateForwarding {
  /// The object and method a forwarded call is being made to, and whether the default
  /// implementation answered it.
  private static var probe: (receiver: ObjectIdentifier, method: String, reached: Bool)?

  /// Calls a delegate method on the first of `targets` that implements it (conforming to
  /// `Delegate` and not answering with the protocol's default implementation) and returns
  /// its answer; nil when none does, where UIKit would have used its default.
  ///
  /// - Parameters:
  ///   - targets: The objects in the order `forwardingTarget(for:)` tries them; nil entries
  ///     and objects that do not conform to `Delegate` are skipped.
  ///   - method: The method's name as `#function` spells it in the protocol's default
  ///     implementation: `gestureRecognizerShouldBegin(_:)`.
  ///   - call: Calls the method on one target.
  public static func first<Delegate, Result>(
    of targets: [Any?], implementing method: String, _ call: (Delegate) -> Result
  ) -> Result? {
    for case let target as Delegate in targets.compactMap({ $0 }) {
      let saved = probe
      probe = (ObjectIdentifier(target as AnyObject), method, false)
      let result = call(target)
      let reached = probe?.reached == true
      probe = saved
      if !reached { return result }
    }
    return nil
  }

  /// Called by a delegate protocol's default implementation of `method` on `receiver`: when a
  /// forwarded call is being made to exactly that, the receiver does not implement it.
  package static func reachedDefault(of receiver: AnyObject, _ method: String = #function) {
    guard let current = probe, current.receiver == ObjectIdentifier(receiver),
      current.method == method
    else { return }
    probe?.reached = true
  }
}
