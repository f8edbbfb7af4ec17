import Foundation
import Testing

@testable import HeadlessUIKit

@MainActor @Suite struct GestureTests {
  @MainActor final class Target {
    var states: [UIGestureRecognizer.State] = []
    var translations: [CGPoint] = []
    var velocities: [CGPoint] = []
    func didPan(_ pan: UIPanGestureRecognizer) {
      states.append(pan.state)
      translations.append(pan.translation(in: pan.view))
      velocities.append(pan.velocity(in: pan.view))
    }
  }

  @Test func aPanReportsItsPathsTranslationAndVelocity() {
    let (stage, view) = stageWithRootView()
    let target = Target()
    let pan = UIPanGestureRecognizer(target: target, action: Target.didPan)
    view.addGestureRecognizer(pan)
    // 240 points down in 0.4 s at constant speed: 600 points per second.
    stage.run {
      stage.pan(
        from: CGPoint(x: 100, y: 200), to: CGPoint(x: 100, y: 440), duration: 0.4, easing: .linear)
    }
    stage.advance(to: 1)
    #expect(target.states.first == .began && target.states.last == .ended)
    #expect(target.states.dropFirst().dropLast().allSatisfy { $0 == .changed })
    // Began once the finger had moved 10 points (5 points per 1/120 s): at 10 points.
    #expect(target.translations.first == CGPoint(x: 0, y: 10))
    #expect(target.translations.last == CGPoint(x: 0, y: 240))
    #expect(target.velocities.allSatisfy { abs($0.y - 600) < 1e-9 && $0.x == 0 })
    #expect(pan.state == .possible)  // reset after the gesture
  }

  @Test func easingOutLetsGoAtRest() {
    let (stage, view) = stageWithRootView()
    let target = Target()
    view.addGestureRecognizer(UIPanGestureRecognizer(target: target, action: Target.didPan))
    stage.run {
      stage.pan(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 100, y: 400), duration: 0.5)
    }
    stage.advance(to: 1)
    // v(t) = 200 · 2(1 − u) / 0.5: 800 points per second at the start, 0 at the end.
    #expect(abs(target.velocities.last!.y) < 1e-9)
    #expect(target.velocities.first!.y > 700)
  }

  @Test func tapsAreHitTestedAndPansFailThem() {
    let (stage, view) = stageWithRootView()
    let button = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    view.addSubview(button)
    var taps = 0
    var backgroundTaps = 0
    button.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
    view.addGestureRecognizer(UITapGestureRecognizer { _ in backgroundTaps += 1 })
    stage.run {
      stage.tap(at: CGPoint(x: 100, y: 100))
      stage.at(0.5) { stage.tap(at: CGPoint(x: 300, y: 600)) }
      stage.at(1.0) {
        stage.pan(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 300), duration: 0.2)
      }
    }
    stage.advance(to: 2)
    #expect(taps == 1 && backgroundTaps == 1)
  }

  @Test func edgePansStartOnlyAtTheirEdge() {
    let (stage, view) = stageWithRootView()
    var began = 0
    let edge = UIScreenEdgePanGestureRecognizer { r in if r.state == .began { began += 1 } }
    edge.edges = .left
    view.addGestureRecognizer(edge)
    stage.run {
      stage.edgePan(from: .left, distance: 150, duration: 0.3)
      stage.at(0.6) {
        stage.pan(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 250, y: 300), duration: 0.3)
      }
      stage.at(1.2) { stage.edgePan(from: .right, distance: 150, duration: 0.3) }
    }
    stage.advance(to: 2)
    #expect(began == 1)
  }

  @Test func showTouchesDrawsTheFinger() {
    let (stage, _) = stageWithRootView()
    stage.showsTouches = true
    stage.run {
      stage.pan(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 100, y: 300), duration: 0.5)
    }
    stage.advance(to: 0.35)
    let tree = stage.renderTree()
    #expect(tree.layers.last?.bounds.size == CGSize(width: 38, height: 38))  // over everything
    stage.advance(to: 1)
    #expect(stage.renderTree().layers.count == tree.layers.count - 1)
  }
}
