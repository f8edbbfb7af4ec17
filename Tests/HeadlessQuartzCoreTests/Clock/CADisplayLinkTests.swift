import Foundation
import HeadlessUIKit
import Testing

@testable import HeadlessQuartzCore

/// `CADisplayLink` on the stage's clock: once per refresh of the device's screen, at exact
/// multiples of the refresh interval, until paused or invalidated.
@MainActor @Suite struct CADisplayLinkTests {
  /// Records the link's times on every firing; invalidates the link after `limit` firings.
  @MainActor final class Ticker {
    var timestamps: [CFTimeInterval] = []
    var targetTimestamps: [CFTimeInterval] = []
    var clock: [CFTimeInterval] = []
    var limit = Int.max

    func tick(_ link: CADisplayLink) {
      timestamps.append(link.timestamp)
      targetTimestamps.append(link.targetTimestamp)
      clock.append(CACurrentMediaTime())
      if timestamps.count >= limit { link.invalidate() }
    }
  }

  /// A link on `ticker`, added to the run loop at `start` on a stage of `device`.
  func run(
    _ ticker: Ticker, on device: Device = .iPhone15Pro, start: TimeInterval = 0.1,
    configure: @escaping (CADisplayLink) -> Void = { _ in }
  ) -> (Stage, CADisplayLink) {
    let stage = Stage(device: device)
    let link = CADisplayLink(target: ticker, selector: Ticker.tick)
    configure(link)
    stage.at(start) { link.add(to: .main, forMode: .common) }
    return (stage, link)
  }

  @Test func firesAtEveryRefreshOfTheDevicesScreen() {
    let ticker = Ticker()
    let (stage, link) = run(ticker, start: 0.1)
    stage.advance(to: 0.15)
    // 120 Hz on the iPhone 15 Pro: refreshes 13 to 18 come after 0.1 s (refresh 12).
    #expect(ticker.timestamps == (13...18).map { Double($0) / 120 })
    #expect(ticker.clock == ticker.timestamps)
    #expect(ticker.targetTimestamps == (14...19).map { Double($0) / 120 })
    #expect(link.duration == 1.0 / 120)
    #expect(!stage.isIdle)

    let se = Ticker()
    let (seStage, _) = run(se, on: .iPhoneSE, start: 0)
    seStage.advance(to: 0.05)
    #expect(se.timestamps == (1...3).map { Double($0) / 60 })
  }

  @Test func aPreferredRateFiresEveryFewRefreshes() {
    let ticker = Ticker()
    let (stage, _) = run(ticker, start: 0.01) { $0.preferredFramesPerSecond = 30 }
    stage.advance(to: 0.2)
    // Every fourth of the 120 refreshes a second, in step with refresh 0.
    #expect(ticker.timestamps == (1...6).map { Double($0 * 4) / 120 })
    #expect(ticker.targetTimestamps.first == 8.0 / 120)
  }

  @Test func pausingHoldsTheLinkAndInvalidatingLetsTheStageRest() {
    let ticker = Ticker()
    let (stage, link) = run(ticker, on: .iPhoneSE, start: 0)
    stage.advance(to: 0.05)
    #expect(ticker.timestamps.count == 3)
    stage.run { link.isPaused = true }
    #expect(stage.isIdle)
    stage.advance(to: 0.5)
    #expect(ticker.timestamps.count == 3)
    stage.run { link.isPaused = false }
    stage.advance(to: 0.52)
    #expect(ticker.timestamps.last == 31.0 / 60)

    ticker.limit = ticker.timestamps.count + 2
    stage.advance(to: 1)
    #expect(ticker.timestamps.count == ticker.limit && stage.isIdle)
  }

  @Test func theLinkKeepsItsTargetUntilInvalidated() {
    weak var weakTicker: Ticker?
    var link: CADisplayLink?
    do {
      let ticker = Ticker()
      weakTicker = ticker
      link = CADisplayLink(target: ticker, selector: Ticker.tick)
    }
    #expect(weakTicker != nil && link != nil)
    link?.invalidate()
    #expect(weakTicker == nil)
  }

  /// As on iOS, a link added to the run loop fires though nothing else keeps it.
  @Test func theRunLoopKeepsAnAddedLink() {
    let ticker = Ticker()
    weak var weakLink: CADisplayLink?
    let stage = Stage(device: .iPhoneSE)
    stage.run {
      let link = CADisplayLink(target: ticker, selector: Ticker.tick)
      link.add(to: .main, forMode: .common)
      weakLink = link
    }
    ticker.limit = 2
    stage.advance(to: 0.1)
    #expect(ticker.timestamps.count == 2 && weakLink == nil && stage.isIdle)
  }

  @Test func aLinkNotAddedToTheRunLoopNeverFires() {
    let ticker = Ticker()
    let stage = Stage()
    let link = CADisplayLink(target: ticker, selector: Ticker.tick)
    stage.advance(to: 0.5)
    #expect(ticker.timestamps.isEmpty && stage.isIdle && link.timestamp == 0)
  }

  /// A view redrawn from its link shows the progress of the frame it was drawn for.
  @Test func aViewRedrawnFromItsLinkDrawsEachStep() {
    final class Growing: UIView {
      var draws: [CFTimeInterval] = []
      var link: CADisplayLink?
      func start() {
        link = CADisplayLink(target: self, selector: Growing.step)
        link?.add(to: .main, forMode: .common)
      }
      func step(_ link: CADisplayLink) {
        setNeedsDisplay()
        if link.timestamp >= 0.05 { link.invalidate() }
      }
      override func draw(_ rect: CGRect) { draws.append(CACurrentMediaTime()) }
    }
    let stage = Stage(device: .iPhoneSE)
    let view = Growing(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    stage.run {
      stage.window.rootViewController = UIViewController()
      stage.window.rootViewController?.view.addSubview(view)
    }
    stage.at(0) { view.start() }
    stage.advance(to: 0.2)
    // Drawn when it first showed, then once per firing at 1/60, 2/60 and 3/60 s.
    let expected: [CFTimeInterval] = [0, 1.0 / 60, 2.0 / 60, 3.0 / 60]
    #expect(view.draws == expected)
    #expect(stage.isIdle)
  }
}
