import Curtain
import CurtainCommand
import Foundation
import Testing

@testable import CurtainSamples

/// The full-size film benchmark, outside the normal suite: set `CURTAIN_FILM_BENCHMARK=1` and
/// run a release build, e.g.
///
///     CURTAIN_FILM_BENCHMARK=1 swift test -c release -Xswiftc -enable-testing \
///       --filter FilmTests.FilmBenchmarkRun
///
/// (`curtain bench` times the sample films in memory; this measures the way to files and
/// videos.) Prints the report; asserts nothing about speed, which depends on the machine.
@MainActor
@Suite(.enabled(if: ProcessInfo.processInfo.environment["CURTAIN_FILM_BENCHMARK"] != nil))
struct FilmBenchmarkRun {
  @Test func insetCardAtFullSize() throws {
    let environment = ProcessInfo.processInfo.environment
    let runs = environment["CURTAIN_FILM_BENCHMARK_RUNS"].flatMap(Int.init) ?? 3
    // The inset-card sample on an iPhone 15 Pro (1179 × 2556 pixels), 2 s at 60 fps.
    var film = NamedFilm.insetCard.film
    film.duration = 2
    let benchmark = FilmBenchmark(
      film: film, runs: runs, includesVideo: environment["CURTAIN_FILM_BENCHMARK_VIDEO"] != "0")
    let report = try benchmark.run { print("film bench: \($0)") }
    print(report.text)
    #expect(report.frames == 120 && report.width == 1179 && report.height == 2556)
  }
}
