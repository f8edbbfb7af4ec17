import Foundation

/// Dispatch's, Foundation's and the standard library's own run-loop calls, from a module where
/// HeadlessQuartzCore's stage-aware versions of the same names (which shadow them for code
/// importing UIKit or QuartzCore) cannot be seen: those versions call these when no stage runs a
/// turn on the thread. Its own module, below HeadlessQuartzCore, because inside a module its own
/// declarations win over an import's.
package enum SystemRunLoop {
  package static func async(
    _ queue: DispatchQueue, group: DispatchGroup?, qos: DispatchQoS,
    flags: DispatchWorkItemFlags, execute work: @escaping @Sendable @convention(block) () -> Void
  ) {
    queue.async(group: group, qos: qos, flags: flags, execute: work)
  }

  package static func async(_ queue: DispatchQueue, execute item: DispatchWorkItem) {
    queue.async(execute: item)
  }

  package static func asyncAfter(
    _ queue: DispatchQueue, deadline: DispatchTime, qos: DispatchQoS,
    flags: DispatchWorkItemFlags, execute work: @escaping @Sendable @convention(block) () -> Void
  ) {
    queue.asyncAfter(deadline: deadline, qos: qos, flags: flags, execute: work)
  }

  package static func asyncAfter(
    _ queue: DispatchQueue, deadline: DispatchTime, execute item: DispatchWorkItem
  ) {
    queue.asyncAfter(deadline: deadline, execute: item)
  }

  package static func now() -> DispatchTime { DispatchTime.now() }

  package static func add(_ timer: Timer, to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
    runLoop.add(timer, forMode: mode)
  }

  package static func sleep(nanoseconds duration: UInt64) async throws {
    try await Task.sleep(nanoseconds: duration)
  }

  package static func sleep(for duration: Duration) async throws {
    try await Task.sleep(for: duration)
  }
}
