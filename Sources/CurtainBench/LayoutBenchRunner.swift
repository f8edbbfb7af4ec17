import Foundation
import Layout

/// Times the constraint solver on a screen of views laid out with constraints
/// (``LayoutSolverWorkload``): adding every constraint to a new solver and solving, and solving
/// again after one constant changes, as Auto Layout does when code sets `constant`.
struct LayoutBenchRunner {
  /// Timed runs of each measurement, after `warmups` untimed ones.
  var runs: Int
  var warmups: Int

  func run() throws -> BenchReport.LayoutEntry {
    let workload = LayoutSolverWorkload()
    var solves: [Double] = []
    for run in 0..<(warmups + runs) {
      let milliseconds = try BenchClock.milliseconds { _ = try workload.makeSolver() }
      if run >= warmups { solves.append(milliseconds) }
    }
    // One solver kept, its header's height toggled: each change is re-solved in place.
    let solver = try workload.makeSolver()
    var changes: [Double] = []
    for run in 0..<(warmups + runs) {
      let height: Double = run % 2 == 0 ? 80 : 64
      let milliseconds = try BenchClock.milliseconds {
        try workload.setHeaderHeight(height, in: solver)
      }
      if run >= warmups { changes.append(milliseconds) }
    }
    let solve = BenchStatistics(solves)
    let change = BenchStatistics(changes)
    return BenchReport.LayoutEntry(
      constraints: workload.constraints.count, views: workload.frames.count,
      addAndSolveMedianMilliseconds: solve.median, addAndSolveMinimumMilliseconds: solve.min,
      constantChangeMedianMicroseconds: change.median * 1000,
      constantChangeMinimumMicroseconds: change.min * 1000)
  }
}
