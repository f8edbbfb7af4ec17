import Foundation

/// A value behind a lock, for the state the compositor's and the film's threads share.
///
/// It is Synchronization's `Mutex` over a pthread mutex: `Mutex` hands a contended lock over in
/// the kernel (a priority-inheriting futex), where ThreadSanitizer cannot see it, so every
/// contended access it guards reads as a race; a pthread mutex is one ThreadSanitizer follows.
/// Locked once per band or frame, never per pixel, the two cost the same.
package final class Locked<Value: ~Copyable>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  package init(_ value: consuming Value) { self.value = value }

  /// Runs `body` with the value, the lock held.
  package func withLock<R, E: Error>(_ body: (inout Value) throws(E) -> R) throws(E) -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
