import Curtain
import Foundation
import Testing

/// The longest film and the largest frame a film accepts, each checked before anything is
/// rendered or written, with one line that says what to do.
@MainActor @Suite struct FilmLimitsTests {
  /// 10³⁰⁰ seconds at 60 fps: the frame count overflowed `Int`, which ended the process.
  @Test func aDurationPastAnHourIsAnInvalidTime() {
    #expect(Film.maximumDuration == 3600)
    #expect(throws: FilmError.invalidTime(1e300)) {
      try TestFilms.fade(duration: 1e300).frameCount()
    }
    #expect(throws: FilmError.invalidTime(3600.5)) { try TestFilms.fade().frame(at: 3600.5) }
    #expect(throws: Never.self) { try TestFilms.fade(duration: 3600).frameCount(fps: 1) }
    #expect(
      FilmError.invalidTime(1e300).description
        == "invalid time 1e+300 s: use a number of seconds from 0 to 3600")
  }

  /// A render scale that makes frames wider than a bitmap may be: refused from the first frame,
  /// before a frame is written.
  @Test func aFrameLargerThan16384PixelsIsRefusedBeforeAnythingIsWritten() throws {
    var film = TestFilms.fade(duration: 0.5)
    film.renderScale = 100
    try expectRefusedWithNothingWritten(film, reason: "the screen is 16100×24100 pixels")
  }

  /// A shape layer whose path holds more elements than the compositor draws.
  @Test func aPathPastTheLimitIsRefusedBeforeAnythingIsWritten() throws {
    let film = Film(device: .testPhone, duration: 0.5) { stage in
      let root = UIViewController()
      stage.window.rootViewController = root
      let path = CGMutablePath()
      path.move(to: .zero)
      for k in 1...100_000 { path.addLine(to: CGPoint(x: k % 50, y: k % 30)) }
      let shape = CAShapeLayer()
      shape.path = path
      root.view.layer.addSublayer(shape)
    }
    try expectRefusedWithNothingWritten(
      film,
      reason: "a shape layer's path holds 100001 elements, more than Curtain's limit of 100000")
  }

  func expectRefusedWithNothingWritten(_ film: Film, reason: String) throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("film-limits-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    do {
      try film.render(to: .pngSequence(directory: directory), jobs: 2)
      Issue.record("rendered")
    } catch let FilmError.renderFailed(frame, message) {
      #expect(frame == 0)
      #expect(message.hasPrefix(reason), "\(message)")
    }
    let written = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    #expect(written.isEmpty)
  }
}
