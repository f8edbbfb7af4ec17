import Foundation
import HeadlessUIKit
import Testing

@testable import HeadlessQuartzCore

@MainActor @Suite struct NSValueTransformTests {
  @Test func aTransformReadsBackEntryForEntry() {
    var t = CATransform3DMakeRotation(0.7, 0.2, 1, 0)
    t.m34 = -1.0 / 500
    #expect(NSValue(caTransform3D: t).caTransform3DValue == t)
    #expect(NSValue(cgPoint: .zero).caTransform3DValue.m44 == 0)
  }

  @Test func animationsTakeBoxedValuesAsIOSCodeGivesThem() {
    let stage = Stage()
    let layer = CALayer()
    stage.run {
      stage.window.layer.addSublayer(layer)
      let move = CABasicAnimation(keyPath: "position")
      move.fromValue = NSValue(cgPoint: CGPoint(x: 0, y: 0))
      move.toValue = NSValue(cgPoint: CGPoint(x: 100, y: 50))
      move.duration = 1
      layer.add(move, forKey: "move")
      let grow = CABasicAnimation(keyPath: "transform")
      grow.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
      grow.toValue = NSValue(caTransform3D: CATransform3DMakeScale(3, 3, 1))
      grow.duration = 1
      layer.add(grow, forKey: "grow")
      let size = CABasicAnimation(keyPath: "bounds")
      size.toValue = NSValue(cgRect: CGRect(x: 0, y: 0, width: 40, height: 20))
      size.duration = 1
      layer.add(size, forKey: "size")
    }
    stage.advance(to: 0.5)
    let shown = stage.run { layer.presentation()! }
    #expect(shown.position == CGPoint(x: 50, y: 25))
    #expect(shown.transform.m11 == 2)
    #expect(shown.bounds.size == CGSize(width: 20, height: 10))
  }
}
