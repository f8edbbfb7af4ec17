import Foundation

/// Apple's `OSAllocatedUnfairLock` (iOS 16): an `os_unfair_lock` on the heap, optionally
/// guarding a state value, safe to share between threads.
public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
  private final class Storage {
    let lock: UnsafeMutablePointer<os_unfair_lock>
    var state: State

    init(_ state: State) {
      self.state = state
      lock = .allocate(capacity: 1)
      lock.initialize(to: os_unfair_lock())
    }

    deinit {
      lock.deinitialize(count: 1)
      lock.deallocate()
    }
  }

  private let storage: Storage

  /// A lock guarding `initialState`.
  public init(initialState: State) where State: Sendable { storage = Storage(initialState) }

  /// A lock guarding a state that is not `Sendable`; the caller keeps it to the lock.
  public init(uncheckedState initialState: State) { storage = Storage(initialState) }

  /// Runs `body` with the state while holding the lock.
  public func withLock<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R {
    try withLockUnchecked(body)
  }

  /// Runs `body` with the state while holding the lock, without checking sendability.
  public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R {
    os_unfair_lock_lock(storage.lock)
    defer { os_unfair_lock_unlock(storage.lock) }
    return try body(&storage.state)
  }

  /// Runs `body` with the state if the lock is free now; nil if another thread holds it.
  public func withLockIfAvailable<R: Sendable>(_ body: @Sendable (inout State) throws -> R)
    rethrows -> R?
  {
    guard os_unfair_lock_trylock(storage.lock) else { return nil }
    defer { os_unfair_lock_unlock(storage.lock) }
    return try body(&storage.state)
  }

  /// Locks; pair it with ``unlock()`` on the same thread.
  public func lock() { os_unfair_lock_lock(storage.lock) }
  /// Unlocks.
  public func unlock() { os_unfair_lock_unlock(storage.lock) }
  /// Locks if no thread holds the lock; returns whether it did.
  public func lockIfAvailable() -> Bool { os_unfair_lock_trylock(storage.lock) }
}

extension OSAllocatedUnfairLock where State == Void {
  /// A lock with no state.
  public init() { storage = Storage(()) }

  /// Runs `body` while holding the lock.
  public func withLock<R: Sendable>(_ body: @Sendable () throws -> R) rethrows -> R {
    try withLockUnchecked { _ in try body() }
  }
}
