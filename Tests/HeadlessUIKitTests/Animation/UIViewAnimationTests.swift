import Foundation
import Motion
import Testing

@testable import HeadlessUIKit

@MainActor @Suite struct UIViewAnimationTests {
  @Test func animateRunsFromThePresentationValueWithEaseInOut() {
    let stage = Stage()
    stage.run {
      let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      stage.window.addSubview(v)
      var finished: [(Bool, Double)] = []
      UIView.animate(
        withDuration: 1, animations: { v.alpha = 0 },
        completion: { finished.append(($0, stage.time)) })
      #expect(v.alpha == 0)  // the model changes at once
      stage.advance(to: 0.25)
      #expect(abs(Double(v.layer.presentation()!.opacity) - (1 - 0.129162)) < 1e-5)
      stage.advance(to: 0.5)
      #expect(abs(Double(v.layer.presentation()!.opacity) - 0.5) < 1e-6)
      stage.advance(to: 2)
      #expect(finished.count == 1 && finished[0].0 && finished[0].1 == 1)
    }
  }

  /// (curve option, expected fraction at 25 %), independently from the Bézier curves.
  nonisolated static let curves: [(UIView.AnimationOptions, Double)] = [
    (.curveEaseInOut, 0.129162),
    (.curveLinear, 0.25),
    (.curveEaseIn, CubicBezierCurve.easeIn.value(at: 0.25)),
    (.curveEaseOut, CubicBezierCurve.easeOut.value(at: 0.25)),
  ]

  @Test(arguments: curves)
  func curveOptionsPickTheCurve(option: UIView.AnimationOptions, expected: Double) {
    let stage = Stage()
    stage.run {
      let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      UIView.animate(
        withDuration: 2, delay: 0, options: option, animations: { v.center = CGPoint(x: 100, y: 5) }
      )
      stage.advance(to: 0.5)
      #expect(abs(v.layer.presentation()!.position.x - (5 + 95 * expected)) < 1e-3)
    }
  }

  @Test func aSecondAnimationOfTheCentreAddsToTheFirstAndBothFinish() {
    let stage = Stage()
    stage.run {
      let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      var log: [String] = []
      UIView.animate(
        withDuration: 1, delay: 0, options: .curveLinear, animations: { v.center.x = 105 },
        completion: { log.append("first \($0) @\(stage.time)") })
      stage.advance(to: 0.5)
      UIView.animate(
        withDuration: 1, delay: 0, options: .curveLinear, animations: { v.center.x = 5 },
        completion: { log.append("second \($0) @\(stage.time)") })
      // model 5 + the first offset −100 half left + the second offset 100 in full
      #expect(abs(v.layer.presentation()!.position.x - 55) < 1e-9)
      stage.advance(to: 0.75)
      #expect(abs(v.layer.presentation()!.position.x - (5 - 25 + 75)) < 1e-9)
      stage.advance(to: 1.25)
      #expect(abs(v.layer.presentation()!.position.x - (5 + 25)) < 1e-9)
      stage.advance(to: 3)
      #expect(log == ["first true @1.0", "second true @1.5"])
    }
  }

  @Test func delaysHoldTheStartValueAndCompletionsComeInOrder() {
    let stage = Stage()
    stage.run {
      let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      var log: [String] = []
      UIView.animate(
        withDuration: 0.5, delay: 0.5, options: [], animations: { v.alpha = 0 },
        completion: { _ in log.append("B@\(stage.time)") })
      UIView.animate(
        withDuration: 0.3, animations: { v.backgroundColor = .red },
        completion: { _ in log.append("A@\(stage.time)") })
      stage.advance(to: 0.4)
      #expect(v.layer.presentation()!.opacity == 1)
      stage.advance(to: 2)
      #expect(log == ["A@0.3", "B@1.0"])
    }
  }

  @Test func nestedBlocksInheritTheOuterDurationUnlessOverridden() {
    let stage = Stage()
    stage.run {
      let v = UIView()
      let w = UIView()
      UIView.animate(withDuration: 2) {
        UIView.animate(withDuration: 0.1) { v.alpha = 0 }
        UIView.animate(
          withDuration: 0.1, delay: 0, options: .overrideInheritedDuration,
          animations: { w.alpha = 0 })
      }
      #expect(v.layer.animation(forKey: "opacity")?.duration == 2)
      #expect(w.layer.animation(forKey: "opacity")?.duration == 0.1)
    }
  }

  @Test func withoutAnimationAndZeroDurationChangeAtOnce() {
    let stage = Stage()
    stage.run {
      let v = UIView()
      var done = false
      UIView.animate(withDuration: 1) { UIView.performWithoutAnimation { v.alpha = 0.5 } }
      UIView.animate(withDuration: 0, animations: { v.center.x = 9 }, completion: { done = $0 })
      #expect(v.layer.animationKeys() == nil)
      #expect(!done)
      stage.advance(to: 0)
      #expect(done)
      v.alpha = 0.2  // outside a block: no animation
      #expect(v.layer.animationKeys() == nil)
    }
  }

  @Test func springAnimationsUseUIKitsMapping() {
    let stage = Stage()
    stage.run {
      let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      UIView.animate(
        withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
        options: [], animations: { v.center.y = 105 })
      let spring = Spring(animationDuration: 0.6, dampingRatio: 0.7)
      stage.advance(to: 0.2)
      #expect(abs(v.layer.presentation()!.position.y - (5 + 100 * spring.value(at: 0.2))) < 1e-9)
    }
  }

  @Test func curveSevenIsTheSystemSpringForHalfASecond() {
    let stage = Stage()
    stage.run {
      let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      var endedAt: Double?
      UIView.animate(
        withDuration: 0.4, delay: 0, options: UIView.AnimationOptions(rawValue: 7 << 16),
        animations: { v.center.y = 105 }, completion: { _ in endedAt = stage.time })
      stage.advance(to: 0.1)
      #expect(abs(v.layer.presentation()!.position.y - (5 + 100 * 0.5448)) < 0.01)
      stage.advance(to: 0.2)
      #expect(abs(v.layer.presentation()!.position.y - (5 + 100 * 0.8793)) < 0.01)
      stage.advance(to: 1)
      #expect(endedAt == 0.5)
    }
  }
}
