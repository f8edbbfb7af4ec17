import Foundation

/// What `curtain bench` measured: the memset floor and one entry per reference scene.
///
/// Encoded by `--json` as one object whose keys are stable for scripts:
///
///     {"memset_ms": 0.45, "scenes": [{"name": "S1", "median_ms": 0.6, "min_ms": 0.58, …}, …], …}
///
/// Whole sample films will get a sibling `films` array (one entry per film: frames, ms per frame,
/// frames per second) when films exist; scene entries will not change.
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
  /// Timed runs per measurement, after `warmups` untimed ones.
  var runs: Int
  var warmups: Int
  var scenes: [Scene]

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

    enum CodingKeys: String, CodingKey {
      case name, title
      case medianMilliseconds = "median_ms"
      case minimumMilliseconds = "min_ms"
      case maximumMilliseconds = "max_ms"
      case coldMedianMilliseconds = "cold_median_ms"
      case coldMinimumMilliseconds = "cold_min_ms"
      case megapixelsPerSecond = "mpx_per_s"
      case timesMemset = "x_memset"
    }
  }

  enum CodingKeys: String, CodingKey {
    case memsetMilliseconds = "memset_ms"
    case memsetMinimumMilliseconds = "memset_min_ms"
    case memsetMethod = "memset_method"
    case width, height, threads, runs, warmups, scenes
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
        + "median and min of \(runs) runs after \(warmups) warm-ups")
    lines.append(
      "memset floor (\(memsetMethod), \(Self.fixed(megabytes, 2)) MB): median "
        + "\(Self.fixed(memsetMilliseconds, 3)) ms, "
        + "min \(Self.fixed(memsetMinimumMilliseconds, 3)) ms")
    lines.append("")
    let header = [
      "scene", "title", "median ms", "min ms", "Mpx/s", "× memset", "cold median", "cold min",
    ]
    var rows = [header]
    for s in scenes {
      rows.append([
        s.name, s.title, Self.fixed(s.medianMilliseconds, 3), Self.fixed(s.minimumMilliseconds, 3),
        Self.fixed(s.megapixelsPerSecond, 0), Self.fixed(s.timesMemset, 2),
        Self.fixed(s.coldMedianMilliseconds, 3), Self.fixed(s.coldMinimumMilliseconds, 3),
      ])
    }
    let widths = (0..<header.count).map { c in rows.map { $0[c].count }.max() ?? 0 }
    for row in rows {
      let cells = row.enumerated().map { c, text in
        // Names and titles read left-aligned, numbers right-aligned.
        let pad = String(repeating: " ", count: widths[c] - text.count)
        return c < 2 ? text + pad : pad + text
      }
      lines.append(cells.joined(separator: "  "))
    }
    lines.append("")
    lines.append(
      "warm: one compositor, caches hit after the first frame; cold: a new compositor per run")
    return lines.joined(separator: "\n")
  }

  /// `value` with `digits` decimals.
  static func fixed(_ value: Double, _ digits: Int) -> String {
    String(format: "%.\(digits)f", value)
  }
}
