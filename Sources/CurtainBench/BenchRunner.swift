import Compositor
import Curtain
import CurtainCommand
import Foundation
import Raster

/// Times the reference scenes: warm-ups, then `runs` timed frames each, beside the memset floor
/// measured in the same process.
///
/// A frame is `Compositor.render(_:into:)` into a bitmap allocated once per scene (clear included,
/// as docs/benchmark-scenes.md times it); building the render tree is not timed, as the peers build
/// their scenes outside the timed region too.
struct BenchRunner {
  var scenes: [ReferenceScene]
  var runs: Int
  var warmups: Int
  var threads: Int

  /// Measures everything and returns the report, plus each scene's last frame (for `--write`).
  func run() throws -> (report: BenchReport, frames: [(ReferenceScene, PremultipliedRGBA8Bitmap)]) {
    let size = ReferenceScene.dimmedCard.tree.pixelSize
    let floor = MemsetFloor(width: size.width, height: size.height)
    var entries: [BenchReport.Scene] = []
    var frames: [(ReferenceScene, PremultipliedRGBA8Bitmap)] = []
    // The floor is measured before and after the scenes and the better median kept, so a burst
    // of load from another process during one measurement does not flatter the ratios.
    var memset = floor.measure(runs: runs, warmups: warmups)
    for scene in scenes {
      let (entry, frame) = try measure(scene, floorMedian: memset.median)
      entries.append(entry)
      frames.append((scene, frame))
    }
    let again = floor.measure(runs: runs, warmups: warmups)
    if again.median < memset.median {
      memset = again
      for i in entries.indices {
        entries[i].timesMemset = entries[i].medianMilliseconds / memset.median
      }
    }
    let report = BenchReport(
      memsetMilliseconds: memset.median, memsetMinimumMilliseconds: memset.min,
      memsetMethod: "Glibc memset", width: size.width, height: size.height, threads: threads,
      runs: runs, warmups: warmups, scenes: entries)
    return (report, frames)
  }

  /// Warm frames through one compositor, then cold frames through a new compositor each.
  func measure(
    _ scene: ReferenceScene, floorMedian: Double
  ) throws -> (BenchReport.Scene, PremultipliedRGBA8Bitmap) {
    let tree = scene.tree
    let (w, h) = tree.pixelSize
    var bitmap = try PremultipliedRGBA8Bitmap(width: w, height: h)
    let compositor = Compositor(threads: threads)
    for _ in 0..<warmups { compositor.render(tree, into: &bitmap) }
    var warm: [Double] = []
    for _ in 0..<runs {
      warm.append(BenchClock.milliseconds { compositor.render(tree, into: &bitmap) })
    }
    var cold: [Double] = []
    for _ in 0..<runs {
      let fresh = Compositor(threads: threads)
      cold.append(BenchClock.milliseconds { fresh.render(tree, into: &bitmap) })
    }
    let stats = BenchStatistics(warm)
    let coldStats = BenchStatistics(cold)
    let entry = BenchReport.Scene(
      name: scene.rawValue, title: scene.title, medianMilliseconds: stats.median,
      minimumMilliseconds: stats.min, maximumMilliseconds: stats.max,
      coldMedianMilliseconds: coldStats.median, coldMinimumMilliseconds: coldStats.min,
      megapixelsPerSecond: Double(w * h) / stats.median / 1000,
      timesMemset: stats.median / floorMedian)
    return (entry, bitmap)
  }
}
