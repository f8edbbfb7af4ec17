import Curtain
import Foundation
import Layout
import Testing

@testable import CurtainBench

/// The benchmark's screen built from views lays out as the bare solver lays out the same
/// constraints: HeadlessUIKit's Auto Layout against the solver it stands on.
@MainActor @Suite struct AutoLayoutScreenWorkloadTests {
  @Test func viewsLandWhereTheSolverPutsThem() throws {
    let screen = AutoLayoutScreenWorkload()
    let workload = LayoutSolverWorkload()
    let solver = try workload.makeSolver()
    func check() {
      let expected = workload.frameValues(in: solver)
      let frames = screen.frames()
      #expect(frames.count == expected.count && frames.count == 156)
      // Edges on whole pixels at 3×: at most a third of a point from the solution.
      for (frame, e) in zip(frames, expected) {
        #expect(abs(frame.minX - e.x) <= 1.0 / 3 && abs(frame.minY - e.y) <= 1.0 / 3)
        #expect(abs(frame.maxX - (e.x + e.width)) <= 1.0 / 3)
        #expect(abs(frame.maxY - (e.y + e.height)) <= 1.0 / 3)
      }
    }
    screen.root.layoutIfNeeded()
    check()
    #expect(!screen.views.contains { $0.hasAmbiguousLayout })
    screen.headerHeight.constant = 80
    try workload.setHeaderHeight(80, in: solver)
    screen.root.layoutIfNeeded()
    check()
  }
}
