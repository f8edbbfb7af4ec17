import Foundation
import OpenCombine
import SystemRunLoop

/// A run loop as a scheduler, as `debounce(for: 0.3, scheduler: RunLoop.main)` and
/// `Timer.publish(every:on:in:)` use it. While a stage runs a turn on the calling thread, the
/// stage's clock is the run loop's: `now` is the stage's time, and an action runs at the next
/// turn or at its date on the stage's clock; anywhere else a timer on this run loop runs it.
// This module stands for Combine, whose Foundation overlay makes these conformances.
// swift-format-ignore: AvoidRetroactiveConformances
extension RunLoop: @retroactive Scheduler {
  public typealias SchedulerTimeType = DateSchedulerTimeType

  /// Options for a run loop's scheduled actions: it has none.
  public struct SchedulerOptions: Sendable {}

  public var now: SchedulerTimeType { .now }

  public var minimumTolerance: SchedulerTimeType.Stride { 0 }

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    nonisolated(unsafe) let action = action
    if StageScheduling.schedule(at: nil, action) { return }
    add(Timer(timeInterval: 0, repeats: false) { _ in action() }, mode: .default)
  }

  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    nonisolated(unsafe) let action = action
    if StageScheduling.schedule(at: date.date.timeIntervalSinceReferenceDate, action) { return }
    let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in action() }
    timer.tolerance = tolerance.timeInterval
    add(timer, mode: .default)
  }

  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    scheduleRepeating(
      after: date, interval: interval, tolerance: tolerance, mode: .default, action)
  }

  /// Runs `action` at `date`, then every `interval`, in `mode` (on the stage's clock during its
  /// turn), until cancelled.
  func scheduleRepeating(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, mode: RunLoop.Mode, _ action: @escaping () -> Void
  ) -> any Cancellable {
    nonisolated(unsafe) let action = action
    if let repetition = StageScheduling.scheduleRepeating(
      first: date.date.timeIntervalSinceReferenceDate, interval: interval.timeInterval, action)
    {
      return repetition
    }
    let timer = Timer(fire: date.date, interval: interval.timeInterval, repeats: true) { _ in
      action()
    }
    timer.tolerance = tolerance.timeInterval
    add(timer, mode: mode)
    return AnyCancellable { timer.invalidate() }
  }

  /// Adds a timer to this run loop as Foundation does.
  private func add(_ timer: Timer, mode: RunLoop.Mode) {
    SystemRunLoop.add(timer, to: self, forMode: mode)
  }
}
