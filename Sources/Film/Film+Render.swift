import Compositor
import HeadlessUIKit
import Raster

extension Film {
  /// Renders the film's frames to a destination: PNG files, a video, memory or your own sink.
  ///
  /// ```swift
  /// try film.render(to: .video(URL(fileURLWithPath: "demo.gif")))
  /// try film.render(to: .pngSequence(directory: frames), fps: 30, frames: 0...59) { p in
  ///   print("\(p.frame)/\(p.total)")
  /// }
  /// ```
  ///
  /// A fresh stage runs the script; the main actor advances it frame by frame and builds each
  /// frame's layer tree, while `jobs` worker threads composite the trees and encode them (PNG)
  /// in parallel. Frames reach the destination in order, and at most `2 × jobs + 2` are in
  /// flight, so memory stays flat however long the film. A frame whose layer tree is unchanged
  /// repeats the previous frame without compositing or encoding it again. The bytes are the same
  /// on every run and with any number of jobs.
  ///
  /// Everything that can be checked is checked before the first frame renders: the frame rate
  /// and range, the video format, ffmpeg, the output directory.
  ///
  /// - Parameters:
  ///   - destination: Where the frames go.
  ///   - fps: Frames per second. Default: `nil`, the film's ``fps``.
  ///   - frames: The frames to render, by number, clamped to the film. Default: `nil`, all.
  ///   - jobs: Worker threads. Default: the number of processor cores.
  ///   - control: Lets another thread cancel the render (Ctrl-C). Default: `nil`.
  ///   - progress: Called on the main actor as frames are written, then once with phase
  ///     ``FilmProgress/Phase/finishing`` while ffmpeg finishes a video. Default: `nil`.
  /// - Returns: What was made and how fast.
  /// - Throws: A ``FilmError`` (UIKit's exception, ffmpeg missing or failing, an unwritable
  ///   output, bad numbers, ``FilmError/interrupted(framesWritten:)``), or what a
  ///   ``FilmDestination/sink(_:)`` throws. Frames already written stay, each one whole; a video
  ///   is never left half-written.
  @MainActor @discardableResult
  public func render(
    to destination: FilmDestination, fps: Double? = nil, frames: ClosedRange<Int>? = nil,
    jobs: Int = ProcessInfo.processInfo.activeProcessorCount, control: FilmRenderControl? = nil,
    progress: ((FilmProgress) -> Void)? = nil
  ) throws -> FilmRenderSummary {
    try render(
      to: destination, fps: fps, frames: frames, jobs: jobs, control: control,
      repeatsUnchangedFrames: true, progress: progress)
  }

  /// ``render(to:fps:frames:jobs:control:progress:)``, with repeats optional (benchmarks
  /// measure the pipeline with every frame composited and encoded).
  @MainActor
  package func render(
    to destination: FilmDestination, fps: Double?, frames: ClosedRange<Int>?, jobs: Int,
    control: FilmRenderControl?, repeatsUnchangedFrames: Bool, progress: ((FilmProgress) -> Void)?
  ) throws -> FilmRenderSummary {
    let clock = ContinuousClock()
    let start = clock.now
    func elapsed() -> TimeInterval {
      let d = (clock.now - start).components
      return TimeInterval(d.seconds) + TimeInterval(d.attoseconds) * 1e-18
    }

    let plan = try plan(fps: fps)
    let range = try plan.frames(frames)
    let sink = try destination.makeSink(control: control)
    if control?.isCancelled == true { throw FilmError.interrupted(framesWritten: 0) }

    let playback = try FilmPlayback(self)
    try playback.advance(to: plan.time(ofFrame: range.lowerBound))
    var tree = playback.renderTree()
    let (width, height) = tree.pixelSize
    guard (1...PremultipliedRGBA8Bitmap.maximumDimension).contains(width),
      (1...PremultipliedRGBA8Bitmap.maximumDimension).contains(height)
    else {
      throw FilmError.renderFailed(
        frame: range.lowerBound, reason: "the screen is \(width)×\(height) pixels")
    }
    try Self.checkLimits(of: tree, frame: range.lowerBound)
    let format = FrameFormat(width: width, height: height, fps: plan.fps, frames: range)
    do {
      try sink.begin(format)
    } catch {
      sink.abort()
      throw error
    }

    let pipeline = FramePipeline(sink: sink, format: format, jobs: jobs)
    let token = control?.onCancel { pipeline.cancel() }
    defer { if let token { control?.removeHandler(token) } }
    var reported = 0
    let report = { (written: Int) in
      guard written > reported, let progress else { return }
      reported = written
      progress(FilmProgress(frame: written, total: range.count, elapsed: elapsed()))
    }
    func stopped(by error: any Error) -> any Error {
      if control?.isCancelled == true || error is CancellationError {
        return FilmError.interrupted(framesWritten: pipeline.progress.frames)
      }
      return error
    }

    var composited = 0
    var previousTree: RenderTree? = nil
    do {
      for index in range {
        if control?.isCancelled == true { throw CancellationError() }
        let time = plan.time(ofFrame: index)
        if index != range.lowerBound {
          try playback.advance(to: time)
          tree = playback.renderTree()
          guard tree.pixelSize == (width, height) else {
            throw FilmError.renderFailed(frame: index, reason: "the screen changed size")
          }
        }
        let repeats = repeatsUnchangedFrames && previousTree == tree
        if !repeats && index != range.lowerBound { try Self.checkLimits(of: tree, frame: index) }
        if !repeats { composited += 1 }
        try pipeline.submit(
          .init(index: index, time: time, tree: repeats ? nil : tree), waiting: report)
        previousTree = tree
      }
      try pipeline.finish(waiting: report)
    } catch {
      pipeline.shutDown()
      sink.abort()
      throw stopped(by: error)
    }
    report(range.count)

    var videoBytes: Int? = nil
    var video: VideoFileInfo? = nil
    if case let .video(url, options) = destination {
      progress?(
        FilmProgress(frame: range.count, total: range.count, elapsed: elapsed(), phase: .finishing))
      do { try sink.finish() } catch { throw stopped(by: error) }
      let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
      videoBytes = (attributes?[.size] as? NSNumber)?.intValue
      video = VideoFileInfo.probe(url, toolchain: options.toolchain)
    } else {
      do { try sink.finish() } catch { throw stopped(by: error) }
    }
    return FilmRenderSummary(
      frames: range, width: width, height: height, fps: plan.fps, compositedFrames: composited,
      encodedBytes: pipeline.progress.encodedBytes, videoBytes: videoBytes, video: video,
      elapsed: elapsed())
  }

  /// Stops the render at frame `index` when its tree passes the compositor's limits.
  static func checkLimits(of tree: RenderTree, frame index: Int) throws(FilmError) {
    do {
      try tree.checkLimits()
    } catch {
      throw .renderFailed(frame: index, reason: error.description)
    }
  }
}
