import Foundation
import Testing

@testable import HeadlessQuartzCore

@MainActor @Suite struct CALayerTests {
  @Test func frameIsPositionMinusAnchorTimesSize() {
    let l = CALayer()
    l.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
    l.position = CGPoint(x: 60, y: 30)
    #expect(l.frame == CGRect(x: 10, y: 10, width: 100, height: 40))
    l.anchorPoint = .zero
    #expect(l.frame == CGRect(x: 60, y: 30, width: 100, height: 40))
    l.frame = CGRect(x: 5, y: 6, width: 7, height: 8)
    #expect(l.position == CGPoint(x: 5, y: 6) && l.bounds.size == CGSize(width: 7, height: 8))
  }

  @Test func frameOfATransformedLayerIsItsBoundingBox() {
    let l = CALayer()
    l.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
    l.setAffineTransform(CGAffineTransform(scaleX: 2, y: 0.5))
    #expect(l.frame == CGRect(x: -50, y: 10, width: 200, height: 20))
    #expect(l.bounds.size == CGSize(width: 100, height: 40))
  }

  @Test func sublayerOperationsKeepOneParent() {
    let a = CALayer()
    let b = CALayer()
    let c = CALayer()
    let d = CALayer()
    a.addSublayer(b)
    a.addSublayer(c)
    a.insertSublayer(d, below: c)
    #expect(a.sublayers?.map { ObjectIdentifier($0) } == [b, d, c].map { ObjectIdentifier($0) })
    c.addSublayer(b)
    #expect(a.sublayers?.count == 2 && b.superlayer === c)
    a.insertSublayer(b, at: 0)
    #expect(a.sublayers?.first === b)
    a.replaceSublayer(d, with: CALayer())
    #expect(d.superlayer == nil)
    b.removeFromSuperlayer()
    #expect(a.sublayers?.count == 2)
    #expect(CALayer().sublayers == nil)
  }

  @Test func zPositionOrdersDrawing() {
    let a = CALayer()
    let b = CALayer()
    let c = CALayer()
    a.addSublayer(b)
    a.addSublayer(c)
    b.zPosition = 1
    #expect(
      a.sublayersInDrawingOrder.map { ObjectIdentifier($0) } == [c, b].map { ObjectIdentifier($0) })
  }

  @Test func keyValueCodingReachesAnimatableProperties() {
    let l = CALayer()
    l.setValue(0.5, forKeyPath: "opacity")
    l.setValue(2, forKeyPath: "transform.scale")
    #expect(l.opacity == 0.5)
    #expect(abs(l.transform.m11 - 2) < 1e-12 && abs(l.transform.m22 - 2) < 1e-12)
    #expect((l.value(forKeyPath: "opacity") as? CGFloat) == 0.5)
  }

  @Test func transformComponentsReadAndWriteRotation() {
    let l = CALayer()
    l.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
    #expect(abs((l.value(forKeyPath: "transform.rotation.z") as! CGFloat) - 0.3) < 1e-9)
    l.setValue(0.5, forKeyPath: "transform.rotation.z")
    let expected = CATransform3DMakeRotation(0.5, 0, 0, 1)
    #expect(
      abs(l.transform.m11 - expected.m11) < 1e-9 && abs(l.transform.m12 - expected.m12) < 1e-9)
  }

  @Test func aLayerBecomesARenderNode() throws {
    let l = CALayer()
    l.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
    l.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    l.cornerRadius = 8
    l.maskedCorners = [.layerMinXMinYCorner]
    let child = CALayer()
    child.isHidden = true
    l.addSublayer(child)
    let node = try #require(l.renderNode(parentTime: 0))
    #expect(node.position == CGPoint(x: 25, y: 40))
    #expect(node.cornerRadii.topLeft == 8 && node.cornerRadii.bottomRight == 0)
    #expect(node.sublayers.isEmpty)
    l.opacity = 0
    #expect(l.renderNode(parentTime: 0) == nil)
  }

  @Test func aSingleSidedLayerTurnedAwayIsNotDrawn() {
    let l = CALayer()
    l.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    l.isDoubleSided = false
    l.transform = CATransform3DMakeRotation(.pi * 0.75, 0, 1, 0)
    #expect(l.renderNode(parentTime: 0) == nil)
    l.transform = CATransform3DMakeRotation(.pi * 0.25, 0, 1, 0)
    #expect(l.renderNode(parentTime: 0) != nil)
    l.transform = CATransform3DMakeScale(-1, 1, 1)
    #expect(l.renderNode(parentTime: 0) != nil)
  }
}
