import Foundation
import Motion
import Testing

@testable import HeadlessUIKit

/// Interrupting a property animator: pausing and scrubbing, reversing, continuing with new
/// timing, stopping and finishing.
@MainActor @Suite struct UIViewPropertyAnimatorInteractiveTests {
  /// A 20-point view at x = 10 (its centre) in the stage's window.
  func makeView(_ stage: Stage) -> UIView {
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    stage.window.addSubview(v)
    return v
  }

  func x(_ v: UIView) -> Double { v.layer.presentation()!.position.x }

  // MARK: - Paused and scrubbed

  /// (scrubsLinearly, fraction, x) for a paused ease-in-out animator from 10 to 110.
  nonisolated static let scrubs: [(Bool, Double, Double)] = [
    (true, 0, 10), (true, 0.3, 40), (true, 1, 110),
    (false, 0.3, 10 + 100 * CubicBezierCurve.easeInEaseOut.value(at: 0.3)),
    (false, 0.75, 10 + 100 * CubicBezierCurve.easeInEaseOut.value(at: 0.75)),
  ]

  @Test(arguments: scrubs)
  func scrubbingAPausedAnimatorSetsTheValues(linearly: Bool, fraction: Double, x expected: Double) {
    let stage = Stage()
    stage.run {
      let v = makeView(stage)
      let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { v.center.x = 110 }
      animator.scrubsLinearly = linearly
      animator.pauseAnimation()
      #expect(animator.state == .active && !animator.isRunning && v.center.x == 110 && x(v) == 10)
      stage.advance(to: 0.5)
      animator.fractionComplete = CGFloat(fraction)
      #expect(abs(x(v) - expected) < 1e-9)
      stage.advance(to: 5)
      #expect(abs(x(v) - expected) < 1e-9 && animator.fractionComplete == CGFloat(fraction))
    }
  }

  @Test func aScrubbedAnimatorContinuesFromWhereItIsWithItsCurve() {
    let stage = Stage()
    stage.run {
      let v = makeView(stage)
      var endedAt: Double?
      let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { v.center.x = 110 }
      animator.addCompletion { _ in endedAt = stage.time }
      animator.fractionComplete = 0.3  // an inactive animator becomes active and paused
      #expect(animator.state == .active && abs(x(v) - 40) < 1e-9)
      animator.startAnimation()
      stage.advance(to: 0.35)  // half of the 0.7 s left
      #expect(abs(x(v) - (40 + 70 * 0.5)) < 1e-9)
      #expect(abs(animator.fractionComplete - 0.65) < 1e-9)
      stage.advance(to: 2)
      #expect(abs(endedAt! - 0.7) < 1e-12)
    }
  }

  @Test func pausingFreezesAndResumingKeepsTheCurve() {
    let stage = Stage()
    stage.run {
      let v = makeView(stage)
      let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { v.center.x = 110 }
      animator.startAnimation()
      stage.advance(to: 0.4)
      animator.pauseAnimation()
      let held = x(v)
      stage.advance(to: 1.4)
      #expect(x(v) == held && !animator.isRunning && stage.nextEventTime == nil)
      animator.startAnimation()
      stage.advance(to: 1.6)
      #expect(abs(x(v) - (10 + 100 * CubicBezierCurve.easeIn.value(at: 0.6))) < 1e-9)
    }
  }

  // MARK: - Reversed

  /// (time, x) for a linear 1-second animator reversed at 0.4 s: back at 10 at 0.8 s.
  nonisolated static let reversal: [(Double, Double)] = [
    (0.4, 50), (0.5, 40), (0.7, 20), (0.79, 11),
  ]

  @Test(arguments: reversal)
  func reversingRunsBackToTheStart(time: Double, x expected: Double) {
    let stage = Stage()
    stage.run {
      let v = makeView(stage)
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 110 }
      animator.startAnimation()
      stage.at(0.4) { animator.isReversed = true }
      stage.advance(to: time)
      #expect(abs(x(v) - expected) < 1e-9)
    }
  }

  @Test func aReversedAnimatorCompletesAtTheStartWithTheStartValues() {
    let stage = Stage()
    stage.run {
      let v = makeView(stage)
      var result: (UIViewAnimatingPosition, Double, CGFloat)?
      let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { v.center.x = 110 }
      animator.addCompletion { result = ($0, stage.time, v.center.x) }
      animator.startAnimation()
      stage.at(0.3) { animator.isReversed = true }
      stage.advance(to: 2)
      #expect(result?.0 == .start && abs(result!.1 - 0.6) < 1e-12 && result?.2 == 10)
      #expect(v.layer.animationKeys() == nil && x(v) == 10)
    }
  }

  @Test func pausesOnCompletionStaysActiveAndCanRunBack() {
    let stage = Stage()
    stage.run {
      let v = makeView(stage)
      var log: [String] = []
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 110 }
      animator.pausesOnCompletion = true
      animator.addCompletion { log.append("\($0) @\(stage.time)") }
      animator.startAnimation()
      stage.advance(to: 1.5)
      #expect(log.isEmpty && animator.state == .active && !animator.isRunning)
      #expect(animator.fractionComplete == 1 && x(v) == 110)
      animator.isReversed = true
      animator.startAnimation()
      stage.advance(to: 2.0)
      #expect(abs(x(v) - 60) < 1e-9)
      animator.pausesOnCompletion = false
      stage.advance(to: 3)
      #expect(log == ["start @2.5"])
    }
  }

  // MARK: - Continued with new timing

  @Test func continueAnimationReTimesTheRest() {
    let stage = Stage()
    stage.run {
      let v = makeView(stage)
      var endedAt: Double?
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 110 }
      animator.addCompletion { _ in endedAt = stage.time }
      animator.startAnimation()
      stage.advance(to: 0.2)
      animator.pauseAnimation()
      stage.advance(to: 0.5)
      #expect(abs(x(v) - 30) < 1e-9)
      animator.continueAnimation(
        withTimingParameters: UICubicTimingParameters(animationCurve: .easeIn), durationFactor: 0.4)
      stage.advance(to: 0.7)
      #expect(abs(x(v) - (30 + 80 * CubicBezierCurve.easeIn.value(at: 0.5))) < 1e-9)
      #expect(abs(animator.fractionComplete - 0.6) < 1e-9)
      stage.advance(to: 2)
      #expect(abs(endedAt! - 0.9) < 1e-12)
    }
  }

  @Test func continueReversedWithoutParametersKeepsTheCurveAtANewPace() {
    let stage = Stage()
    stage.run {
      let v = makeView(stage)
      var result: UIViewAnimatingPosition?
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 110 }
      animator.addCompletion { result = $0 }
      animator.fractionComplete = 0.5
      animator.isReversed = true
      animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.25)
      stage.advance(to: 0.125)
      #expect(abs(x(v) - 35) < 1e-9)
      stage.advance(to: 1)
      #expect(result == .start && v.center.x == 10)
    }
  }

  // MARK: - Stopped and finished

  @Test func stoppingWithoutFinishingLeavesTheValuesWhereTheyAre() {
    let stage = Stage()
    stage.run {
      let v = makeView(stage)
      var called = false
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 110 }
      animator.addCompletion { _ in called = true }
      animator.startAnimation()
      stage.advance(to: 0.3)
      animator.stopAnimation(true)
      #expect(animator.state == .inactive && !animator.isRunning)
      #expect(abs(v.center.x - 40) < 1e-9 && v.layer.animationKeys() == nil)
      stage.advance(to: 2)
      #expect(!called && abs(x(v) - 40) < 1e-9)
    }
  }

  /// (position, final x) after stopping a linear animator at 0.3 s (x = 40).
  nonisolated static let finishes: [(UIViewAnimatingPosition, Double)] = [
    (.end, 110), (.start, 10), (.current, 40),
  ]

  @Test(arguments: finishes)
  func finishingAStoppedAnimatorJumpsToThePosition(
    position: UIViewAnimatingPosition, x expected: Double
  ) {
    let stage = Stage()
    stage.run {
      let v = makeView(stage)
      var result: (UIViewAnimatingPosition, Double)?
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 110 }
      animator.addCompletion { result = ($0, stage.time) }
      animator.startAnimation()
      stage.advance(to: 0.3)
      animator.stopAnimation(false)
      #expect(animator.state == .stopped && abs(x(v) - 40) < 1e-9 && result == nil)
      stage.advance(to: 0.6)
      animator.finishAnimation(at: position)
      #expect(result?.0 == position && result?.1 == 0.6 && animator.state == .inactive)
      #expect(abs(v.center.x - expected) < 1e-9 && abs(x(v) - expected) < 1e-9)
    }
  }
}
