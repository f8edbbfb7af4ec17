import Foundation
import SystemRunLoop

/// Dispatch on the stage's clock. While a stage runs a turn on the calling thread, a block sent
/// to a queue runs at the stage's next turn, after what is already due then, in the order sent,
/// and `asyncAfter` runs it at its deadline on the stage's clock (whose `DispatchTime.now()` is
/// the stage's time); a block for another queue than the main one runs on it with `sync` then.
/// Anywhere else these are Dispatch's own. They shadow Dispatch's methods of the same names in
/// files that reach Foundation through UIKit or QuartzCore alone; they are disfavoured, so a file
/// that imports Foundation too gets Dispatch's, unambiguously (docs/architecture.md#run-loop).
extension DispatchQueue {
  /// Submits a block; during a stage's turn, for the stage's next turn (on another queue, run
  /// there then with `sync`).
  @_disfavoredOverload
  public func async(
    group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified,
    flags: DispatchWorkItemFlags = [],
    execute work: @escaping @Sendable @convention(block) () -> Void
  ) {
    guard let timeline = Timeline.runningHere else {
      return SystemRunLoop.async(self, group: group, qos: qos, flags: flags, execute: work)
    }
    group?.enter()
    timeline.runOnMainActor(at: nil) {
      self.runOnStage(flags: flags, work)
      group?.leave()
    }
  }

  /// Submits a work item; during a stage's turn, for the stage's next turn (a cancelled item
  /// does not run).
  @_disfavoredOverload
  public func async(execute workItem: DispatchWorkItem) {
    guard let timeline = Timeline.runningHere else {
      return SystemRunLoop.async(self, execute: workItem)
    }
    timeline.runOnMainActor(at: nil) {
      self.runOnStage(flags: []) { if !workItem.isCancelled { workItem.perform() } }
    }
  }

  /// Submits a block to run at a deadline; during a stage's turn, at the deadline on the
  /// stage's clock.
  @_disfavoredOverload
  public func asyncAfter(
    deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
    execute work: @escaping @Sendable @convention(block) () -> Void
  ) {
    guard let timeline = Timeline.runningHere else {
      return SystemRunLoop.asyncAfter(
        self, deadline: deadline, qos: qos, flags: flags, execute: work)
    }
    timeline.runOnMainActor(at: deadline) { self.runOnStage(flags: flags, work) }
  }

  /// Submits a work item to run at a deadline; during a stage's turn, at the deadline on the
  /// stage's clock (a cancelled item does not run).
  @_disfavoredOverload
  public func asyncAfter(deadline: DispatchTime, execute: DispatchWorkItem) {
    guard let timeline = Timeline.runningHere else {
      return SystemRunLoop.asyncAfter(self, deadline: deadline, execute: execute)
    }
    timeline.runOnMainActor(at: deadline) {
      self.runOnStage(flags: []) { if !execute.isCancelled { execute.perform() } }
    }
  }

  /// Runs `work` in a stage's turn: here for the main queue, and on another queue through
  /// `sync`, so that it holds that queue as on iOS while what it sends to the main queue joins
  /// the stage, and the film stays the same from run to run (a block sent off the stage's
  /// thread could reach the main queue at any frame, or never).
  private func runOnStage(flags: DispatchWorkItemFlags, _ work: () -> Void) {
    if isMain { work() } else { sync(flags: flags, execute: work) }
  }

  /// Whether this is the main queue (Dispatch makes a new object for `DispatchQueue.main` on
  /// Linux, so identity cannot tell).
  private var isMain: Bool { label == DispatchQueue.main.label }
}

extension DispatchTime {
  /// The current time: during a stage's turn, the stage's time on a fixed epoch, so deadlines
  /// are the same on every run; anywhere else, Dispatch's.
  @_disfavoredOverload
  public static func now() -> DispatchTime {
    Timeline.runningHere.map { timeline in MainActor.assumeIsolated { timeline.dispatchNow } }
      ?? SystemRunLoop.now()
  }
}

extension Timeline {
  /// Runs `body` on the main actor at `deadline` on this clock, or at the next turn when nil.
  /// Called on the thread running this timeline's turn.
  package nonisolated func runOnMainActor(at deadline: DispatchTime?, _ body: @escaping () -> Void)
  {
    nonisolated(unsafe) let body = body
    MainActor.assumeIsolated {
      _ = schedule(at: deadline.map(time(of:)) ?? now) { body() }
    }
  }
}
