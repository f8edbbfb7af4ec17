import Foundation
import Motion
import Testing

@testable import HeadlessUIKit

@MainActor @Suite struct UIViewPropertyAnimatorTests {
  /// A 20-point view at x = 10 (its centre) in the stage's window.
  func makeView(_ stage: Stage) -> UIView {
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    stage.window.addSubview(v)
    return v
  }

  func x(_ v: UIView) -> Double { v.layer.presentation()!.position.x }

  // MARK: - Running

  /// (curve, time, x) for a 1-second animator taking x from 10 to 110, started at 0.
  nonisolated static let running: [(UIView.AnimationCurve, Double, Double)] = [
    (.linear, 0, 10), (.linear, 0.25, 35), (.linear, 0.5, 60), (.linear, 0.9, 100),
    (.linear, 1.5, 110),
    (.easeInOut, 0.25, 10 + 100 * 0.129162), (.easeInOut, 0.5, 60),
    (.easeIn, 0.5, 10 + 100 * CubicBezierCurve.easeIn.value(at: 0.5)),
    (.easeOut, 0.5, 10 + 100 * CubicBezierCurve.easeOut.value(at: 0.5)),
  ]

  @Test(arguments: running)
  func aRunningAnimatorFollowsItsCurve(
    curve: UIView.AnimationCurve, time: Double, x expected: Double
  ) {
    let stage = Stage()
    stage.run {
      let v = makeView(stage)
      let animator = UIViewPropertyAnimator(duration: 1, curve: curve) { v.center.x = 110 }
      #expect(v.center.x == 10)  // blocks run when the animator starts
      animator.startAnimation()
      #expect(v.center.x == 110 && animator.state == .active && animator.isRunning)
      stage.advance(to: time)
      #expect(abs(x(v) - expected) < 1e-4)
    }
  }

  @Test func itCompletesAtItsExactEndWithTheEndPosition() {
    let stage = Stage()
    stage.run {
      let v = makeView(stage)
      var log: [String] = []
      stage.at(0.2) {
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { v.alpha = 0 }
        animator.addCompletion { log.append("first \($0) @\(stage.time)") }
        animator.addCompletion { log.append("second \($0) @\(stage.time) \(animator.state)") }
        animator.startAnimation()
      }
      stage.advance(to: 0.69)
      #expect(log.isEmpty)
      #expect(stage.nextEventTime == 0.7)
      stage.advance(to: 2)
      #expect(log == ["first end @0.7", "second end @0.7 inactive"])
      #expect(v.layer.animationKeys() == nil && v.alpha == 0)
    }
  }

  @Test func startAfterDelayHoldsTheStartValues() {
    let stage = Stage()
    stage.run {
      let v = makeView(stage)
      var endedAt: Double?
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 110 }
      animator.addCompletion { _ in endedAt = stage.time }
      animator.startAnimation(afterDelay: 0.5)
      #expect(animator.delay == 0.5 && animator.isRunning)
      stage.advance(to: 0.25)
      #expect(x(v) == 10 && animator.fractionComplete == 0)
      stage.advance(to: 1.0)
      #expect(abs(x(v) - 60) < 1e-9 && abs(animator.fractionComplete - 0.5) < 1e-9)
      stage.advance(to: 3)
      #expect(endedAt == 1.5)
    }
  }

  @Test func animationsCaptureTheirStartValuesWhenTheAnimatorStarts() {
    let stage = Stage()
    stage.run {
      let v = makeView(stage)
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 110 }
      stage.at(0.2) { v.center.x = 50 }
      stage.at(0.5) { animator.startAnimation() }
      stage.advance(to: 0.4)
      #expect(v.center.x == 50)
      stage.advance(to: 1.0)
      #expect(abs(x(v) - 80) < 1e-9)
    }
  }

  @Test func animationsAddedWhileRunningTakeTheTimeThatIsLeft() {
    let stage = Stage()
    stage.run {
      let v = makeView(stage)
      let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { v.center.x = 110 }
      animator.startAnimation()
      stage.advance(to: 1)
      animator.addAnimations { v.alpha = 0 }
      stage.advance(to: 1.5)
      #expect(abs(Double(v.layer.presentation()!.opacity) - 0.5) < 1e-6)
      #expect(abs(x(v) - 85) < 1e-9)
    }
  }

  @Test func delayFactorsDelayByAShareOfTheRemainingTime() {
    let stage = Stage()
    stage.run {
      let v = makeView(stage)
      let animator = UIViewPropertyAnimator(duration: 2, curve: .linear)
      animator.addAnimations({ v.alpha = 0 }, delayFactor: 0.5)
      animator.startAnimation()
      stage.advance(to: 0.9)
      #expect(v.layer.presentation()!.opacity == 1)
      stage.advance(to: 1.5)
      #expect(abs(Double(v.layer.presentation()!.opacity) - 0.5) < 1e-6)
    }
  }

  @Test func aDampingRatioSpringIsFittedToTheDuration() {
    let stage = Stage()
    stage.run {
      let v = makeView(stage)
      let animator = UIViewPropertyAnimator(duration: 0.6, dampingRatio: 0.7) { v.center.x = 110 }
      animator.startAnimation()
      stage.advance(to: 0.2)
      let spring = Spring(animationDuration: 0.6, dampingRatio: 0.7)
      #expect(abs(x(v) - (10 + 100 * spring.value(at: 0.2))) < 1e-9)
    }
  }

  @Test func physicalSpringsSetTheDuration() {
    let params = UISpringTimingParameters(
      mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero)
    let animator = UIViewPropertyAnimator(duration: 5, timingParameters: params)
    #expect(animator.duration == Spring(mass: 1, stiffness: 100, damping: 10).settlingDuration)
    #expect(
      UIViewPropertyAnimator(
        duration: 5, timingParameters: UISpringTimingParameters(dampingRatio: 0.5)
      ).duration == 5)
    let cubic = UICubicTimingParameters(
      controlPoint1: CGPoint(x: 0.1, y: 0.2), controlPoint2: CGPoint(x: 0.3, y: 1))
    #expect(cubic.timingCurveType == .cubic && cubic.controlPoint1 == CGPoint(x: 0.1, y: 0.2))
    #expect(UICubicTimingParameters().controlPoint2 == CGPoint(x: 0.58, y: 1))
  }

  @Test func runningPropertyAnimatorStartsAtOnceWithTheOptionsCurve() {
    let stage = Stage()
    stage.run {
      let v = makeView(stage)
      var result: (UIViewAnimatingPosition, Double)?
      let animator = UIViewPropertyAnimator.runningPropertyAnimator(
        withDuration: 1, delay: 0.25, options: .curveLinear, animations: { v.center.x = 110 },
        completion: { result = ($0, stage.time) })
      #expect(animator.isRunning)
      stage.advance(to: 0.75)
      #expect(abs(x(v) - 60) < 1e-9)
      stage.advance(to: 2)
      #expect(result?.0 == .end && result?.1 == 1.25)
    }
  }

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

  // MARK: - Order

  @Test func completionsAtOneInstantRunInTheOrderTheirAnimationsStarted() {
    let stage = Stage()
    stage.run {
      let v = makeView(stage)
      let w = makeView(stage)
      var log: [String] = []
      let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.alpha = 0 }
      a.addCompletion { log.append("a1 \($0)") }
      a.addCompletion { log.append("a2 \($0)") }
      UIView.animate(
        withDuration: 1, animations: { w.alpha = 0 }, completion: { log.append("block \($0)") })
      let b = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { w.center.y = 50 }
      b.addCompletion { log.append("b \($0) @\(stage.time)") }
      a.startAnimation()
      stage.at(0.5) { b.startAnimation() }
      stage.advance(to: 2)
      #expect(log == ["block true", "a1 end", "a2 end", "b end @1.0"])
    }
  }

  @Test func anotherAnimationOnThePropertyTakesOverAndTheAnimatorLeavesIt() {
    let stage = Stage()
    stage.run {
      let v = makeView(stage)
      var position: UIViewAnimatingPosition?
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 110 }
      animator.addCompletion { position = $0 }
      animator.startAnimation()
      stage.advance(to: 0.5)
      UIView.animate(
        withDuration: 1, delay: 0, options: .curveLinear, animations: { v.center.x = 0 })
      stage.advance(to: 0.75)
      #expect(abs(x(v) - 45) < 1e-9)
      animator.isReversed = true  // does not touch what it no longer animates
      stage.advance(to: 3)
      #expect(position == .start && v.center.x == 0)
    }
  }
}
