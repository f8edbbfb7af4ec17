import Curtain
import Foundation
import Testing

/// Durations, frame counts, frame times, slow motion and frame ranges.
@MainActor @Suite struct FilmTimingTests {
  @Test func theDefaultDurationIsWhenTheStageGoesStillPlusTheHold() throws {
    var film = TestFilms.fade()
    // The fade ends at 1.25 s; then half a second of stillness.
    #expect(try film.resolvedDuration() == 1.75)
    #expect(try film.frameCount() == 105)  // ⌈1.75 × 60⌉
    film.hold = 0
    #expect(try film.resolvedDuration() == 1.25)
    #expect(try film.frameCount(fps: 30) == 38)  // ⌈37.5⌉
  }

  @Test func theInsetCardGoesStillWhenTheDismissalCompletes() throws {
    var film = TestFilms.insetCard()
    film.duration = nil
    #expect(try film.resolvedDuration() == 1.7 + 0.5)
  }

  @Test func anExplicitDurationWins() throws {
    let film = TestFilms.fade(duration: 2)
    #expect(try film.resolvedDuration() == 2)
    #expect(try film.frameCount() == 120)
    #expect(try film.frameCount(fps: 24) == 48)
    #expect(try TestFilms.fade(duration: 0).frameCount() == 1)
  }

  @Test func framesSampleBetweenEvents() throws {
    let film = TestFilms.fade(duration: 2)
    #expect(film.time(ofFrame: 30) == 0.5)
    #expect(film.frameIndex(at: 0.5) == 30)
    #expect(film.frameIndex(at: 0.51) == 30)
    let collector = FrameCollector()
    try film.render(to: .memory(collector), frames: 15...16)
    #expect(collector.frames.map(\.index) == [15, 16])
    #expect(collector.frames.map(\.time) == [0.25, 16.0 / 60])
    #expect(collector.frames[1].bitmap == (try film.frame(at: 16.0 / 60)))
  }

  @Test func slowMotionStretchesFilmTime() throws {
    var film = TestFilms.fade(duration: 2)
    film.slowMotion = 4
    #expect(try film.frameCount() == 480)
    #expect(film.time(ofFrame: 120) == 0.5)
    let collector = FrameCollector()
    try film.render(to: .memory(collector), frames: 120...121)
    #expect(collector.frames[0].time == 0.5)
    #expect(collector.frames[0].bitmap == (try film.frame(at: 0.5)))
    #expect(collector.frames[1].bitmap == (try film.frame(at: 121.0 / 240)))
  }

  @Test func frameRangesAreClampedToTheFilm() throws {
    let film = TestFilms.fade(duration: 0.5)  // 30 frames
    let collector = FrameCollector()
    let summary = try film.render(to: .memory(collector), frames: 25...99)
    #expect(summary.frames == 25...29)
    #expect(collector.frames.map(\.index) == Array(25...29))
    #expect(throws: FilmError.emptyFrameRange(30...40, frameCount: 30)) {
      try film.render(to: .memory(collector), frames: 30...40)
    }
  }

  @Test func badNumbersAreRefusedBeforeAnythingRenders() throws {
    var film = TestFilms.fade(duration: 1)
    for fps in [0, -1, .nan, .infinity, 1001] {
      let error = #expect(throws: FilmError.self) { try film.frameCount(fps: fps) }
      if case .invalidFPS = error {
      } else {
        Issue.record("fps \(fps): \(String(describing: error))")
      }
    }
    film.slowMotion = 0
    #expect(throws: FilmError.invalidSlowMotion(0)) { try film.frameCount() }
    film.slowMotion = 1
    film.duration = -1
    #expect(throws: FilmError.invalidTime(-1)) { try film.frameCount() }
  }

  @Test func aFilmThatNeverStopsNeedsADuration() throws {
    #expect(throws: FilmError.neverIdle(after: 600)) { try TestFilms.endless().frameCount() }
    var film = TestFilms.endless()
    film.duration = 3
    #expect(try film.frameCount() == 180)
  }

  @Test func theTraceRunsToTheEnd() throws {
    var film = TestFilms.insetCard()
    film.duration = nil
    let trace = try film.trace()
    let calls = trace.events.map { "\($0.subject) \($0.call)" }
    #expect(calls.contains("MyPresentationController presentationTransitionWillBegin()"))
    #expect(calls.contains("MyPresentationController dismissalTransitionDidEnd(true)"))
    #expect(trace.events.last!.time <= 1.7)
  }
}
