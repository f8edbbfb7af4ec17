import CurtainTesting
import Testing

/// CI never records references; elsewhere snapshot-testing's own configuration decides.
@Suite struct GoldenRecordModeTests {
  @Test(arguments: [
    (["CI": "true"], true),
    (["CI": "1"], true),
    (["CI": "yes"], true),
    (["CI": "TRUE", "SNAPSHOT_TESTING_RECORD": "all"], true),
    ([:], false),
    (["SNAPSHOT_TESTING_RECORD": "all"], false),
    (["CI": ""], false),
    (["CI": "0"], false),
    (["CI": "false"], false),
    (["CI": "False"], false),
  ])
  func recordingIsOffOnCI(environment: [String: String], isCI: Bool) {
    let mode = GoldenRecordMode.resolve(environment: environment)
    if isCI {
      #expect(mode == .never)
    } else {
      #expect(mode == nil)
    }
  }
}
