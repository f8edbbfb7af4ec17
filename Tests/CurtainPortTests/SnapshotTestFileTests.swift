import CurtainPort
import Testing

/// An iOS team's snapshot test file, guarded for iOS, ported: the guard opens and the module
/// holding swift-snapshot-testing's UIKit strategies on Linux is imported, so the file runs
/// unchanged otherwise.
@Suite struct SnapshotTestFileTests {
  static let iOSTestFile = """
    #if os(iOS)
    import SnapshotTesting
    import UIKit
    import XCTest

    final class SettingsTests: XCTestCase {
      func testTraits() {
        let controller = UIViewController()
        assertSnapshot(of: controller, as: .image(on: .iPhoneSe), named: "iphone-se")
        assertSnapshot(of: controller, as: .recursiveDescription(on: .iPhoneSe))
      }
    }
    #endif
    """

  @Test func theGuardOpensAndTheStrategiesAreImported() {
    let file = ported(Self.iOSTestFile, path: "Tests/AppTests/SettingsTests.swift")
    #expect(
      file.text == """
        import SnapshotTesting
        #if canImport(CurtainTesting)
          import CurtainTesting
        #endif
        import UIKit
        import XCTest

        final class SettingsTests: XCTestCase {
          func testTraits() {
            let controller = UIViewController()
            assertSnapshot(of: controller, as: .image(on: .iPhoneSe), named: "iphone-se")
            assertSnapshot(of: controller, as: .recursiveDescription(on: .iPhoneSe))
          }
        }

        """)
    #expect(file.count(.platformGuard) == 1)
    #expect(file.count(.snapshotStrategiesImport) == 1)
    #expect(file.summary.contains("1 × import CurtainTesting added"))
  }

  @Test func aFileThatImportsCurtainTestingIsLeftAlone() {
    let source = "import CurtainTesting\nimport SnapshotTesting\n\nlet x = 1\n"
    let file = ported(source)
    #expect(file.text == source)
    #expect(file.rewrites.isEmpty)
  }

  @Test func aFileWithoutSnapshotTestingGainsNothing() {
    let source = "import XCTest\n\nfinal class T: XCTestCase {}\n"
    #expect(ported(source).text == source)
  }
}
