import Foundation
import Raster
import RasterPNG
import Synchronization

/// Writes frames as PNG files `frame-00000.png`, `frame-00001.png`, … (the names
/// `make-video.sh` reads): encoded with libpng on the worker threads, written in frame order,
/// each file atomically, so an interrupted render leaves whole frames, numbered without gaps.
final class PNGSequenceSink: FrameSink {
  let directory: URL
  /// Whether files are numbered from 0 whatever the first frame (for `make-video.sh`, which
  /// expects its first frame at 0) rather than by frame number.
  let numbersFromZero: Bool
  let options: PNGEncodingOptions
  private let firstNumber = Atomic<Int>(0)

  /// A sink writing into `directory`, which is created (with its parents) if missing.
  init(directory: URL, numbersFromZero: Bool = false, options: PNGEncodingOptions = .default) {
    self.directory = directory
    self.numbersFromZero = numbersFromZero
    self.options = options
  }

  /// The file name of frame number `number`: `frame-` and at least five digits.
  static func fileName(_ number: Int) -> String {
    let digits = String(number)
    return "frame-" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits + ".png"
  }

  /// Creates the directory if needed and checks that files can be made in it.
  /// - Throws: ``FilmError/unwritableOutput(path:reason:)``.
  static func prepare(_ directory: URL) throws(FilmError) {
    let path = directory.path
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw .unwritableOutput(path: path, reason: Self.reason(error))
    }
    guard FileManager.default.isWritableFile(atPath: path) else {
      throw .unwritableOutput(path: path, reason: "the directory is not writable")
    }
  }

  func begin(_ format: FrameFormat) throws {
    try Self.prepare(directory)
    firstNumber.store(numbersFromZero ? format.frames.lowerBound : 0, ordering: .relaxed)
  }

  func encode(_ frame: FilmFrame) throws -> [UInt8]? {
    do {
      return try PNGCodec.encode(frame.bitmap, options: options)
    } catch {
      throw FilmError.renderFailed(frame: frame.index, reason: error.description)
    }
  }

  func write(_ frame: FilmFrame, encoded: [UInt8]?) throws {
    let number = frame.index - firstNumber.load(ordering: .relaxed)
    let path = directory.appendingPathComponent(Self.fileName(number)).path
    try AtomicFile.write(encoded ?? [], to: path)
  }

  func finish() throws {}

  /// The system's words for a Foundation file error (its underlying POSIX error when there is one).
  static func reason(_ error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(Int32(underlying.code)))
    }
    return nsError.localizedDescription
  }
}
