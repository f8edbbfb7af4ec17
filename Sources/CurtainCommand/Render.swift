import ArgumentParser
import Curtain
import Foundation

/// `curtain render FILM -o out.mp4|.gif|.webm|.apng|DIR/`: a film to a video, or to PNG frames.
struct Render: ParsableCommand {
  static var configuration: CommandConfiguration {
    let (name, film) = (CommandHost.current.name, CommandHost.current.exampleFilm)
    return CommandConfiguration(
      abstract: "Render a film to a video or to PNG frames.",
      discussion: """
        The output's extension picks the format: .mp4 (H.264), .gif, .webm (VP9), .apng; a path \
        ending in / (or an existing directory) gets PNG frames frame-00000.png, frame-00001.png, \
        … Videos need ffmpeg. Examples:

          \(name) render \(film) -o demo.mp4
          \(name) render \(film) -o demo.gif --scale 1 --fps 30
          \(name) render \(film) -o frames/ --frames 0-29 --device iPhoneSE
          \(name) render \(film) -o slow.webm --from 0.2 --to 0.9 --slow 4
          parallel \(name) render \(film) -o frames/ --shard {}/3 ::: 0 1 2

        --shard I/N renders the I-th of N equal runs of the frames, counted from 0 (as \
        Kubernetes' JOB_COMPLETION_INDEX counts), as files named by frame number, so that N \
        processes on one machine or many write one render's frames between them; \
        `\(name) assemble frames/ -o demo.mp4` then makes the video.

        Ctrl-C stops after the frames being written: a directory keeps only whole frames, and no \
        video is left.
        """)
  }

  @Argument(
    help: ArgumentHelp("The film (see `\(CommandHost.current.name) list`).", valueName: "film"))
  var film: String

  @Option(
    name: .shortAndLong,
    help: ArgumentHelp(
      "Where to write: out.mp4, out.gif, out.webm, out.apng, or DIR/ for PNG frames.",
      valueName: "path"))
  var output: String

  @OptionGroup(title: "Stage")
  var stage: StageOptions

  @Option(help: "Frames per second, up to 240. Default: the film's (60).")
  var fps: Double?

  @Option(
    help: ArgumentHelp(
      "Only frames A to B, both included, numbered from 0 (e.g. 0-29).", valueName: "A-B"))
  var frames: String?

  @Option(
    help: ArgumentHelp(
      "Start at this time on the film's clock, in seconds (before --slow).", valueName: "seconds"))
  var from: Double?

  @Option(
    help: ArgumentHelp(
      "End at this time on the film's clock, in seconds (before --slow).", valueName: "seconds"))
  var to: Double?

  @Option(
    help: ArgumentHelp("Play FACTOR times slower, 0.1…100 (e.g. 4).", valueName: "factor"))
  var slow: Double?

  @Option(
    help: ArgumentHelp(
      "Seconds to hold the end once nothing moves, 0…60. Default: the film's (0.5).",
      valueName: "seconds"))
  var hold: Double?

  @Option(
    help: ArgumentHelp(
      "Seconds of film to render, 0.01…600, instead of until it goes still and the hold.",
      valueName: "seconds"))
  var duration: Double?

  @Option(help: "Frames rendered at once, 1…64. Default: the number of cores.")
  var jobs: Int?

  @Option(
    help: ArgumentHelp(
      "Only the I-th of N equal runs of the frames, counted from 0 (PNG frames only).",
      valueName: "I/N"))
  var shard: String?

  @Flag(help: "With a video, also keep its PNG frames in <output name>-frames/.")
  var keepFrames = false

  @OptionGroup(title: "Messages")
  var messages: MessageOptions

  init() {}

  func run() throws {
    try MainActor.assumeIsolated { () throws in try render() }
  }

  /// Everything the command line says is checked before the first frame is rendered.
  @MainActor func render() throws(CommandFailure) {
    // Ctrl-C cancels the render from here on: the frames in flight finish, ffmpeg stops, and
    // only whole frames are left (a second Ctrl-C ends the process at once).
    let control = FilmRenderControl()
    control.cancelOnSignals()
    let named = try FilmCatalog.current.film(named: film)
    let reporter = UIKitMessageReporter(console: Console.current, options: messages)
    var film = reporter.watching(try stage.apply(to: named.film))
    try applyTiming(to: &film)
    let jobs = try checkedJobs()
    let selection = try FrameSelection(frames: frames, from: from, to: to)
    let shard = try shard.map { (text) throws(CommandFailure) in try Shard(parsing: text) }
    let destination = try RenderDestination(output: output, keepFrames: keepFrames)
    if let shard, case .video = destination.kind {
      throw .badInput(
        "--shard \(shard) splits PNG frames only; render each shard with -o DIR/ --shard "
          + "I/N, then `\(CommandHost.current.name) assemble DIR -o \(output)`")
    }

    let frameCount: Int
    do {
      frameCount = try film.frameCount(fps: film.fps)
    } catch {
      throw .film(named.name, threw: error)
    }
    var range = try selection.resolve(
      frameCount: frameCount, fps: film.fps, slowMotion: film.slowMotion)
    let console = Console.current
    if let shard {
      // More shards than frames leaves some with nothing to do, which is no failure: a job
      // array sized for long films runs short ones too.
      guard let part = shard.frames(of: range) else {
        if !messages.quiet {
          console.error(
            "\(CommandHost.current.name): shard \(shard) has no frames: the other shards "
              + "render all \(range.count); nothing was written")
        }
        return
      }
      range = part
    }

    var bar = ProgressBar(console: console, enabled: !messages.quiet)
    try destination.prepare()
    let summary: FilmRenderSummary
    do {
      summary = try film.render(
        to: destination.film, fps: film.fps, frames: range, jobs: jobs, control: control,
        progress: { bar.update($0) })
      bar.finish()
    } catch {
      bar.finish()
      destination.cleanUp()
      if case .interrupted = error as? FilmError {
        throw .interrupted("interrupted; \(destination.leftAfterInterruption)")
      }
      throw .film(named.name, threw: error)
    }
    if !messages.quiet {
      console.error(
        "\(CommandHost.current.name): " + Self.summaryLine(summary, destination, shard: shard))
    }
    #if DEBUG
      // A debug build composites about 10× slower (no optimisation of the pixel loops).
      if summary.elapsed >= 10 {
        console.error(
          "\(CommandHost.current.name): this was a debug build; "
            + "`swift run -c release \(CommandHost.current.name) …` renders about 10× faster"
        )
      }
    #endif
    try reporter.check()
  }

  /// A frame rate: whole, or to two places (29.97).
  static func rate(_ fps: Double) -> String {
    fps == fps.rounded() && abs(fps) < 1e9 ? String(Int(fps)) : String(format: "%.2f", fps)
  }

  /// One line saying what the output holds (a video as ffprobe reads it back, after its recipe
  /// resized or resampled it) and how long the render took.
  static func summaryLine(
    _ summary: FilmRenderSummary, _ destination: RenderDestination, shard: Shard? = nil
  ) -> String {
    let (frames, width, height, fps) =
      summary.video.map { ($0.frameCount, $0.width, $0.height, $0.fps) }
      ?? (summary.frameCount, summary.width, summary.height, summary.fps)
    let (first, last) = (summary.frames.lowerBound, summary.frames.upperBound)
    let part = shard.map {
      " (" + (first == last ? "frame \(first)" : "frames \(first)-\(last)") + ", shard \($0))"
    }
    return wrote(
      destination.description, frames: frames, detail: part ?? "", width: width, height: height,
      fps: fps) + String(format: "; rendered in %.1f s", summary.elapsed)
  }

  /// `wrote PATH: N frames, W×H, R fps, L s`, with `detail` after the frames.
  static func wrote(
    _ path: String, frames: Int, detail: String = "", width: Int, height: Int, fps: Double
  ) -> String {
    let length = Double(frames) / max(fps, 1e-9)
    return "wrote \(path): \(frames) frame\(frames == 1 ? "" : "s")\(detail), "
      + "\(width)×\(height), \(rate(fps)) fps, " + String(format: "%.2f s", length)
  }

  /// Sets the film's frame rate, slow motion, hold and duration from the options, within sane
  /// bounds.
  func applyTiming(to film: inout Film) throws(CommandFailure) {
    if let fps { film.fps = try Self.checked(fps: fps) }
    if let slow {
      guard slow.isFinite, (0.1...100).contains(slow) else {
        throw .badInput("--slow must be 0.1…100, not \(StageOptions.format(slow)); e.g. --slow 4")
      }
      film.slowMotion = slow
    }
    if let hold {
      guard hold.isFinite, (0...60).contains(hold) else {
        throw .badInput("--hold must be 0…60 seconds, not \(StageOptions.format(hold))")
      }
      film.hold = hold
    }
    if let duration {
      guard duration.isFinite, (0.01...600).contains(duration) else {
        throw .badInput(
          "--duration must be 0.01…600 seconds, not \(StageOptions.format(duration))")
      }
      film.duration = duration
    }
  }

  /// `--fps`, if it is a frame rate above 0 and at most 240.
  static func checked(fps: Double) throws(CommandFailure) -> Double {
    guard fps.isFinite, fps > 0 else {
      throw .badInput("--fps must be more than 0, not \(StageOptions.format(fps)); e.g. --fps 30")
    }
    guard fps <= 240 else {
      throw .badInput(
        "--fps \(StageOptions.format(fps)) is more than 240, faster than any display; "
          + "e.g. --fps 60")
    }
    return fps
  }

  /// `--jobs`, or the number of cores.
  func checkedJobs() throws(CommandFailure) -> Int {
    guard let jobs else { return max(1, ProcessInfo.processInfo.activeProcessorCount) }
    guard (1...64).contains(jobs) else {
      throw .badInput("--jobs must be 1…64, not \(jobs); e.g. --jobs 2")
    }
    return jobs
  }
}
