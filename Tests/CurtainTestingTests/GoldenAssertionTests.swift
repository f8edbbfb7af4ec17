import CurtainTesting
import Foundation
import Raster
import RasterPNG
import Synchronization
import Testing

/// Golden assertions end to end, against references in a temporary directory: recording,
/// matching, mismatching with failure images on disk, and unreadable references.
@Suite struct GoldenAssertionTests {
  /// A temporary snapshot directory and failures directory for one test.
  struct Workspace {
    let root: String
    var references: String { root + "/references" }
    var failures: String { root + "/failures" }

    init() throws {
      root = NSTemporaryDirectory() + "curtain-golden-tests-\(UUID().uuidString)"
      try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    /// Verifications running now, in every test of the file: snapshot-testing's folder for this
    /// file's failed images is shared, and an `rmdir` between one failure creating it and
    /// writing into it made that failure report a missing file.
    static let verifying = Mutex(0)

    /// Removes the workspace, and snapshot-testing's folder for this file's failed images once
    /// it is empty and no verification is running.
    func remove() {
      try? FileManager.default.removeItem(atPath: root)
      Self.verifying.withLock { running in
        if running == 0 { rmdir(NSTemporaryDirectory() + "GoldenAssertionTests") }
      }
    }

    /// Runs `verifyGolden` as the test "sample" with references and failures in this workspace.
    func verify(
      _ bitmap: PremultipliedRGBA8Bitmap, named name: String? = "frame", maxChannelDelta: UInt8 = 0,
      record: String = "never", testName: String = "sample()"
    ) -> String? {
      Self.verifying.withLock { $0 += 1 }
      defer { Self.verifying.withLock { $0 -= 1 } }
      // snapshot-testing's record mode by its raw value: all, failed, missing or never.
      return verifyGolden(
        bitmap, named: name, maxChannelDelta: maxChannelDelta, record: .init(rawValue: record),
        snapshotDirectory: references, failuresDirectory: failures, testName: testName)
    }

    func writeReference(
      _ bitmap: PremultipliedRGBA8Bitmap, name: String = "frame", testName: String = "sample"
    ) throws {
      try FileManager.default.createDirectory(atPath: references, withIntermediateDirectories: true)
      try PNGCodec.write(bitmap, to: "\(references)/\(testName).\(name).png", options: .compact)
    }
  }

  static func gradient(width: Int = 16, height: Int = 12) throws -> PremultipliedRGBA8Bitmap {
    var bitmap = try PremultipliedRGBA8Bitmap(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        let a = UInt8(255 - 10 * y)
        bitmap[x, y] = PremultipliedRGBA8(
          r: UInt8(x * 15) % a, g: UInt8(y * 20) % a, b: a / 2, a: a)
      }
    }
    return bitmap
  }

  @Test func aMissingReferenceIsRecordedOutsideCI() throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    let bitmap = try Self.gradient()
    let message = try #require(workspace.verify(bitmap, record: "missing"))
    #expect(message.contains("No reference was found on disk. Automatically recorded snapshot"))
    let path = "\(workspace.references)/sample.frame.png"
    #expect(try PNGCodec.read(from: path) == bitmap)
    // The second run compares against what was recorded.
    #expect(workspace.verify(bitmap, record: "missing") == nil)
  }

  @Test func aMissingReferenceIsNotRecordedWhenRecordingIsOff() throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    let message = try #require(workspace.verify(try Self.gradient(), record: "never"))
    #expect(message.contains("No reference was found on disk. New snapshot was not recorded"))
    #expect(!FileManager.default.fileExists(atPath: "\(workspace.references)/sample.frame.png"))
  }

  @Test func onCIAMissingReferenceIsNeverRecordedAndTheMessageSaysWhy() throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    let message = try #require(
      verifyGolden(
        try Self.gradient(), named: "frame", snapshotDirectory: workspace.references,
        failuresDirectory: workspace.failures, environment: ["CI": "true"], testName: "sample()"))
    #expect(message.hasPrefix("No reference was found on disk. New snapshot was not recorded"))
    #expect(
      message.hasSuffix(
        "CI is set, so golden references are never recorded here: run the test where CI is not "
          + "set to record the reference, then commit it."
      ))
    #expect(!FileManager.default.fileExists(atPath: "\(workspace.references)/sample.frame.png"))
    // Nothing was recorded, so no empty reference folder is left either.
    #expect(!FileManager.default.fileExists(atPath: workspace.references))
  }

  @Test func aPassClearsTheImagesOfAnEarlierFailure() throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    let reference = try Self.gradient()
    try workspace.writeReference(reference)
    var actual = reference
    actual[1, 1] = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255)
    #expect(workspace.verify(actual) != nil)
    let base = GoldenFailureArtefacts(directory: workspace.failures)
      .artefactBase(forReference: "\(workspace.references)/sample.frame.png")
    #expect(FileManager.default.fileExists(atPath: "\(base).actual.png"))
    #expect(workspace.verify(reference) == nil)
    #expect(!FileManager.default.fileExists(atPath: "\(base).actual.png"))
    #expect(!FileManager.default.fileExists(atPath: "\(base).difference.png"))
    #expect(!FileManager.default.fileExists(atPath: workspace.failures))
  }

  /// Failures of the same test name at the same time (parallel tests, a parameterized test's
  /// cases) share snapshot-testing's folder in the temporary directory: each still writes and
  /// names its images.
  @Test func simultaneousFailuresEachWriteTheirImages() throws {
    let count = 24
    let workspaces = try (0..<count).map { _ in try Workspace() }
    defer { for w in workspaces { w.remove() } }
    let reference = try Self.gradient()
    for w in workspaces { try w.writeReference(reference) }
    var actual = reference
    actual[4, 4] = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255)
    let mismatch = actual
    let messages = Mutex([String?](repeating: nil, count: count))
    for _ in 0..<3 {
      DispatchQueue.concurrentPerform(iterations: count) { k in
        let message = workspaces[k].verify(mismatch)
        messages.withLock { $0[k] = message }
      }
      for (k, message) in messages.withLock({ $0 }).enumerated() {
        #expect(message?.contains("actual:") == true, "workspace \(k): \(message ?? "passed")")
      }
    }
  }

  @Test func unnamedReferencesAreNumbered() throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    let bitmap = try Self.gradient()
    _ = workspace.verify(bitmap, named: nil, record: "missing")
    _ = workspace.verify(bitmap, named: nil, record: "missing")
    let files = try FileManager.default.contentsOfDirectory(atPath: workspace.references).sorted()
    #expect(files == ["sample.1.png", "sample.2.png"])
  }

  @Test func aMatchingReferencePasses() throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    let bitmap = try Self.gradient()
    try workspace.writeReference(bitmap)
    #expect(workspace.verify(bitmap) == nil)
    #expect(!FileManager.default.fileExists(atPath: workspace.failures))
  }

  /// snapshot-testing also writes a failed image to the temporary directory; the failure images
  /// under .build are what a developer opens, so nothing stays in the temporary directory.
  @Test func aMismatchLeavesNothingInTheTemporaryDirectory() throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    let reference = try Self.gradient()
    try workspace.writeReference(reference, testName: "leavesNothing")
    var actual = reference
    actual[2, 2] = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255)
    #expect(workspace.verify(actual, testName: "leavesNothing()") != nil)
    let copy = NSTemporaryDirectory() + "GoldenAssertionTests/leavesNothing.frame.png"
    #expect(!FileManager.default.fileExists(atPath: copy))
  }

  @Test func aMismatchWritesTheActualAndDifferenceImagesAndNamesThem() throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    let reference = try Self.gradient()
    try workspace.writeReference(reference)
    var actual = reference
    actual[5, 3] = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255)

    let message = try #require(workspace.verify(actual))
    let base = GoldenFailureArtefacts(directory: workspace.failures)
      .artefactBase(forReference: "\(workspace.references)/sample.frame.png")
    #expect(message.contains("reference:  \(workspace.references)/sample.frame.png"))
    #expect(message.contains("actual:     \(base).actual.png"))
    #expect(message.contains("difference: \(base).difference.png"))
    #expect(message.contains("1 pixel of 192 differs. Max channel delta"))
    #expect(message.contains("at (5, 3)"))

    #expect(try PNGCodec.read(from: "\(base).actual.png") == actual)
    let expectedDifference = try #require(
      BitmapDifference.compare(reference: reference, actual: actual, maxChannelDelta: 0)
    )
    .differenceImage()
    let difference = try PNGCodec.read(from: "\(base).difference.png")
    #expect(difference == expectedDifference)
    #expect(difference[5, 3].r > 128 && difference[5, 3].g == 0)
    #expect(difference[0, 0].r == difference[0, 0].g)
  }

  @Test func aToleranceAcceptsSmallDifferencesOnly() throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    let reference = try Self.gradient()
    try workspace.writeReference(reference)
    var actual = reference
    let p = reference[2, 2]
    actual[2, 2] = PremultipliedRGBA8(r: p.r, g: p.g, b: p.b - 2, a: p.a)
    #expect(workspace.verify(actual, maxChannelDelta: 2) == nil)
    let message = try #require(workspace.verify(actual, maxChannelDelta: 1))
    #expect(message.contains("by more than the allowed channel delta 1"))
  }

  @Test func aSizeMismatchIsReported() throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    try workspace.writeReference(try Self.gradient())
    let message = try #require(workspace.verify(try Self.gradient(width: 17)))
    #expect(
      message.contains(
        "The sizes differ: the reference is 16×12 pixels, the actual image is 17×12."))
    let base = GoldenFailureArtefacts(directory: workspace.failures)
      .artefactBase(forReference: "\(workspace.references)/sample.frame.png")
    #expect(try PNGCodec.read(from: "\(base).difference.png").width == 17)
  }

  @Test func anUnreadableReferenceFailsWithTheReason() throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    try FileManager.default.createDirectory(
      atPath: workspace.references, withIntermediateDirectories: true)
    let path = "\(workspace.references)/sample.frame.png"
    try Data("<html>not a png</html>".utf8).write(to: URL(fileURLWithPath: path))
    let actual = try Self.gradient()

    let message = try #require(workspace.verify(actual))
    #expect(
      message.contains(
        "The reference image could not be read (cannot decode PNG: not a PNG: the data does not "
          + "start with the PNG signature). Delete it and run the test again to record a new one."))
    let base = GoldenFailureArtefacts(directory: workspace.failures).artefactBase(
      forReference: path)
    #expect(try PNGCodec.read(from: "\(base).actual.png") == actual)
    #expect(!FileManager.default.fileExists(atPath: "\(base).difference.png"))
  }

  @Test func aTruncatedReferenceFailsWithTheReason() throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    try workspace.writeReference(try Self.gradient())
    let path = "\(workspace.references)/sample.frame.png"
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: path))
    let message = try #require(workspace.verify(try Self.gradient()))
    #expect(message.contains("The reference image could not be read (cannot decode PNG:"))
    #expect(message.contains("truncated"))
  }

  // MARK: - Where failure images go

  @Test func failureImagesGoUnderThePackageBuildDirectory() {
    let directory = GoldenFailureArtefacts.defaultDirectory(forTestFile: #filePath)
    #expect(directory.hasSuffix("/.build/golden-failures"))
    let root = String(directory.dropLast("/.build/golden-failures".count))
    #expect(FileManager.default.fileExists(atPath: root + "/Package.swift"))
    #expect(#filePath.hasPrefix(root + "/Tests/"))
  }

  @Test func failureImagesMirrorTheReferencePath() {
    let artefacts = GoldenFailureArtefacts(directory: "/pkg/.build/golden-failures")
    #expect(
      artefacts.artefactBase(
        forReference: "/pkg/Tests/RasterTests/__Snapshots__/FillTests/corner.3.png")
        == "/pkg/.build/golden-failures/RasterTests/FillTests/corner.3")
  }

  // MARK: - Through Swift Testing

  struct NoBitmap: Error {}

  @Test func assertGoldenRecordsAnIssueInSwiftTesting() throws {
    try withKnownIssue {
      assertGolden(try { () throws -> PremultipliedRGBA8Bitmap in throw NoBitmap() }())
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("The bitmap to compare could not be made") }
    }
  }
}
