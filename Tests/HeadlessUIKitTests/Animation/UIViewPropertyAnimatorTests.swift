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

  @Test func aViewAnimationOfThePropertyAddsToTheAnimators() {
    let stage = Stage()
    stage.run {
      let v = makeView(stage)
      var position: UIViewAnimatingPosition?
      var block: Bool?
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 110 }
      animator.addCompletion { position = $0 }
      animator.startAnimation()
      stage.advance(to: 0.5)
      UIView.animate(
        withDuration: 1, delay: 0, options: .curveLinear, animations: { v.center.x = 0 },
        completion: { block = $0 })
      #expect(abs(x(v) - 60) < 1e-9)  // no jump: the block's offset 110 starts in full
      stage.advance(to: 0.75)
      // model 0, the animator's offset −100 a quarter left, the block's 110 three quarters left
      #expect(abs(x(v) - (0 - 25 + 82.5)) < 1e-9)
      animator.isReversed = true  // its offset grows back; the block's runs on
      stage.advance(to: 1)
      #expect(abs(x(v) - (0 - 50 + 55)) < 1e-9)
      stage.advance(to: 3)
      // The animator ends at its start and puts its start value back; the block finished too.
      #expect(position == .start && block == true && v.center.x == 10)
    }
  }
}
