import Foundation
import Testing

@testable import HeadlessUIKit

@MainActor private final class Log {
  var states: [UIGestureRecognizer.State] = []
  var values: [CGFloat] = []
  var times: [TimeInterval] = []
}

/// A view that records the touch events the responder chain brings it.
@MainActor private final class TouchView: UIView {
  var events: [String] = []
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    events.append("began \(touches.count)")
  }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    if events.last != "moved" { events.append("moved") }
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    events.append("ended")
  }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    events.append("cancelled")
  }
}

@MainActor @Suite struct MoreGestureTests {
  fileprivate func record(
    _ r: UIGestureRecognizer, _ log: Log, _ value: @escaping () -> CGFloat = { 0 }
  ) {
    r.addTarget { r in
      log.states.append(r.state)
      log.values.append(value())
      log.times.append(Stage.current?.time ?? -1)
    }
  }

  @Test func aLongPressBeginsAfterItsDurationAndFailsWhenLiftedEarlier() {
    let (stage, view) = stageWithRootView()
    let press = UILongPressGestureRecognizer()
    let log = Log()
    record(press, log)
    view.addGestureRecognizer(press)
    stage.run { stage.longPress(at: CGPoint(x: 100, y: 300), duration: 1) }
    stage.advance(to: 1.5)
    #expect(log.states == [.began, .ended])
    #expect(abs(log.times[0] - 0.6) < 1e-9)  // 0.1 + minimumPressDuration
    stage.run { stage.longPress(at: CGPoint(x: 100, y: 300), duration: 0.3) }
    stage.advance(to: 3)
    #expect(log.states.count == 2)
  }

  @Test func aSwipeIsRecognisedInItsDirectionOnly() {
    let (stage, view) = stageWithRootView()
    let right = UISwipeGestureRecognizer()
    let up = UISwipeGestureRecognizer()
    up.direction = .up
    let rightLog = Log()
    let upLog = Log()
    record(right, rightLog)
    record(up, upLog)
    view.addGestureRecognizer(right)
    view.addGestureRecognizer(up)
    stage.run { stage.swipe(from: CGPoint(x: 50, y: 400), by: CGVector(dx: 200, dy: 10)) }
    stage.advance(to: 1)
    #expect(rightLog.states == [.recognized])
    #expect(upLog.states.isEmpty)
    // A slow drag is no swipe: 50 points take 0.75 s.
    stage.run {
      stage.pan(
        from: CGPoint(x: 50, y: 400), to: CGPoint(x: 250, y: 400), duration: 3, easing: .linear)
    }
    stage.advance(to: 5)
    #expect(rightLog.states.count == 1)
  }

  @Test func aPinchReportsTheRatioOfTheFingersDistances() {
    let (stage, view) = stageWithRootView()
    let pinch = UIPinchGestureRecognizer()
    let log = Log()
    record(pinch, log) { pinch.scale }
    view.addGestureRecognizer(pinch)
    stage.run { stage.pinch(at: CGPoint(x: 195, y: 400), from: 100, to: 250, duration: 0.5) }
    stage.advance(to: 1)
    #expect(log.states.first == .began && log.states.last == .ended)
    #expect(abs(log.values.last! - 2.5) < 1e-6)
    // Began once the distance had grown by 8 points.
    #expect(log.values[0] >= 1.08 && log.values[0] < 1.2)
    #expect(pinch.scale == 1)  // reset
  }

  @Test func settingTheScaleRebasesIt() {
    let (stage, view) = stageWithRootView()
    let pinch = UIPinchGestureRecognizer()
    var total: CGFloat = 1
    pinch.addTarget { r in
      let p = r as! UIPinchGestureRecognizer
      total *= p.scale
      p.scale = 1
    }
    view.addGestureRecognizer(pinch)
    stage.run { stage.pinch(at: CGPoint(x: 195, y: 400), from: 200, to: 100, duration: 0.5) }
    stage.advance(to: 1)
    #expect(abs(total - 0.5) < 1e-6)
  }

  @Test func aRotationReportsTheTurnClockwiseOnScreen() {
    let (stage, view) = stageWithRootView()
    let rotation = UIRotationGestureRecognizer()
    let log = Log()
    record(rotation, log) { rotation.rotation }
    var fastest: CGFloat = 0
    rotation.addTarget { _ in fastest = max(fastest, rotation.velocity) }
    view.addGestureRecognizer(rotation)
    stage.run { stage.rotationGesture(at: CGPoint(x: 195, y: 400), by: 3 * .pi / 4) }
    stage.advance(to: 1)
    #expect(log.states.first == .began && log.states.last == .ended)
    #expect(abs(log.values.last! - 3 * .pi / 4) < 1e-6)
    // Eased out over 0.5 s: up to twice the mean turning speed of 3π/2 radians a second.
    #expect(fastest > 3 * .pi / 2 && fastest <= 3 * .pi + 1e-6)
  }

  @Test func touchesReachTheViewUntilARecognizerCancelsThem() {
    let (stage, root) = stageWithRootView()
    let view = TouchView(frame: CGRect(x: 0, y: 200, width: 390, height: 400))
    root.addSubview(view)
    stage.run { stage.tap(at: CGPoint(x: 100, y: 300)) }
    stage.advance(to: 0.5)
    #expect(view.events == ["began 1", "ended"])
    view.events = []
    let pan = UIPanGestureRecognizer()
    view.addGestureRecognizer(pan)
    stage.run {
      stage.pan(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 400), duration: 0.3)
    }
    stage.advance(to: 1)
    #expect(view.events == ["began 1", "moved", "cancelled"])
    view.events = []
    pan.cancelsTouchesInView = false
    stage.run {
      stage.pan(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 400), duration: 0.3)
    }
    stage.advance(to: 1.5)
    #expect(view.events == ["began 1", "moved", "ended"])
  }

  @Test func touchesTheViewLeavesUnhandledGoUpTheResponderChain() {
    let (stage, root) = stageWithRootView()
    let parent = TouchView(frame: CGRect(x: 0, y: 200, width: 390, height: 400))
    let child = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
    root.addSubview(parent)
    parent.addSubview(child)
    stage.run { stage.tap(at: CGPoint(x: 100, y: 300)) }
    stage.advance(to: 0.5)
    #expect(parent.events == ["began 1", "ended"])
  }
}
