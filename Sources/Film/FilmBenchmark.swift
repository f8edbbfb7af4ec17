import Compositor
import Dispatch
import Foundation
import HeadlessUIKit
import Raster
import Synchronization

/// Times a film's way to PNG frames and to MP4 against the floor set by libpng alone: the
/// measurement behind the README's film figures, for `curtain bench` to run.
///
/// ```swift
/// let report = try FilmBenchmark().run()          // seed 001's inset card, 2 s at 60 fps
/// print(report.text)
/// ```
///
/// Figures are wall-clock seconds, the median of ``runs`` runs, from a release build (a debug
/// build is 10–100× slower and says nothing).
public struct FilmBenchmark: Sendable {
  /// The film. Default: ``Film/insetCard(device:duration:)``, 1179 × 2556 pixels, 120 frames.
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
  ///   - film: Default: ``Film/insetCard(device:duration:)``.
  ///   - jobs: Default: the number of cores.
  ///   - runs: Default: 3.
  ///   - includesVideo: Default: `true`.
  ///   - directory: Default: `nil`, a temporary directory.
  public init(
    film: Film = .insetCard(), jobs: Int = ProcessInfo.processInfo.activeProcessorCount, runs: Int = 3,
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
      ?? FileManager.default.temporaryDirectory.appendingPathComponent("curtain-film-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { if directory == nil { try? FileManager.default.removeItem(at: scratch) } }

    // The floor: the same frames, composited beforehand, encoded by libpng on `jobs` threads.
    log?("compositing \(film.device.name) frames into memory")
    let collector = FrameCollector()
    let prerender = try film.render(
      to: .memory(collector), fps: nil, frames: nil, jobs: jobs, control: nil,
      repeatsUnchangedFrames: false, progress: nil)
    let bitmaps = collector.bitmaps
    var report = FilmBenchmarkReport(
      frames: bitmaps.count, width: prerender.width, height: prerender.height, jobs: jobs, runs: runs)
    log?("libpng alone: encoding \(bitmaps.count) frames on \(jobs) threads")
    report.pngEncodingAlone = try median { () throws(FilmError) in try Self.encodeAll(bitmaps, threads: jobs) }

    log?("compositing alone, one thread")
    let compositor = Compositor(threads: 1)
    var scratchBitmap = bitmaps[0]
    report.compositingAlone = try median { () throws(FilmError) in
      let playback = try FilmPlayback(film)
      let plan = try film.plan(fps: nil)
      for index in 0..<plan.frameCount {
        try playback.advance(to: plan.time(ofFrame: index))
        compositor.render(playback.renderTree(), into: &scratchBitmap)
      }
    }

    let frames = scratch.appendingPathComponent("frames")
    log?("PNG frames, every frame composited and encoded")
    report.pngFramesEveryFrame = try median {
      _ = try film.render(
        to: .pngSequence(directory: frames), fps: nil, frames: nil, jobs: jobs, control: nil,
        repeatsUnchangedFrames: false, progress: nil)
    }
    log?("PNG frames, unchanged frames repeated")
    report.pngFrames = try median {
      let summary = try film.render(to: .pngSequence(directory: frames), jobs: jobs)
      report.compositedFrames = summary.compositedFrames
    }

    if includesVideo {
      let video = scratch.appendingPathComponent("film.mp4")
      log?("MP4 through the raw stream")
      report.mp4RawStream = try median { try film.render(to: .video(video), jobs: jobs) }
      log?("MP4 through PNG frames")
      report.mp4ThroughPNGs = try median {
        try film.render(to: .video(video, options: VideoOptions(route: .pngFrames(keepingIn: nil))), jobs: jobs)
      }
    }
    return report
  }

  /// The median wall-clock seconds of ``runs`` runs of `body`.
  private func median<E: Error>(_ body: () throws(E) -> Void) throws(E) -> TimeInterval {
    let clock = ContinuousClock()
    var times: [TimeInterval] = []
    for _ in 0..<runs {
      let start = clock.now
      try body()
      let d = (clock.now - start).components
      times.append(TimeInterval(d.seconds) + TimeInterval(d.attoseconds) * 1e-18)
    }
    times.sort()
    return times[times.count / 2]
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

/// The figures of a ``FilmBenchmark`` run: wall-clock seconds, medians.
public struct FilmBenchmarkReport: Sendable, Equatable {
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
  public var pngEncodingAlone: TimeInterval = 0
  /// Stepping the stage and compositing every frame on one thread, nothing encoded.
  public var compositingAlone: TimeInterval = 0
  /// The whole way to PNG files with every frame composited and encoded.
  public var pngFramesEveryFrame: TimeInterval = 0
  /// The whole way to PNG files as `render` does it, unchanged frames repeated.
  public var pngFrames: TimeInterval = 0
  /// To MP4, raw frames streamed into ffmpeg; `nil` if not measured.
  public var mp4RawStream: TimeInterval?
  /// To MP4 through PNG frames on disk; `nil` if not measured.
  public var mp4ThroughPNGs: TimeInterval?

  /// A report with no figures yet.
  public init(frames: Int, width: Int, height: Int, jobs: Int, runs: Int) {
    self.frames = frames
    self.width = width
    self.height = height
    self.jobs = jobs
    self.runs = runs
  }

  /// The PNG pipeline's speed as a fraction of libpng's alone (1 = as fast; the goal is ≥ 0.9).
  public var pngSpeedRatio: Double { pngFrames > 0 ? pngEncodingAlone / pngFrames : 0 }

  /// The same with every frame composited and encoded.
  public var pngSpeedRatioEveryFrame: Double {
    pngFramesEveryFrame > 0 ? pngEncodingAlone / pngFramesEveryFrame : 0
  }

  /// A table, one figure a line.
  public var text: String {
    func line(_ name: String, _ seconds: TimeInterval?, _ note: String = "") -> String {
      guard let seconds else { return "" }
      let fps = seconds > 0 ? Double(frames) / seconds : 0
      return name.padding(toLength: 44, withPad: " ", startingAt: 0)
        + String(format: "%7.3f s %7.1f frames/s", seconds, fps) + (note.isEmpty ? "" : "  " + note) + "\n"
    }
    var out = "\(frames) frames, \(width)×\(height), \(jobs) jobs, median of \(runs)\n"
    out += line("libpng alone (frames in memory)", pngEncodingAlone)
    out += line("compositing alone (1 thread)", compositingAlone)
    out += line("PNG frames, every frame encoded", pngFramesEveryFrame,
      String(format: "%.0f %% of libpng alone", pngSpeedRatioEveryFrame * 100))
    out += line("PNG frames (\(compositedFrames) composited)", pngFrames,
      String(format: "%.0f %% of libpng alone", pngSpeedRatio * 100))
    out += line("MP4 through the raw stream", mp4RawStream)
    out += line("MP4 through PNG frames", mp4ThroughPNGs)
    return out
  }
}
