import Compositor
import Curtain
import CurtainCommand
import Foundation
import Raster

/// Times whole films for `curtain bench --films`: each film rendered into a sink that drops the
/// frames, after one untimed render, `runs` times, with `threads` jobs.
///
/// What a run costs is what `curtain render` costs without the encoding: the stage's simulation
/// and layer trees on the main actor, the compositor on the workers, and frames whose layer tree
/// did not change repeated instead of composited again (the report gives both counts).
struct FilmBenchRunner {
  var films: [NamedFilm]
  var runs: Int
  var threads: Int

  /// One entry per film, in order.
  /// - Throws: ``CommandFailure`` when a film fails (a UIKit exception in its script, a film that
  ///   never goes still).
  @MainActor func run() throws(CommandFailure) -> [BenchReport.FilmEntry] {
    var entries: [BenchReport.FilmEntry] = []
    for named in films {
      var times: [Double] = []
      var summary: FilmRenderSummary? = nil
      for run in 0...runs {  // run 0 warms up
        let milliseconds: Double
        do {
          var result: FilmRenderSummary? = nil
          milliseconds = try BenchClock.milliseconds {
            result = try named.film.render(to: .sink(DroppingSink()), jobs: threads)
          }
          summary = result
        } catch {
          throw .film(named.name, threw: error)
        }
        if run > 0 { times.append(milliseconds) }
      }
      guard let summary else { continue }
      let stats = BenchStatistics(times)
      entries.append(
        BenchReport.FilmEntry(
          name: named.name, frames: summary.frameCount, compositedFrames: summary.compositedFrames,
          width: summary.width, height: summary.height, medianMilliseconds: stats.median,
          minimumMilliseconds: stats.min,
          millisecondsPerFrame: stats.median / Double(max(1, summary.frameCount)),
          framesPerSecond: Double(summary.frameCount) / (stats.median / 1000)))
    }
    return entries
  }
}

/// A sink that lets every frame go: the film's frames cost their rendering and nothing else.
struct DroppingSink: FrameSink {
  func begin(_ format: FrameFormat) throws {}
  func write(_ frame: FilmFrame, encoded: [UInt8]?) throws {}
  func finish() throws {}
}
