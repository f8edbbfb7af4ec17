/// A publisher that emits one value to each subscriber and then finishes, as Combine's `Just`.
public struct Just<Output>: Publisher {
  public typealias Failure = Never

  /// The value published.
  public let output: Output

  /// A publisher of `output`.
  public init(_ output: Output) { self.output = output }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
    subscriber.receive(subscription: JustSubscription(output, subscriber))
  }
}

extension Just: Equatable where Output: Equatable {}

/// Delivers ``Just``'s value on the first positive demand, then the completion.
private final class JustSubscription<S: Subscriber>: Subscription {
  private var pending: (value: S.Input, subscriber: S)?

  init(_ value: S.Input, _ subscriber: S) { pending = (value, subscriber) }

  func request(_ demand: Subscribers.Demand) {
    guard demand > 0, let (value, subscriber) = pending else { return }
    pending = nil
    _ = subscriber.receive(value)
    subscriber.receive(completion: .finished)
  }

  func cancel() { pending = nil }
}
