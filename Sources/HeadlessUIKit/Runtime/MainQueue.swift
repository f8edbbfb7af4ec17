import Dispatch
import Foundation

/// Whether code runs where the main actor runs: on the main thread, or on the main queue served
/// by another thread. Swift Testing on Linux parks the main thread in `dispatchMain()`, so main
/// actor work runs on a worker thread and `Thread.isMainThread` is false there.
package enum MainQueue {
  /// A marker set on the main queue once, read back by `DispatchQueue.getSpecific`.
  private static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// Whether the caller runs on the main thread or on the main queue.
  package static var isCurrent: Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
  }
}
