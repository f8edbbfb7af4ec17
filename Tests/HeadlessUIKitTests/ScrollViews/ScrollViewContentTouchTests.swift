import Foundation
import Testing

@testable import HeadlessUIKit

/// A scroll view that lets drags cancel touches in controls, and refuses touches in views
/// tagged 7.
final class GreedyScrollView: UIScrollView {
  override func touchesShouldCancel(in view: UIView) -> Bool { true }
  override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView)
    -> Bool
  { view.tag != 7 }
}

/// A view that counts the touches it hears.
final class TouchCounter: UIControl {
  var began = 0
  var cancelled = 0
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { cancelled += 1 }
}

@MainActor @Suite struct ScrollViewContentTouchTests {
  /// A tall scroll view filling an iPhone SE with a button-sized control near its top.
  func scene(_ scroll: UIScrollView) -> (Stage, TouchCounter) {
    let stage = Stage(device: .iPhoneSE)
    let root = UIViewController()
    let control = TouchCounter(frame: CGRect(x: 20, y: 100, width: 280, height: 200))
    stage.run {
      stage.window.rootViewController = root
      scroll.frame = root.view.bounds
      scroll.contentInsetAdjustmentBehavior = .never
      scroll.contentSize = CGSize(width: 320, height: 3000)
      scroll.addSubview(control)
      root.view.addSubview(scroll)
    }
    stage.advance(to: 0.05)
    return (stage, control)
  }

  /// A finger held on the control for 0.3 s (past the content delay), then dragged up 150
  /// points.
  func holdThenDrag(_ stage: Stage) {
    stage.at(0.1) {
      stage.touches.began(at: CGPoint(x: 160, y: 200), time: stage.time, in: stage.window)
    }
    for i in 1...30 {
      stage.at(0.4 + Double(i) / 120) {
        stage.touches.moved(
          to: CGPoint(x: 160, y: 200 - 5 * CGFloat(i)), velocity: CGVector(dx: 0, dy: -600),
          time: stage.time)
      }
    }
    stage.at(0.7) { stage.touches.ended(at: CGPoint(x: 160, y: 50), time: stage.time) }
    stage.advance(to: 2)
  }

  @Test func aDragThatStartsOnAHeldControlDoesNotScroll() {
    let scroll = UIScrollView()
    let (stage, control) = scene(scroll)
    #expect(scroll.canCancelContentTouches && !scroll.touchesShouldCancel(in: control))
    #expect(scroll.touchesShouldCancel(in: UIView()))
    holdThenDrag(stage)
    #expect(control.began == 1 && control.cancelled == 0)
    #expect(scroll.contentOffset.y == 0)
  }

  @Test func aScrollViewThatMayCancelControlsScrolls() {
    let scroll = GreedyScrollView()
    let (stage, control) = scene(scroll)
    holdThenDrag(stage)
    #expect(control.began == 1 && control.cancelled == 1)
    #expect(scroll.contentOffset.y > 0)
  }

  @Test func withoutCancellingContentTouchesNothingScrollsOnceTheContentHasTheTouch() {
    let scroll = GreedyScrollView()
    scroll.canCancelContentTouches = false
    let (stage, control) = scene(scroll)
    holdThenDrag(stage)
    #expect(control.began == 1 && scroll.contentOffset.y == 0)
  }

  @Test func aScrollViewCanKeepTouchesFromContent() {
    let scroll = GreedyScrollView()
    let (stage, control) = scene(scroll)
    control.tag = 7
    stage.at(0.1) { stage.tap(at: CGPoint(x: 160, y: 200)) }
    stage.advance(to: 1)
    #expect(control.began == 0)
  }

  @Test func bouncingCanBeTurnedOffPerAxis() {
    let scroll = UIScrollView()
    scroll.bouncesVertically = false
    #expect(scroll.bounces && scroll.bouncesHorizontally)
    let (stage, _) = scene(scroll)
    stage.at(0.1) {
      stage.pan(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 500), duration: 0.3)
    }
    stage.advance(to: 0.3)
    #expect(scroll.contentOffset.y == 0)
    scroll.bounces = false
    #expect(!scroll.bounces && !scroll.bouncesHorizontally)
  }

  @Test func smallContentRestsAtTheAlignmentPoint() {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    scroll.contentInsetAdjustmentBehavior = .never
    scroll.contentSize = CGSize(width: 100, height: 100)
    #expect(scroll.offsetRange.x == 0...0 && scroll.offsetRange.y == 0...0)
    scroll.contentAlignmentPoint = CGPoint(x: 0.5, y: 1)
    #expect(scroll.offsetRange.x == -100 ... -100 && scroll.offsetRange.y == -300 ... -300)
  }
}
