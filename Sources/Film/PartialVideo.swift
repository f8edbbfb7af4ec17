import Foundation

/// A video being made: ffmpeg writes a hidden file beside the output, which is renamed into
/// place only once ffmpeg has finished it and every frame was delivered. A render that fails or
/// is interrupted never leaves a file at the output, and removes the hidden one.
struct PartialVideo: Sendable {
  /// The video to make.
  let output: URL
  /// Where `make-video.sh` is told to write: `.<name>.<random>.<ext>` beside the output (the
  /// same extension, which picks the recipe).
  let path: String

  init(output: URL) {
    self.output = output
    path = AtomicFile.temporaryPath(for: output.path, suffix: "." + output.pathExtension.lowercased())
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
