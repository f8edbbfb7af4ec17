/// A type-erasing subscriber, as Combine's `AnySubscriber`: forwards to the subscriber or
/// closures it was made from.
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible {
  public let combineIdentifier: CombineIdentifier
  private let receiveSubscription: (any Subscription) -> Void
  private let receiveValue: (Input) -> Subscribers.Demand
  private let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
  public let description: String

  /// Wraps `subscriber`, keeping its identifier.
  public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
    if let erased = subscriber as? AnySubscriber {
      self = erased
      return
    }
    combineIdentifier = subscriber.combineIdentifier
    receiveSubscription = subscriber.receive(subscription:)
    receiveValue = subscriber.receive(_:)
    receiveCompletion = subscriber.receive(completion:)
    description = "\(S.self)"
  }

  /// A subscriber made of closures; a missing value closure asks for nothing more.
  public init(
    receiveSubscription: ((any Subscription) -> Void)? = nil,
    receiveValue: ((Input) -> Subscribers.Demand)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
  ) {
    combineIdentifier = CombineIdentifier()
    self.receiveSubscription = receiveSubscription ?? { _ in }
    self.receiveValue = receiveValue ?? { _ in .none }
    self.receiveCompletion = receiveCompletion ?? { _ in }
    description = "Anonymous AnySubscriber"
  }

  public func receive(subscription: any Subscription) { receiveSubscription(subscription) }
  public func receive(_ input: Input) -> Subscribers.Demand { receiveValue(input) }
  public func receive(completion: Subscribers.Completion<Failure>) {
    receiveCompletion(completion)
  }
}
