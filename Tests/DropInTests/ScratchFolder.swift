// Files the AVFoundation tests write: one folder for the whole test process, removed when the
// process exits, so that a run leaves nothing in the temporary directory.
import Foundation

enum ScratchFolder {
  /// The folder, made on first use.
  static let url: URL = {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("curtain-drop-in-tests-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(at: ScratchFolder.url) }
    return url
  }()

  /// A path for a new file named `name` in a folder of its own in the scratch folder.
  static func newFile(named name: String) throws -> URL {
    let folder = url.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.appendingPathComponent(name)
  }
}
