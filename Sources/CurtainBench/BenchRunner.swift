import Compositor
import Curtain
import CurtainCommand
import Foundation
import Raster
import ReferenceScenes

/// Times the reference scenes: warm-ups, then `runs` timed frames each, beside the memset and
/// copy floors measured in the same process; with `moving`, each scene's 30-frame animation too.
///
/// A frame is `Compositor.render(_:into:)` into a bitmap allocated once per scene (clear included,
/// as docs/benchmark-scenes.md times it); building the render tree is not timed, as the peers build
/// their scenes outside the timed region too.
struct BenchRunner {
  var scenes: [ReferenceScene]
  var runs: Int
  var warmups: Int
  var threads: Int
  /// Whether to time the moving variant as well.
  var moving = false

  /// A scene's frames kept for `--write`: the still frame, and the moving variant's last.
  struct Frames {
    var scene: ReferenceScene
    var still: PremultipliedRGBA8Bitmap
    var lastMoving: PremultipliedRGBA8Bitmap?
  }

  /// Measures everything and returns the report, plus each scene's last frame (for `--write`).
  func run() throws -> (report: BenchReport, frames: [Frames]) {
    let size = ReferenceScene.dimmedCard.tree.pixelSize
    let floor = MemsetFloor(width: size.width, height: size.height)
    let copy = CopyFloor(width: size.width, height: size.height)
    var entries: [BenchReport.Scene] = []
    var traffics: [SceneTraffic] = []
    var frames: [Frames] = []
    // The floor is measured before and after the scenes and the better median kept, so a burst
    // of load from another process during one measurement does not flatter the ratios.
    var memset = floor.measure(runs: runs, warmups: warmups)
    var copied = copy.measure(runs: runs, warmups: warmups)
    for scene in scenes {
      var (entry, frame) = try measure(scene, floorMedian: memset.median)
      let traffic = SceneTraffic(scene, width: size.width, height: size.height)
      entry.trafficBytes = traffic.bytes
      var lastMoving: PremultipliedRGBA8Bitmap? = nil
      if moving {
        let (stats, last) = try measureMoving(scene)
        entry.movingMedianMilliseconds = stats.median
        entry.movingMinimumMilliseconds = stats.min
        entry.movingMaximumMilliseconds = stats.max
        lastMoving = last
      }
      entries.append(entry)
      traffics.append(traffic)
      frames.append(Frames(scene: scene, still: frame, lastMoving: lastMoving))
    }
    let again = floor.measure(runs: runs, warmups: warmups)
    if again.median < memset.median {
      memset = again
      for i in entries.indices {
        entries[i].timesMemset = entries[i].medianMilliseconds / memset.median
      }
    }
    let copiedAgain = copy.measure(runs: runs, warmups: warmups)
    if copiedAgain.median < copied.median { copied = copiedAgain }
    for i in entries.indices {
      entries[i].floorMilliseconds = traffics[i].milliseconds(
        memset: memset.median, copy: copied.median)
    }
    let report = BenchReport(
      memsetMilliseconds: memset.median, memsetMinimumMilliseconds: memset.min,
      memsetMethod: "Glibc memset", width: size.width, height: size.height, threads: threads,
      runs: runs, warmups: warmups, scenes: entries, copyMilliseconds: copied.median)
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

  /// The moving variant: a new compositor draws the warm-up frames untimed, then each timed
  /// frame once; the trees are built beforehand, untimed.
  /// - Returns: The timings and the last frame.
  func measureMoving(
    _ scene: ReferenceScene
  ) throws -> (BenchStatistics, PremultipliedRGBA8Bitmap) {
    let warmUps = ReferenceScene.movingWarmUpFrames.map { scene.movingTree(frame: $0) }
    let timed = ReferenceScene.movingFrames.map { scene.movingTree(frame: $0) }
    let (w, h) = timed[0].pixelSize
    var bitmap = try PremultipliedRGBA8Bitmap(width: w, height: h)
    let compositor = Compositor(threads: threads)
    for tree in warmUps { compositor.render(tree, into: &bitmap) }
    let times = timed.map { tree in
      BenchClock.milliseconds { compositor.render(tree, into: &bitmap) }
    }
    return (BenchStatistics(times), bitmap)
  }
}
