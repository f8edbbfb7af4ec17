import Foundation
import Testing

@testable import OSLog

@Suite struct OSLogTests {
  @Test func privacyAnnotationsLeaveAStringFormat() {
    #expect(OSLogFormat.removingPrivacy(from: "%{public}@ at %{private}d") == "%@ at %d")
    #expect(OSLogFormat.removingPrivacy(from: "%{private, mask.hash}s 100%%") == "%s 100%%")
    #expect(OSLogFormat.removingPrivacy(from: "plain {braces} %ld") == "plain {braces} %ld")
  }

  @Test func linesNameTheLogAndTheType() {
    let log = OSLog(subsystem: "com.example", category: "Panel")
    #expect(
      OSLogWriter.line("moved", log: log, type: .error) == "[com.example:Panel] Error: moved\n")
    #expect(OSLogWriter.line("hi", log: .default, type: .default) == "Default: hi\n")
  }

  @Test func theDefaultLevelKeepsWhatApplesSystemKeeps() {
    #expect(OSLogWriter.level(named: nil) == OSLogType.default.level)
    #expect(OSLogWriter.level(named: "DEBUG") == OSLogType.debug.level)
    #expect(OSLogWriter.level(named: "off") > OSLogType.fault.level)
    let log = OSLog(subsystem: "s", category: "c")
    if ProcessInfo.processInfo.environment["CURTAIN_OS_LOG"] == nil {
      #expect(log.isEnabled(type: .error) && log.isEnabled(type: .default))
      #expect(!log.isEnabled(type: .debug) && !log.isEnabled(type: .info))
    }
    #expect(!OSLog.disabled.isEnabled(type: .fault))
  }

  @Test func loggerMessagesInterpolateWithApplesArguments() {
    let count = 42
    let ratio = 0.5
    let name = "panel"
    let missing: Int? = nil
    let message: OSLogMessage =
      "\(name, privacy: .public) \(count, format: .hex) \(ratio, format: .fixed(precision: 2)) \(true, format: .answer) [\(count, align: .right(columns: 4))] \(missing)"
    #expect(message.text == "panel 2a 0.50 YES [  42] (null)")
  }

  @Test func osLogFormatsItsArguments() {
    // Written to standard error at the default level; the formatting is what is checked here.
    let format = OSLogFormat.removingPrivacy(from: "%{public}@ -> %ld")
    #expect(String(format: format, "half", 2) == "half -> 2")
    os_log("%{public}@", log: .disabled, type: .fault, "never written")
  }
}
