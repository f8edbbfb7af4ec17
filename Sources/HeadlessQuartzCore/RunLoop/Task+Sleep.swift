import Foundation
import SystemRunLoop

/// `Task.sleep` on the stage's clock: called during a stage's turn, it wakes the task that many
/// seconds later on the stage's clock (at the stage's turn then, on its thread); anywhere else
/// it is the standard library's. These shadow the standard library's wherever HeadlessQuartzCore
/// is imported (a module's declarations come before the standard library's;
/// docs/architecture.md#run-loop).
extension Task where Success == Never, Failure == Never {
  /// Suspends the task for `duration` nanoseconds (of the stage's clock during its turn).
  public nonisolated(nonsending) static func sleep(nanoseconds duration: UInt64) async throws {
    guard let timeline = Timeline.runningHere else {
      return try await SystemRunLoop.sleep(nanoseconds: duration)
    }
    try await timeline.sleep(Double(duration) / 1e9)
  }

  /// Suspends the task for `duration` (of the stage's clock during its turn).
  public nonisolated(nonsending) static func sleep(for duration: Duration) async throws {
    guard let timeline = Timeline.runningHere else {
      return try await SystemRunLoop.sleep(for: duration)
    }
    let (seconds, attoseconds) = duration.components
    try await timeline.sleep(Double(seconds) + Double(attoseconds) / 1e18)
  }
}
