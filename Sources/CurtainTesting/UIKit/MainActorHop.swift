import Dispatch
import Foundation

/// Runs `body` on the main actor and returns its result: at once on the main thread (XCTest's
/// tests, `@MainActor` Swift Testing tests), otherwise by waiting for the main queue, which a
/// Swift Testing test off the main actor leaves free.
///
/// swift-snapshot-testing calls strategies synchronously on the test's thread; UIKit's objects
/// live on the main actor, as on iOS.
func onMainActor<T: Sendable>(_ body: @MainActor () -> T) -> T {
  if Thread.isMainThread {
    return MainActor.assumeIsolated { body() }
  }
  return DispatchQueue.main.sync { MainActor.assumeIsolated { body() } }
}
