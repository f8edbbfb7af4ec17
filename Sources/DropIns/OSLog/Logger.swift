import Foundation

/// Apple's `Logger` (iOS 14): a log with methods per level taking interpolated messages, written
/// to standard error as ``os_log(_:dso:log:type:_:)`` writes.
///
/// Interpolations take Apple's `privacy:`, `align:` and `format:` arguments; values are written
/// in full, as Xcode's console shows them while debugging.
public struct Logger: @unchecked Sendable {
  /// The log written to.
  public let log: OSLog

  /// A logger for `subsystem` and `category`.
  public init(subsystem: String, category: String) {
    log = OSLog(subsystem: subsystem, category: category)
  }
  /// A logger writing to `log`.
  public init(_ log: OSLog) { self.log = log }
  /// A logger writing to ``OSLog/default``.
  public init() { log = .default }

  /// Logs `message` with `level`.
  public func log(level: OSLogType, _ message: OSLogMessage) {
    guard log.isEnabled(type: level) else { return }
    OSLogWriter.shared.write(message.text, log: log, type: level)
  }
  /// Logs with `.default`.
  public func log(_ message: OSLogMessage) { log(level: .default, message) }
  /// Logs with `.default`.
  public func notice(_ message: OSLogMessage) { log(level: .default, message) }
  /// Logs with `.debug`.
  public func debug(_ message: OSLogMessage) { log(level: .debug, message) }
  /// Logs with `.debug`.
  public func trace(_ message: OSLogMessage) { log(level: .debug, message) }
  /// Logs with `.info`.
  public func info(_ message: OSLogMessage) { log(level: .info, message) }
  /// Logs with `.error`.
  public func error(_ message: OSLogMessage) { log(level: .error, message) }
  /// Logs with `.error`.
  public func warning(_ message: OSLogMessage) { log(level: .error, message) }
  /// Logs with `.fault`.
  public func fault(_ message: OSLogMessage) { log(level: .fault, message) }
  /// Logs with `.fault`.
  public func critical(_ message: OSLogMessage) { log(level: .fault, message) }
}

/// A message built by string interpolation, as `Logger` takes it.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
  /// The message as written.
  let text: String

  public init(stringLiteral value: String) { text = value }
  public init(stringInterpolation: OSLogInterpolation) { text = stringInterpolation.text }
}

/// Whether a value may appear in logs. Recorded for compatibility; values are written in full.
public struct OSLogPrivacy: Equatable, Sendable {
  let name: String
  public static let `public` = OSLogPrivacy(name: "public")
  public static let `private` = OSLogPrivacy(name: "private")
  public static let sensitive = OSLogPrivacy(name: "sensitive")
  public static let auto = OSLogPrivacy(name: "auto")
  /// Private, with a mask (the mask only changes how Apple's system redacts the value).
  public static func `private`(mask: Mask) -> OSLogPrivacy { .private }
  /// Sensitive, with a mask.
  public static func sensitive(mask: Mask) -> OSLogPrivacy { .sensitive }
  /// Auto, with a mask.
  public static func auto(mask: Mask) -> OSLogPrivacy { .auto }

  /// How a redacted value is replaced.
  public struct Mask: Equatable, Sendable {
    public static let hash = Mask()
    public static let none = Mask()
  }
}

/// A column a value is padded to: `.right(columns: 6)` pads on the left.
public struct OSLogStringAlignment: Sendable {
  let width: Int
  let padsLeft: Bool
  public static let none = OSLogStringAlignment(width: 0, padsLeft: false)
  public static func right(columns: Int) -> OSLogStringAlignment {
    OSLogStringAlignment(width: columns, padsLeft: true)
  }
  public static func left(columns: Int) -> OSLogStringAlignment {
    OSLogStringAlignment(width: columns, padsLeft: false)
  }

  func apply(_ s: String) -> String {
    let pad = String(repeating: " ", count: max(0, width - s.count))
    return padsLeft ? pad + s : s + pad
  }
}

/// How an integer is written.
public enum OSLogIntegerFormatting: Sendable {
  case decimal
  case hex
  case octal
  public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0) -> Self {
    .decimal
  }
  public static func hex(
    explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
    minDigits: Int = 0
  ) -> Self { .hex }
  public static func octal(
    explicitPositiveSign: Bool = false, includePrefix: Bool = false, minDigits: Int = 0
  ) -> Self { .octal }

  func apply<T: BinaryInteger>(_ value: T) -> String {
    switch self {
    case .decimal: return String(value)
    case .hex: return String(value, radix: 16)
    case .octal: return String(value, radix: 8)
    }
  }
}

/// How a floating-point number is written: `.fixed(precision: 2)` gives two decimals.
public struct OSLogFloatFormatting: Sendable {
  let precision: Int?
  public static let fixed = OSLogFloatFormatting(precision: 6)
  public static func fixed(precision: Int, explicitPositiveSign: Bool = false) -> Self {
    OSLogFloatFormatting(precision: precision)
  }
  public static let exponential = OSLogFloatFormatting(precision: nil)

  func apply(_ value: Double) -> String {
    guard let precision else { return String(format: "%e", value) }
    return String(format: "%.\(precision)f", value)
  }
}

/// The interpolation `Logger` messages are written with.
public struct OSLogInterpolation: StringInterpolationProtocol {
  var text = ""

  public init(literalCapacity: Int, interpolationCount: Int) {
    text.reserveCapacity(literalCapacity + 8 * interpolationCount)
  }

  public mutating func appendLiteral(_ literal: String) { text += literal }

  public mutating func appendInterpolation(
    _ value: @autoclosure () -> String, align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) {
    text += align.apply(value())
  }

  public mutating func appendInterpolation<T: CustomStringConvertible>(
    _ value: @autoclosure () -> T, align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) {
    text += align.apply(value().description)
  }

  public mutating func appendInterpolation<T: BinaryInteger>(
    _ number: @autoclosure () -> T, format: OSLogIntegerFormatting = .decimal,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    text += align.apply(format.apply(number()))
  }

  public mutating func appendInterpolation(
    _ number: @autoclosure () -> Double, format: OSLogFloatFormatting = .fixed,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    text += align.apply(format.apply(number()))
  }

  public mutating func appendInterpolation(
    _ number: @autoclosure () -> Float, format: OSLogFloatFormatting = .fixed,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    text += align.apply(format.apply(Double(number())))
  }

  public mutating func appendInterpolation(
    _ value: @autoclosure () -> Bool, format: OSLogBoolFormat = .truth,
    privacy: OSLogPrivacy = .auto
  ) {
    let b = value()
    text += format == .answer ? (b ? "YES" : "NO") : (b ? "true" : "false")
  }

  public mutating func appendInterpolation(
    _ value: @autoclosure () -> Any.Type, privacy: OSLogPrivacy = .auto
  ) {
    text += String(describing: value())
  }

  public mutating func appendInterpolation(
    _ value: @autoclosure () -> any Error, privacy: OSLogPrivacy = .auto
  ) {
    text += String(describing: value())
  }

  public mutating func appendInterpolation<T>(
    _ value: @autoclosure () -> T?, privacy: OSLogPrivacy = .auto
  ) {
    text += value().map { String(describing: $0) } ?? "(null)"
  }
}

/// How a Boolean is written: `true`/`false`, or `YES`/`NO`.
public enum OSLogBoolFormat: Sendable {
  case truth
  case answer
}
