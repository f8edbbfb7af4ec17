/// A publisher that exposes a method for outside callers to publish values, as Combine's
/// `Subject`.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  /// Sends `value` to the subscribers.
  func send(_ value: Output)
  /// Ends the stream for every subscriber; later sends do nothing.
  func send(completion: Subscribers.Completion<Failure>)
  /// Attaches the subject to an upstream, which it asks for unlimited values.
  func send(subscription: any Subscription)
}

extension Subject where Output == Void {
  /// Sends `()`.
  public func send() { send(()) }
}

extension Publisher {
  /// Attaches `subject` to this publisher: the subject republishes its values until the
  /// returned cancellable is cancelled or released.
  public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable
  where S.Output == Output, S.Failure == Failure {
    let subscriber = SubjectSubscriber(subject)
    subscribe(subscriber)
    return AnyCancellable(subscriber)
  }
}

/// Forwards a publisher's subscription, values and completion to a subject.
final class SubjectSubscriber<Target: Subject>: Subscriber, Cancellable {
  typealias Input = Target.Output
  typealias Failure = Target.Failure

  private var subject: Target?
  private var upstream: (any Subscription)?

  init(_ subject: Target) { self.subject = subject }

  func receive(subscription: any Subscription) {
    upstream = subscription
    subject?.send(subscription: subscription)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    subject?.send(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    subject?.send(completion: completion)
    subject = nil
    upstream = nil
  }

  func cancel() {
    upstream?.cancel()
    upstream = nil
    subject = nil
  }
}
