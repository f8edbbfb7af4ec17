import Foundation
import HeadlessUIKit
import Testing

@testable import HeadlessQuartzCore

/// Value functions turn an animation's numbers into transforms, so a layer can spin a full turn.
@MainActor @Suite struct CAValueFunctionTests {
  @Test func onlyCoreAnimationsNamesMakeAFunction() {
    #expect(CAValueFunction(name: .rotateZ)?.name == .rotateZ)
    #expect(CAValueFunction(name: CAValueFunctionName(rawValue: "wobble")) == nil)
  }

  @Test func aRotationAnimatesThroughAngles() throws {
    let stage = Stage()
    let layer = CALayer()
    stage.run {
      stage.window.layer.addSublayer(layer)
      let spin = CABasicAnimation(keyPath: "transform")
      spin.valueFunction = CAValueFunction(name: .rotateZ)
      spin.fromValue = 0.0
      spin.toValue = Double.pi
      spin.duration = 1
      layer.add(spin, forKey: "spin")
    }
    stage.advance(to: 0.5)
    let shown = try #require(stage.run { layer.presentation() })
    // Half way through a half turn is a quarter turn, which interpolating matrices never gives.
    #expect(abs(shown.transform.m11) < 1e-9 && abs(shown.transform.m12 - 1) < 1e-9)
  }

  @Test func aTranslationTakesThreeNumbers() throws {
    let stage = Stage()
    let layer = CALayer()
    stage.run {
      stage.window.layer.addSublayer(layer)
      let move = CABasicAnimation(keyPath: "transform")
      move.valueFunction = CAValueFunction(name: .translate)
      move.fromValue = [0.0, 0.0, 0.0]
      move.toValue = [10.0, 20.0, 0.0]
      move.duration = 1
      layer.add(move, forKey: "move")
    }
    stage.advance(to: 0.5)
    let shown = try #require(stage.run { layer.presentation() })
    #expect(shown.transform.m41 == 5 && shown.transform.m42 == 10)
  }
}
