import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A video being made: ffmpeg writes a hidden file beside the output, which is renamed into
/// place only once ffmpeg has finished it and every frame was delivered. A render that fails or
/// is interrupted never leaves a file at the output, and removes the hidden one.
///
/// A render killed outright (SIGKILL, or Ctrl-C in a program that installed no
/// ``FilmRenderControl``) cannot clean up: ffmpeg sees its input end and finishes the hidden
/// file. The hidden name carries the renderer's process id, and the next render to the same
/// output deletes hidden files whose renderer is gone.
struct PartialVideo: Sendable {
  /// The video to make.
  let output: URL
  /// Where `make-video.sh` is told to write: `.<name>.partial-<pid>-<random>.<ext>` beside the
  /// output (the same extension, which picks the recipe).
  let path: String

  init(output: URL) {
    self.output = output
    let random = String(UInt64.random(in: 0...UInt64.max), radix: 36)
    let name =
      "\(Self.prefix(for: output))\(getpid())-\(random).\(output.pathExtension.lowercased())"
    path = output.deletingLastPathComponent().appendingPathComponent(name).path
  }

  /// The start of every hidden name for `output`: `.<name>.partial-`.
  static func prefix(for output: URL) -> String { ".\(output.lastPathComponent).partial-" }

  /// Deletes hidden partial videos of `output` (and the recipe's temporary files beside them)
  /// left by renders whose process no longer exists.
  static func removeAbandoned(for output: URL) {
    let directory = output.deletingLastPathComponent()
    let prefix = prefix(for: output)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    for name in names {
      // The recipe's own temporary file is the hidden name with one more dot in front.
      let hidden = name.hasPrefix("." + prefix) ? String(name.dropFirst()) : name
      guard hidden.hasPrefix(prefix),
        let pid = Int32(hidden.dropFirst(prefix.count).prefix { $0 != "-" }), pid > 0,
        pid != getpid(), kill(pid, 0) != 0, errno == ESRCH
      else { continue }
      try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
    }
  }

  /// Runs `make-video.sh` on the PNG frames `frame-00000.png`, `frame-00001.png`, … in
  /// `directory`, then renames the finished video into place.
  ///
  /// - Parameter started: Given the running recipe at once, for a caller that may have to stop
  ///   it from another thread.
  /// - Throws: As ``complete(_:control:)``.
  func make(
    fromFramesIn directory: URL, fps: Double, options: VideoOptions,
    control: FilmRenderControl?, started: (VideoProcess) -> Void = { _ in }
  ) throws(FilmError) {
    let arguments = options.scriptOptions(fps: fps) + [directory.path, path]
    let process = try VideoProcess(
      toolchain: options.toolchain, arguments: arguments, streamsInput: false)
    started(process)
    let token = control?.onCancel { process.terminate() }
    defer { if let token { control?.removeHandler(token) } }
    try complete(process, control: control)
  }

  /// Waits for the recipe, then renames the finished video into place.
  /// - Throws: ``FilmError/interrupted(framesWritten:)`` when the render was cancelled,
  ///   ``FilmError/ffmpegFailed(status:message:)`` when the recipe failed, or
  ///   ``FilmError/unwritableOutput(path:reason:)``.
  func complete(_ process: VideoProcess, control: FilmRenderControl?) throws(FilmError) {
    let (status, message) = process.wait()
    if control?.isCancelled == true {
      discard()
      throw .interrupted(framesWritten: 0)
    }
    guard status == 0 else {
      discard()
      throw .ffmpegFailed(status: status, message: message)
    }
    guard FileManager.default.fileExists(atPath: path) else {
      throw .ffmpegFailed(status: status, message: "make-video.sh made no file. \(message)")
    }
    try AtomicFile.move(path, to: output.path)
  }

  /// Deletes the partial video and any temporary file the recipe left beside it
  /// (`.<partial name>.XXXXXX`, if the script itself was killed).
  func discard() {
    let url = URL(fileURLWithPath: path)
    try? FileManager.default.removeItem(at: url)
    let directory = url.deletingLastPathComponent()
    let prefix = "." + url.lastPathComponent + "."
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    for name in names where name.hasPrefix(prefix) {
      try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
    }
  }
}
