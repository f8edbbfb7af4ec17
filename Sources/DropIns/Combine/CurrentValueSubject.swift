import Foundation

/// A subject that wraps a single value and publishes a new element whenever the value changes,
/// as Combine's `CurrentValueSubject`: a new subscriber receives the current value first.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
  private let core = SubjectCore<Output, Failure>(keepsLatest: true)
  private let lock = NSLock()
  private var current: Output

  /// A subject holding `value`.
  public init(_ value: Output) { current = value }

  /// The value held; setting it publishes it (unless the stream has ended).
  public var value: Output {
    get {
      lock.lock()
      defer { lock.unlock() }
      return current
    }
    set { send(newValue) }
  }

  /// Stores `value` and publishes it.
  public func send(_ value: Output) {
    lock.lock()
    current = value
    lock.unlock()
    core.send(value)
  }
  public func send(completion: Subscribers.Completion<Failure>) {
    core.send(completion: completion)
  }
  public func send(subscription: any Subscription) { core.send(subscription: subscription) }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    core.attach(subscriber, initial: value)
  }
}
