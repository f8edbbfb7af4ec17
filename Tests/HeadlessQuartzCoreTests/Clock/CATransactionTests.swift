import Foundation
import Testing

@testable import HeadlessQuartzCore

@MainActor @Suite struct CATransactionTests {
  @Test func aStandaloneLayerOnScreenAnimatesImplicitly() {
    let timeline = Timeline()
    timeline.run {
      let l = CALayer()
      l.opacity = 1
      #expect(l.animationKeys() == nil)  // not committed yet: no implicit animation
      timeline.committedRoots = [WeakLayer(layer: l)]
      timeline.advance(to: 0.1)
      l.opacity = 0
      #expect(l.animationKeys() == ["opacity"])
      timeline.advance(to: 0.1 + 0.125)
      // Core Animation's default curve at half the 0.25 s: 1 − 0.8024 (y of (0.25,0.1,0.25,1) at x = 0.5).
      let expected = 1 - CAMediaTimingFunction(name: .default).value(at: 0.5)
      #expect(abs(Double(l.presentation()!.opacity) - expected) < 1e-6)
      timeline.advance(to: 1)
      #expect(l.animationKeys() == nil)
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      l.opacity = 0.5
      CATransaction.commit()
      #expect(l.animationKeys() == nil)
    }
  }

  @Test func transactionSettingsNestAndTheCompletionWaitsForItsAnimations() {
    let timeline = Timeline()
    timeline.run {
      let l = CALayer()
      timeline.committedRoots = [WeakLayer(layer: l)]
      timeline.advance(to: 0)
      var completedAt: Double?
      CATransaction.begin()
      CATransaction.setAnimationDuration(1)
      CATransaction.setCompletionBlock { completedAt = timeline.now }
      CATransaction.begin()
      #expect(CATransaction.animationDuration() == 1)
      CATransaction.setAnimationDuration(2)
      l.position = CGPoint(x: 10, y: 0)
      CATransaction.commit()
      l.opacity = 0.5
      CATransaction.commit()
      #expect(CATransaction.animationDuration() == 0.25)
      timeline.advance(to: 5)
      #expect(completedAt == 2)
    }
  }

  @Test func aCompletionWithNoAnimationsRunsOnTheNextTurn() {
    let timeline = Timeline()
    timeline.run {
      var ran = false
      CATransaction.begin()
      CATransaction.setCompletionBlock { ran = true }
      CATransaction.commit()
      #expect(!ran)
      timeline.advance(to: 0)
      #expect(ran)
    }
  }
}
