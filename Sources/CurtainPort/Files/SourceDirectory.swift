import Foundation

/// Bad input to `curtain-port`: one line saying what is wrong and what to do.
public struct PortInputError: Error, Hashable, Sendable, CustomStringConvertible {
  public let description: String

  public init(_ description: String) { self.description = description }
}

/// Reads and writes the Swift files of a directory.
public enum SourceDirectory {
  /// Every `.swift` file under `directory` (hidden folders such as `.build` skipped), sorted,
  /// each with the path `directory/relative/path.swift`.
  public static func read(_ directory: String) throws(PortInputError) -> [SourceFile] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
      throw PortInputError(
        "no directory at \(directory); pass the folder holding the Swift sources")
    }
    guard isDirectory.boolValue else {
      throw PortInputError("\(directory) is a file; pass the folder holding it")
    }
    let root = URL(fileURLWithPath: directory).standardizedFileURL
    let prefix = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
    guard
      let walker = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
    else { throw PortInputError("cannot read \(directory); check its permissions") }
    var files: [SourceFile] = []
    for case let url as URL in walker where url.pathExtension == "swift" {
      let relative = String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))
      guard let data = FileManager.default.contents(atPath: url.path) else {
        throw PortInputError("cannot read \(prefix)/\(relative); check its permissions")
      }
      files.append(
        SourceFile(path: prefix + "/" + relative, text: String(decoding: data, as: UTF8.self)))
    }
    guard !files.isEmpty else {
      throw PortInputError("no .swift files under \(directory); pass the folder holding them")
    }
    return files.sorted { $0.path < $1.path }
  }

  /// Whether `path`, read from `folder`, is a package manifest at its top (`Package.swift`,
  /// `Package@swift-5.9.swift`): SwiftPM's file, not the package's sources.
  public static func isManifest(_ path: String, in folder: String) -> Bool {
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    guard path.hasPrefix(prefix) else { return false }
    let name = path.dropFirst(prefix.count)
    return !name.contains("/") && (name == "Package.swift" || name.hasPrefix("Package@swift-"))
  }

  /// Replaces a file's contents at once: the new text goes to a temporary file that is then
  /// renamed over the old one, so a reader never sees half a file.
  public static func write(_ text: String, to path: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
  }
}
