import Compositor
import Curtain
import CurtainCommand
import Foundation
@_spi(Painting) import Raster

/// What `curtain bench` measured: the memset and copy floors, one entry per reference scene and
/// one per whole film.
///
/// Encoded by `--json` as one object whose keys are stable for scripts:
///
///     {"memset_ms": 0.09, "scenes": [{"name": "S1", "median_ms": 0.15, "min_ms": 0.14, …}, …],
///      "films": [{"name": "inset-card", "frames": 132, "median_ms": 310, "ms_per_frame": 2.3, …}],
///      …}
struct BenchReport: Codable, Equatable, Sendable {
  /// The median of the memset floor, in ms.
  var memsetMilliseconds: Double
  /// The fastest memset, in ms.
  var memsetMinimumMilliseconds: Double
  /// How the floor was measured.
  var memsetMethod: String
  /// Frame size in device pixels.
  var width: Int
  var height: Int
  /// Compositor threads.
  var threads: Int
  /// The pixel kernels in use: "AVX-512", "AVX2", "SSE2" or "portable" (`CURTAIN_KERNELS` caps
  /// them).
  var kernels: String = WideKernels.level.description
  /// Timed runs per measurement, after `warmups` untimed ones.
  var runs: Int
  var warmups: Int
  var scenes: [Scene]
  /// The median of the copy floor (one frame's bytes copied by `memcpy`), in ms: with the memset
  /// floor it prices each scene's memory traffic (``Scene/floorMilliseconds``).
  var copyMilliseconds: Double = 0
  /// Timed renders of whole films (`--films`).
  var films: [FilmEntry] = []
  /// Timed renders per film, after one untimed.
  var filmRuns: Int = 0
  /// The constraint solver's figures (`--layout`); `nil` when not measured.
  var layout: LayoutEntry?
  /// A film's way to PNG frames and to MP4 against libpng and ffmpeg alone (`--files`); `nil`
  /// when not measured.
  var files: FilmBenchmarkReport?

  /// The constraint solver on a screen of views laid out with constraints.
  struct LayoutEntry: Codable, Equatable, Sendable {
    var constraints: Int
    var views: Int
    /// A new solver given every constraint and solved.
    var addAndSolveMedianMilliseconds: Double
    var addAndSolveMinimumMilliseconds: Double
    /// One constraint's constant changed and the layout solved again.
    var constantChangeMedianMicroseconds: Double
    var constantChangeMinimumMicroseconds: Double
    /// The same screen as views: HeadlessUIKit's first layout pass, from the views'
    /// constraints to every frame set.
    var viewLayoutPassMedianMilliseconds: Double
    var viewLayoutPassMinimumMilliseconds: Double
    /// One constant changed on the laid-out views and the layout pass run again.
    var viewConstantChangeMedianMicroseconds: Double
    var viewConstantChangeMinimumMicroseconds: Double

    enum CodingKeys: String, CodingKey {
      case constraints, views
      case addAndSolveMedianMilliseconds = "add_solve_median_ms"
      case addAndSolveMinimumMilliseconds = "add_solve_min_ms"
      case constantChangeMedianMicroseconds = "constant_change_median_us"
      case constantChangeMinimumMicroseconds = "constant_change_min_us"
      case viewLayoutPassMedianMilliseconds = "view_layout_pass_median_ms"
      case viewLayoutPassMinimumMilliseconds = "view_layout_pass_min_ms"
      case viewConstantChangeMedianMicroseconds = "view_constant_change_median_us"
      case viewConstantChangeMinimumMicroseconds = "view_constant_change_min_us"
    }
  }

  /// One reference scene's timings.
  struct Scene: Codable, Equatable, Sendable {
    /// "S1" … "S4".
    var name: String
    var title: String
    /// Warm frames: one compositor renders the scene again and again into the same bitmap, as a
    /// film renders frame after frame, so caches kept by the compositor (blurred shadow masks)
    /// are hits after the first frame.
    var medianMilliseconds: Double
    var minimumMilliseconds: Double
    var maximumMilliseconds: Double
    /// Cold frames: every run uses a new compositor (empty caches, fresh scratch buffers).
    var coldMedianMilliseconds: Double
    var coldMinimumMilliseconds: Double
    /// Megapixels per second at the warm median.
    var megapixelsPerSecond: Double
    /// Warm median divided by the memset floor's median.
    var timesMemset: Double
    /// The moving variant (`--moving`): frames 0…29 of the scene's animation, each drawn once
    /// by one compositor after three untimed frames, so no timed frame repeats one before it.
    /// `nil` when not measured.
    var movingMedianMilliseconds: Double? = nil
    var movingMinimumMilliseconds: Double? = nil
    var movingMaximumMilliseconds: Double? = nil
    /// The bytes a frame must write and read at least (``SceneTraffic``).
    var trafficBytes = 0
    /// Those bytes at the memset and copy floors' speeds, in ms: how fast memory alone allows
    /// the frame.
    var floorMilliseconds = 0.0

    enum CodingKeys: String, CodingKey {
      case name, title
      case medianMilliseconds = "median_ms"
      case minimumMilliseconds = "min_ms"
      case maximumMilliseconds = "max_ms"
      case coldMedianMilliseconds = "cold_median_ms"
      case coldMinimumMilliseconds = "cold_min_ms"
      case megapixelsPerSecond = "mpx_per_s"
      case timesMemset = "x_memset"
      case movingMedianMilliseconds = "moving_median_ms"
      case movingMinimumMilliseconds = "moving_min_ms"
      case movingMaximumMilliseconds = "moving_max_ms"
      case trafficBytes = "traffic_bytes"
      case floorMilliseconds = "floor_ms"
    }
  }

  /// One film's timings: the whole film rendered in memory, its frames dropped.
  struct FilmEntry: Codable, Equatable, Sendable {
    /// The name `curtain render` takes.
    var name: String
    /// Frames in the film, and how many were composited (the rest repeat an unchanged frame).
    var frames: Int
    var compositedFrames: Int
    /// Frame size in device pixels.
    var width: Int
    var height: Int
    /// The whole film, median and fastest of the runs, in ms.
    var medianMilliseconds: Double
    var minimumMilliseconds: Double
    /// The median divided by the frames.
    var millisecondsPerFrame: Double
    /// Frames rendered per second of wall time, at the median.
    var framesPerSecond: Double

    enum CodingKeys: String, CodingKey {
      case name, frames, width, height
      case compositedFrames = "composited_frames"
      case medianMilliseconds = "median_ms"
      case minimumMilliseconds = "min_ms"
      case millisecondsPerFrame = "ms_per_frame"
      case framesPerSecond = "fps"
    }
  }

  enum CodingKeys: String, CodingKey {
    case memsetMilliseconds = "memset_ms"
    case memsetMinimumMilliseconds = "memset_min_ms"
    case memsetMethod = "memset_method"
    case width, height, threads, kernels, runs, warmups, scenes, films
    case filmRuns = "film_runs"
    case copyMilliseconds = "copy_ms"
    case layout, files
  }

  // MARK: - Output

  /// The report as one line of JSON with sorted keys.
  func json() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try encoder.encode(self), as: UTF8.self)
  }

  /// The report as a table for people.
  func table() -> String {
    var lines: [String] = []
    let megabytes = Double(width * height * 4) / 1e6
    lines.append(
      "curtain bench: \(width)×\(height) px, \(threads) thread\(threads == 1 ? "" : "s"), "
        + "\(kernels) kernels, median and min of \(runs) runs after \(warmups) warm-ups")
    lines.append(
      "memset floor (\(memsetMethod), \(Self.fixed(megabytes, 2)) MB): median "
        + "\(Self.fixed(memsetMilliseconds, 3)) ms, "
        + "min \(Self.fixed(memsetMinimumMilliseconds, 3)) ms")
    if copyMilliseconds > 0 {
      let gigabytes = 2 * megabytes / copyMilliseconds
      lines.append(
        "copy floor (Glibc memcpy of one frame): median \(Self.fixed(copyMilliseconds, 3)) ms, "
          + "\(Self.fixed(gigabytes, 1)) GB/s read and written")
    }
    if !scenes.isEmpty {
      let moving = scenes.contains { $0.movingMedianMilliseconds != nil }
      let header = [
        "scene", "title", "median ms", "min ms", "Mpx/s", "× memset", "cold median", "cold min",
        "traffic MB", "floor ms", "cold ÷ floor",
      ]
      lines.append("")
      lines += Self.columns(
        [header + (moving ? ["moving median", "moving min"] : [])]
          + scenes.map { s in
            [
              s.name, s.title, Self.fixed(s.medianMilliseconds, 3),
              Self.fixed(s.minimumMilliseconds, 3), Self.fixed(s.megapixelsPerSecond, 0),
              Self.fixed(s.timesMemset, 2), Self.fixed(s.coldMedianMilliseconds, 3),
              Self.fixed(s.coldMinimumMilliseconds, 3),
              Self.fixed(Double(s.trafficBytes) / 1e6, 2), Self.fixed(s.floorMilliseconds, 3),
              s.floorMilliseconds > 0
                ? Self.fixed(s.coldMedianMilliseconds / s.floorMilliseconds, 1) : "—",
            ]
              + (moving
                ? [s.movingMedianMilliseconds, s.movingMinimumMilliseconds].map {
                  $0.map { Self.fixed($0, 3) } ?? "—"
                } : [])
          }, leftAligned: 2)
      lines.append("")
      lines.append(
        "warm: one compositor, caches hit after the first frame; cold: a new compositor per run")
      lines.append(
        "floor: the frame written once (at memset's speed) and the image pixels it shows read "
          + "once (at memcpy's)")
      if moving {
        lines.append(
          "moving: frames 0…29 of the scene moved (0.37, 0.61) px a frame, each drawn once "
            + "after 3 untimed frames")
      }
    }
    if !films.isEmpty {
      lines.append("")
      lines.append(
        "films: each rendered in memory (frames dropped) \(filmRuns) time\(filmRuns == 1 ? "" : "s") "
          + "after one untimed, median and min of the whole film")
      lines.append("")
      lines += Self.columns(
        [["film", "size", "frames", "composited", "median ms", "min ms", "ms/frame", "frames/s"]]
          + films.map { f in
            [
              f.name, "\(f.width)×\(f.height)", "\(f.frames)", "\(f.compositedFrames)",
              Self.fixed(f.medianMilliseconds, 1), Self.fixed(f.minimumMilliseconds, 1),
              Self.fixed(f.millisecondsPerFrame, 2), Self.fixed(f.framesPerSecond, 0),
            ]
          }, leftAligned: 2)
    }
    if let layout {
      lines.append("")
      lines.append(
        "layout: \(layout.constraints) constraints of \(layout.views) views added to a new solver "
          + "and solved: median \(Self.fixed(layout.addAndSolveMedianMilliseconds, 3)) ms, min "
          + "\(Self.fixed(layout.addAndSolveMinimumMilliseconds, 3)) ms; one constant changed and "
          + "solved again: median \(Self.fixed(layout.constantChangeMedianMicroseconds, 1)) µs, "
          + "min \(Self.fixed(layout.constantChangeMinimumMicroseconds, 1)) µs")
      lines.append(
        "views: the same screen's first layout pass: median "
          + "\(Self.fixed(layout.viewLayoutPassMedianMilliseconds, 3)) ms, min "
          + "\(Self.fixed(layout.viewLayoutPassMinimumMilliseconds, 3)) ms; one constant changed "
          + "and laid out again: median \(Self.fixed(layout.viewConstantChangeMedianMicroseconds, 1)) "
          + "µs, min \(Self.fixed(layout.viewConstantChangeMinimumMicroseconds, 1)) µs")
    }
    if let files {
      lines += ["", "files: the inset-card film, 2 s, to PNG frames and to MP4", ""]
      lines.append(files.text)
    }
    return lines.joined(separator: "\n")
  }

  /// `rows` (the first is the header) in columns two spaces apart: the first `leftAligned`
  /// columns (names) left-aligned, the rest (numbers) right-aligned.
  static func columns(_ rows: [[String]], leftAligned: Int) -> [String] {
    let widths = rows[0].indices.map { c in rows.map { $0[c].count }.max() ?? 0 }
    return rows.map { row in
      row.enumerated().map { c, text in
        let pad = String(repeating: " ", count: widths[c] - text.count)
        return c < leftAligned ? text + pad : pad + text
      }.joined(separator: "  ")
    }
  }

  /// `value` with `digits` decimals.
  static func fixed(_ value: Double, _ digits: Int) -> String {
    String(format: "%.\(digits)f", value)
  }
}
