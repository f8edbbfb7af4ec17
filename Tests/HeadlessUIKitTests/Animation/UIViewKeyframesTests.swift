import Foundation
import Motion
import Testing

@testable import HeadlessUIKit

@MainActor @Suite struct UIViewKeyframesTests {
  nonisolated static let linear = UIView.KeyframeAnimationOptions(
    rawValue: UIView.AnimationOptions.curveLinear.rawValue)

  /// Two opacity keyframes back to back and a position keyframe in the middle, with the linear
  /// curve so keyframes land at exactly their relative times:
  /// opacity 1 → 0 over [0, 0.5], → 0.5 over [0.5, 1]; x 10 (held) → 110 over [0.25, 0.75].
  func runLinearKeyframes(_ stage: Stage, options: UIView.KeyframeAnimationOptions) -> UIView {
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    stage.window.addSubview(v)
    UIView.animateKeyframes(
      withDuration: 2, delay: 0, options: options,
      animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { v.alpha = 0 }
        UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) { v.center.x = 110 }
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { v.alpha = 0.5 }
      })
    return v
  }

  /// (time, opacity, x) for `runLinearKeyframes` over 2 s.
  nonisolated static let linearSamples: [(Double, Double, Double)] = [
    (0.0, 1.0, 10),
    (0.25, 0.75, 10),
    (0.5, 0.5, 10),
    (1.0, 0.0, 60),
    (1.25, 0.125, 85),
    (1.5, 0.25, 110),
    (1.75, 0.375, 110),
  ]

  @Test(arguments: linearSamples)
  func linearKeyframesMoveBetweenTheirValuesAtTheirTimes(time: Double, opacity: Double, x: Double) {
    let stage = Stage()
    stage.run {
      let v = runLinearKeyframes(stage, options: Self.linear)
      #expect(v.alpha == 0.5 && v.center.x == 110)  // the model holds the last values at once
      stage.advance(to: time)
      let p = v.layer.presentation()!
      #expect(abs(Double(p.opacity) - opacity) < 1e-6)
      #expect(abs(p.position.x - x) < 1e-9)
    }
  }

  @Test func theDefaultCurveEasesTheWholeAnimationNotEachKeyframe() {
    let stage = Stage()
    stage.run {
      let v = runLinearKeyframes(stage, options: [])
      stage.advance(to: 0.5)
      // 25 % of the time is 12.9 % of the keyframe timeline under ease-in-out.
      let f = CubicBezierCurve.easeInEaseOut.value(at: 0.25)
      #expect(abs(Double(v.layer.presentation()!.opacity) - (1 - f / 0.5)) < 1e-6)
      stage.advance(to: 1.0)
      #expect(abs(Double(v.layer.presentation()!.opacity) - 0) < 1e-6)  // the curve is symmetric
      #expect(
        v.layer.animation(forKey: "opacity")?.timingFunction
          == CAMediaTimingFunction(name: .easeInEaseOut))
    }
  }

  /// (time, opacity) for discrete keyframes: each value shows from the end of its keyframe.
  nonisolated static let discreteSamples: [(Double, Double)] = [
    (0.0, 1.0), (0.99, 1.0), (1.0, 0.0), (1.5, 0.0), (1.99, 0.0), (2.5, 0.5),
  ]

  @Test(arguments: discreteSamples)
  func discreteKeyframesJumpAtTheirEnds(time: Double, opacity: Double) {
    let stage = Stage()
    stage.run {
      let v = runLinearKeyframes(stage, options: Self.linear.union(.calculationModeDiscrete))
      #expect(
        v.layer.animation(forKey: "opacity").map { ($0 as! CAKeyframeAnimation).calculationMode }
          == .discrete)
      stage.advance(to: time)
      #expect(abs(Double(v.layer.presentation()!.opacity) - opacity) < 1e-6)
    }
  }

  @Test func calculationModeBitsAreUIKits() {
    #expect(UIView.KeyframeAnimationOptions.calculationModeDiscrete.rawValue == 1 << 10)
    #expect(UIView.KeyframeAnimationOptions.calculationModeCubicPaced.rawValue == 4 << 10)
    #expect(UIView.KeyframeAnimationOptions.calculationModePaced.calculationMode == .paced)
    #expect(UIView.KeyframeAnimationOptions.calculationModeCubic.calculationMode == .cubic)
    #expect(UIView.KeyframeAnimationOptions([]).calculationMode == .linear)
  }

  /// (options, alpha at 0.75 and 1.25) for a keyframe block that replaces a fade half done:
  /// from the old model value 0, or with `.beginFromCurrentState` from the 0.5 on screen.
  nonisolated static let replacingStarts: [(UIView.KeyframeAnimationOptions, Double, Double)] = [
    (linear, 0, 0.5),
    (linear.union(.beginFromCurrentState), 0.5, 0.75),
  ]

  @Test(arguments: replacingStarts)
  func keyframesReplaceAFadeAndChangesOutsideKeyframesSpanTheWhole(
    options: UIView.KeyframeAnimationOptions, alphaAt075: Double, alphaAt125: Double
  ) {
    let stage = Stage()
    stage.run {
      let v = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      stage.window.addSubview(v)
      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.alpha = 0 })
      stage.advance(to: 0.5)
      UIView.animateKeyframes(
        withDuration: 1, delay: 0, options: options,
        animations: {
          UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { v.alpha = 1 }
          v.center.y = 110  // outside any keyframe: over the whole second
        })
      stage.advance(to: 0.75)
      #expect(abs(Double(v.layer.presentation()!.opacity) - alphaAt075) < 1e-6)  // held
      #expect(abs(v.layer.presentation()!.position.y - 35) < 1e-9)
      stage.advance(to: 1.25)
      #expect(abs(Double(v.layer.presentation()!.opacity) - alphaAt125) < 1e-6)
    }
  }

  @Test func completionsComeAtTheEndOfTheDelayedAnimationInOrder() {
    let stage = Stage()
    stage.run {
      let v = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      var log: [String] = []
      UIView.animateKeyframes(
        withDuration: 1, delay: 0.5, options: Self.linear,
        animations: {
          UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { v.alpha = 0 }
        }, completion: { log.append("keyframes \($0) @\(stage.time)") })
      UIView.animate(
        withDuration: 1.5, animations: { v.center.x = 50 },
        completion: { log.append("basic \($0) @\(stage.time)") })
      stage.advance(to: 0.4)
      #expect(v.layer.presentation()!.opacity == 1)  // the delay shows the start value
      stage.advance(to: 1)
      #expect(abs(Double(v.layer.presentation()!.opacity) - 0.5) < 1e-6)
      stage.advance(to: 3)
      #expect(log == ["keyframes true @1.5", "basic true @1.5"])
    }
  }

  @Test func aRemovedKeyframeAnimationReportsUnfinished() {
    let stage = Stage()
    stage.run {
      let v = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      var result: (Bool, Double)?
      UIView.animateKeyframes(
        withDuration: 1, delay: 0, options: [],
        animations: {
          UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { v.alpha = 0 }
        }, completion: { result = ($0, stage.time) })
      stage.advance(to: 0.25)
      v.layer.removeAllAnimations()
      stage.advance(to: 2)
      #expect(result?.0 == false && result?.1 == 0.25)
    }
  }

  @Test func zeroDurationAppliesAtOnceAndCompletesOnTheNextTurn() {
    let stage = Stage()
    stage.run {
      let v = UIView()
      var done: Bool?
      UIView.animateKeyframes(
        withDuration: 0, delay: 0, options: [],
        animations: {
          UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { v.alpha = 0.2 }
        }, completion: { done = $0 })
      #expect(v.layer.animationKeys() == nil && abs(v.alpha - 0.2) < 1e-6 && done == nil)
      stage.advance(to: 0)
      #expect(done == true)
    }
  }

  @Test func addKeyframeOutsideAKeyframeBlockJustRunsItsChanges() {
    let stage = Stage()
    stage.run {
      let v = UIView()
      UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { v.alpha = 0.3 }
      #expect(abs(v.alpha - 0.3) < 1e-6 && v.layer.animationKeys() == nil)
    }
  }

  @Test func insidePerformWithoutAnimationTheChangesApplyAtOnce() {
    let stage = Stage()
    stage.run {
      let v = UIView()
      UIView.performWithoutAnimation {
        UIView.animateKeyframes(
          withDuration: 1, delay: 0, options: [],
          animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { v.center.x = 40 }
          })
      }
      #expect(v.layer.animationKeys() == nil && v.center.x == 40)
    }
  }

  /// A view that keeps its one subview filling its bounds.
  final class FillingView: UIView {
    let inner = UIView()
    override init(frame: CGRect) {
      super.init(frame: frame)
      addSubview(inner)
    }
    required init?(coder: NSCoder) { nil }
    override func layoutSubviews() { inner.frame = bounds }
  }

  @Test func layoutSubviewsLetsLayoutChangesJoinTheAnimation() {
    let stage = Stage()
    stage.run {
      let v = FillingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      stage.window.addSubview(v)
      stage.advance(to: 0.1)
      UIView.animateKeyframes(
        withDuration: 1, delay: 0, options: Self.linear.union(.layoutSubviews),
        animations: {
          UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
            v.bounds.size.width = 200
          }
        })
      stage.advance(to: 0.6)
      #expect(abs(v.inner.layer.presentation()!.bounds.width - 150) < 1e-9)
    }
  }
}
