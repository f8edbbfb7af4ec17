import Testing

@testable import HeadlessUIKit

@MainActor private final class Toast {
  var log: [String] = []
  let stage: Stage
  init(stage: Stage) { self.stage = stage }
  func hide() { log.append("hide @\(stage.time)") }
  func tick(_ timer: Timer) {
    log.append("tick \(timer.userInfo as? String ?? "-") @\(stage.time)")
  }
}

@MainActor struct TimerTests {
  @Test func aBlockTimerFiresOnceOnTheStageClock() {
    let stage = Stage()
    var fired: [TimeInterval] = []
    var timer: Timer?
    stage.at(0.2) {
      timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
        MainActor.assumeIsolated { fired.append(stage.time) }
      }
    }
    stage.advance(to: 2)
    #expect(fired == [0.7])
    #expect(timer?.isValid == false)
    #expect(stage.isIdle)
  }

  @Test func aRepeatingTargetSelectorTimerTicksUntilInvalidated() {
    let stage = Stage()
    let toast = Toast(stage: stage)
    stage.run {
      let timer = Timer.scheduledTimer(
        timeInterval: 0.25, target: toast, selector: Toast.tick, userInfo: "info", repeats: true)
      #expect(timer.timeInterval == 0.25)
      stage.at(0.8) { timer.invalidate() }
    }
    stage.advance(to: 2)
    #expect(toast.log == ["tick info @0.25", "tick info @0.5", "tick info @0.75"])
  }

  @Test func invalidatingLetsGoOfTheTarget() {
    let stage = Stage()
    weak var weakToast: Toast?
    var timer: Timer?
    stage.run {
      let toast = Toast(stage: stage)
      weakToast = toast
      timer = Timer.scheduledTimer(
        timeInterval: 5, target: toast, selector: Toast.hide, userInfo: nil, repeats: false)
    }
    #expect(weakToast != nil && timer?.isValid == true)
    timer?.invalidate()
    #expect(weakToast == nil)
    stage.advance(to: 6)
  }

  @Test func fireRunsTheActionNow() {
    let stage = Stage()
    let toast = Toast(stage: stage)
    stage.run {
      let timer = Timer.scheduledTimer(
        timeInterval: 5, target: toast, selector: Toast.hide, userInfo: nil, repeats: false)
      timer.fire()
      #expect(!timer.isValid)
    }
    stage.advance(to: 6)
    #expect(toast.log == ["hide @0.0"])
  }
}
