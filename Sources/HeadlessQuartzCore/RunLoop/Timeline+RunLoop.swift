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
      let sequence = takeSequence()
      runtimeJobs[sequence] = (job, executor)
      insert(at: now, sequence: sequence) { [unowned self] in
        runtimeJobs[sequence] = nil
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

  /// Hands the jobs still waiting for a turn back to the runtime's executors, which run them
  /// outside the stage: called when a stage is done with, so that no task waits for ever.
  package func releaseWaitingJobs() {
    let waiting = runtimeJobs.sorted { $0.key < $1.key }
    runtimeJobs = [:]
    for (sequence, (job, executor)) in waiting {
      cancel(sequence)
      switch executor {
      case .main: StageMainExecutor.shared?.enqueueOnStandardExecutor(job)
      case .global: globalConcurrentExecutor.enqueue(ExecutorJob(job))
      }
    }
  }
}
