import Foundation
import Testing

@testable import HeadlessUIKit

/// A gesture delegate answering the competition questions from closures.
@MainActor private final class Referee: UIGestureRecognizerDelegate {
  var simultaneous = false
  var requireFailureOf: UIGestureRecognizer?
  var shouldBegin = true

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    shouldBegin
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { simultaneous }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { otherGestureRecognizer === requireFailureOf }
}

@MainActor @Suite struct GestureCompetitionTests {
  /// An outer view filling the screen and an inner one, each with a recognizer logging its
  /// states.
  func scene() -> (Stage, outer: UIView, inner: UIView) {
    let stage = Stage()
    let root = UIViewController()
    stage.run { stage.window.rootViewController = root }
    let inner = UIView(frame: CGRect(x: 50, y: 100, width: 300, height: 500))
    root.view.addSubview(inner)
    stage.advance(to: 0.1)
    return (stage, root.view, inner)
  }

  func drag(_ stage: Stage) {
    stage.run {
      stage.pan(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 450), duration: 0.3)
    }
    stage.advance(to: 1)
  }

  @Test func theNearestPanWinsAndTheOtherFails() {
    let (stage, outer, inner) = scene()
    var log: [String] = []
    outer.addGestureRecognizer(UIPanGestureRecognizer { log.append("outer \($0.state)") })
    inner.addGestureRecognizer(UIPanGestureRecognizer { log.append("inner \($0.state)") })
    drag(stage)
    #expect(log.first == "inner began" && !log.contains { $0.hasPrefix("outer") })
  }

  @Test func aDelegateLetsBothRecogniseAtOnce() {
    let (stage, outer, inner) = scene()
    var log: [String] = []
    let referee = Referee()
    referee.simultaneous = true
    let outerPan = UIPanGestureRecognizer { log.append("outer \($0.state)") }
    outerPan.delegate = referee
    outer.addGestureRecognizer(outerPan)
    inner.addGestureRecognizer(UIPanGestureRecognizer { log.append("inner \($0.state)") })
    drag(stage)
    #expect(Array(log.prefix(2)) == ["inner began", "outer began"])
    #expect(log.suffix(2).sorted() == ["inner ended", "outer ended"])
  }

  @Test func requireToFailMakesATapWaitForAPan() {
    let (stage, outer, inner) = scene()
    var log: [String] = []
    let pan = UIPanGestureRecognizer { log.append("pan \($0.state)") }
    outer.addGestureRecognizer(pan)
    let tap = UITapGestureRecognizer { _ in log.append("tap") }
    tap.require(toFail: pan)
    inner.addGestureRecognizer(tap)
    stage.run { stage.tap(at: CGPoint(x: 200, y: 300)) }
    stage.advance(to: 0.5)
    #expect(log == ["tap"])  // the pan failed when the finger lifted without moving
    drag(stage)
    #expect(log.dropFirst().first == "pan began" && !log.dropFirst().contains("tap"))
  }

  @Test func delegatesCanRequireFailure() {
    let (stage, outer, inner) = scene()
    var log: [String] = []
    let outerPan = UIPanGestureRecognizer { log.append("outer \($0.state)") }
    outer.addGestureRecognizer(outerPan)
    let innerPan = UIPanGestureRecognizer { log.append("inner \($0.state)") }
    let referee = Referee()
    referee.requireFailureOf = outerPan
    innerPan.delegate = referee
    inner.addGestureRecognizer(innerPan)
    drag(stage)
    // The inner pan waits for the outer one, which recognises: the inner one fails.
    #expect(log.first == "outer began" && !log.contains { $0.hasPrefix("inner") })
  }

  @Test func aRecognizerItsDelegateStopsLetsTheNextOneBegin() {
    let (stage, outer, inner) = scene()
    var log: [String] = []
    outer.addGestureRecognizer(UIPanGestureRecognizer { log.append("outer \($0.state)") })
    let innerPan = UIPanGestureRecognizer { log.append("inner \($0.state)") }
    let referee = Referee()
    referee.shouldBegin = false
    innerPan.delegate = referee
    inner.addGestureRecognizer(innerPan)
    drag(stage)
    #expect(log.first == "outer began" && !log.contains { $0.hasPrefix("inner") })
  }
}
