import Foundation
import Synchronization
import Testing

/// Where one golden assertion's reference lives, worked out before the comparison, so that a
/// passing assertion can clear what an earlier failure of it left behind.
///
/// The path is snapshot-testing's: `<snapshot directory>/<testName>.<identifier>.png`, where the
/// test name is reduced to word characters and hyphens and the identifier is the assertion's
/// name, or its ordinal within the running test (1, 2, …). Curtain counts the ordinals itself
/// and hands them to snapshot-testing as names, so both agree on the file.
struct GoldenReference {
  /// The folder the reference is in (snapshot-testing creates it).
  let directory: String
  /// The reference PNG.
  let path: String
  /// What snapshot-testing is told the assertion is named.
  let identifier: String

  init(name: String?, testName: String, filePath: String, snapshotDirectory: String?) {
    let file = URL(fileURLWithPath: filePath)
    directory =
      snapshotDirectory
      ?? file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
      .appendingPathComponent(file.deletingPathExtension().lastPathComponent).path
    identifier =
      name.map(Self.sanitized)
      ?? String(Self.ordinals.next(for: "\(Self.runningTest)|\(directory)|\(testName)"))
    path = "\(directory)/\(Self.sanitized(testName)).\(identifier).png"
  }

  /// snapshot-testing's file-name rule: runs of non-word characters become one hyphen, and none
  /// is left at either end.
  static func sanitized(_ string: String) -> String {
    string.replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
      .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
  }

  /// Removes the reference's folder and `__Snapshots__` above it when they hold nothing: what a
  /// comparison that recorded nothing (on CI, with no reference) leaves behind.
  func removeEmptyFolders() {
    let manager = FileManager.default
    var folder = directory
    for _ in 0..<2 {
      guard (try? manager.contentsOfDirectory(atPath: folder))?.isEmpty == true else { return }
      try? manager.removeItem(atPath: folder)
      folder = (folder as NSString).deletingLastPathComponent
      guard (folder as NSString).lastPathComponent == "__Snapshots__" else { return }
    }
  }

  /// The Swift Testing test and case running, so ordinals restart for every test case.
  private static var runningTest: String {
    guard let test = Test.current else { return "" }
    return "\(test.id)|\(Test.Case.current.map { "\($0)" } ?? "")"
  }

  private static let ordinals = Ordinals()

  /// Counts assertions per test and reference folder.
  final class Ordinals: Sendable {
    private let counts = Mutex<[String: Int]>([:])

    func next(for key: String) -> Int {
      counts.withLock { counts in
        counts[key, default: 0] += 1
        return counts[key]!
      }
    }
  }
}
