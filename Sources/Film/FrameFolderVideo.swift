import Foundation

/// A video of PNG frames already on disk, `frame-NNNNN.png` named by frame number as
/// ``FilmDestination/pngSequence(directory:)`` writes them (from one render or from several that
/// each wrote part of the frames), made by the same `make-video.sh` recipe as a render's video.
package enum FrameFolderVideo {
  /// The name of frame `number`'s file: `frame-` and at least five digits, `.png`.
  package static func fileName(_ number: Int) -> String { PNGSequenceSink.fileName(number) }

  /// Makes `output` of the frames numbered `frames` in `directory`.
  ///
  /// The recipe reads frames from `frame-00000.png` up to the first number missing; frames that
  /// start elsewhere, or that run on past `frames`, are given to it as links, numbered from 0,
  /// in a hidden folder beside the video that is deleted afterwards.
  ///
  /// - Parameters:
  ///   - directory: The frames. Every one of `frames` must be there.
  ///   - frames: The frame numbers the video holds, in order.
  ///   - output: The video, its format picked by its extension.
  ///   - fps: Frames per second.
  ///   - options: The recipe's options and the toolchain.
  ///   - control: Cancels the recipe (Ctrl-C). Default: `nil`.
  /// - Throws: ``FilmError`` as a render to a video does; nothing is left at `output` then.
  package static func make(
    framesIn directory: URL, frames: ClosedRange<Int>, to output: URL, fps: Double,
    options: VideoOptions = VideoOptions(), control: FilmRenderControl? = nil
  ) throws(FilmError) {
    try FramePlan.validate(fps: fps, slowMotion: 1)
    try options.toolchain.preflight(output: output)
    PartialVideo.removeAbandoned(for: output)
    let video = PartialVideo(output: output)
    let after = directory.appendingPathComponent(PNGSequenceSink.fileName(frames.upperBound + 1))
    guard frames.lowerBound != 0 || FileManager.default.fileExists(atPath: after.path) else {
      try video.make(fromFramesIn: directory, fps: fps, options: options, control: control)
      return
    }
    let links = URL(
      fileURLWithPath: AtomicFile.temporaryPath(for: output.path, suffix: ".frames"))
    defer { try? FileManager.default.removeItem(at: links) }
    do {
      try FileManager.default.createDirectory(at: links, withIntermediateDirectories: false)
      for (number, frame) in frames.enumerated() {
        try FileManager.default.createSymbolicLink(
          at: links.appendingPathComponent(PNGSequenceSink.fileName(number)),
          withDestinationURL: directory.appendingPathComponent(PNGSequenceSink.fileName(frame))
            .absoluteURL)
      }
    } catch {
      throw .unwritableOutput(path: links.path, reason: PNGSequenceSink.reason(error))
    }
    try video.make(fromFramesIn: links, fps: fps, options: options, control: control)
  }
}
