import Dispatch
import Foundation
import OpenCombine
import SystemRunLoop

/// A dispatch queue as a scheduler, as `receive(on: DispatchQueue.main)` and
/// `debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)` use it. While a stage runs
/// a turn on the calling thread, its clock is the queue's: `now` is the stage's
/// `DispatchTime.now()`, an action runs at the stage's next turn or at its deadline on the
/// stage's clock, on the main queue there and on any other queue with `sync` then; anywhere else
/// the queue runs it as Dispatch does.
// This module stands for Combine, whose Foundation overlay makes these conformances.
// swift-format-ignore: AvoidRetroactiveConformances
extension DispatchQueue: @retroactive Scheduler {
  /// How a queue runs a scheduled action off the stage.
  public struct SchedulerOptions {
    /// The quality of service of the work.
    public var qos: DispatchQoS
    /// The work's flags.
    public var flags: DispatchWorkItemFlags
    /// The group the work belongs to until it has run.
    public var group: DispatchGroup?

    public init(
      qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
      group: DispatchGroup? = nil
    ) {
      self.qos = qos
      self.flags = flags
      self.group = group
    }
  }

  public var now: SchedulerTimeType {
    SchedulerTimeType(StageScheduling.dispatchNow ?? SystemRunLoop.now())
  }

  public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    nonisolated(unsafe) let action = action
    let (group, flags) = (options?.group, options?.flags ?? [])
    // The action runs at a later turn on this thread: the group is entered before it leaves.
    if StageScheduling.schedule(
      at: nil,
      { [self] in
        runHere(flags: flags, action)
        group?.leave()
      })
    {
      group?.enter()
      return
    }
    SystemRunLoop.async(
      self, group: group, qos: options?.qos ?? .unspecified, flags: flags, execute: { action() })
  }

  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    nonisolated(unsafe) let action = action
    let flags = options?.flags ?? []
    if let time = StageScheduling.time(of: date.dispatchTime),
      StageScheduling.schedule(at: time, { [self] in runHere(flags: flags, action) })
    {
      return
    }
    SystemRunLoop.asyncAfter(
      self, deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: flags,
      execute: { action() })
  }

  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    nonisolated(unsafe) let action = action
    let flags = options?.flags ?? []
    if let first = StageScheduling.time(of: date.dispatchTime),
      let repetition = StageScheduling.scheduleRepeating(
        first: first, interval: Double(interval.magnitude) / 1e9,
        { [self] in runHere(flags: flags, action) })
    {
      return repetition
    }
    let timer = DispatchSource.makeTimerSource(queue: self)
    timer.setEventHandler(qos: options?.qos ?? .unspecified, flags: flags) { action() }
    timer.schedule(
      deadline: date.dispatchTime, repeating: interval.timeInterval,
      leeway: tolerance.timeInterval)
    timer.resume()
    return AnyCancellable { timer.cancel() }
  }

  /// Runs a stage's action on this queue: in place on the main queue, whose turn the stage's is,
  /// and with `sync` on any other, so that it holds that queue as on iOS.
  private func runHere(flags: DispatchWorkItemFlags, _ action: () -> Void) {
    if label == DispatchQueue.main.label { action() } else { sync(flags: flags, execute: action) }
  }
}
