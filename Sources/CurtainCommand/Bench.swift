import ArgumentParser
import Compositor
import Foundation
import Raster

/// `curtain bench`: how fast the compositor renders the reference scenes of bench/SCENES.md,
/// side by side with a memset floor measured in the same run.
///
/// ```
/// swift run -c release curtain bench                 # S1–S4, one thread, 25 runs each
/// swift run -c release curtain bench --threads 2 --scenes S2,S3 --json
/// ```
///
/// Numbers from a debug build would be meaningless (10–100× slower), so a debug build refuses.
struct Bench: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Time the compositor on the reference scenes against a memset floor.",
    discussion: """
      Renders each scene in memory after warm-up frames and prints the median and minimum \
      frame time of the timed runs, megapixels per second, and the ratio to the time of \
      writing one frame's bytes with memset. Warm figures reuse one compositor (its caches hit \
      after the first frame); cold figures use a new compositor for every run.
      """)

  /// The reference scenes, as `--scenes S1,S3`.
  struct SceneList: ExpressibleByArgument {
    var scenes: [ReferenceScene]

    init?(argument: String) {
      var scenes: [ReferenceScene] = []
      for part in argument.split(separator: ",", omittingEmptySubsequences: false) {
        let name = part.trimmingCharacters(in: .whitespaces).uppercased()
        guard let scene = ReferenceScene(rawValue: name) else { return nil }
        if !scenes.contains(scene) { scenes.append(scene) }
      }
      guard !scenes.isEmpty else { return nil }
      self.scenes = scenes
    }

    var defaultValueDescription: String { scenes.map(\.rawValue).joined(separator: ",") }
  }

  @Option(help: "Compositor threads (bands of rows rendered in parallel).")
  var threads: Int = 1

  @Option(help: "Timed runs per scene (at least 20).")
  var runs: Int = 25

  @Option(help: "Untimed warm-up frames before the timed runs.")
  var warmups: Int = 3

  @Option(
    help: ArgumentHelp(
      "Comma-separated scenes: S1 (dimmed card), S2 (page sheet), S3 (many layers), S4 (shadow).",
      valueName: "list"))
  var scenes: SceneList = SceneList(argument: "S1,S2,S3,S4")!

  @Option(help: ArgumentHelp("Save each scene's frame as DIR/S<n>.png.", valueName: "dir"))
  var write: String?

  @Flag(help: "Print one JSON object instead of a table.")
  var json = false

  init() {}

  func validate() throws {
    guard (1...64).contains(threads) else {
      throw ValidationError("--threads must be 1…64, not \(threads).")
    }
    guard (20...100_000).contains(runs) else {
      throw ValidationError(
        "--runs must be at least 20 (the median of fewer is noise), not \(runs).")
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

  func run() throws {
    if Self.isDebugBuild {
      Self.standardError(
        "curtain bench: this is a debug build; its timings mean nothing. "
          + "Use `swift run -c release curtain bench`.")
      throw ExitCode.failure
    }
    let runner = BenchRunner(scenes: scenes.scenes, runs: runs, warmups: warmups, threads: threads)
    let (report, frames) = try runner.run()
    print(json ? try report.json() : report.table())
    if let write {
      for (scene, frame) in frames {
        let path = URL(fileURLWithPath: write).appendingPathComponent("\(scene.rawValue).png").path
        try PNGCodec.write(frame, to: path)
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
