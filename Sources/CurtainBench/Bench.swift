import ArgumentParser
import Compositor
import Curtain
import CurtainCommand
import CurtainSamples
import Foundation
import Raster
import RasterPNG
import ReferenceScenes

/// `curtain bench`: how fast the compositor renders the reference scenes of
/// docs/benchmark-scenes.md, side by side with a memset floor measured in the same run, and how
/// fast whole films render.
///
/// ```
/// swift run -c release curtain bench                 # S1–S7 (25 runs each) and every film
/// swift run -c release curtain bench --threads 2 --scenes S2,S3 --films none --json
/// ```
///
/// Numbers from a debug build would be meaningless (10–100× slower), so a debug build refuses.
package struct Bench: ParsableCommand {
  package static let configuration = CommandConfiguration(
    abstract: "Time the compositor on the reference scenes against a memset floor.",
    discussion: """
      Renders each scene in memory after warm-up frames and prints the median and minimum \
      frame time of the timed runs, megapixels per second, and the ratio to the time of \
      writing one frame's bytes with memset. Warm figures reuse one compositor (its caches hit \
      after the first frame); cold figures use a new compositor for every run. Then renders \
      each film whole, in memory, and prints the median time of the film and per frame.
      """)

  /// The reference scenes, as `--scenes S1,S3` (or `none`).
  struct SceneList: ExpressibleByArgument {
    var scenes: [ReferenceScene]

    init?(argument: String) {
      if argument.lowercased() == "none" {
        scenes = []
        return
      }
      var scenes: [ReferenceScene] = []
      for part in argument.split(separator: ",", omittingEmptySubsequences: false) {
        let name = part.trimmingCharacters(in: .whitespaces).uppercased()
        guard let scene = ReferenceScene(rawValue: name) else { return nil }
        if !scenes.contains(scene) { scenes.append(scene) }
      }
      guard !scenes.isEmpty else { return nil }
      self.scenes = scenes
    }

    var defaultValueDescription: String {
      scenes.isEmpty ? "none" : scenes.map(\.rawValue).joined(separator: ",")
    }
  }

  @Option(
    help:
      "Threads: bands of a scene's rows rendered in parallel; for films, frames rendered at once.")
  var threads: Int = 1

  @Option(help: "Timed runs per scene (at least 20).")
  var runs: Int = 25

  @Option(help: "Untimed warm-up frames before the timed runs.")
  var warmups: Int = 3

  @Option(
    help: ArgumentHelp(
      "Comma-separated scenes: S1 (dimmed card), S2 (page sheet), S3 (many layers), S4 (shadow), "
        + "S5 (circular reveal), S6 (material), S7 (paths), or none.",
      valueName: "list"))
  var scenes: SceneList = SceneList(argument: "S1,S2,S3,S4,S5,S6,S7")!

  @Option(
    help: ArgumentHelp(
      "Comma-separated films to render whole (`curtain list` names them), all, or none.",
      valueName: "list"))
  var films: String = "all"

  @Option(help: "Timed renders of each film, after one untimed.")
  var filmRuns: Int = 3

  @Option(help: ArgumentHelp("Save each scene's frame as DIR/S<n>.png.", valueName: "dir"))
  var write: String?

  @Flag(help: "Print one JSON object instead of a table.")
  var json = false

  @Flag(
    help: """
      Also time each scene's 30-frame animation (moved 0.37, 0.61 px a frame, so no two frames \
      are equal); with --write, its last frame is saved as DIR/S<n>-moving-29.png.
      """)
  var moving = false

  @Flag(
    help:
      "Also time the constraint solver: ~1 000 constraints added and solved, one constant changed."
  )
  var layout = false

  @Flag(
    help: """
      Also time the inset-card film's way to files, 2 s at full size, with --threads jobs: PNG \
      frames against libpng alone encoding the same frames, and MP4 against ffmpeg alone \
      encoding them from memory (needs ffmpeg).
      """)
  var files = false

  package init() {}

  package func validate() throws {
    guard (1...64).contains(threads) else {
      throw ValidationError("--threads must be 1…64, not \(threads).")
    }
    guard (20...100_000).contains(runs) else {
      throw ValidationError(
        "--runs must be at least 20 (the median of fewer is noise), not \(runs).")
    }
    guard (1...1000).contains(filmRuns) else {
      throw ValidationError("--film-runs must be 1…1000, not \(filmRuns).")
    }
    guard (0...1000).contains(warmups) else {
      throw ValidationError("--warmups must be 0…1000, not \(warmups).")
    }
    if let write {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: write, isDirectory: &isDirectory),
        isDirectory.boolValue
      else {
        throw ValidationError("--write \(write): no such directory; create it first.")
      }
    }
  }

  package func run() throws {
    if Self.isDebugBuild {
      Self.standardError(
        "curtain bench: this is a debug build; its timings mean nothing. "
          + "Use `swift run -c release curtain bench`.")
      throw ExitCode.failure
    }
    try MainActor.assumeIsolated { () throws in try measure() }
  }

  /// The films `--films` names, from the hosted catalog, checked before anything is timed.
  func selectedFilms() throws(CommandFailure) -> [NamedFilm] {
    let catalog = FilmCatalog.current
    switch films.trimmingCharacters(in: .whitespaces).lowercased() {
    case "all": return catalog.films
    case "none": return []
    default:
      var selected: [NamedFilm] = []
      for part in films.split(separator: ",", omittingEmptySubsequences: false) {
        let name = part.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else {
          throw .badInput("--films \(films): an empty name; e.g. --films inset-card,fade")
        }
        let film = try catalog.film(named: name)
        if !selected.contains(where: { $0.name == film.name }) { selected.append(film) }
      }
      return selected
    }
  }

  @MainActor func measure() throws {
    let films = try selectedFilms()
    guard !scenes.scenes.isEmpty || !films.isEmpty || layout || files else {
      throw CommandFailure.badInput(
        "nothing to measure: --scenes none and no films; name some, e.g. --scenes S1")
    }
    let runner = BenchRunner(
      scenes: scenes.scenes, runs: runs, warmups: warmups, threads: threads, moving: moving)
    var (report, frames) = try runner.run()
    report.films = try FilmBenchRunner(films: films, runs: filmRuns, threads: threads).run()
    report.filmRuns = films.isEmpty ? 0 : filmRuns
    if layout { report.layout = try LayoutBenchRunner(runs: runs, warmups: warmups).run() }
    if files {
      var film = NamedFilm.insetCard.film
      film.duration = 2
      let benchmark = FilmBenchmark(film: film, jobs: threads, runs: filmRuns)
      report.files = try benchmark.run { Self.standardError("curtain bench: timing \($0)") }
    }
    print(json ? try report.json() : report.table())
    if let write {
      let directory = URL(fileURLWithPath: write)
      for frame in frames {
        let name = frame.scene.rawValue
        try PNGCodec.write(frame.still, to: directory.appendingPathComponent("\(name).png").path)
        if let last = frame.lastMoving {
          let number = ReferenceScene.movingFrames.upperBound - 1
          try PNGCodec.write(
            last, to: directory.appendingPathComponent("\(name)-moving-\(number).png").path)
        }
      }
    }
  }

  /// Whether the CurtainCommand module was compiled without optimisation.
  static var isDebugBuild: Bool {
    #if DEBUG
      return true
    #else
      return false
    #endif
  }

  static func standardError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
