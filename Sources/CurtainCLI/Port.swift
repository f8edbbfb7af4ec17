import ArgumentParser
import CurtainCommand
import Foundation

/// `curtain port DIR [--dry-run]`: runs the `curtain-port` tool built beside this executable.
///
/// The tool is its own product, so that building `curtain` never builds swift-syntax; this
/// command only finds it and hands it the arguments.
struct Port: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Rewrite iOS-only Swift (#selector, @objc, #if os(iOS)) so Linux compiles it.",
    discussion: """
      Runs curtain-port, which this executable finds beside itself. Build it once with \
      `swift build --product curtain-port` (add -c release for a release curtain). \
      `curtain port --help` shows its own help.
      """)

  @Argument(parsing: .captureForPassthrough, help: "The arguments curtain-port takes.")
  var arguments: [String] = []

  init() {}

  func run() throws {
    let directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent()
    let tool = directory.appendingPathComponent("curtain-port")
    guard FileManager.default.isExecutableFile(atPath: tool.path) else {
      FileHandle.standardError.write(
        Data(
          ("curtain: curtain port needs the curtain-port tool beside curtain; build it with "
            + "`swift build --product curtain-port` (it builds swift-syntax once), then run "
            + "this again\n").utf8))
      throw ExitCode(2)
    }
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    throw ExitCode(process.terminationStatus)
  }
}
