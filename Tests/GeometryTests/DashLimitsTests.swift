import Foundation
import Testing

@testable import Geometry

/// Dash patterns far finer than the path is long stay bounded: at most `maximumDashCount`
/// dashes a path, past which it is stroked undashed (as Skia gives up dashing).
@Suite struct DashLimitsTests {
  /// `count` horizontal subpaths, each `length` long.
  func lines(_ count: Int, length: Double) -> Path {
    var path = Path()
    for k in 0..<count {
      path.move(to: CGPoint(x: 0, y: Double(k) * 10))
      path.addLine(to: CGPoint(x: length, y: Double(k) * 10))
    }
    return path
  }

  @Test func aPatternOfAtMostTheMostDashesIsCutAsAsked() {
    let path = lines(1, length: 2 * Double(Path.maximumDashCount) - 1)
    #expect(path.dashed(phase: 0, lengths: [1, 1]).contours.count == Path.maximumDashCount)
  }

  /// The fuzzer's slow input: twelve subpaths, each under the old per-subpath cap of 500 000
  /// dashes, with round caps: an outline of tens of millions of elements (172 s, 3.3 GB).
  @Test(.timeLimit(.minutes(1)))
  func millionsOfRoundCappedDashesOverManySubpathsAreStrokedUndashed() {
    let path = lines(12, length: 1e6)
    let dashed = path.dashed(phase: -2.93, lengths: [1.38, 1.29])
    #expect(dashed.elements.count == path.elements.count)
    let style = StrokeStyle(
      lineWidth: 2.8, lineCap: .round, lineJoin: .miter, dashPattern: [1.38, 1.29],
      dashPhase: -2.93)
    let outline = path.strokeOutline(style, tolerance: 1.0 / 16)
    let solid = path.strokeOutline(
      StrokeStyle(lineWidth: 2.8, lineCap: .round, lineJoin: .miter), tolerance: 1.0 / 16)
    #expect(outline.elements.count == solid.elements.count)
  }

  /// The budget is the whole path's: subpaths that each stay under it but together pass it
  /// leave the path undashed rather than dashing its first subpaths only.
  @Test func theLimitCountsEverySubpath() {
    let path = lines(3, length: Double(Path.maximumDashCount))
    #expect(path.dashed(phase: 0, lengths: [1, 1]).contours.count == 3)
    let fewer = lines(3, length: Double(Path.maximumDashCount) / 2)
    #expect(
      fewer.dashed(phase: 0, lengths: [1, 1]).contours.count == 3 * Path.maximumDashCount / 4)
  }
}
