internal import CRunLoopHooks
import Foundation

extension Timeline {
  /// The timeline whose stage runs a turn on the calling thread (inside ``run(_:)``), if any:
  /// the main run loop that main-queue blocks, timers and main-actor jobs sent from here join.
  package nonisolated static var runningHere: Timeline? {
    curtain_running_stage().map { Unmanaged<Timeline>.fromOpaque($0).takeUnretainedValue() }
  }

  /// Marks this timeline as running on the calling thread while `body` runs.
  func markRunningHere<T>(_ body: () throws -> T) rethrows -> T {
    _ = StageMainExecutor.shared
    let previous = curtain_set_running_stage(Unmanaged.passUnretained(self).toOpaque())
    defer { curtain_set_running_stage(previous) }
    return try body()
  }

  /// Where a job the runtime enqueued belongs.
  enum JobExecutor {
    /// The main actor's.
    case main
    /// The global concurrent executor's.
    case global
  }

  /// Runs a job the runtime enqueued from this timeline's turn at the next turn, after what is
  /// already due now, in the order sent.
  nonisolated func enqueue(_ job: UnownedJob, on executor: JobExecutor) {
    MainActor.assumeIsolated {
      _ = schedule(at: now) {
        switch executor {
        case .main:
          if let main = StageMainExecutor.shared {
            job.runSynchronously(on: main.asUnownedSerialExecutor())
          }
        case .global:
          job.runSynchronously(on: globalConcurrentExecutor.asUnownedTaskExecutor())
        }
      }
    }
  }
}
