import Foundation
import HeadlessUIKit
import Testing

@testable import HeadlessQuartzCore

/// Emitter layers keep Core Animation's properties and say on the console that they draw no
/// particles; transitions run their time and report to their delegate.
@MainActor @Suite struct CAEmitterLayerTests {
  @MainActor final class Listener: CAAnimationDelegate {
    var stops: [Bool] = []
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append(flag) }
  }

  @Test func anEmitterKeepsItsCellsAndSaysItDrawsNoParticles() {
    let stage = Stage()
    let emitter = CAEmitterLayer()
    #expect(emitter.birthRate == 1 && emitter.lifetime == 1 && emitter.velocity == 1)
    #expect(emitter.emitterShape == .point && emitter.emitterMode == .volume)
    #expect(emitter.renderMode == .unordered && emitter.emitterCells == nil)
    let cell = CAEmitterCell()
    #expect(cell.isEnabled && cell.birthRate == 0 && cell.scale == 1 && cell.color == CGColor.white)
    #expect(CAEmitterCell.defaultValue(forKey: "scale") as? CGFloat == 1)
    cell.birthRate = 20
    stage.run {
      stage.window.layer.addSublayer(emitter)
      emitter.emitterCells = [cell]
    }
    #expect(
      stage.messages.map(\.text) == [
        "CAEmitterLayer has no effect in Curtain: no particles are drawn."
      ])
    let copy = CAEmitterLayer(layer: emitter)
    #expect(copy.emitterCells?.first === cell)
  }

  @Test func aTransitionRunsItsTimeAndTellsItsDelegate() {
    let stage = Stage()
    let layer = CALayer()
    let listener = Listener()
    stage.run {
      stage.window.layer.addSublayer(layer)
      let fade = CATransition()
      #expect(fade.type == .fade && fade.subtype == nil)
      #expect(fade.startProgress == 0 && fade.endProgress == 1)
      fade.type = .push
      fade.subtype = .fromRight
      fade.duration = 0.5
      fade.delegate = listener
      layer.add(fade, forKey: kCATransition)
    }
    stage.advance(to: 0.25)
    #expect(layer.animation(forKey: kCATransition) != nil && listener.stops.isEmpty)
    // Drawing the layer mid-transition shows it changed at once, and says so.
    _ = stage.run { layer.presentation() }
    stage.advance(to: 1)
    #expect(listener.stops == [true])
    #expect(stage.messages.contains { $0.text.hasPrefix("CATransition has no effect in Curtain") })
  }
}
