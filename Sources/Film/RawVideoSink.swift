import Foundation
import Raster

/// Streams raw RGBA frames into `make-video.sh --raw` (ffmpeg reading its standard input): no
/// PNG is encoded, so this is the fast way to a video.
///
/// The bytes are R G B A per pixel in straight alpha, as ffmpeg's `rgba` reads them and as PNG
/// frames hold them, so both routes into the recipe give the same video. Opaque pixels (a
/// window composited over black) are the bitmaps' own bytes.
final class RawVideoSink: FrameSink {
  let video: PartialVideo
  let options: VideoOptions
  let control: FilmRenderControl?

  private struct State {
    var process: VideoProcess?
    var cancelToken: Int?
  }

  private let state = Locked(State())

  init(output: URL, options: VideoOptions, control: FilmRenderControl?) {
    video = PartialVideo(output: output)
    self.options = options
    self.control = control
  }

  private var process: VideoProcess? { state.withLock { $0.process } }

  func begin(_ format: FrameFormat) throws {
    PartialVideo.removeAbandoned(for: video.output)
    let arguments =
      ["--raw", "\(format.width)x\(format.height)"] + options.scriptOptions(fps: format.fps)
      + ["-", video.path]
    let process = try VideoProcess(
      toolchain: options.toolchain, arguments: arguments, streamsInput: true)
    let token = control?.onCancel { process.terminate() }
    state.withLock { $0 = State(process: process, cancelToken: token) }
  }

  func write(_ frame: FilmFrame, encoded: [UInt8]?) throws {
    guard let process else { return }
    try frame.bitmap.withStraightRGBAChunks { try process.send($0) }
  }

  func finish() throws {
    guard let process else { return }
    process.closeInput()
    defer { forgetCancelHandler() }
    try video.complete(process, control: control)
  }

  func abort() {
    defer { forgetCancelHandler() }
    guard let process else { return }
    process.terminate()
    process.closeInput()
    _ = process.wait()
    video.discard()
  }

  private func forgetCancelHandler() {
    if let token = state.withLock({ $0.cancelToken }) { control?.removeHandler(token) }
  }
}
