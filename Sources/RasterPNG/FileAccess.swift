import Raster

#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Musl)
  internal import Musl
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// Whole-file reads and atomic writes with the system's own error text. Film writes its frames
/// through the same atomic write (hence `package`).
public enum FileAccess {
  /// The whole contents of the file at `path`.
  internal static func readAll(_ path: String) throws(RasterError) -> [UInt8] {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw .fileAccessFailed(path: path, reason: errorText()) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw .fileAccessFailed(path: path, reason: errorText()) }
    guard (info.st_mode & S_IFMT) == S_IFREG else {
      throw .fileAccessFailed(path: path, reason: "not a regular file")
    }
    // One spare byte so that a file of the size fstat reported is read to EOF without growing.
    var bytes = [UInt8](repeating: 0, count: Swift.max(Int(info.st_size), 0) + 1)
    var count = 0
    while true {
      if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: bytes.count)) }
      let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + count, $0.count - count) }
      if n < 0 {
        if errno == EINTR { continue }
        throw .fileAccessFailed(path: path, reason: errorText())
      }
      if n == 0 { break }
      count += n
    }
    bytes.removeLast(bytes.count - count)
    return bytes
  }

  /// Writes `bytes` to a temporary file next to `path`, then renames it over `path`: readers (and
  /// an interrupted render) see either no file or the whole new one. The data is not `fsync`ed:
  /// atomic against the process dying, not the machine.
  public static func writeAtomically(_ bytes: [UInt8], to path: String) throws(RasterError) {
    guard path.last != "/", !path.isEmpty else {
      throw .fileAccessFailed(path: path, reason: "the path names a directory")
    }
    let temporary = temporaryPath(for: path)

    // 0o666 before the umask, as for any new file; O_EXCL never reuses an existing name.
    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard fd >= 0 else { throw .fileAccessFailed(path: path, reason: errorText()) }
    var failure: String? = nil
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let n = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if n < 0 && errno == EINTR { continue }
        if n <= 0 {
          failure = n < 0 ? errorText() : "nothing written"
          return
        }
        offset += n
      }
    }
    if close(fd) != 0 && failure == nil { failure = errorText() }
    if failure == nil && rename(temporary, path) != 0 { failure = errorText() }
    if let failure {
      unlink(temporary)
      throw .fileAccessFailed(path: path, reason: failure)
    }
  }

  /// A fresh hidden name beside `path`: `dir/.name.<random><suffix>`.
  public static func temporaryPath(for path: String, suffix: String = ".tmp") -> String {
    let slash = path.lastIndex(of: "/")
    let directory = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    return "\(directory).\(name).\(String(UInt64.random(in: 0...UInt64.max), radix: 36))\(suffix)"
  }

  /// The text of the current `errno`.
  public static func errorText() -> String {
    String(cString: strerror(errno))
  }
}
