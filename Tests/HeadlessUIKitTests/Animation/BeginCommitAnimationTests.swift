import Foundation
import Testing

@testable import HeadlessUIKit

/// Code from before animation blocks, as photo browsers still write it: the changes between
/// `beginAnimations` and `commitAnimations` animate with the timing set in between.
@MainActor @Suite struct BeginCommitAnimationTests {
  @Test func changesBetweenBeginAndCommitAnimateWithTheSetTiming() {
    let stage = Stage()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    stage.run {
      stage.window.addSubview(view)
      UIView.beginAnimations(nil, context: nil)
      UIView.setAnimationDuration(1)
      UIView.setAnimationCurve(.linear)
      view.center = CGPoint(x: 120, y: 20)
      UIView.commitAnimations()
      view.alpha = 0.5  // after the commit: at once
    }
    #expect(view.center == CGPoint(x: 120, y: 20))
    stage.advance(to: 0.5)
    let shown = view.layer.presentation()!
    #expect(abs(shown.position.x - 70) < 1e-6)
    #expect(shown.opacity == 0.5)
    stage.advance(to: 2)
    #expect(view.layer.animationKeys() == nil)
  }

  @Test func aZeroDurationAppliesTheChangesAtOnce() {
    let stage = Stage()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    stage.run {
      stage.window.addSubview(view)
      UIView.beginAnimations("snap", context: nil)
      UIView.setAnimationDuration(0)
      view.center = CGPoint(x: 200, y: 20)
      UIView.commitAnimations()
    }
    #expect(view.layer.animationKeys() == nil)
    #expect(view.center == CGPoint(x: 200, y: 20))
  }

  @Test func olderCodeComparesGeometryWithEqualTo() {
    let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
    #expect(rect.equalTo(CGRect(x: 1, y: 2, width: 3, height: 4)))
    #expect(!rect.equalTo(.zero))
    #expect(rect.origin.equalTo(CGPoint(x: 1, y: 2)) && !rect.size.equalTo(.zero))
  }
}
