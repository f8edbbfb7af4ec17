import Foundation
import SnapshotTesting
import Testing

/// A reference folder of its own for one test: fixtures are written into it as iOS recorded
/// them, and strategies are verified against them there (never recording).
///
/// Gone with the last reference to it: its folder, and the failure images the library wrote
/// for its references (`SNAPSHOT_ARTIFACTS`, else the temporary folder, `/SnapshotFixtures/`).
final class SnapshotFixtures {
  let directory: String
  /// The artefacts the library may have written: `File/test.name`, where `File` names the
  /// source file that verified.
  private var artefacts: Set<String> = []

  init() throws {
    directory = NSTemporaryDirectory() + "curtain-snapshot-fixtures-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  }

  deinit { remove() }

  func remove() {
    try? FileManager.default.removeItem(atPath: directory)
    let root = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
    for artefact in artefacts {
      for pathExtension in ["png", "txt"] {
        try? FileManager.default.removeItem(atPath: "\(root)/\(artefact).\(pathExtension)")
      }
      // A folder goes once empty (`rmdir` leaves it to another fixture's artefacts).
      rmdir("\(root)/" + artefact.prefix { $0 != "/" })
    }
  }

  /// Has ``remove()`` take the failure image of the reference `name` that a test in `file`
  /// verified without this fixture's ``verify(_:as:named:record:test:)``.
  func removesArtefact(named name: String, test: String = "test", writtenFrom file: String) {
    artefacts.insert("\(file)/\(test).\(name)")
  }

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
    removesArtefact(named: name, test: test, writtenFrom: "SnapshotFixtures")
    return verifySnapshot(
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
