import Dispatch
import HeadlessUIKit

/// Runs `body` on the main actor and returns its result: at once on the main thread or the main
/// queue (XCTest's tests, `@MainActor` Swift Testing tests, which Linux runs on the main queue
/// from a worker thread), otherwise by waiting for the main queue, which a Swift Testing test off
/// the main actor leaves free.
///
/// swift-snapshot-testing calls strategies synchronously on the test's thread; UIKit's objects
/// live on the main actor, as on iOS.
func onMainActor<T: Sendable>(_ body: @MainActor () -> T) -> T {
  if MainQueue.isCurrent {
    return MainActor.assumeIsolated { body() }
  }
  return DispatchQueue.main.sync { MainActor.assumeIsolated { body() } }
}
