import Foundation

/// Records notifications by name, in order.
@MainActor final class NotificationLog {
  var names: [String] = []
  nonisolated(unsafe) var tokens: [NSObjectProtocol] = []

  init(_ names: [Notification.Name], object: AnyObject? = nil) {
    for name in names {
      tokens.append(
        NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) {
          [weak self] note in
          let name = note.name.rawValue
          MainActor.assumeIsolated { self?.names.append(name) }
        })
    }
  }

  deinit { for t in tokens { NotificationCenter.default.removeObserver(t) } }
}
