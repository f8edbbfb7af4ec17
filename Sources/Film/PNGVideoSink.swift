import Foundation
import Raster

/// A video made the long way: PNG frames into a directory (kept, or hidden beside the video and
/// deleted afterwards), then `make-video.sh FRAMES_DIR OUTPUT`.
final class PNGVideoSink: FrameSink {
  let video: PartialVideo
  let options: VideoOptions
  let control: FilmRenderControl?
  /// Where the frames go; `isKept` says whether they stay.
  let directory: URL
  let isKept: Bool
  let frames: PNGSequenceSink

  private struct State {
    var fps: Double = 60
    var process: VideoProcess?
  }

  private let state = Locked(State())

  init(output: URL, options: VideoOptions, keepingFramesIn kept: URL?, control: FilmRenderControl?)
  {
    video = PartialVideo(output: output)
    self.options = options
    self.control = control
    directory =
      kept ?? URL(fileURLWithPath: AtomicFile.temporaryPath(for: output.path, suffix: ".frames"))
    isKept = kept != nil
    frames = PNGSequenceSink(directory: directory, numbersFromZero: true)
  }

  func begin(_ format: FrameFormat) throws {
    PartialVideo.removeAbandoned(for: video.output)
    if isKept { try removeOldFrames() }
    try frames.begin(format)
    state.withLock { $0.fps = format.fps }
  }

  func encode(_ frame: FilmFrame) throws -> [UInt8]? { try frames.encode(frame) }

  func write(_ frame: FilmFrame, encoded: [UInt8]?) throws {
    try frames.write(frame, encoded: encoded)
  }

  /// Runs the recipe on the frames and renames the video into place.
  func finish() throws {
    defer { removeFramesUnlessKept() }
    let fps = state.withLock { $0.fps }
    try video.make(fromFramesIn: directory, fps: fps, options: options, control: control) {
      process in state.withLock { $0.process = process }
    }
  }

  func abort() {
    if let process = state.withLock({ $0.process }) {
      process.terminate()
      _ = process.wait()
    }
    video.discard()
    removeFramesUnlessKept()
  }

  private func removeFramesUnlessKept() {
    if !isKept { try? FileManager.default.removeItem(at: directory) }
  }

  /// Deletes `frame-*.png` files in the kept directory, so that a shorter render does not leave
  /// the frames of a longer one for ffmpeg to pick up.
  private func removeOldFrames() throws(FilmError) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    for name in names where name.hasPrefix("frame-") && name.hasSuffix(".png") {
      do {
        try FileManager.default.removeItem(at: directory.appendingPathComponent(name))
      } catch {
        throw .unwritableOutput(path: directory.path, reason: PNGSequenceSink.reason(error))
      }
    }
  }
}
