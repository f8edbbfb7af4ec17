import Foundation

extension Timeline {
  /// The uptime, in nanoseconds, that `DispatchTime.now()` reads at time 0 of a stage's clock: a
  /// constant, so that deadlines computed from it are the same on every run.
  package nonisolated static let dispatchEpoch: UInt64 = 1_000_000_000

  /// `DispatchTime.now()` on this clock.
  package var dispatchNow: DispatchTime {
    DispatchTime(uptimeNanoseconds: Self.dispatchEpoch + UInt64((now * 1e9).rounded()))
  }

  /// The time on this clock of a deadline read from ``dispatchNow`` (now, if it is past).
  package func time(of deadline: DispatchTime) -> TimeInterval {
    guard deadline != .distantFuture else { return .infinity }
    let nanoseconds = Int64(bitPattern: deadline.uptimeNanoseconds &- Self.dispatchEpoch)
    return max(now, Double(nanoseconds) / 1e9)
  }

  /// Suspends the calling task until `seconds` from now on this clock, or until it is
  /// cancelled (then throws `CancellationError`). Called on the thread running the stage's turn.
  package nonisolated(nonsending) func sleep(_ seconds: TimeInterval) async throws {
    let wake = SleepWake()
    try await withTaskCancellationHandler {
      try await withUnsafeThrowingContinuation {
        (continuation: UnsafeContinuation<Void, any Error>) in
        guard wake.wait(continuation) else { return }
        MainActor.assumeIsolated {
          _ = schedule(at: now + max(seconds, 0)) { wake.resume(throwing: nil) }
        }
      }
    } onCancel: {
      wake.resume(throwing: CancellationError())
    }
  }
}

/// A sleeping task's continuation, resumed once: by the clock or by cancellation, whichever
/// comes first (cancellation may come from any thread).
private final class SleepWake: @unchecked Sendable {
  private let lock = NSLock()
  private var continuation: UnsafeContinuation<Void, any Error>?
  private var cancelled = false

  /// Keeps the continuation; false (after resuming it) when the task was cancelled already.
  func wait(_ continuation: UnsafeContinuation<Void, any Error>) -> Bool {
    lock.lock()
    if cancelled {
      lock.unlock()
      continuation.resume(throwing: CancellationError())
      return false
    }
    self.continuation = continuation
    lock.unlock()
    return true
  }

  func resume(throwing error: (any Error)?) {
    lock.lock()
    let waiting = continuation
    continuation = nil
    if error != nil { cancelled = true }
    lock.unlock()
    if let error { waiting?.resume(throwing: error) } else { waiting?.resume() }
  }
}
