import Curtain
import Foundation

/// Where `render` writes, decided and checked from `-o` before any frame is rendered: PNG frames
/// in a directory, or a video (with its frames kept beside it for `--keep-frames`).
struct RenderDestination: CustomStringConvertible {
  /// What was asked for.
  enum Kind: Equatable {
    /// PNG frames in a directory.
    case frames(directory: String)
    /// A video in `format`.
    case video(path: String, format: VideoFormat)
  }

  let kind: Kind
  /// A directory for the video's PNG frames too (`--keep-frames`), or `nil`.
  let keptFrames: String?
  /// Directories that do not exist yet: ``prepare()`` creates them, ``cleanUp()`` removes them
  /// again if they are still empty.
  let directoriesToCreate: [String]

  /// Reads `-o`: a path ending in `/` or naming an existing directory gets PNG frames, anything
  /// else must have a video extension.
  ///
  /// - Throws: ``CommandFailure`` for an unknown extension, an output that cannot be written,
  ///   a missing ffmpeg, or `--keep-frames` without a video.
  init(output: String, keepFrames: Bool) throws(CommandFailure) {
    if output.hasSuffix("/") || OutputPath.isDirectory(output) {
      guard !keepFrames else {
        throw .badInput(
          "--keep-frames keeps a video's PNG frames; -o \(output) writes only frames already")
      }
      kind = .frames(directory: output)
      keptFrames = nil
      directoriesToCreate = try OutputPath.checkFramesDirectory(output) ? [output] : []
      return
    }
    let format = try VideoFormat(path: output)
    try OutputPath.checkFile(output)
    try FFmpeg.check(for: output)
    kind = .video(path: output, format: format)
    if keepFrames {
      let frames = ((output as NSString).deletingPathExtension) + "-frames/"
      keptFrames = frames
      directoriesToCreate = try OutputPath.checkFramesDirectory(frames) ? [frames] : []
    } else {
      keptFrames = nil
      directoriesToCreate = []
    }
  }

  /// The Film module's destination.
  var film: FilmDestination {
    switch kind {
    case .frames(let directory): .pngSequence(directory: URL(fileURLWithPath: directory))
    case .video(let path, _):
      .video(
        URL(fileURLWithPath: path),
        options: keptFrames.map { .keepingFrames(in: URL(fileURLWithPath: $0)) } ?? VideoOptions())
    }
  }

  /// Creates the directories that do not exist yet.
  func prepare() throws(CommandFailure) {
    for directory in directoriesToCreate {
      do {
        try FileManager.default.createDirectory(
          atPath: directory, withIntermediateDirectories: false)
      } catch {
        // Shards of one render start together, and another may have made it since the check.
        if OutputPath.isDirectory(directory) { continue }
        throw .badInput("cannot create \(directory): \(error.localizedDescription)")
      }
    }
  }

  /// Removes the directories ``prepare()`` created if nothing was written in them.
  func cleanUp() {
    for directory in directoriesToCreate {
      if (try? FileManager.default.contentsOfDirectory(atPath: directory))?.isEmpty == true {
        try? FileManager.default.removeItem(atPath: directory)
      }
    }
  }

  /// What an interrupted render leaves: the whole frames written so far, or no video.
  var leftAfterInterruption: String {
    switch kind {
    case .frames(let directory):
      let count =
        (try? FileManager.default.contentsOfDirectory(atPath: directory))?
        .filter { $0.hasPrefix("frame-") && $0.hasSuffix(".png") }.count ?? 0
      return count == 0
        ? "no frames were written"
        : "\(directory) holds \(count) whole frame\(count == 1 ? "" : "s")"
    case .video(let path, _):
      return "no video was written to \(path)"
    }
  }

  /// The output as the user named it.
  var description: String {
    switch kind {
    case .frames(let directory): directory
    case .video(let path, _): keptFrames.map { "\(path) (frames in \($0))" } ?? path
    }
  }
}
