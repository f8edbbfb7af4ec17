import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Checks made on an output path before any work, so that a render never fails at its end for
/// want of a directory.
enum OutputPath {
  /// Whether `path` is an existing directory.
  static func isDirectory(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  /// The directory a file at `path` goes in (`.` for a bare name).
  ///
  /// Not `NSString.deletingLastPathComponent`: Foundation on Linux traps on a path of one
  /// character (`-o f/`).
  static func parent(of path: String) -> String {
    func trimmed(_ text: Substring) -> Substring {
      var text = text
      while text.count > 1 && text.hasSuffix("/") { text = text.dropLast() }
      return text
    }
    let name = trimmed(Substring(path))
    guard let slash = name.lastIndex(of: "/") else { return "." }
    return slash == name.startIndex ? "/" : String(trimmed(name[..<slash]))
  }

  /// Throws unless a file can be created at `path`: its directory exists and is writable, and
  /// `path` is not itself a directory.
  ///
  /// - Parameter option: The option that named the path, for the message (`-o`).
  static func checkFile(_ path: String, option: String = "-o") throws(CommandFailure) {
    guard !isDirectory(path) else {
      throw .badInput("\(option) \(path) is a directory; name a file in it, e.g. \(path)/out")
    }
    try checkDirectory(parent(of: path), for: path, option: option)
  }

  /// Throws unless PNG frames can be written into `path`: it is a writable directory, or it does
  /// not exist yet and its parent is a writable directory (the render creates it).
  ///
  /// - Returns: Whether the directory has to be created.
  static func checkFramesDirectory(_ path: String, option: String = "-o") throws(CommandFailure)
    -> Bool
  {
    if isDirectory(path) {
      try checkDirectory(path, for: path, option: option)
      return false
    }
    guard !FileManager.default.fileExists(atPath: path) else {
      throw .badInput("\(option) \(path) is a file, not a directory; choose another name")
    }
    let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
    try checkDirectory(parent(of: trimmed), for: path, option: option)
    return true
  }

  /// Throws unless `directory` exists, is a directory, and is writable.
  private static func checkDirectory(_ directory: String, for path: String, option: String)
    throws(CommandFailure)
  {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
      throw .badInput(
        "cannot write \(option) \(path): the directory \(directory) does not exist; "
          + "create it with `mkdir -p \(directory)` or choose another output")
    }
    guard isDirectory.boolValue else {
      throw .badInput(
        "cannot write \(option) \(path): \(directory) is a file, not a directory; "
          + "choose another output")
    }
    guard access(directory, W_OK | X_OK) == 0 else {
      let reason = String(cString: strerror(errno)).lowercased()
      throw .badInput(
        "cannot write \(option) \(path): the directory \(directory) is not writable (\(reason)); "
          + "choose another output")
    }
  }
}
