import Foundation

/// What both subjects share: their subscribers, each with its outstanding demand, and whether
/// the stream has ended. Values are delivered on the sender's thread, outside the lock, so a
/// subscriber may send, subscribe or cancel from its closures.
final class SubjectCore<Output, Failure: Error>: @unchecked Sendable {
  private let lock = NSRecursiveLock()
  private var conduits: [SubjectConduit<Output, Failure>] = []
  private var completion: Subscribers.Completion<Failure>?
  private var upstreams: [any Subscription] = []
  /// Whether a subscriber without demand keeps the latest value until it asks
  /// (`CurrentValueSubject`) or misses it (`PassthroughSubject`).
  let keepsLatest: Bool

  init(keepsLatest: Bool) { self.keepsLatest = keepsLatest }

  /// Attaches `subscriber`; `initial` is the value it receives first, once it asks.
  func attach<S: Subscriber>(_ subscriber: S, initial: Output?)
  where S.Input == Output, S.Failure == Failure {
    lock.lock()
    if let completion {
      lock.unlock()
      subscriber.receive(subscription: EmptySubscription())
      subscriber.receive(completion: completion)
      return
    }
    let conduit = SubjectConduit(AnySubscriber(subscriber), core: self, pending: initial)
    conduits.append(conduit)
    lock.unlock()
    subscriber.receive(subscription: conduit)
  }

  /// Offers `value` to every subscriber, unless the stream has ended.
  func send(_ value: Output) {
    lock.lock()
    guard completion == nil else {
      lock.unlock()
      return
    }
    let current = conduits
    lock.unlock()
    for conduit in current { conduit.offer(value, keepingIfNoDemand: keepsLatest) }
  }

  /// Ends the stream once.
  func send(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard self.completion == nil else {
      lock.unlock()
      return
    }
    self.completion = completion
    let current = conduits
    conduits = []
    upstreams = []
    lock.unlock()
    for conduit in current { conduit.finish(completion) }
  }

  /// Keeps `subscription` and asks it for everything.
  func send(subscription: any Subscription) {
    lock.lock()
    upstreams.append(subscription)
    lock.unlock()
    subscription.request(.unlimited)
  }

  func detach(_ conduit: SubjectConduit<Output, Failure>) {
    lock.lock()
    conduits.removeAll { $0 === conduit }
    lock.unlock()
  }
}

/// A subject's subscription for one subscriber.
final class SubjectConduit<Output, Failure: Error>: Subscription, @unchecked Sendable {
  private let lock = NSRecursiveLock()
  private var subscriber: AnySubscriber<Output, Failure>?
  private var demand = Subscribers.Demand.none
  private var pending: Output?
  private weak var core: SubjectCore<Output, Failure>?

  init(
    _ subscriber: AnySubscriber<Output, Failure>, core: SubjectCore<Output, Failure>,
    pending: Output?
  ) {
    self.subscriber = subscriber
    self.core = core
    self.pending = pending
  }

  func request(_ more: Subscribers.Demand) {
    lock.lock()
    demand += more
    guard demand > 0, let value = pending else {
      lock.unlock()
      return
    }
    pending = nil
    lock.unlock()
    deliver(value)
  }

  /// Delivers `value` if the subscriber asked for one; otherwise keeps it (as the latest) or
  /// drops it.
  func offer(_ value: Output, keepingIfNoDemand keeps: Bool) {
    lock.lock()
    guard subscriber != nil else {
      lock.unlock()
      return
    }
    guard demand > 0 else {
      if keeps { pending = value }
      lock.unlock()
      return
    }
    lock.unlock()
    deliver(value)
  }

  private func deliver(_ value: Output) {
    lock.lock()
    guard let subscriber, demand > 0 else {
      lock.unlock()
      return
    }
    demand -= 1
    lock.unlock()
    let more = subscriber.receive(value)
    lock.lock()
    demand += more
    lock.unlock()
  }

  func finish(_ completion: Subscribers.Completion<Failure>) {
    lock.lock()
    let subscriber = subscriber
    self.subscriber = nil
    pending = nil
    lock.unlock()
    subscriber?.receive(completion: completion)
  }

  func cancel() {
    lock.lock()
    subscriber = nil
    pending = nil
    lock.unlock()
    core?.detach(self)
  }
}

/// A subscription that has nothing to deliver, given to a subscriber that comes after the end.
final class EmptySubscription: Subscription, Sendable {
  func request(_ demand: Subscribers.Demand) {}
  func cancel() {}
}
