import Dispatch
import Foundation
import OpenCombine
import SystemRunLoop

/// An operation queue as a scheduler. While a stage runs a turn on the calling thread, an
/// action runs at the stage's next turn or at its date on the stage's clock: in place for the
/// main queue, and as an operation the stage waits for on any other; anywhere else it is an
/// operation added to the queue (at its date, for a delayed one).
// This module stands for Combine, whose Foundation overlay makes these conformances.
// swift-format-ignore: AvoidRetroactiveConformances
extension OperationQueue: @retroactive Scheduler {
  public typealias SchedulerTimeType = DateSchedulerTimeType

  /// Options for an operation queue's scheduled actions: it has none.
  public struct SchedulerOptions: Sendable {}

  public var now: SchedulerTimeType { .now }

  public var minimumTolerance: SchedulerTimeType.Stride { 0 }

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    nonisolated(unsafe) let action = action
    if StageScheduling.schedule(at: nil, { [self] in runHere(action) }) { return }
    addOperation { action() }
  }

  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    nonisolated(unsafe) let action = action
    let time = date.date.timeIntervalSinceReferenceDate
    if StageScheduling.schedule(at: time, { [self] in runHere(action) }) { return }
    let deadline = SystemRunLoop.now() + max(date.date.timeIntervalSinceNow, 0)
    let queue = self
    SystemRunLoop.asyncAfter(.global(), deadline: deadline, qos: .unspecified, flags: []) {
      queue.addOperation { action() }
    }
  }

  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    nonisolated(unsafe) let action = action
    if let repetition = StageScheduling.scheduleRepeating(
      first: date.date.timeIntervalSinceReferenceDate, interval: interval.timeInterval,
      { [self] in runHere(action) })
    {
      return repetition
    }
    let queue = self
    let timer = DispatchSource.makeTimerSource(queue: .global())
    timer.setEventHandler { queue.addOperation { action() } }
    timer.schedule(
      deadline: SystemRunLoop.now() + max(date.date.timeIntervalSinceNow, 0),
      repeating: interval.timeInterval, leeway: .nanoseconds(Int(tolerance.timeInterval * 1e9)))
    timer.resume()
    return AnyCancellable { timer.cancel() }
  }

  /// Runs a stage's action on this queue: in place on the main queue, whose turn the stage's
  /// is, and on any other as an operation the stage's turn waits for.
  private func runHere(_ action: @escaping () -> Void) {
    if self === OperationQueue.main { return action() }
    nonisolated(unsafe) let action = action
    addOperations([BlockOperation { action() }], waitUntilFinished: true)
  }
}
