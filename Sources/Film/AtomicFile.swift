#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Files that appear whole or not at all: written under a temporary name in the same directory,
/// then renamed over the real one.
enum AtomicFile {
  /// Writes `bytes` to `path` atomically: readers (and an interrupted render) see either no file
  /// or the whole new one. The data is not `fsync`ed: atomic against the process dying, not the
  /// machine.
  /// - Throws: ``FilmError/unwritableOutput(path:reason:)`` with the system's reason.
  static func write(_ bytes: [UInt8], to path: String) throws(FilmError) {
    let temporary = temporaryPath(for: path)
    // 0o666 before the umask, as for any new file; O_EXCL never reuses an existing name.
    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard fd >= 0 else { throw .unwritableOutput(path: path, reason: systemError()) }
    var failure: String? = nil
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let n = systemWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if n < 0 && errno == EINTR { continue }
        if n <= 0 {
          failure = n < 0 ? systemError() : "nothing was written"
          return
        }
        offset += n
      }
    }
    if close(fd) != 0 && failure == nil { failure = systemError() }
    if failure == nil && rename(temporary, path) != 0 { failure = systemError() }
    if let failure {
      unlink(temporary)
      throw .unwritableOutput(path: path, reason: failure)
    }
  }

  /// Renames `source` over `destination` (same file system).
  /// - Throws: ``FilmError/unwritableOutput(path:reason:)``.
  static func move(_ source: String, to destination: String) throws(FilmError) {
    guard rename(source, destination) == 0 else {
      throw .unwritableOutput(path: destination, reason: systemError())
    }
  }

  /// A fresh hidden name beside `path`: `dir/.name.<random>.tmp`.
  static func temporaryPath(for path: String, suffix: String = ".tmp") -> String {
    let slash = path.lastIndex(of: "/")
    let directory = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    return "\(directory).\(name).\(String(UInt64.random(in: 0...UInt64.max), radix: 36))\(suffix)"
  }

  /// The text of the current `errno`.
  static func systemError() -> String { String(cString: strerror(errno)) }
}

/// `write(2)`, by a name the enum's own `write` does not shadow.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(fd, buffer, count)
}
