import Foundation

/// A cancellable that cancels its activity when it is deinitialised, as Combine's
/// `AnyCancellable`: keep it (for instance in a set with ``store(in:)``)
/// for as long as the subscription should live.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
  private let lock = NSLock()
  private var cancelAction: (() -> Void)?

  /// A cancellable that calls `cancel` once, on ``cancel()`` or on deinitialisation.
  public init(_ cancel: @escaping () -> Void) { cancelAction = cancel }

  /// A cancellable that cancels `canceller`.
  public init<C: Cancellable>(_ canceller: C) { cancelAction = canceller.cancel }

  deinit { cancel() }

  public func cancel() {
    lock.lock()
    let action = cancelAction
    cancelAction = nil
    lock.unlock()
    action?()
  }

  /// Keeps this cancellable in `set`.
  public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

  /// Appends this cancellable to `collection`.
  public func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable {
    collection.append(self)
  }

  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
