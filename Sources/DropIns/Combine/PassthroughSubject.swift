/// A subject that broadcasts values to its subscribers, as Combine's `PassthroughSubject`: it
/// keeps no value, so a subscriber that has not asked for one misses it.
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
  private let core = SubjectCore<Output, Failure>(keepsLatest: false)

  public init() {}

  public func send(_ value: Output) { core.send(value) }
  public func send(completion: Subscribers.Completion<Failure>) {
    core.send(completion: completion)
  }
  public func send(subscription: any Subscription) { core.send(subscription: subscription) }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    core.attach(subscriber, initial: nil)
  }
}
