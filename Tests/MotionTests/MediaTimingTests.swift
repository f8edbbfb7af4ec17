import Foundation
import TestSupport
import Testing

@testable import Motion

@Suite struct MediaTimingTests {
  typealias Fill = MediaTiming.FillMode
  typealias T = MediaTiming

  // Hand-derived from the CAMediaTiming rules:
  //   active time a = (t − beginTime)·speed, local u = a + timeOffset, wrapped per iteration.
  // Rows: (case, timing, parent time, expected progress or nil).
  static let table: [(String, MediaTiming, Double, Double?)] = [
    ("before", T(beginTime: 1, duration: 2), 0.5, nil),
    ("before, backwards", T(beginTime: 1, duration: 2, fillMode: .backwards), 0.5, 0),
    ("before, forwards", T(beginTime: 1, duration: 2, fillMode: .forwards), 0.5, nil),
    ("at begin", T(beginTime: 1, duration: 2), 1, 0),
    ("middle", T(beginTime: 1, duration: 2), 2, 0.5),
    ("at end", T(beginTime: 1, duration: 2), 3, 1),
    ("after", T(beginTime: 1, duration: 2), 3.5, nil),
    ("after, forwards", T(beginTime: 1, duration: 2, fillMode: .forwards), 3.5, 1),
    ("after, both", T(beginTime: 1, duration: 2, fillMode: .both), 9, 1),
    ("speed 2", T(beginTime: 1, duration: 2, speed: 2), 1.5, 0.5),
    ("speed 2 ended", T(beginTime: 1, duration: 2, speed: 2), 2.5, nil),
    ("speed ½", T(duration: 1, speed: 0.5), 1, 0.5),
    ("offset inside", T(duration: 2, timeOffset: 0.5), 0, 0.25),
    ("offset wraps", T(duration: 2, timeOffset: 0.5), 1.75, 0.125),
    ("offset end held", T(duration: 2, timeOffset: 0.5, fillMode: .forwards), 5, 0.25),
    ("2.5×, second", T(duration: 1, repeatCount: 2.5), 1.25, 0.25),
    ("2.5×, end", T(duration: 1, repeatCount: 2.5), 2.5, 0.5),
    ("2.5×, held", T(duration: 1, repeatCount: 2.5, fillMode: .forwards), 4, 0.5),
    ("3×, held", T(duration: 1, repeatCount: 3, fillMode: .forwards), 7, 1),
    ("3×, next starts", T(duration: 1, repeatCount: 3), 1, 0),
    ("endless", T(duration: 1, repeatCount: .infinity), 1000.25, 0.25),
    ("repeatDuration", T(duration: 1, repeatDuration: 1.5), 1.25, 0.25),
    ("repeatDuration end", T(duration: 1, repeatDuration: 1.5), 1.6, nil),
    ("reverse, out", T(duration: 1, autoreverses: true), 0.5, 0.5),
    ("reverse, back", T(duration: 1, autoreverses: true), 1.75, 0.25),
    ("reverse, end", T(duration: 1, autoreverses: true, fillMode: .forwards), 3, 0),
    ("reverse 2×", T(duration: 1, repeatCount: 2, autoreverses: true), 2.25, 0.25),
    ("frozen", T(beginTime: 5, duration: 1, speed: 0, timeOffset: 0.3), 99, 0.3),
    ("speed −1", T(duration: 1, speed: -1), 0.25, 0.75),
    ("speed −1, end", T(duration: 1, speed: -1, fillMode: .forwards), 2, 0),
    ("no duration", T(duration: 0), 0, 1),
  ]

  @Test(arguments: table)
  func progressFollowsCoreAnimation(
    name: String, timing: MediaTiming, t: Double, expected: Double?
  ) {
    let progress = timing.progress(atParentTime: t)
    let shown = "\(name): \(String(describing: progress))"
    if let expected {
      #expect(progress.map { abs($0 - expected) < 1e-12 } == true, "\(shown)")
    } else {
      #expect(progress == nil, "\(shown)")
    }
  }

  @Test func activeDurationsAndEndTimes() {
    #expect(MediaTiming(duration: 2).activeDuration == 2)
    #expect(MediaTiming(duration: 2, autoreverses: true).activeDuration == 4)
    #expect(MediaTiming(duration: 2, repeatCount: 3, autoreverses: true).activeDuration == 12)
    #expect(MediaTiming(duration: 2, repeatCount: 3, repeatDuration: 5).activeDuration == 5)
    #expect(MediaTiming(beginTime: 1, duration: 2, speed: 4).endTime == 1.5)
    #expect(MediaTiming(duration: 2, speed: 0).endTime == .infinity)
    #expect(MediaTiming(duration: 1, repeatCount: .infinity).endTime == .infinity)
    #expect(MediaTiming(beginTime: 1, duration: 2).phase(atParentTime: 3) == .active)
    #expect(MediaTiming(beginTime: 1, duration: 2).phase(atParentTime: 3.0001) == .after)
    #expect(MediaTiming(beginTime: 1, duration: 2).phase(atParentTime: 0.9999) == .before)
  }

  /// Core Animation gives an animation without a duration `CATransaction.animationDuration`.
  @Test func defaultDuration() {
    #expect(MediaTiming().withDefaultDuration().duration == 0.25)
    #expect(MediaTiming(duration: -1).withDefaultDuration(0.4).duration == 0.4)
    #expect(MediaTiming(duration: 2).withDefaultDuration().duration == 2)
    #expect(MediaTiming.defaultAnimationDuration == 0.25)
    #expect(Fill(rawValue: "both") == .both && Fill.allCases.count == 4)
  }

  // MARK: - Hierarchy

  @Test func localTimeThroughAChain() {
    let chain = [
      MediaTiming(beginTime: 10),  // root: t − 10
      MediaTiming(beginTime: 1, speed: 2),  // container: (t − 1)·2
      MediaTiming(timeOffset: 3),  // child: t + 3
    ]
    // Media time 12 → root 2 → container 2 → child 5.
    #expect(MediaTiming.localTime(12, through: chain) == 5)
    #expect(MediaTiming.topTime(5, through: chain) == 12)
  }

  @Test func randomChainsRoundTrip() {
    var rng = SeededRandom(seed: 0x71)
    for _ in 0..<1_000 {
      let chain = (0..<Int.random(in: 1...5, using: &rng)).map { _ in
        MediaTiming(
          beginTime: rng.double(-10...10),
          speed: rng.double(0.1...4) * (Bool.random(using: &rng) ? 1 : -1),
          timeOffset: rng.double(-5...5))
      }
      let t = rng.double(-100...100)
      let back = MediaTiming.topTime(MediaTiming.localTime(t, through: chain), through: chain)
      #expect(abs(back - t) < 1e-9 * Swift.max(1, abs(t)))
    }
  }

  @Test func convertsBetweenSiblings() {
    let root = MediaTiming()
    let fast = [root, MediaTiming(speed: 2)]
    let late = [root, MediaTiming(beginTime: 3)]
    // Local 4 in `fast` is media time 2, which is local −1 in `late`.
    #expect(MediaTiming.convert(4, from: fast, to: late) == -1)
    #expect(MediaTiming.convert(-1, from: late, to: fast) == 4)
  }

  /// speed 0 freezes a subtree at timeOffset; moving timeOffset scrubs it (percent-driven
  /// transitions, legacy layer-time path).
  @Test func speedZeroFreezesAndScrubsASubtree() {
    let duration = 0.4
    let animation = MediaTiming(duration: duration)  // begins at the container's local time 0
    for percent in stride(from: 0.0, through: 1, by: 0.1) {
      let container = MediaTiming(beginTime: 7, speed: 0, timeOffset: percent * duration)
      for mediaTime in [0.0, 7.0, 8.5, 100.0] {
        let layerTime = MediaTiming.localTime(mediaTime, through: [container])
        let progress = animation.progress(atParentTime: layerTime)
        #expect(progress.map { abs($0 - percent) < 1e-12 } == true)
      }
    }
  }

  @Test func pauseAndResumeContinueWhereTheyStopped() {
    var rng = SeededRandom(seed: 0x72)
    for _ in 0..<500 {
      let timing = MediaTiming(
        beginTime: rng.double(-5...5), speed: rng.double(0.25...3),
        timeOffset: rng.double(-2...2))
      let pauseAt = rng.double(0...20)
      let resumeAt = pauseAt + rng.double(0...20)
      let stopped = timing.localTime(fromParentTime: pauseAt)
      let paused = timing.pausing(atParentTime: pauseAt)
      #expect(paused.speed == 0)
      #expect(abs(paused.localTime(fromParentTime: resumeAt) - stopped) < 1e-12)
      let resumed = paused.resuming(atParentTime: resumeAt)
      #expect(abs(resumed.localTime(fromParentTime: resumeAt) - stopped) < 1e-9)
      #expect(abs(resumed.localTime(fromParentTime: resumeAt + 1.5) - (stopped + 1.5)) < 1e-9)
    }
    #expect(MediaTiming(beginTime: 4, speed: 0).parentTime(fromLocalTime: 123) == 4)
  }
}
