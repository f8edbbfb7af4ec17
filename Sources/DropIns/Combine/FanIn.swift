import Foundation
import OpenCombine

/// The subscription that joins several upstream publishers for one downstream subscriber:
/// `CombineLatest` and `Merge` build on it. It asks every upstream for all its values and holds
/// what the downstream has no demand for yet: the latest value of each upstream (`latest`), or
/// every value in order (`queue`). It fails with the first upstream to fail, and finishes when
/// every upstream has.
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
  /// Whether every upstream has finished.
  private var finishing = false

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
    let failed: Bool = withLock {
      finished[index] = true
      upstreams[index] = nil
      guard downstream != nil else { return false }
      if case .failure = completion { return true }
      // Once every upstream has finished, what still waits goes first, as demand allows.
      if !finished.contains(false) { finishing = true }
      return false
    }
    if failed { end(with: completion) } else { drain() }
  }

  /// Ends the stream: the other upstreams are cancelled and values still waiting let go.
  private func end(with completion: Subscribers.Completion<Failure>) {
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

  /// Sends what waits while there is demand (once at a time, when a send sends again), then
  /// the end of the stream once every upstream has finished and nothing waits.
  private func drain() {
    while true {
      let next: (AnySubscriber<Output, Failure>, Output)? = withLock {
        guard !sending, let downstream, demand > 0, !waiting.isEmpty else { return nil }
        sending = true
        demand -= 1
        return (downstream, waiting.removeFirst())
      }
      guard let (subscriber, value) = next else { break }
      let more = subscriber.receive(value)
      withLock {
        sending = false
        if downstream != nil { demand += more }
      }
    }
    let ends = withLock { finishing && !sending && waiting.isEmpty && downstream != nil }
    if ends { end(with: .finished) }
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
