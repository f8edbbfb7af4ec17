import Foundation
import OpenCombine

/// The subscription that joins several upstream publishers for one downstream subscriber:
/// `CombineLatest` and `Merge` build on it. It asks every upstream for all its values and holds
/// what the downstream has no demand for yet: the latest value of each upstream (`latest`), or
/// every value in order (`queue`). It fails with the first upstream to fail, and finishes when
/// every upstream has (or, for `latest`, when one finishes before sending anything).
final class FanIn<Output, Failure: Error>: Subscription, @unchecked Sendable {
  enum Mode {
    /// Sends the latest value of every upstream, combined, once each has sent one.
    case latest(([Any]) -> Output)
    /// Sends each upstream value in turn.
    case queue
  }

  private let lock = NSRecursiveLock()
  private let mode: Mode
  private var downstream: AnySubscriber<Output, Failure>?
  private var upstreams: [(any Subscription)?]
  private var latest: [Any?]
  private var finished: [Bool]
  private var waiting: [Output] = []
  private var demand = Subscribers.Demand.none
  private var sending = false

  init(upstreamCount: Int, mode: Mode, downstream: AnySubscriber<Output, Failure>) {
    self.mode = mode
    self.downstream = downstream
    upstreams = Array(repeating: nil, count: upstreamCount)
    latest = Array(repeating: nil, count: upstreamCount)
    finished = Array(repeating: false, count: upstreamCount)
  }

  /// The subscriber for upstream `index`, whose values are `Input`.
  func side<Input>(_ index: Int, _ convert: @escaping (Input) -> Any) -> AnySubscriber<
    Input, Failure
  > {
    AnySubscriber(
      receiveSubscription: { [weak self] subscription in
        guard let self else { return subscription.cancel() }
        self.withLock {
          if self.downstream == nil { return subscription.cancel() }
          self.upstreams[index] = subscription
        }
        subscription.request(.unlimited)
      },
      receiveValue: { [weak self] value in
        self?.receive(convert(value), from: index)
        return .none
      },
      receiveCompletion: { [weak self] completion in self?.complete(completion, from: index) })
  }

  private func receive(_ value: Any, from index: Int) {
    withLock {
      switch mode {
      case .latest(let combine):
        latest[index] = value
        let values = latest.compactMap { $0 }
        guard values.count == latest.count else { return }
        // Only the newest combination waits for demand.
        waiting = [combine(values)]
      case .queue:
        waiting.append(value as! Output)
      }
    }
    drain()
  }

  private func complete(_ completion: Subscribers.Completion<Failure>, from index: Int) {
    let ends: Bool = withLock {
      finished[index] = true
      upstreams[index] = nil
      if downstream == nil { return false }
      if case .failure = completion { return true }
      if case .latest = mode, latest[index] == nil { return true }
      return !finished.contains(false)
    }
    guard ends else { return }
    // Values still waiting for demand are let go with the stream.
    let (subscriber, others) = withLock {
      defer { (downstream, upstreams, waiting) = (nil, upstreams.map { _ in nil }, []) }
      return (downstream, upstreams.compactMap { $0 })
    }
    for upstream in others { upstream.cancel() }
    subscriber?.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    withLock { if downstream != nil { self.demand += demand } }
    drain()
  }

  /// Sends what waits while there is demand (once at a time, when a send sends again).
  private func drain() {
    while true {
      let next: (AnySubscriber<Output, Failure>, Output)? = withLock {
        guard !sending, let downstream, demand > 0, !waiting.isEmpty else { return nil }
        sending = true
        demand -= 1
        return (downstream, waiting.removeFirst())
      }
      guard let (subscriber, value) = next else { return }
      let more = subscriber.receive(value)
      withLock {
        sending = false
        if downstream != nil { demand += more }
      }
    }
  }

  func cancel() {
    let others = withLock {
      defer { (downstream, upstreams, waiting) = (nil, upstreams.map { _ in nil }, []) }
      return upstreams.compactMap { $0 }
    }
    for upstream in others { upstream.cancel() }
  }

  private func withLock<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }
}
