/// The subscriber an operator puts between its upstream and its subscriber: passes the
/// subscription and the completion through and each value through `transform`. A value that
/// transforms to nil is dropped and replaced by a request for one more, so the downstream's
/// demand stays whole.
final class FilteringSubscriber<Input, Downstream: Subscriber>: Subscriber {
  typealias Failure = Downstream.Failure

  private let downstream: Downstream
  private let transform: (Input) -> Downstream.Input?

  init(_ downstream: Downstream, _ transform: @escaping (Input) -> Downstream.Input?) {
    self.downstream = downstream
    self.transform = transform
  }

  func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }

  func receive(_ input: Input) -> Subscribers.Demand {
    guard let output = transform(input) else { return .max(1) }
    return downstream.receive(output)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    downstream.receive(completion: completion)
  }
}
