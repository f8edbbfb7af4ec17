// A player on the stage's clock, driven the way a video player view controller drives one:
// key-path observations, a periodic observer, the end notification, seeks and a player layer.
import AVFoundation
import Foundation
import Testing
import UIKit

/// What a player did, each with the stage time it happened at.
@MainActor private final class PlaybackLog {
  var entries: [String] = []
  var keep: [Any] = []
  let stage: Stage
  init(_ stage: Stage) { self.stage = stage }
  func note(_ text: String) { entries.append("\(text) @\(stage.time)") }
}

@MainActor @Suite struct AVPlayerStageTests {
  /// Plays a two-second clip from 0.25 s with a half-second periodic observer, and logs.
  private func playTwoSecondClip(_ url: URL) -> [String] {
    let stage = Stage()
    let log = PlaybackLog(stage)
    stage.at(0.25) {
      let item = AVPlayerItem(url: url)
      let player = AVPlayer(playerItem: item)
      log.keep = [player, item]
      log.keep.append(
        item.observe(\.status, options: [.new]) { item, _ in
          log.note("status \(item.status.rawValue)")
        })
      log.keep.append(
        player.observe(\.timeControlStatus) { player, _ in
          log.note("control \(player.timeControlStatus.rawValue)")
        })
      log.keep.append(
        player.addPeriodicTimeObserver(
          forInterval: CMTimeMake(value: 1, timescale: 2), queue: .main
        ) { time in log.note("tick \(time.seconds)") })
      log.keep.append(
        NotificationCenter.default.addObserver(
          forName: .AVPlayerItemDidPlayToEndTime, object: item, queue: nil
        ) { _ in MainActor.assumeIsolated { log.note("end \(player.currentTime().seconds)") } })
      player.play()
    }
    stage.at(1.5) { log.note("time \((log.keep[0] as! AVPlayer).currentTime().seconds)") }
    stage.advance(to: 4)
    for case let token as NSObjectProtocol in log.keep {
      NotificationCenter.default.removeObserver(token)
    }
    return log.entries
  }

  @Test func playbackRunsOnTheStageClockTheSameInEveryFilm() throws {
    let url = try MovieFixture().write()
    let first = playTwoSecondClip(url)
    #expect(
      first == [
        "control 1 @0.25",  // waiting: the item loads at the next turn
        "status 1 @0.25", "control 2 @0.25", "tick 0.0 @0.25",
        "tick 0.5 @0.75", "tick 1.0 @1.25", "time 1.25 @1.5", "tick 1.5 @1.75", "tick 2.0 @2.25",
        "control 0 @2.25", "end 2.0 @2.25", "tick 2.0 @2.25",  // and once more as it stops
      ])
    #expect(playTwoSecondClip(url) == first)
  }
}

extension AVPlayerStageTests {
  @Test func seeksCompleteAtTheNextTurnAndAnOvertakenSeekFails() throws {
    let stage = Stage()
    let url = try MovieFixture().write()
    var player: AVPlayer!
    var completions: [String] = []
    var jumps = 0
    let token = NotificationCenter.default.addObserver(
      forName: .AVPlayerItemTimeJumped, object: nil, queue: nil
    ) { _ in MainActor.assumeIsolated { jumps += 1 } }
    stage.at(0) { player = AVPlayer(url: url) }
    stage.at(0.5) {
      player.seek(to: CMTimeMake(value: 1, timescale: 3)) { completions.append("first \($0)") }
      player.seek(to: CMTimeMake(value: 3, timescale: 2)) { completions.append("second \($0)") }
      completions.append("now \(player.currentTime() == CMTimeMake(value: 3, timescale: 2))")
      player.seek(to: CMTimeMake(value: 9, timescale: 1))
    }
    stage.advance(to: 1)
    NotificationCenter.default.removeObserver(token)
    #expect(completions == ["now true", "first false", "second false"])
    #expect(jumps == 1)
    // Seeking past the end holds at the end.
    #expect(player.currentTime() == CMTimeMake(value: 2, timescale: 1))
  }

  @Test func aLoopingPlayerSeeksBackAtEachEnd() throws {
    let stage = Stage()
    let player = AVPlayer(url: try MovieFixture(timescale: 600, durationUnits: 600).write())
    player.actionAtItemEnd = .none
    var ends: [String] = []
    let token = NotificationCenter.default.addObserver(
      forName: .AVPlayerItemDidPlayToEndTime, object: nil, queue: nil
    ) { _ in
      MainActor.assumeIsolated {
        ends.append("\(stage.time) rate \(player.rate)")
        player.seek(to: .zero)
      }
    }
    stage.at(0) { player.play() }
    stage.at(1.5) { player.rate = 2 }
    stage.advance(to: 3.1)
    NotificationCenter.default.removeObserver(token)
    // One second at rate 1; from 1.5 s (half-way) a quarter second at 2; then half seconds.
    #expect(ends == ["1.0 rate 1.0", "1.75 rate 2.0", "2.25 rate 2.0", "2.75 rate 2.0"])
    #expect(player.timeControlStatus == .playing)
  }

  @Test func boundaryObserversFireWhenPlaybackReachesTheirTimes() throws {
    let stage = Stage()
    let player = AVPlayer(url: try MovieFixture().write())
    var reached: [Double] = []
    var observer: Any?
    stage.at(0) {
      observer = player.addBoundaryTimeObserver(
        forTimes: [
          NSValue(time: CMTimeMake(value: 3, timescale: 4)),
          NSValue(time: CMTimeMake(value: 5, timescale: 4)),
        ],
        queue: nil
      ) { reached.append(stage.time) }
      player.play()
    }
    stage.at(1) { player.pause() }
    stage.at(2) { player.play() }
    stage.at(2.5) { player.removeTimeObserver(observer!) }
    stage.advance(to: 4)
    #expect(reached == [0.75, 2.25])
    #expect(player.timeControlStatus == .paused && player.currentTime().seconds == 2)
  }
}

extension AVPlayerStageTests {
  @Test func aPlayerMadeBeforeTheStageLoadsWhenPlayedOnIt() throws {
    let stage = Stage()
    let player = AVPlayer(url: try MovieFixture().write())
    #expect(player.currentItem?.status == .unknown)
    stage.at(1) { player.play() }
    stage.advance(to: 1.5)
    #expect(player.status == .readyToPlay && player.currentItem?.status == .readyToPlay)
    #expect(player.currentTime() == CMTimeMake(value: 1, timescale: 2))
    #expect(player.currentItem?.duration == CMTimeMake(value: 2, timescale: 1))
    #expect(player.currentItem?.isPlaybackLikelyToKeepUp == true)
  }
}
