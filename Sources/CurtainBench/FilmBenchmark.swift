import Compositor
import Curtain
import CurtainCommand
import Dispatch
import Foundation
import Raster
import RasterPNG
import Synchronization

/// Times a film's way to PNG frames and to MP4 against the floors set by libpng and ffmpeg
/// alone: the measurement behind the README's film figures, for `curtain bench --files` to run.
///
/// ```swift
/// let report = try FilmBenchmark(film: film).run()  // e.g. a 2 s film at 60 fps
/// print(report.text)
/// ```
///
/// Figures are wall-clock seconds, the median of ``runs`` runs, from a release build (a debug
/// build is 10–100× slower and says nothing).
public struct FilmBenchmark: Sendable {
  /// The film.
  public var film: Film
  /// Worker threads for the renders and for the libpng baseline. Default: the number of cores.
  public var jobs: Int
  /// Timed runs of each measurement; the median is reported. Default: 3.
  public var runs: Int
  /// Whether to time the two ways to MP4 (needs ffmpeg; takes longest). Default: `true`.
  public var includesVideo: Bool
  /// Where frames and videos are written. Default: a new directory in the temporary directory,
  /// deleted afterwards.
  public var directory: URL?

  /// A benchmark.
  ///
  /// - Parameters:
  ///   - film: The film to time.
  ///   - jobs: Default: the number of cores.
  ///   - runs: Default: 3.
  ///   - includesVideo: Default: `true`.
  ///   - directory: Default: `nil`, a temporary directory.
  public init(
    film: Film, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
    runs: Int = 3,
    includesVideo: Bool = true, directory: URL? = nil
  ) {
    self.film = film
    self.jobs = max(1, jobs)
    self.runs = max(1, runs)
    self.includesVideo = includesVideo
    self.directory = directory
  }

  /// Runs every measurement.
  ///
  /// - Parameter log: Told what is being measured, as it starts. Default: `nil`.
  /// - Returns: The figures.
  /// - Throws: A ``FilmError`` from the film or ffmpeg.
  @MainActor public func run(log: ((String) -> Void)? = nil) throws -> FilmBenchmarkReport {
    let scratch =
      directory
      ?? FileManager.default.temporaryDirectory.appendingPathComponent(
        "curtain-film-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { if directory == nil { try? FileManager.default.removeItem(at: scratch) } }

    // The floor: the same frames, composited beforehand, encoded by libpng on `jobs` threads.
    log?("compositing \(film.device.name) frames into memory")
    var bitmaps = try prerender()
    var report = FilmBenchmarkReport(
      frames: bitmaps.count, width: bitmaps[0].width, height: bitmaps[0].height, jobs: jobs,
      runs: runs)

    let compositor = Compositor(threads: 1)
    var scratchBitmap = bitmaps[0]
    let frames = scratch.appendingPathComponent("frames")
    var compositedFrames = 0
    try measureInRounds(
      [
        (
          "libpng alone: encoding \(bitmaps.count) frames on \(jobs) threads", \.pngEncodingAlone,
          {
            try Self.encodeAll(bitmaps, threads: jobs)
          }
        ),
        (
          "compositing alone, one thread", \.compositingAlone,
          {
            let playback = try FilmPlayback(film)
            let plan = try film.plan(fps: nil)
            for index in 0..<plan.frameCount {
              try playback.advance(to: plan.time(ofFrame: index))
              compositor.render(playback.renderTree(), into: &scratchBitmap)
            }
          }
        ),
        (
          "PNG frames, every frame composited and encoded", \.pngFramesEveryFrame,
          {
            _ = try film.render(
              to: .pngSequence(directory: frames), fps: nil, frames: nil, jobs: jobs, control: nil,
              repeatsUnchangedFrames: false, progress: nil)
          }
        ),
        (
          "PNG frames, unchanged frames repeated", \.pngFrames,
          {
            compositedFrames = try film.render(to: .pngSequence(directory: frames), jobs: jobs)
              .compositedFrames
          }
        ),
      ], into: &report, log: log)
    report.compositedFrames = compositedFrames

    if includesVideo {
      // ffmpeg alone is timed in the same rounds as the film's way to MP4, so that a busy spell
      // of the machine falls on both sides of their ratio.
      let video = scratch.appendingPathComponent("film.mp4")
      let alone = scratch.appendingPathComponent("ffmpeg-alone.mp4")
      try measureInRounds(
        [
          (
            "ffmpeg alone: \(bitmaps.count) frames from memory into make-video.sh --raw",
            \.ffmpegAlone, { try Self.encodeVideo(bitmaps, fps: film.fps, to: alone) }
          ),
          (
            "MP4 through the raw stream", \.mp4RawStream,
            { try film.render(to: .video(video), jobs: jobs) }
          ),
        ], into: &report, log: log)
      // The PNG route without a gigabyte and a half of frames held in memory beside ffmpeg.
      bitmaps = []
      try measureInRounds(
        [
          (
            "MP4 through PNG frames", \.mp4ThroughPNGs,
            {
              try film.render(
                to: .video(video, options: VideoOptions(route: .pngFrames(keepingIn: nil))),
                jobs: jobs)
            }
          )
        ], into: &report, log: log)
    }
    return report
  }

  /// Streams `bitmaps` into `make-video.sh --raw` through the sink a render to `output` uses,
  /// so that only the frames' making differs between this and a render.
  static func encodeVideo(
    _ bitmaps: [PremultipliedRGBA8Bitmap], fps: Double, to output: URL
  ) throws {
    let sink = try FilmDestination.video(output).makeSink(control: nil)
    try sink.begin(
      FrameFormat(
        width: bitmaps[0].width, height: bitmaps[0].height, fps: fps,
        frames: 0...(bitmaps.count - 1)))
    do {
      for (index, bitmap) in bitmaps.enumerated() {
        try sink.write(
          FilmFrame(index: index, time: Double(index) / fps, bitmap: bitmap), encoded: nil)
      }
      try sink.finish()
    } catch {
      sink.abort()
      throw error
    }
  }

  /// Every frame of the film, composited, in memory.
  @MainActor private func prerender() throws -> [PremultipliedRGBA8Bitmap] {
    let collector = FrameCollector()
    _ = try film.render(
      to: .memory(collector), fps: nil, frames: nil, jobs: jobs, control: nil,
      repeatsUnchangedFrames: false, progress: nil)
    return collector.bitmaps
  }

  /// Runs the measurements in ``runs`` rounds, each in turn, so that a busy moment of the
  /// machine spreads over all of them instead of spoiling one, and files their figures.
  private func measureInRounds(
    _ measurements: [(
      name: String, figure: WritableKeyPath<FilmBenchmarkReport, FilmBenchmarkFigure?>,
      body: () throws -> Void
    )],
    into report: inout FilmBenchmarkReport, log: ((String) -> Void)?
  ) throws {
    var times = Array(
      repeating: [(wall: TimeInterval, processor: TimeInterval)](), count: measurements.count)
    let clock = ContinuousClock()
    for round in 1...runs {
      for (i, measurement) in measurements.enumerated() {
        log?("\(measurement.name) (run \(round) of \(runs))")
        let start = clock.now
        let processorStart = Self.processorTime()
        try measurement.body()
        let d = (clock.now - start).components
        let wall = TimeInterval(d.seconds) + TimeInterval(d.attoseconds) * 1e-18
        times[i].append((wall, Self.processorTime() - processorStart))
      }
    }
    for (i, measurement) in measurements.enumerated() {
      report[keyPath: measurement.figure] = FilmBenchmarkFigure(times[i])
    }
  }

  /// User and system seconds of this process and of its children that have exited.
  static func processorTime() -> TimeInterval {
    func seconds(_ who: Int32) -> TimeInterval {
      var usage = rusage()
      getrusage(__rusage_who_t(who), &usage)
      return TimeInterval(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + TimeInterval(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) * 1e-6
    }
    return seconds(RUSAGE_SELF.rawValue) + seconds(RUSAGE_CHILDREN.rawValue)
  }

  /// Encodes every bitmap with ``PNGCodec`` (default options, as the PNG sink) into memory, on
  /// `threads` threads taking frames in turn.
  static func encodeAll(_ bitmaps: [PremultipliedRGBA8Bitmap], threads: Int) throws(FilmError) {
    let next = Atomic<Int>(0)
    let failure = Mutex<String?>(nil)
    DispatchQueue.concurrentPerform(iterations: threads) { _ in
      while true {
        let index = next.add(1, ordering: .relaxed).oldValue
        guard index < bitmaps.count else { return }
        do {
          _ = try PNGCodec.encode(bitmaps[index])
        } catch {
          failure.withLock { $0 = "\(error)" }
        }
      }
    }
    if let reason = failure.withLock({ $0 }) { throw .renderFailed(frame: 0, reason: reason) }
  }
}

/// One measurement: the best and the median of its runs, in wall-clock seconds.
public struct FilmBenchmarkFigure: Sendable, Equatable, Codable {
  /// The fastest run, in seconds: the least disturbed by other work on the machine.
  public var best: TimeInterval
  /// The median run, in seconds.
  public var median: TimeInterval
  /// Processor seconds (user and system, all threads, ffmpeg included) of the fastest run:
  /// the work done, which other load on the machine barely changes.
  public var processorTime: TimeInterval

  enum CodingKeys: String, CodingKey {
    case best = "best_s"
    case median = "median_s"
    case processorTime = "cpu_s"
  }

  /// A figure from its runs: (wall-clock seconds, processor seconds) each, at least one.
  public init(_ runs: [(wall: TimeInterval, processor: TimeInterval)]) {
    let sorted = runs.sorted { $0.wall < $1.wall }
    best = sorted.first?.wall ?? 0
    median = sorted.isEmpty ? 0 : sorted[sorted.count / 2].wall
    processorTime = sorted.first?.processor ?? 0
  }
}

/// The figures of a ``FilmBenchmark`` run (`Codable`, for a JSON report).
public struct FilmBenchmarkReport: Sendable, Equatable, Codable {
  /// Frames in the film.
  public var frames: Int
  /// Frame width in pixels.
  public var width: Int
  /// Frame height in pixels.
  public var height: Int
  /// Worker threads.
  public var jobs: Int
  /// Runs per figure.
  public var runs: Int
  /// Frames a render with repeats composited (the others repeated an unchanged frame).
  public var compositedFrames = 0
  /// libpng encoding every frame into memory on `jobs` threads, the frames composited beforehand.
  public var pngEncodingAlone: FilmBenchmarkFigure?
  /// Stepping the stage and compositing every frame on one thread, nothing encoded.
  public var compositingAlone: FilmBenchmarkFigure?
  /// The whole way to PNG files with every frame composited and encoded.
  public var pngFramesEveryFrame: FilmBenchmarkFigure?
  /// The whole way to PNG files as `render` does it, unchanged frames repeated.
  public var pngFrames: FilmBenchmarkFigure?
  /// ffmpeg alone: the frames, composited beforehand and held in memory, streamed into the same
  /// recipe (`make-video.sh --raw`) through the same sink; `nil` if not measured.
  public var ffmpegAlone: FilmBenchmarkFigure?
  /// To MP4, raw frames streamed into ffmpeg; `nil` if not measured.
  public var mp4RawStream: FilmBenchmarkFigure?
  /// To MP4 through PNG frames on disk; `nil` if not measured.
  public var mp4ThroughPNGs: FilmBenchmarkFigure?

  enum CodingKeys: String, CodingKey {
    case frames, width, height, jobs, runs
    case compositedFrames = "composited_frames"
    case pngEncodingAlone = "libpng_alone"
    case compositingAlone = "compositing_alone"
    case pngFramesEveryFrame = "png_frames_every_frame"
    case pngFrames = "png_frames"
    case ffmpegAlone = "ffmpeg_alone"
    case mp4RawStream = "mp4_raw_stream"
    case mp4ThroughPNGs = "mp4_through_pngs"
  }

  /// A report with no figures yet.
  public init(frames: Int, width: Int, height: Int, jobs: Int, runs: Int) {
    self.frames = frames
    self.width = width
    self.height = height
    self.jobs = jobs
    self.runs = runs
  }

  /// The PNG pipeline's speed as a fraction of libpng's alone, best runs (1 = as fast; the goal
  /// is ≥ 0.9).
  public var pngSpeedRatio: Double { Self.ratio(pngEncodingAlone, pngFrames) }

  /// The same with every frame composited and encoded.
  public var pngSpeedRatioEveryFrame: Double { Self.ratio(pngEncodingAlone, pngFramesEveryFrame) }

  /// The film's time to MP4 through the raw stream over ffmpeg alone's, best runs (1 = no
  /// cost beyond ffmpeg's; the goal is ≤ 1.2), or 0 if not measured.
  public var mp4TimeRatio: Double { Self.ratio(mp4RawStream, ffmpegAlone) }

  private static func ratio(_ floor: FilmBenchmarkFigure?, _ figure: FilmBenchmarkFigure?) -> Double
  {
    guard let floor, let figure, figure.best > 0 else { return 0 }
    return floor.best / figure.best
  }

  /// A table, one figure a line: best and median seconds, frames per second at the best.
  public var text: String {
    func line(_ name: String, _ figure: FilmBenchmarkFigure?, _ note: String = "") -> String {
      guard let figure else { return "" }
      let fps = figure.best > 0 ? Double(frames) / figure.best : 0
      return name.padding(toLength: 36, withPad: " ", startingAt: 0)
        + String(
          format: "%7.3f s %7.3f s %7.1f %7.2f s", figure.best, figure.median, fps,
          figure.processorTime)
        + (note.isEmpty ? "" : "  " + note) + "\n"
    }
    var out = "\(frames) frames, \(width)×\(height), \(jobs) jobs, \(runs) runs\n"
    out +=
      "".padding(toLength: 36, withPad: " ", startingAt: 0) + "   best    median  frames/s  CPU\n"
    out += line("libpng alone (frames in memory)", pngEncodingAlone)
    out += line("compositing alone (1 thread)", compositingAlone)
    out += line(
      "PNG frames, every frame encoded", pngFramesEveryFrame,
      String(format: "%.0f %% of libpng alone", pngSpeedRatioEveryFrame * 100))
    out += line(
      "PNG frames (\(compositedFrames) composited)", pngFrames,
      String(format: "%.0f %% of libpng alone", pngSpeedRatio * 100))
    out += line("ffmpeg alone (frames in memory)", ffmpegAlone)
    out += line(
      "MP4 through the raw stream", mp4RawStream,
      ffmpegAlone == nil ? "" : String(format: "%.2f× ffmpeg alone", mp4TimeRatio))
    out += line("MP4 through PNG frames", mp4ThroughPNGs)
    return out
  }
}
