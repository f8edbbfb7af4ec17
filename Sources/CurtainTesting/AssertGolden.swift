import Foundation
import Raster
import SnapshotTesting
import Testing
import XCTest

/// Asserts that a bitmap matches its golden PNG reference, pixel for pixel.
///
/// ```swift
/// @Test func dimmedCard() throws {
///   let frame = try film.frame(at: 0.45)
///   assertGolden(frame)                                   // exact
///   assertGolden(frame, named: "blurred", maxChannelDelta: 1)
/// }
/// ```
///
/// The reference lives where swift-snapshot-testing puts it,
/// `Tests/<Target>/__Snapshots__/<TestFile>/<testName>.<n or name>.png` next to the test file.
/// Decoded pixels are compared (never PNG bytes): sizes first, then every channel must be within
/// `maxChannelDelta` of the reference.
///
/// **Recording.** A missing reference is recorded (and the test fails once, saying so), except on
/// CI: when the `CI` environment variable is set nothing is ever recorded and a missing reference
/// is a failure. `SNAPSHOT_TESTING_RECORD=all` (or `failed`) re-records locally.
///
/// **On a mismatch** the failure message says how many pixels differ, the largest channel delta
/// and where, and names the reference and two images written under
/// `<package root>/.build/golden-failures/<Target>/<TestFile>/`: `<testName>.<n>.actual.png`, what
/// the test produced, and `<testName>.<n>.difference.png`, the reference dimmed to grey with the
/// differing pixels in red (brighter for larger deltas).
///
/// Works in Swift Testing and XCTest tests.
///
/// - Parameters:
///   - bitmap: The image to check.
///   - name: A name for the reference instead of its ordinal in the test (`1`, `2`, …).
///   - maxChannelDelta: The largest difference in any channel (premultiplied, 0…255) that still
///     counts as equal. Default: 0, an exact match; give a tolerance only for a documented reason.
///   - fileID: The test's file ID. Default: the caller's.
///   - filePath: The test's file path, which places the reference. Default: the caller's.
///   - testName: The test's name, which names the reference. Default: the caller's function.
///   - line: The line to report a failure at. Default: the caller's.
///   - column: The column to report a failure at. Default: the caller's.
public func assertGolden(
  _ bitmap: @autoclosure () throws -> PremultipliedRGBA8Bitmap,
  named name: String? = nil,
  maxChannelDelta: UInt8 = 0,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  guard
    let message = verifyGolden(
      try bitmap(), named: name, maxChannelDelta: maxChannelDelta, fileID: fileID,
      file: filePath, testName: testName, line: line, column: column)
  else { return }
  if Test.current != nil {
    Issue.record(
      Comment(rawValue: message),
      sourceLocation: SourceLocation(
        fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
  } else {
    XCTFail(message, file: filePath, line: line)
  }
}

/// The check behind ``assertGolden(_:named:maxChannelDelta:fileID:file:testName:line:column:)``:
/// returns the failure message instead of recording an issue.
///
/// - Parameters:
///   - record: The record mode; `nil` means ``GoldenRecordMode/resolve(environment:)``.
///   - snapshotDirectory: Where the reference lives instead of `__Snapshots__/<TestFile>`.
///   - failuresDirectory: Where failure images go instead of
///     `<package root>/.build/golden-failures`.
///   - environment: The variables that decide the record mode when `record` is `nil`.
/// - Returns: `nil` when the bitmap matches its reference.
package func verifyGolden(
  _ bitmap: @autoclosure () throws -> PremultipliedRGBA8Bitmap,
  named name: String? = nil,
  maxChannelDelta: UInt8 = 0,
  record: SnapshotTestingConfiguration.Record? = nil,
  snapshotDirectory: String? = nil,
  failuresDirectory: String? = nil,
  environment: [String: String] = ProcessInfo.processInfo.environment,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) -> String? {
  let value: PremultipliedRGBA8Bitmap
  do {
    value = try bitmap()
  } catch {
    return "The bitmap to compare could not be made: \(error)"
  }
  let artefacts = GoldenFailureArtefacts(
    directory: failuresDirectory
      ?? GoldenFailureArtefacts.defaultDirectory(forTestFile: "\(filePath)"))
  let strategy = Snapshotting<PremultipliedRGBA8Bitmap, PremultipliedRGBA8Bitmap>(
    pathExtension: "png",
    diffing: .image(maxChannelDelta: maxChannelDelta, onFailure: artefacts.keep))
  // snapshot-testing asks its diff tool for the text naming the files of a failed comparison;
  // ours writes the failure images under .build and names them. snapshot-testing has also
  // written the actual image to the system's temporary directory (or SNAPSHOT_ARTIFACTS): ours is
  // the same image, so that copy goes (see GoldenFailureArtefacts.discard).
  let diffTool = SnapshotTestingConfiguration.DiffTool { referencePath, failedPath in
    GoldenFailureArtefacts.discard(failedPath)
    return artefacts.write(forReference: referencePath)
  }
  let recordMode = record ?? GoldenRecordMode.resolve(environment: environment)
  let reference = GoldenReference(
    name: name, testName: testName, filePath: "\(filePath)", snapshotDirectory: snapshotDirectory)
  let failure = withSnapshotTesting(diffTool: diffTool) {
    verifySnapshot(
      of: value, as: strategy, named: reference.identifier, record: recordMode,
      snapshotDirectory: reference.directory, fileID: fileID, file: filePath,
      testName: testName, line: line, column: column)
  }
  if failure == nil {
    // A pass clears the images an earlier failure of this assertion left.
    artefacts.remove(forReference: reference.path)
  }
  reference.removeEmptyFolders()
  if record == nil, recordMode == .never, let failure,
    failure.hasPrefix("No reference was found on disk")
  {
    return failure + """
      .
      CI is set, so golden references are never recorded here: run the test where CI is not set \
      to record the reference, then commit it.
      """
  }
  return failure
}
