import Foundation
import Raster
import RasterPNG
import Synchronization

/// Writes the images of a failed golden comparison where a developer can open them:
/// `<package root>/.build/golden-failures/<Target>/<TestFile>/<testName>.<n>.actual.png` and
/// `… .difference.png`, next to the same relative path the reference has under `__Snapshots__`.
///
/// The comparison hands over the images (``keep(_:)``); snapshot-testing then asks its diff tool
/// for the failure text with the reference's path, which is when ``write(forReference:)`` names
/// and writes the files. One instance serves one assertion.
package final class GoldenFailureArtefacts: Sendable {
  /// The directory the artefacts go under.
  package let directory: String
  private let pending = Mutex<GoldenFailure?>(nil)

  package init(directory: String) {
    self.directory = directory
  }

  /// `<package root>/.build/golden-failures` for the package holding `filePath`, or a directory
  /// under the system's temporary directory when no `Package.swift` is found above it.
  package static func defaultDirectory(forTestFile filePath: String) -> String {
    var directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while directory.path != "/" {
      if FileManager.default.fileExists(
        atPath: directory.appendingPathComponent("Package.swift").path)
      {
        return directory.appendingPathComponent(".build/golden-failures").path
      }
      directory.deleteLastPathComponent()
    }
    return NSTemporaryDirectory() + "curtain-golden-failures"
  }

  /// Keeps the images of a failure until the reference path is known.
  func keep(_ failure: GoldenFailure) {
    pending.withLock { $0 = failure }
  }

  /// Writes the kept images for the reference at `referencePath` and returns the lines that name
  /// the reference and the files written (or why they could not be).
  func write(forReference referencePath: String) -> String {
    var lines = ["reference:  \(referencePath)"]
    guard let failure = pending.withLock({ $0.take() }) else { return lines[0] }
    let base = artefactBase(forReference: referencePath)
    let images: [(String, PremultipliedRGBA8Bitmap?)] = [
      ("actual", failure.actual), ("difference", failure.difference),
    ]
    do {
      try FileManager.default.createDirectory(
        atPath: (base as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      for case (let kind, let image?) in images {
        let path = "\(base).\(kind).png"
        try PNGCodec.write(image, to: path)
        lines.append("\((kind + ":").padding(toLength: 11, withPad: " ", startingAt: 0)) \(path)")
      }
    } catch {
      lines.append("(the failure images could not be written: \(error))")
    }
    return lines.joined(separator: "\n")
  }

  /// Removes the images a failure of the reference at `referencePath` wrote, and the folders
  /// they were in once empty.
  func remove(forReference referencePath: String) {
    let base = artefactBase(forReference: referencePath)
    let manager = FileManager.default
    var removed = false
    for kind in ["actual", "difference"] where manager.fileExists(atPath: "\(base).\(kind).png") {
      try? manager.removeItem(atPath: "\(base).\(kind).png")
      removed = true
    }
    guard removed else { return }
    var folder = (base as NSString).deletingLastPathComponent
    while folder.hasPrefix(directory + "/") || folder == directory,
      (try? manager.contentsOfDirectory(atPath: folder))?.isEmpty == true
    {
      try? manager.removeItem(atPath: folder)
      folder = (folder as NSString).deletingLastPathComponent
    }
  }

  /// Removes snapshot-testing's copy of a failed image. Its folder stays: assertions of the
  /// same test file failing at the same time (parallel tests, the cases of one parameterized
  /// test) write into it, and one that removed it between another's creating it and writing
  /// into it made that failure report a missing file instead of its images.
  static func discard(_ path: String) {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// `<directory>/<Target>/<TestFile>/<testName>.<n>` for a reference at
  /// `…/<Target>/__Snapshots__/<TestFile>/<testName>.<n>.png`.
  package func artefactBase(forReference referencePath: String) -> String {
    let components = referencePath.split(separator: "/").filter { $0 != "__Snapshots__" }
    var tail = components.suffix(3).map(String.init)
    if let last = tail.popLast() { tail.append((last as NSString).deletingPathExtension) }
    return ([directory] + tail).joined(separator: "/")
  }
}
