import Foundation
import HeadlessUIKit
import Testing

@testable import HeadlessQuartzCore

/// A keyframe animation along a path moves a layer's position along it (turning with it when
/// asked), and a cumulative animation starts each repetition where the last one ended.
@MainActor @Suite struct CAKeyframePathTests {
  func path() -> CGPath {
    let p = CGMutablePath()
    p.move(to: CGPoint(x: 0, y: 0))
    p.addLine(to: CGPoint(x: 100, y: 0))
    p.addLine(to: CGPoint(x: 100, y: 100))
    return p
  }

  func animate(_ configure: (CAKeyframeAnimation) -> Void, at time: TimeInterval) throws
    -> CALayer
  {
    let stage = Stage()
    let layer = CALayer()
    stage.run {
      stage.window.layer.addSublayer(layer)
      let move = CAKeyframeAnimation(keyPath: "position")
      move.path = path()
      move.duration = 1
      configure(move)
      layer.add(move, forKey: "move")
    }
    stage.advance(to: time)
    return try #require(stage.run { layer.presentation() })
  }

  @Test func thePositionFollowsThePath() throws {
    let quarter = try animate({ _ in }, at: 0.25)
    #expect(abs(quarter.position.x - 50) < 1e-6 && abs(quarter.position.y) < 1e-6)
    let threeQuarters = try animate({ _ in }, at: 0.75)
    #expect(abs(threeQuarters.position.x - 100) < 1e-6)
    #expect(abs(threeQuarters.position.y - 50) < 1e-6)
  }

  @Test func autoRotationTurnsTheLayerWithThePath() throws {
    let down = try animate({ $0.rotationMode = .rotateAuto }, at: 0.75)
    // Heading down (y grows): a quarter turn clockwise on screen.
    #expect(abs(down.transform.m11) < 1e-6 && abs(down.transform.m12 - 1) < 1e-6)
    let reversed = try animate({ $0.rotationMode = .rotateAutoReverse }, at: 0.25)
    #expect(abs(reversed.transform.m11 + 1) < 1e-6)
  }

  @Test func aCumulativeAnimationBuildsOnEachRepetition() throws {
    let stage = Stage()
    let layer = CALayer()
    stage.run {
      stage.window.layer.addSublayer(layer)
      let step = CABasicAnimation(keyPath: "position.x")
      step.fromValue = 0.0
      step.toValue = 10.0
      step.duration = 1
      step.repeatCount = 3
      step.isCumulative = true
      layer.add(step, forKey: "step")
    }
    stage.advance(to: 2.5)
    let shown = try #require(stage.run { layer.presentation() })
    #expect(abs(shown.position.x - 25) < 1e-6)
  }
}
