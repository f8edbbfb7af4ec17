internal import CRunLoopHooks
import Foundation

/// The main actor's executor while Curtain runs: the runtime's own main executor, except that a
/// job enqueued by a stage's code, on the thread running the stage's turn, runs at the stage's
/// next turn instead, in the order it was sent (`Task { @MainActor in … }`, a continuation the
/// stage resumes, a task that comes back to the main actor).
///
/// It is installed through the Swift runtime's executor hooks (`swift_task_getMainExecutor_hook`,
/// `swift_task_enqueueMainExecutor_hook`, `swift_task_enqueueGlobal_hook`) when the first
/// timeline is made; jobs on the global executor sent from a stage's turn (`Task.detached`, a
/// `Task.yield()`, a nonisolated async function) run at its next turn too, on the stage's thread.
/// Everything else goes where it went before.
/// See docs/architecture.md#run-loop.
final class StageMainExecutor: SerialExecutor, @unchecked Sendable {
  /// The executor, installed on first use; nil when the runtime's main executor is not one a
  /// Swift object implements (the hooks are then left alone and tasks run as they would).
  static let shared: StageMainExecutor? = install()

  /// The runtime's own main executor: where every job not sent from a stage's turn goes.
  private let standard: any SerialExecutor

  private init(standard: any SerialExecutor) { self.standard = standard }

  private static func install() -> StageMainExecutor? {
    let standardReference = curtain_default_main_executor()
    guard let identity = standardReference.identity,
      let standard = Unmanaged<AnyObject>.fromOpaque(identity).takeUnretainedValue()
        as? any SerialExecutor
    else { return nil }
    let executor = StageMainExecutor(standard: standard)
    let reference = unsafeBitCast(
      executor.asUnownedSerialExecutor(), to: curtain_executor_ref.self)
    curtain_install_run_loop_hooks(reference) { job in
      guard let job, let timeline = Timeline.runningHere else { return 0 }
      timeline.enqueue(unsafeBitCast(job, to: UnownedJob.self), on: .global)
      return 1
    } _: { job in
      guard let job, let timeline = Timeline.runningHere else { return 0 }
      timeline.enqueue(unsafeBitCast(job, to: UnownedJob.self), on: .main)
      return 1
    }
    return executor
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    if let timeline = Timeline.runningHere {
      timeline.enqueue(job, on: .main)
    } else {
      standard.enqueue(ExecutorJob(job))
    }
  }

  func asUnownedSerialExecutor() -> UnownedSerialExecutor {
    UnownedSerialExecutor(ordinary: self)
  }

  var isMainExecutor: Bool { true }

  func checkIsolated() { standard.checkIsolated() }

  func isIsolatingCurrentContext() -> Bool? { standard.isIsolatingCurrentContext() }
}
