import Testing

@testable import HeadlessUIKit

/// Keeps a toast's timer as Toast-Swift does: made with `Timer(…)`, the toast as `userInfo`.
@MainActor private final class Toaster {
  var log: [String] = []
  let stage: Stage
  init(stage: Stage) { self.stage = stage }
  func finished(_ timer: Timer) { log.append("\(timer.userInfo as? String ?? "-") @\(stage.time)") }
  func dismiss() { log.append("dismiss @\(stage.time)") }
}

/// Timers made with `Timer(…)` and added with `RunLoop.main.add(_:forMode:)` run on the stage's
/// clock from when they are added.
@MainActor @Suite struct RunLoopAddTests {
  @Test func aTargetSelectorTimerFiresAtItsFireDateOnceAdded() {
    let stage = Stage()
    let toaster = Toaster(stage: stage)
    var timer: Timer?
    stage.run {
      timer = Timer(
        timeInterval: 0.5, target: toaster, selector: Toaster.finished, userInfo: "toast",
        repeats: false)
    }
    stage.advance(to: 0.2)
    #expect(toaster.log.isEmpty)
    stage.run { RunLoop.main.add(timer!, forMode: .common) }
    stage.advance(to: 3)
    #expect(toaster.log == ["toast @0.5"])
    #expect(timer?.isValid == false && timer?.userInfo == nil)
  }

  @Test func aRepeatingTimerTicksUntilInvalidatedAndAddingTwiceSchedulesOnce() {
    let stage = Stage()
    let toaster = Toaster(stage: stage)
    stage.run {
      let timer = Timer(
        timeInterval: 0.25, target: toaster, selector: Toaster.dismiss, userInfo: nil,
        repeats: true)
      RunLoop.main.add(timer, forMode: .common)
      RunLoop.current.add(timer, forMode: .default)
      stage.at(0.6) { timer.invalidate() }
    }
    stage.advance(to: 2)
    #expect(toaster.log == ["dismiss @0.25", "dismiss @0.5"])
  }

  @Test func aRepeatingBlockTimerFromFoundationTicksOnTheStage() {
    let stage = Stage()
    var fired: [TimeInterval] = []
    stage.at(0.25) {
      let timer = Timer(timeInterval: 0.25, repeats: true) { _ in
        MainActor.assumeIsolated { fired.append(stage.time) }
      }
      RunLoop.main.add(timer, forMode: .common)
      stage.at(0.9) { timer.invalidate() }
    }
    stage.advance(to: 2)
    #expect(fired == [0.5, 0.75])
  }

  @Test func aPlaceholderTimerNeverFires() {
    let stage = Stage()
    var timer = Timer()
    #expect(!timer.isValid)
    stage.run { RunLoop.main.add(timer, forMode: .common) }
    stage.advance(to: 1)
    timer.invalidate()
    timer = Timer()
    #expect(!timer.isValid)
  }
}
