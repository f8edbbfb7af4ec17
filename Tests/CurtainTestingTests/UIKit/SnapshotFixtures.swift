import Foundation
import SnapshotTesting
import Testing

/// A reference folder of its own for one test: fixtures are written into it as iOS recorded
/// them, and strategies are verified against them there (never recording).
struct SnapshotFixtures {
  let directory: String

  init() throws {
    directory = NSTemporaryDirectory() + "curtain-snapshot-fixtures-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  }

  func remove() { try? FileManager.default.removeItem(atPath: directory) }

  /// The path of the reference the test `test` names `name`, with `pathExtension`.
  func path(named name: String, pathExtension: String, test: String = "test") -> String {
    "\(directory)/\(test).\(name).\(pathExtension)"
  }

  /// Writes `text` as the reference `name`, exactly (no trailing newline), as the library
  /// records text.
  func write(_ text: String, named name: String, test: String = "test") throws {
    try Data(text.utf8).write(
      to: URL(fileURLWithPath: path(named: name, pathExtension: "txt", test: test)))
  }

  /// Verifies `value` against the reference `name`, never recording.
  func verify<Value, Format>(
    _ value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value, Format>,
    named name: String, record: SnapshotTestingConfiguration.Record = .never,
    test: String = "test"
  ) -> String? {
    verifySnapshot(
      of: try value(), as: strategy, named: name, record: record, snapshotDirectory: directory,
      testName: test)
  }

  /// The text a strategy makes of `value`, through a recording into this folder.
  func record<Value>(_ value: Value, as strategy: Snapshotting<Value, String>) throws -> String {
    let name = UUID().uuidString
    _ = verify(value, as: strategy, named: name, record: .all)
    return try String(
      contentsOfFile: path(named: name, pathExtension: "txt"), encoding: .utf8)
  }
}
