import Testing

@testable import HeadlessUIKit

/// A banner that hides itself after a delay, the way SKPhotoBrowser and toasts do, with the
/// selectors `curtain port` writes for `#selector(hide)` and `#selector(show(_:))`.
@MainActor private final class Banner: NSObject {
  var log: [String] = []
  let stage: Stage
  init(stage: Stage) { self.stage = stage }
  func hide() { log.append("hide @\(stage.time)") }
  func show(_ message: String?) { log.append("show \(message ?? "-") @\(stage.time)") }

  static let hideSelector = Selector("hide", Banner.hide)
  static let showSelector = Selector("show:", Banner.show(_:))
}

@MainActor struct DelayedPerformTests {
  @Test func aDelayedPerformRunsAtItsDelayOnTheStageClock() {
    let stage = Stage()
    let banner = Banner(stage: stage)
    stage.at(0.5) {
      banner.perform(Banner.hideSelector, with: nil, afterDelay: 1.5)
      banner.perform(Banner.showSelector, with: "hello", afterDelay: 0.25)
    }
    stage.advance(to: 1)
    #expect(banner.log == ["show hello @0.75"])
    stage.advance(to: 3)
    #expect(banner.log == ["show hello @0.75", "hide @2.0"])
    #expect(stage.isIdle)
  }

  @Test func itKeepsItsOrderWithTheMainQueueInTheSameTurn() {
    let stage = Stage()
    let banner = Banner(stage: stage)
    stage.run {
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { banner.log.append("after 0.3") }
      banner.perform(Banner.showSelector, with: "a", afterDelay: 0.3)
      DispatchQueue.main.async { banner.log.append("async") }
      banner.perform(Banner.showSelector, with: "b", afterDelay: 0)
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { banner.log.append("after 0.3 again") }
    }
    stage.advance(to: 1)
    #expect(
      banner.log == ["async", "show b @0.0", "after 0.3", "show a @0.3", "after 0.3 again"])
  }

  @Test func cancellingByTargetDropsEveryRequestOfThatObjectOnly() {
    let stage = Stage()
    let banner = Banner(stage: stage)
    let other = Banner(stage: stage)
    stage.run {
      banner.perform(Banner.hideSelector, with: nil, afterDelay: 1)
      banner.perform(Banner.showSelector, with: "x", afterDelay: 2)
      other.perform(Banner.hideSelector, with: nil, afterDelay: 1)
      stage.at(0.5) { NSObject.cancelPreviousPerformRequests(withTarget: banner) }
    }
    stage.advance(to: 3)
    #expect(banner.log.isEmpty)
    #expect(other.log == ["hide @1.0"])
  }

  @Test func cancellingBySelectorNeedsTheSameSelectorAndAnEqualObject() {
    let stage = Stage()
    let banner = Banner(stage: stage)
    stage.run {
      banner.perform(Banner.showSelector, with: "a", afterDelay: 1)
      banner.perform(Banner.showSelector, with: "b", afterDelay: 1)
      banner.perform(Banner.showSelector, with: nil, afterDelay: 1)
      banner.perform(Banner.hideSelector, with: nil, afterDelay: 1)
      // An equal string made apart from the one sent still matches, as isEqual: does.
      let a = String(["a"].joined())
      NSObject.cancelPreviousPerformRequests(
        withTarget: banner, selector: Banner.showSelector, object: a)
      NSObject.cancelPreviousPerformRequests(
        withTarget: banner, selector: Banner.showSelector, object: nil)
      // A selector of the same name is the same selector.
      NSObject.cancelPreviousPerformRequests(
        withTarget: banner, selector: Selector("hide", Banner.hide), object: "not nil")
    }
    stage.advance(to: 2)
    #expect(banner.log == ["show b @1.0", "hide @1.0"])
  }

  @Test func aRequestKeepsItsTargetUntilItRuns() {
    let stage = Stage()
    weak var weakBanner: Banner?
    stage.run {
      let banner = Banner(stage: stage)
      weakBanner = banner
      banner.perform(Banner.hideSelector, with: nil, afterDelay: 1)
    }
    #expect(weakBanner != nil)
    stage.advance(to: 2)
    #expect(weakBanner == nil)
  }

  @Test func runsAreTheSameFromRunToRun() {
    func run() -> [String] {
      let stage = Stage()
      let banners = (0..<4).map { _ in Banner(stage: stage) }
      var log: [String] = []
      stage.run {
        for (index, banner) in banners.enumerated() {
          banner.perform(Banner.showSelector, with: "\(index)", afterDelay: 0.1 * Double(index))
          DispatchQueue.main.asyncAfter(deadline: .now() + 0.1 * Double(index)) {
            log.append("block \(index) @\(stage.time)")
          }
        }
        NSObject.cancelPreviousPerformRequests(withTarget: banners[2])
      }
      stage.advance(to: 1)
      return log + banners.flatMap(\.log)
    }
    let first = run()
    #expect(first.count == 7)
    for _ in 0..<5 { #expect(run() == first) }
  }

  @Test func performSelectorOnTheMainThreadWaitingRunsAtOnce() {
    let stage = Stage()
    let banner = Banner(stage: stage)
    stage.run {
      banner.performSelector(onMainThread: Banner.showSelector, with: "now", waitUntilDone: true)
      banner.performSelector(onMainThread: Banner.hideSelector, with: nil, waitUntilDone: false)
      #expect(banner.log == ["show now @0.0"])
    }
    stage.advance(to: 0)
    #expect(banner.log == ["show now @0.0", "hide @0.0"])
  }
}

/// Outside a stage the requests go to Foundation's run loop of the calling thread.
private final class Counter: NSObject, @unchecked Sendable {
  var count = 0
  func bump() { count += 1 }
  static let bumpSelector = Selector("bump", Counter.bump)
}

struct DelayedPerformOffStageTests {
  @Test func aDelayedPerformRunsOnTheThreadsRunLoopAndCanBeCancelled() {
    let kept = Counter()
    let cancelled = Counter()
    kept.perform(Counter.bumpSelector, with: nil, afterDelay: 0.01)
    cancelled.perform(Counter.bumpSelector, with: nil, afterDelay: 0.01)
    NSObject.cancelPreviousPerformRequests(
      withTarget: cancelled, selector: Counter.bumpSelector, object: nil)
    RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.2))
    #expect(kept.count == 1)
    #expect(cancelled.count == 0)
  }
}
