// What iOS code imports from `os` and `OSLog`, on Linux: Apple's unified logging API (`os_log`,
// `OSLog`, `Logger`) writing to standard error, and `os_unfair_lock`. The module is not named
// `os`, which packages test with `canImport(os)` to mean Apple's; `curtain port` rewrites
// `import os` and `import os.log` to `import OSLog`.
@_exported import COSUnfairLock
import Foundation

/// A log: a subsystem and a category that messages are filed under, as Apple's `OSLog`.
public final class OSLog: NSObject, @unchecked Sendable {
  /// The subsystem, usually a reverse-DNS name (`"com.example.app"`).
  public let subsystem: String
  /// The category within the subsystem.
  public let category: String
  /// Whether anything logged here is written at all (false for ``disabled``).
  let isDisabled: Bool

  /// A log for `subsystem` and `category`.
  public init(subsystem: String, category: String) {
    self.subsystem = subsystem
    self.category = category
    isDisabled = false
  }

  private init(disabled: Bool) {
    subsystem = ""
    category = ""
    isDisabled = disabled
  }

  /// The log for messages with no subsystem.
  public static let `default` = OSLog(disabled: false)
  /// A log that drops every message.
  public static let disabled = OSLog(disabled: true)

  /// Whether messages of `type` sent to this log are written (see ``OSLogType``).
  public func isEnabled(type: OSLogType) -> Bool {
    !isDisabled && type.level >= OSLogWriter.shared.minimumLevel
  }

  /// Whether signposts are recorded here: never on Linux.
  public var signpostsEnabled: Bool { false }
}

/// How important a message is.
///
/// Apple's system keeps `.default`, `.error` and `.fault` and drops `.info` and `.debug` unless
/// asked; so does this module, writing what it keeps to standard error. Set the environment
/// variable `CURTAIN_OS_LOG` to `debug`, `info`, `default`, `error`, `fault` or `off` to choose
/// the least important type written.
public struct OSLogType: RawRepresentable, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public init(_ rawValue: UInt8) { self.rawValue = rawValue }

  public static let `default` = OSLogType(0x00)
  public static let info = OSLogType(0x01)
  public static let debug = OSLogType(0x02)
  public static let error = OSLogType(0x10)
  public static let fault = OSLogType(0x11)

  /// Importance from least (0, debug) to most (4, fault).
  var level: Int {
    switch self {
    case .debug: return 0
    case .info: return 1
    case .error: return 3
    case .fault: return 4
    default: return 2
    }
  }

  /// The word written before a message.
  var label: String {
    switch self {
    case .debug: return "Debug"
    case .info: return "Info"
    case .error: return "Error"
    case .fault: return "Fault"
    default: return "Default"
    }
  }
}

/// Logs a printf-style message (`"%{public}@ moved to %d"`) to `log` with `type`, as Apple's
/// `os_log`. The privacy modifiers (`{public}`, `{private}`) are removed and the arguments
/// substituted as `String(format:)` does.
public func os_log(
  _ message: StaticString, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default,
  type: OSLogType = .default, _ args: CVarArg...
) {
  guard log.isEnabled(type: type) else { return }
  let format = OSLogFormat.removingPrivacy(from: message.description)
  OSLogWriter.shared.write(String(format: format, arguments: args), log: log, type: type)
}

/// Logs a message with `type` to `log` (iOS 12's argument order).
public func os_log(
  _ type: OSLogType, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default,
  _ message: StaticString, _ args: CVarArg...
) {
  guard log.isEnabled(type: type) else { return }
  let format = OSLogFormat.removingPrivacy(from: message.description)
  OSLogWriter.shared.write(String(format: format, arguments: args), log: log, type: type)
}
