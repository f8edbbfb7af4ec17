import Foundation
import SnapshotTesting

/// When golden references may be recorded.
///
/// On CI (the `CI` environment variable set, as every CI service and `.ci/run` do) references are
/// never recorded: a missing one fails the test instead of being silently created, so a retried
/// job cannot pass on references it made itself. Elsewhere snapshot-testing decides as usual:
/// missing references are recorded, and `SNAPSHOT_TESTING_RECORD` (`all`, `failed`, `missing`,
/// `never`) or a `.snapshots(record:)` trait overrides that.
package enum GoldenRecordMode {
  /// The record mode to pass to snapshot-testing: `.never` on CI, otherwise `nil` (its own
  /// configuration).
  ///
  /// `CI` counts as set unless it is empty, `0` or `false` (any case), so a developer can run
  /// with `CI=false` to record locally.
  package static func resolve(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> SnapshotTestingConfiguration.Record? {
    guard let value = environment["CI"] else { return nil }
    return ["", "0", "false"].contains(value.lowercased()) ? nil : .never
  }
}
