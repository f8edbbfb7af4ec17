import Curtain
import CurtainCommand
import Foundation
import Testing

@testable import CurtainSamples

// The chart's line grows from Monday to Sunday between 0.3 s and 1.5 s, redrawn by its
// CADisplayLink, which stops once the line is whole; the stills show it half-grown and whole.

@MainActor @Suite struct GrowingChartTests {
  @Test func theLineGrowsWithEachRefreshAndTheLinkStopsWhenItIsWhole() {
    let stage = Stage()
    let controller = ChartViewController()
    stage.run { stage.window.rootViewController = controller }
    stage.at(0.3) { controller.chart.animateIn() }
    var progress: [CGFloat] = []
    for step in 0...20 {
      stage.advance(to: 0.1 * Double(step))
      progress.append(controller.chart.progress)
    }
    #expect(progress[0...3].allSatisfy { $0 == 0 })
    #expect(zip(progress[3...14], progress[4...15]).allSatisfy { $0 < $1 })
    #expect(progress[15...].allSatisfy { $0 == 1 })
    #expect(stage.isIdle)
  }

  @Test func theFilmEndsWhenTheLineIsWhole() throws {
    // The link stops at the refresh whose next frame shows the whole line, 1/120 s before
    // 1.5 s; the film holds that frame for its `hold`.
    let film = NamedFilm.growingChart.film
    let length = try film.resolvedDuration() - film.hold
    #expect(abs(length - (1.5 - 1.0 / 120)) < 1e-9, "\(length) s")
  }

  /// At one pixel per point: the ring of the dot at Sunday's value, 6 points left of its
  /// centre (357, 272.4), is blue once the line is whole and card-white before it gets there.
  @Test func sundaysDotShowsOnlyOnceTheLineReachesIt() throws {
    var film = NamedFilm.growingChart.film
    film.renderScale = 1
    let growing = try film.frame(at: 0.9).pixel(x: 351, y: 272)
    let whole = try film.frame(at: 1.6).pixel(x: 351, y: 272)
    #expect(growing.r == 255 && growing.g == 255 && growing.b == 255)
    #expect(whole.r < 60 && whole.b > 200)
  }

  @Test func aPolylineIsCutWhereTheFractionFalls() {
    let points = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 20, y: 0)]
    #expect(LineChartView.prefix(of: points, reaching: 0) == [points[0]])
    #expect(LineChartView.prefix(of: points, reaching: 0.25) == [points[0], CGPoint(x: 5, y: 5)])
    #expect(LineChartView.prefix(of: points, reaching: 0.5) == Array(points[0...1]))
    #expect(
      LineChartView.prefix(of: points, reaching: 0.75)
        == [points[0], points[1], CGPoint(x: 15, y: 5)])
    #expect(LineChartView.prefix(of: points, reaching: 1) == points)
  }

  @Test func totalsAreGroupedInThousands() {
    #expect(LineChartView.grouped(7) == "7")
    #expect(LineChartView.grouped(1_005) == "1,005")
    #expect(LineChartView.grouped(53_540) == "53,540")
    #expect(LineChartView.grouped(1_000_000) == "1,000,000")
  }
}
