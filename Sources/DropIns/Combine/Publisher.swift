// `import Combine` on Linux: a small, synchronous implementation of Apple's Combine (iOS 13)
// covering subjects, sinks, type erasure and a few operators. Add the product only for Linux.

/// Declares that a type can deliver a sequence of values over time, as Combine's `Publisher`.
///
/// A publisher sends values to a ``Subscriber`` only as the subscriber asks for them (its
/// ``Subscribers/Demand``), then at most one completion.
public protocol Publisher<Output, Failure> {
  /// The kind of values published.
  associatedtype Output
  /// The kind of error published.
  associatedtype Failure: Error

  /// Attaches `subscriber`: the publisher calls its `receive(subscription:)` first.
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
  /// Attaches `subscriber` to this publisher.
  public func subscribe<S: Subscriber>(_ subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    receive(subscriber: subscriber)
  }
}

/// A protocol that declares a type that can receive input from a publisher, as Combine's
/// `Subscriber`.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
  /// The kind of values received.
  associatedtype Input
  /// The kind of error received.
  associatedtype Failure: Error

  /// Called once on subscribing: request values through `subscription`.
  func receive(subscription: any Subscription)
  /// Receives one value; returns how many more values the subscriber wants.
  func receive(_ input: Input) -> Subscribers.Demand
  /// Receives the end of the stream: no value follows.
  func receive(completion: Subscribers.Completion<Failure>)
}

/// A protocol indicating that an activity or action supports cancellation.
public protocol Cancellable {
  /// Stops the activity and frees its resources.
  func cancel()
}

/// A subscriber's link to a publisher: demand goes up through it, cancellation ends it.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
  /// Asks the publisher for `demand` more values.
  func request(_ demand: Subscribers.Demand)
}

/// A type that identifies itself within a chain of publishers and subscribers.
public protocol CustomCombineIdentifierConvertible {
  /// A unique identifier for the value.
  var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
  public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

/// A namespace for types that are subscribers, as Combine's.
public enum Subscribers {}

/// A namespace for types that are publishers, as Combine's.
public enum Publishers {}
