import Foundation

extension Subscribers {
  /// A subscriber that asks for unlimited values and hands each to a closure, as Combine's
  /// `Sink`. Cancelling it ends its subscription.
  public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, @unchecked Sendable {
    /// Called with each value.
    public let receiveValue: (Input) -> Void
    /// Called with the completion.
    public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void

    private let lock = NSLock()
    private var subscription: (any Subscription)?
    private var isDone = false

    public init(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Input) -> Void
    ) {
      self.receiveCompletion = receiveCompletion
      self.receiveValue = receiveValue
    }

    public func receive(subscription: any Subscription) {
      lock.lock()
      guard !isDone, self.subscription == nil else {
        lock.unlock()
        subscription.cancel()
        return
      }
      self.subscription = subscription
      lock.unlock()
      subscription.request(.unlimited)
    }

    public func receive(_ input: Input) -> Subscribers.Demand {
      lock.lock()
      let live = !isDone
      lock.unlock()
      if live { receiveValue(input) }
      return .none
    }

    public func receive(completion: Subscribers.Completion<Failure>) {
      lock.lock()
      guard !isDone else {
        lock.unlock()
        return
      }
      isDone = true
      subscription = nil
      lock.unlock()
      receiveCompletion(completion)
    }

    public func cancel() {
      lock.lock()
      let subscription = subscription
      self.subscription = nil
      isDone = true
      lock.unlock()
      subscription?.cancel()
    }
  }
}

extension Publisher {
  /// Subscribes with closures for values and the completion; the returned cancellable ends the
  /// subscription when cancelled or released.
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    let sink = Subscribers.Sink<Output, Failure>(
      receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    subscribe(sink)
    return AnyCancellable(sink)
  }
}

extension Publisher where Failure == Never {
  /// Subscribes with a closure for values (the publisher cannot fail).
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }
}
