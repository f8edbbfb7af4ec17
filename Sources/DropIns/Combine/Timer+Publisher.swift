import Foundation
import OpenCombine

extension Foundation.Timer {
  /// A publisher that sends the date every `interval` seconds on `runLoop` once connected
  /// (`autoconnect()` connects it at the first subscription). During a stage's turn it runs on
  /// the stage's clock and sends the stage's time as a date (seconds from 1 January 2001).
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
    in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil
  ) -> TimerPublisher {
    TimerPublisher(
      interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
  }

  /// A connectable publisher of the date, every `interval` seconds while connected. A
  /// subscriber gets the firings it has demand for; the others pass it by.
  public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
    public typealias Output = Date
    public typealias Failure = Never

    public let interval: TimeInterval
    public let tolerance: TimeInterval?
    public let runLoop: RunLoop
    public let mode: RunLoop.Mode
    public let options: RunLoop.SchedulerOptions?

    private let lock = NSLock()
    private var subscriptions: [CombineIdentifier: TimerSubscription] = [:]
    private var connection: (any Cancellable)?

    public init(
      interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop,
      mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil
    ) {
      self.interval = interval
      self.tolerance = tolerance
      self.runLoop = runLoop
      self.mode = mode
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
      let subscription = TimerSubscription(AnySubscriber(subscriber)) { [weak self] id in
        self?.withLock { self?.subscriptions[id] = nil }
      }
      withLock { subscriptions[subscription.combineIdentifier] = subscription }
      subscriber.receive(subscription: subscription)
    }

    /// Starts the timer, which runs until the connection is cancelled; connecting again while
    /// connected leaves it as it is. As on iOS, the run loop keeps a running timer's publisher.
    public func connect() -> any Cancellable {
      withLock {
        guard connection == nil else { return }
        let step = RunLoop.SchedulerTimeType.Stride(interval)
        connection = runLoop.scheduleRepeating(
          after: runLoop.now.advanced(by: step), interval: step, tolerance: .init(tolerance ?? 0),
          mode: mode, fire)
      }
      return AnyCancellable { [weak self] in self?.disconnect() }
    }

    private func fire() {
      let date = runLoop.now.date
      let receivers = withLock { Array(subscriptions.values) }
      for subscription in receivers { subscription.send(date) }
    }

    /// Stops the timer; its subscribers get nothing more.
    private func disconnect() {
      let stopped = withLock {
        defer { (connection, subscriptions) = (nil, [:]) }
        return connection
      }
      stopped?.cancel()
    }

    private func withLock<T>(_ body: () -> T) -> T {
      lock.lock()
      defer { lock.unlock() }
      return body()
    }
  }
}

/// One subscriber's place at a timer: its demand, and the dates it has room for.
private final class TimerSubscription: Subscription, @unchecked Sendable {
  private let lock = NSLock()
  private var downstream: AnySubscriber<Date, Never>?
  private var demand = Subscribers.Demand.none
  private let leave: (CombineIdentifier) -> Void

  init(_ downstream: AnySubscriber<Date, Never>, leave: @escaping (CombineIdentifier) -> Void) {
    self.downstream = downstream
    self.leave = leave
  }

  func send(_ date: Date) {
    lock.lock()
    guard let downstream, demand > 0 else { return lock.unlock() }
    demand -= 1
    lock.unlock()
    let more = downstream.receive(date)
    lock.lock()
    if self.downstream != nil { demand += more }
    lock.unlock()
  }

  func request(_ demand: Subscribers.Demand) {
    lock.lock()
    if downstream != nil { self.demand += demand }
    lock.unlock()
  }

  func cancel() {
    lock.lock()
    let wasSubscribed = downstream != nil
    downstream = nil
    lock.unlock()
    if wasSubscribed { leave(combineIdentifier) }
  }
}
