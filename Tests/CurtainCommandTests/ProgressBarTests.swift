import Curtain
import Testing

@testable import CurtainCommand

/// The progress bar's text.
@Suite struct ProgressBarTests {
  @Test func theLineShowsFramesPercentAndTimeLeft() {
    let line = ProgressBar.line(FilmProgress(frame: 30, total: 120, elapsed: 2))
    #expect(line == "[#######-----------------------]  30/120 frames  25%  0:06 left")
  }

  @Test func theFirstAndLastLines() {
    #expect(
      ProgressBar.line(FilmProgress(frame: 0, total: 8, elapsed: 0))
        == "[------------------------------] 0/8 frames   0%")
    #expect(
      ProgressBar.line(FilmProgress(frame: 8, total: 8, elapsed: 1, phase: .finishing))
        == "[##############################] 8/8 frames 100%  finishing the video")
  }

  @Test func nothingIsDrawnOffATerminal() {
    final class Sink: @unchecked Sendable { var text = "" }
    let sink = Sink()
    let console = Console(
      writeOutput: { _ in }, writeError: { sink.text += $0 }, errorIsTerminal: false)
    var bar = ProgressBar(console: console, enabled: true)
    bar.update(FilmProgress(frame: 1, total: 2, elapsed: 0.1))
    bar.finish()
    #expect(sink.text.isEmpty)
  }

  @Test(arguments: [(0.0, "0:00"), (0.2, "0:01"), (59.5, "1:00"), (61, "1:01"), (600, "10:00")])
  func clockTimes(seconds: Double, text: String) {
    #expect(ProgressBar.clockTime(seconds) == text)
  }
}
