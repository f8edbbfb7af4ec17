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
      // Run as a turn of this timeline, so that what the job sends in turn (a yield's
      // continuation, a hop to or from the main actor) joins this clock too. A global job runs
      // on the stage's thread as the main executor: the stage is single-threaded, and so the
      // runtime resumes what it continues on the main actor here rather than on the system's
      // main queue.
      _ = schedule(at: now) { [unowned self] in
        guard let main = StageMainExecutor.shared?.asUnownedSerialExecutor() else { return }
        run {
          switch executor {
          case .main:
            job.runSynchronously(on: main)
          case .global:
            job.runSynchronously(
              isolatedTo: main, taskExecutor: globalConcurrentExecutor.asUnownedTaskExecutor())
          }
        }
      }
    }
  }
}
