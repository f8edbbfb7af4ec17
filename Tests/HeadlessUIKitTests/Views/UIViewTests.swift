import Foundation
import Testing

@testable import HeadlessUIKit

@MainActor @Suite struct UIViewGeometryTests {
  @Test func frameBoundsAndCenterMoveTogether() {
    let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(v.center == CGPoint(x: 60, y: 45))
    #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    v.center = CGPoint(x: 0, y: 0)
    #expect(v.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
    v.bounds = CGRect(x: 5, y: 5, width: 20, height: 10)
    #expect(v.frame == CGRect(x: -10, y: -5, width: 20, height: 10))
    #expect(v.center == .zero)
  }

  @Test func aTransformLeavesBoundsAndCenterAlone() {
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    v.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(v.bounds.size == CGSize(width: 100, height: 50))
    #expect(v.center == CGPoint(x: 50, y: 25))
    #expect(v.frame == CGRect(x: -50, y: -25, width: 200, height: 100))
  }

  @Test func pointsConvertThroughTransformsAndBoundsOrigins() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let a = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    let b = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    root.addSubview(a)
    a.addSubview(b)
    #expect(b.convert(CGPoint.zero, to: root) == CGPoint(x: 110, y: 110))
    a.bounds.origin = CGPoint(x: 10, y: 0)
    #expect(b.convert(CGPoint.zero, to: root) == CGPoint(x: 100, y: 110))
    a.transform = CGAffineTransform(scaleX: 2, y: 2)
    let p = b.convert(CGPoint.zero, to: root)
    // (10,10) − anchor (60,50), ×2, + centre (150,150)
    #expect(abs(p.x - 50) < 1e-9 && abs(p.y - 70) < 1e-9)
    let q = root.convert(p, to: b)
    #expect(abs(q.x) < 1e-9 && abs(q.y) < 1e-9)
  }

  @Test func autoresizingSharesTheChangeAmongFlexibleParts() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let fill = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
    fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let pinned = UIView(frame: CGRect(x: 10, y: 70, width: 20, height: 20))
    pinned.autoresizingMask = [.flexibleTopMargin]
    let centred = UIView(frame: CGRect(x: 40, y: 0, width: 20, height: 10))
    centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    for v in [fill, pinned, centred] { parent.addSubview(v) }
    parent.frame = CGRect(x: 0, y: 0, width: 200, height: 150)
    #expect(fill.frame == CGRect(x: 10, y: 10, width: 180, height: 130))
    #expect(pinned.frame == CGRect(x: 10, y: 120, width: 20, height: 20))
    #expect(centred.frame == CGRect(x: 90, y: 0, width: 20, height: 10))
  }

  @Test func hitTestingFindsTheFrontmostInteractiveView() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let back = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    let front = UIView(frame: CGRect(x: 40, y: 40, width: 60, height: 60))
    root.addSubview(back)
    root.addSubview(front)
    #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === front)
    #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
    front.isUserInteractionEnabled = false
    #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
    back.isHidden = true
    #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === root)
    #expect(root.hitTest(CGPoint(x: 500, y: 50), with: nil) == nil)
    #expect(root.point(inside: CGPoint(x: 99, y: 99), with: nil))
  }
}

/// A view that logs the UIKit callbacks it receives.
@MainActor final class LoggingView: UIView {
  var log: [String] = []
  override func willMove(toSuperview newSuperview: UIView?) {
    log.append("willMove(toSuperview:\(newSuperview == nil ? "nil" : "view"))")
  }
  override func didMoveToSuperview() { log.append("didMoveToSuperview") }
  override func willMove(toWindow newWindow: UIWindow?) {
    log.append("willMove(toWindow:\(newWindow == nil ? "nil" : "window"))")
  }
  override func didMoveToWindow() { log.append("didMoveToWindow") }
  override func layoutSubviews() { log.append("layoutSubviews") }
}

@MainActor @Suite struct UIViewHierarchyTests {
  @Test func subviewOperationsKeepViewsAndLayersInStep() {
    let root = UIView()
    let a = UIView()
    let b = UIView()
    let c = UIView()
    root.addSubview(a)
    root.addSubview(b)
    root.insertSubview(c, belowSubview: b)
    #expect(root.subviews.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
    let extra = CALayer()
    root.layer.addSublayer(extra)  // a layer of no subview keeps its place
    root.bringSubviewToFront(a)
    root.sendSubviewToBack(b)
    #expect(root.subviews.map(ObjectIdentifier.init) == [b, c, a].map(ObjectIdentifier.init))
    root.exchangeSubview(at: 0, withSubviewAt: 2)
    #expect(root.subviews.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
    let viewLayers = root.layer.sublayers!.filter { $0 !== extra }
    #expect(viewLayers.map(ObjectIdentifier.init) == [a, c, b].map { ObjectIdentifier($0.layer) })
    root.insertSubview(b, aboveSubview: a)
    #expect(root.subviews.map(ObjectIdentifier.init) == [a, b, c].map(ObjectIdentifier.init))
    c.removeFromSuperview()
    #expect(c.superview == nil && c.layer.superlayer == nil && root.subviews.count == 2)
    a.addSubview(root)  // a cycle is refused
    #expect(root.superview == nil)
  }

  @Test func movingIntoAWindowCallsBackInUIKitsOrder() {
    let stage = Stage()
    stage.run {
      let v = LoggingView()
      let holder = UIView()
      holder.addSubview(v)
      #expect(v.log == ["willMove(toSuperview:view)", "didMoveToSuperview"])
      v.log = []
      stage.window.addSubview(holder)
      #expect(v.log == ["willMove(toWindow:window)", "didMoveToWindow"])
      #expect(v.window === stage.window)
      v.log = []
      v.removeFromSuperview()
      #expect(
        v.log == [
          "willMove(toSuperview:nil)", "willMove(toWindow:nil)", "didMoveToSuperview",
          "didMoveToWindow",
        ])
    }
  }

  @Test func layoutRunsOnceWhenNeeded() {
    let v = LoggingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    v.log = []
    v.setNeedsLayout()
    v.setNeedsLayout()
    v.layoutIfNeeded()
    v.layoutIfNeeded()
    #expect(v.log == ["layoutSubviews"])
    v.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
    v.layoutIfNeeded()
    #expect(v.log == ["layoutSubviews", "layoutSubviews"])
  }

  @Test func tintColorIsInherited() {
    let a = UIView()
    let b = UIView()
    a.addSubview(b)
    #expect(b.tintColor == .systemBlue)
    a.tintColor = .red
    #expect(b.tintColor == .red)
  }
}

@MainActor @Suite struct UIViewDynamicColorTests {
  @Test func aDynamicColourSetBeforeTheWindowResolvesWithTheWindowsTraits() {
    let stage = Stage(device: .iPhone15Pro, appearance: .dark)
    let v = UIView()
    v.backgroundColor = .systemBackground  // resolved light: no window yet
    #expect(
      v.layer.backgroundColor
        == UIColor.systemBackground.resolvedColor(
          with: UITraitCollection(userInterfaceStyle: .light)
        ).cgColor)
    stage.run { stage.window.addSubview(v) }
    #expect(
      v.layer.backgroundColor
        == UIColor.systemBackground.resolvedColor(
          with: UITraitCollection(userInterfaceStyle: .dark)
        ).cgColor)
  }
}

@MainActor @Suite struct UIViewDisplayTests {
  final class Drawing: UIView {
    var draws: [CGSize] = []
    override func display(_ layer: CALayer) { draws.append(bounds.size) }
  }

  @Test func aViewThatNeedsDisplayDrawsOnceAfterLayout() {
    let stage = Stage()
    let v = Drawing(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    stage.run { stage.window.addSubview(v) }
    stage.advance(to: 0.1)
    #expect(v.draws.isEmpty && !v.layer.needsDisplay())
    // Marked twice, resized in between: drawn once, at the new size, on the next turn.
    v.setNeedsDisplay()
    v.frame.size = CGSize(width: 20, height: 5)
    v.setNeedsDisplay()
    #expect(v.layer.needsDisplay())
    stage.advance(to: 0.2)
    #expect(v.draws == [CGSize(width: 20, height: 5)] && !v.layer.needsDisplay())
    stage.advance(to: 0.3)
    #expect(v.draws.count == 1)
    // A render draws what is pending too.
    v.setNeedsDisplay()
    _ = stage.renderTree()
    #expect(v.draws.count == 2)
  }
}
