import Foundation
import Motion
import Testing

@testable import HeadlessQuartzCore

/// Records delegate calls with the stage time they happened at.
@MainActor final class AnimationRecorder: CAAnimationDelegate {
  var events: [String] = []
  let timeline: Timeline
  init(_ timeline: Timeline) { self.timeline = timeline }
  func animationDidStart(_ anim: CAAnimation) { events.append("start@\(timeline.now)") }
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    events.append("stop(\(flag))@\(timeline.now)")
  }
}

@MainActor @Suite struct CAAnimationTests {
  func opacity(_ l: CALayer) -> Float { l.presentation()!.opacity }

  @Test func aBasicAnimationInterpolatesAndEndsAtItsExactTime() {
    let timeline = Timeline()
    timeline.run {
      let l = CALayer()
      let recorder = AnimationRecorder(timeline)
      let a = CABasicAnimation(keyPath: "opacity")
      a.fromValue = 0
      a.toValue = 1
      a.duration = 1
      a.delegate = recorder
      l.add(a, forKey: "fade")
      timeline.advance(to: 0.25)
      #expect(abs(opacity(l) - 0.25) < 1e-6)
      a.duration = 100  // the layer holds a copy
      timeline.advance(to: 0.9)
      #expect(abs(opacity(l) - 0.9) < 1e-6)
      #expect(l.animation(forKey: "fade") != nil)
      #expect(timeline.nextEventTime == 1)
      timeline.advance(to: 2)
      #expect(recorder.events == ["start@0.0", "stop(true)@1.0"])
      #expect(l.animation(forKey: "fade") == nil)
      #expect(opacity(l) == 1)  // the model value
      #expect(timeline.isIdle)
    }
  }

  @Test func timingFunctionsShapeTheProgress() {
    let timeline = Timeline()
    timeline.run {
      let l = CALayer()
      let a = CABasicAnimation(keyPath: "position.x")
      a.fromValue = 0
      a.toValue = 100
      a.duration = 1
      a.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
      l.add(a, forKey: nil)
      timeline.advance(to: 0.25)
      #expect(abs(l.presentation()!.position.x - 12.9162) < 1e-3)
    }
  }

  @Test func missingEndpointsComeFromTheProperty() {
    let timeline = Timeline()
    timeline.run {
      let l = CALayer()
      l.opacity = 0.2
      let to = CABasicAnimation(keyPath: "opacity")
      to.toValue = 1
      to.duration = 1
      l.add(to, forKey: "to")
      timeline.advance(to: 0.5)
      #expect(abs(opacity(l) - 0.6) < 1e-6)
      l.removeAnimation(forKey: "to")
      let by = CABasicAnimation(keyPath: "opacity")
      by.byValue = 0.4
      by.duration = 1
      l.add(by, forKey: "by")
      timeline.advance(to: 1.0)
      #expect(abs(opacity(l) - 0.4) < 1e-6)
    }
  }

  @Test func fillForwardsHoldsTheEndAndZeroDurationMeansAQuarterSecond() {
    let timeline = Timeline()
    timeline.run {
      let l = CALayer()
      let a = CABasicAnimation(keyPath: "opacity")
      a.toValue = 0
      a.fillMode = .forwards
      a.isRemovedOnCompletion = false
      l.add(a, forKey: "hold")
      #expect(l.animation(forKey: "hold")?.duration == 0.25)
      timeline.advance(to: 5)
      #expect(opacity(l) == 0 && l.opacity == 1)
      #expect(timeline.isIdle)
    }
  }

  @Test func beginTimeDelaysAndTheDelegateHearsTheStart() {
    let timeline = Timeline()
    timeline.run {
      let l = CALayer()
      let recorder = AnimationRecorder(timeline)
      let a = CABasicAnimation(keyPath: "opacity")
      a.fromValue = 0
      a.toValue = 1
      a.duration = 1
      a.beginTime = CACurrentMediaTime() + 0.5
      a.delegate = recorder
      l.add(a, forKey: nil)
      timeline.advance(to: 0.4)
      #expect(opacity(l) == 1)  // not started, no backwards fill
      timeline.advance(to: 1.0)
      #expect(abs(opacity(l) - 0.5) < 1e-6)
      timeline.advance(to: 3)
      #expect(recorder.events == ["start@0.5", "stop(true)@1.5"])
    }
  }

  @Test func aFrozenParentScrubsItsSublayersAnimations() {
    let timeline = Timeline()
    timeline.run {
      let container = CALayer()
      let l = CALayer()
      container.addSublayer(l)
      container.speed = 0
      let a = CABasicAnimation(keyPath: "opacity")
      a.fromValue = 0
      a.toValue = 1
      a.duration = 1
      l.add(a, forKey: nil)
      for p in [0.0, 0.3, 0.8] {
        container.timeOffset = p
        timeline.advance(to: timeline.now + 0.7)
        #expect(abs(Double(opacity(l)) - p) < 1e-6)
        #expect(timeline.nextEventTime == nil)
      }
      // Resume from 0.8: the remaining 0.2 s runs in stage time.
      container.beginTime = container.convertTime(CACurrentMediaTime(), from: nil) - 0.8
      container.timeOffset = 0
      container.speed = 1
      container.beginTime = timeline.now - 0.8
      #expect(abs((timeline.nextEventTime ?? 0) - (timeline.now + 0.2)) < 1e-9)
    }
  }

  @Test func addingUnderTheSameKeyInterruptsTheOldAnimation() {
    let timeline = Timeline()
    timeline.run {
      let l = CALayer()
      let recorder = AnimationRecorder(timeline)
      let a = CABasicAnimation(keyPath: "opacity")
      a.duration = 1
      a.delegate = recorder
      l.add(a, forKey: "k")
      timeline.advance(to: 0.5)
      l.add(CABasicAnimation(keyPath: "opacity"), forKey: "k")
      timeline.advance(to: 0.5)
      #expect(recorder.events == ["start@0.0", "stop(false)@0.5"])
    }
  }

  @Test func springAnimationsFollowTheSpring() {
    let timeline = Timeline()
    timeline.run {
      let l = CALayer()
      let a = CASpringAnimation(keyPath: "position.y")
      a.fromValue = 0
      a.toValue = 100
      a.damping = 10
      a.stiffness = 100
      a.duration = a.settlingDuration
      l.add(a, forKey: nil)
      let spring = Spring(mass: 1, stiffness: 100, damping: 10)
      for t in [0.1, 0.3, 0.6] {
        timeline.advance(to: t)
        #expect(abs(l.presentation()!.position.y - 100 * spring.value(at: t)) < 1e-9)
      }
      #expect(abs(a.settlingDuration - spring.settlingDuration) < 1e-12)
    }
  }

  @Test func keyframesAndGroups() {
    let timeline = Timeline()
    timeline.run {
      let l = CALayer()
      let k = CAKeyframeAnimation(keyPath: "position.x")
      k.values = [0, 100, 50]
      k.keyTimes = [0, 0.5, 1]
      k.duration = 2
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.fromValue = 1
      fade.toValue = 0
      fade.duration = 1
      let group = CAAnimationGroup()
      group.animations = [k, fade]
      group.duration = 2
      l.add(group, forKey: "g")
      timeline.advance(to: 0.5)
      #expect(abs(l.presentation()!.position.x - 50) < 1e-9)
      #expect(abs(opacity(l) - 0.5) < 1e-6)
      timeline.advance(to: 1.5)
      #expect(abs(l.presentation()!.position.x - 75) < 1e-9)
      #expect(opacity(l) == 1)  // the fade ended inside the group and was not filled
    }
  }

  @Test func rotationKeyPathsSpinAFullTurn() {
    let timeline = Timeline()
    timeline.run {
      let l = CALayer()
      let a = CABasicAnimation(keyPath: "transform.rotation.z")
      a.fromValue = 0
      a.toValue = 2 * CGFloat.pi
      a.duration = 1
      l.add(a, forKey: nil)
      timeline.advance(to: 0.25)
      let q = l.presentation()!.transform
      #expect(abs(q.m11) < 1e-9 && abs(q.m12 - 1) < 1e-9)
      timeline.advance(to: 0.5)
      let t = l.presentation()!.transform
      #expect(abs(t.m11 + 1) < 1e-9 && abs(t.m12) < 1e-9)
      timeline.advance(to: 0.75)
      let u = l.presentation()!.transform
      #expect(abs(u.m11) < 1e-9 && abs(u.m12 + 1) < 1e-9)
    }
  }
  @Test func additiveAnimationsAddToTheModelAndToEachOther() {
    let timeline = Timeline()
    timeline.run {
      let l = CALayer()
      l.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
      l.position = CGPoint(x: 0, y: 10)
      l.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
      @MainActor func additive(_ keyPath: String, from: Any, to: Any) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: keyPath)
        a.isAdditive = true
        a.fromValue = from
        a.toValue = to
        a.duration = 1
        return a
      }
      // A negative size stays negative: origin and size add as they are.
      l.add(
        additive("bounds", from: CGRect(x: 0, y: 0, width: -50, height: 20), to: CGRect.zero),
        forKey: nil)
      let red = CGColor(red: -1, green: 0, blue: 1, alpha: 0)
      l.add(additive("backgroundColor", from: red, to: CGColor.clear), forKey: nil)
      let bump = CAKeyframeAnimation(keyPath: "position.y")
      bump.isAdditive = true
      bump.values = [0, 30, 0]
      bump.duration = 1
      l.add(bump, forKey: nil)
      l.add(additive("position.y", from: 0, to: 10), forKey: nil)
      timeline.advance(to: 0.5)
      let p = l.presentation()!
      #expect(p.bounds == CGRect(x: 0, y: 0, width: 75, height: 110))
      #expect(p.backgroundColor == CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 1))
      #expect(abs(p.position.y - (10 + 30 + 5)) < 1e-9)
    }
  }
}
