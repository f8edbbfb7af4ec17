import Foundation
import HeadlessUIKit
import Layout

/// Times the constraint solver on a screen of views laid out with constraints
/// (``LayoutSolverWorkload``): adding every constraint to a new solver and solving, and solving
/// again after one constant changes, as Auto Layout does when code sets `constant`. Then the same
/// screen as views (``AutoLayoutScreenWorkload``): HeadlessUIKit's first layout pass (the solver
/// made from the views' constraints, every frame set), and a layout pass after one constant
/// changed.
struct LayoutBenchRunner {
  /// Timed runs of each measurement, after `warmups` untimed ones.
  var runs: Int
  var warmups: Int

  @MainActor func run() throws -> BenchReport.LayoutEntry {
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
    // The screen as views: a fresh hierarchy laid out for the first time, then one kept and
    // its header's height toggled.
    var passes: [Double] = []
    for run in 0..<(warmups + runs) {
      let screen = AutoLayoutScreenWorkload()
      let milliseconds = BenchClock.milliseconds { screen.root.layoutIfNeeded() }
      if run >= warmups { passes.append(milliseconds) }
    }
    let screen = AutoLayoutScreenWorkload()
    screen.root.layoutIfNeeded()
    var relayouts: [Double] = []
    for run in 0..<(warmups + runs) {
      let milliseconds = BenchClock.milliseconds {
        screen.headerHeight.constant = run % 2 == 0 ? 80 : 64
        screen.root.layoutIfNeeded()
      }
      if run >= warmups { relayouts.append(milliseconds) }
    }
    let solve = BenchStatistics(solves)
    let change = BenchStatistics(changes)
    let pass = BenchStatistics(passes)
    let relayout = BenchStatistics(relayouts)
    return BenchReport.LayoutEntry(
      constraints: workload.constraints.count, views: workload.frames.count,
      addAndSolveMedianMilliseconds: solve.median, addAndSolveMinimumMilliseconds: solve.min,
      constantChangeMedianMicroseconds: change.median * 1000,
      constantChangeMinimumMicroseconds: change.min * 1000,
      viewLayoutPassMedianMilliseconds: pass.median, viewLayoutPassMinimumMilliseconds: pass.min,
      viewConstantChangeMedianMicroseconds: relayout.median * 1000,
      viewConstantChangeMinimumMicroseconds: relayout.min * 1000)
  }
}
