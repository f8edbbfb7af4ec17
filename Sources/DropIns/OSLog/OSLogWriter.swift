import Foundation

/// Writes log lines to standard error, one whole line at a time from any thread.
final class OSLogWriter: @unchecked Sendable {
  static let shared = OSLogWriter(
    minimumLevel: level(named: ProcessInfo.processInfo.environment["CURTAIN_OS_LOG"]))

  /// The least important level written (0 debug … 4 fault; 5 writes nothing).
  let minimumLevel: Int
  /// On the heap, so that its address never changes.
  private let lock: UnsafeMutablePointer<os_unfair_lock>

  init(minimumLevel: Int) {
    self.minimumLevel = minimumLevel
    lock = .allocate(capacity: 1)
    lock.initialize(to: os_unfair_lock())
  }

  /// The level `CURTAIN_OS_LOG` names; Apple's default (`default` and above) otherwise.
  static func level(named name: String?) -> Int {
    switch name?.lowercased() {
    case "debug": return 0
    case "info": return 1
    case "error": return 3
    case "fault": return 4
    case "off": return 5
    default: return 2
    }
  }

  /// The line for a message: `[subsystem:category] Type: message` (the subsystem part only
  /// when the log has one).
  static func line(_ message: String, log: OSLog, type: OSLogType) -> String {
    let place = log.subsystem.isEmpty ? "" : "[\(log.subsystem):\(log.category)] "
    return "\(place)\(type.label): \(message)\n"
  }

  func write(_ message: String, log: OSLog, type: OSLogType) {
    let data = Data(Self.line(message, log: log, type: type).utf8)
    os_unfair_lock_lock(lock)
    FileHandle.standardError.write(data)
    os_unfair_lock_unlock(lock)
  }
}

/// Apple's log format strings, made into `String(format:)` ones.
enum OSLogFormat {
  /// Removes `{public}`, `{private}`, `{sensitive}` and other `{…}` annotations after `%`
  /// (`%{public}@` → `%@`, `%{private, mask.hash}s` → `%s`); `%%` stays.
  static func removingPrivacy(from format: String) -> String {
    var out = ""
    var chars = format[...]
    while let c = chars.popFirst() {
      out.append(c)
      guard c == "%" else { continue }
      if chars.first == "%" {
        out.append(chars.removeFirst())
      } else if chars.first == "{", let close = chars.firstIndex(of: "}") {
        chars = chars[chars.index(after: close)...]
      }
    }
    return out
  }
}
