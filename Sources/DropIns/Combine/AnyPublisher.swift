/// A type-erasing publisher, as Combine's `AnyPublisher`: hides the publisher it wraps so that
/// an API can promise only its output and failure types.
public struct AnyPublisher<Output, Failure: Error>: Publisher, CustomStringConvertible {
  private let subscribe: (AnySubscriber<Output, Failure>) -> Void
  public let description: String

  /// Wraps `publisher`.
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    if let erased = publisher as? AnyPublisher {
      self = erased
      return
    }
    subscribe = { publisher.receive(subscriber: $0) }
    description = "AnyPublisher"
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscribe(AnySubscriber(subscriber))
  }
}

extension Publisher {
  /// This publisher behind an ``AnyPublisher``.
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}
