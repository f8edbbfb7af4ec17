import Raster
import RasterPNG

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Files that appear whole or not at all: written under a temporary name in the same directory,
/// then renamed over the real one. The writing is Raster's (`FileAccess`, which `PNGCodec.write`
/// uses too); this gives it Film's errors.
enum AtomicFile {
  /// Writes `bytes` to `path` atomically: readers (and an interrupted render) see either no file
  /// or the whole new one. The data is not `fsync`ed: atomic against the process dying, not the
  /// machine.
  /// - Throws: ``FilmError/unwritableOutput(path:reason:)`` with the system's reason.
  static func write(_ bytes: [UInt8], to path: String) throws(FilmError) {
    do {
      try FileAccess.writeAtomically(bytes, to: path)
    } catch {
      guard case .fileAccessFailed(_, let reason) = error else {
        throw .unwritableOutput(path: path, reason: "\(error)")
      }
      throw .unwritableOutput(path: path, reason: reason)
    }
  }

  /// Renames `source` over `destination` (same file system).
  /// - Throws: ``FilmError/unwritableOutput(path:reason:)``.
  static func move(_ source: String, to destination: String) throws(FilmError) {
    guard rename(source, destination) == 0 else {
      throw .unwritableOutput(path: destination, reason: systemError())
    }
  }

  /// A fresh hidden name beside `path`: `dir/.name.<random><suffix>`.
  static func temporaryPath(for path: String, suffix: String = ".tmp") -> String {
    FileAccess.temporaryPath(for: path, suffix: suffix)
  }

  /// The text of the current `errno`.
  static func systemError() -> String { FileAccess.errorText() }
}
