import Compositor
import Foundation
import Geometry
import HeadlessUIKit
import Raster
import Testing

@testable import HeadlessQuartzCore

/// A view backed by a shape layer.
@MainActor final class ShapeView: UIView {
  override class var layerClass: AnyClass { CAShapeLayer.self }
}

/// `CAShapeLayer`: its defaults, what it draws, and how its properties animate.
@MainActor @Suite struct CAShapeLayerTests {
  /// A checkmark in a 100 × 100 layer: two lines, 70.7 and 148.7 long.
  static func checkmark() -> CGPath {
    let p = CGMutablePath()
    p.move(to: CGPoint(x: 20, y: 50))
    p.addLine(to: CGPoint(x: 45, y: 75))
    p.addLine(to: CGPoint(x: 85, y: 25))
    return p
  }

  static func shapeLayer(_ path: CGPath) -> CAShapeLayer {
    let l = CAShapeLayer()
    l.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    l.path = path
    return l
  }

  /// Renders `layer` alone on a white 100 × 100 canvas.
  static func render(_ layer: CALayer, time: Double = 0) throws -> PremultipliedRGBA8Bitmap {
    let node = try #require(layer.renderNode(parentTime: time))
    return try Compositor().render(
      RenderTree(size: CGSize(width: 100, height: 100), backgroundColor: .white, layers: [node]))
  }

  @Test func defaultsAreCoreAnimations() {
    let l = CAShapeLayer()
    #expect(l.path == nil && l.fillColor == .black && l.strokeColor == nil)
    #expect(l.fillRule == .nonZero && l.lineCap == .butt && l.lineJoin == .miter)
    #expect(l.lineWidth == 1 && l.miterLimit == 10 && l.lineDashPattern == nil)
    #expect(l.lineDashPhase == 0 && l.strokeStart == 0 && l.strokeEnd == 1)
  }

  @Test func theFillRuleDecidesAPentagramsCentre() throws {
    let star = CGMutablePath()
    star.addLines(
      between: (0..<5).map { k in
        let a = -Double.pi / 2 + Double(k) * 4 * Double.pi / 5
        return CGPoint(x: 50 + 45 * cos(a), y: 50 + 45 * sin(a))
      })
    star.closeSubpath()
    let l = Self.shapeLayer(star)
    l.fillColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    #expect(try Self.render(l)[50, 50] == PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255))
    l.fillRule = .evenOdd
    #expect(try Self.render(l)[50, 50] == PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
    #expect(try Self.render(l)[50, 12] == PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255))
  }

  @Test func theStrokeIsCentredOnThePathWithItsStyle() throws {
    let l = Self.shapeLayer(Self.checkmark())
    l.fillColor = nil
    l.strokeColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    l.lineWidth = 10
    l.lineCap = .round
    l.lineJoin = .round
    l.lineDashPattern = [20, 10]
    l.lineDashPhase = 5
    let node = try #require(l.renderNode(parentTime: 0))
    let stroke = try #require(node.shape?.stroke)
    #expect(
      stroke.style
        == StrokeStyle(
          lineWidth: 10, lineCap: .round, lineJoin: .round, dashPattern: [20, 10], dashPhase: 5))
    #expect(node.shape?.fillColor == nil)
    l.lineDashPattern = nil
    let frame = try Self.render(l)
    let red = PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255)
    #expect(frame[45, 75] == red && frame[45, 78] == red)  // on the path, 3.5 px off it
    #expect(frame[45, 82] == PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))  // 7 px off
    #expect(frame[16, 50] == red)  // the round cap reaches 5 px past the start
  }

  @Test func aBasicAnimationOnStrokeEndDrawsTheCheckmarkOn() throws {
    let stage = Stage()
    try stage.run {
      let l = Self.shapeLayer(Self.checkmark())
      l.fillColor = nil
      l.strokeColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
      l.lineWidth = 4
      stage.window.layer.addSublayer(l)
      let draw = CABasicAnimation(keyPath: "strokeEnd")
      draw.fromValue = 0
      draw.toValue = 1
      draw.duration = 1
      draw.timingFunction = CAMediaTimingFunction(name: .linear)
      l.add(draw, forKey: "draw")
      stage.advance(to: 0.3)
      #expect(abs(l.presentation()!.strokeEnd - 0.3) < 1e-9)
      let node = try #require(l.renderNode(parentTime: stage.time))
      #expect(abs(node.shape!.stroke!.end - 0.3) < 1e-9)
      // 30 % of 219.4 is 65.8, still on the first line (70.7 long): the second is not drawn.
      let frame = try Self.render(l, time: stage.time)
      #expect(frame[40, 70].r < 64)
      #expect(frame[75, 37].r == 255)
      stage.advance(to: 2)
      #expect(l.presentation()!.strokeEnd == 1)
    }
  }

  /// Core Animation animates a standalone layer's animatable properties implicitly (0.25 s, the
  /// transaction's duration), shape layers' included; UIKit's animation blocks leave a shape
  /// layer's own properties alone, even on a view's layer.
  @Test func standaloneShapeLayersAnimateImplicitlyButBlocksDoNotAnimateThem() {
    let stage = Stage()
    stage.run {
      let l = Self.shapeLayer(Self.checkmark())
      stage.window.layer.addSublayer(l)
      let v = ShapeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      stage.window.addSubview(v)
      stage.advance(to: 0.1)
      l.strokeEnd = 0.5
      #expect(l.animationKeys() == ["strokeEnd"])
      stage.advance(to: 0.1 + 0.125)
      let s = l.presentation()!.strokeEnd
      #expect(s > 0.5 && s < 1)
      stage.advance(to: 1)
      #expect(l.presentation()!.strokeEnd == 0.5)
      let backing = v.layer as! CAShapeLayer
      UIView.animate(withDuration: 1) {
        backing.strokeEnd = 0.2
        backing.lineWidth = 5
        v.alpha = 0.5
      }
      #expect(backing.animationKeys() == ["opacity"])
      #expect(backing.presentation()!.strokeEnd == 0.2)
    }
  }

  @Test func pathsOfTheSameElementsAnimatePointByPoint() {
    let stage = Stage()
    stage.run {
      let from = CGMutablePath()
      from.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)])
      let to = CGMutablePath()
      to.addLines(between: [CGPoint(x: 20, y: 20), CGPoint(x: 50, y: 20), CGPoint(x: 20, y: 50)])
      let l = Self.shapeLayer(to)
      let morph = CABasicAnimation(keyPath: "path")
      morph.fromValue = from
      morph.toValue = to
      morph.duration = 1
      morph.timingFunction = CAMediaTimingFunction(name: .linear)
      l.add(morph, forKey: "morph")
      stage.advance(to: 0.5)
      #expect(
        l.presentation()!.path!.elements == [
          .move(to: CGPoint(x: 10, y: 10)), .line(to: CGPoint(x: 30, y: 10)),
          .line(to: CGPoint(x: 10, y: 30)),
        ])
    }
  }

  @Test func otherPathsJumpHalfWayAndRoundedRectanglesMorph() {
    let stage = Stage()
    stage.run {
      let triangle = CGMutablePath()
      triangle.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)])
      let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 30, height: 20)).cgPath
      let l = Self.shapeLayer(oval)
      let jump = CABasicAnimation(keyPath: "path")
      jump.fromValue = triangle
      jump.toValue = oval
      jump.duration = 1
      l.add(jump, forKey: "jump")
      stage.advance(to: 0.4)
      #expect(l.presentation()!.path == triangle)
      stage.advance(to: 0.6)
      #expect(l.presentation()!.path == oval)

      // A rectangle (four lines) into a rounded rectangle (curves too): as rounded rectangles.
      let square = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40)).cgPath
      let rounded = UIBezierPath(
        roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 12
      ).cgPath
      let morph = CABasicAnimation(keyPath: "shadowPath")
      morph.fromValue = square
      morph.toValue = rounded
      morph.duration = 1
      morph.timingFunction = CAMediaTimingFunction(name: .linear)
      l.add(morph, forKey: "morph")
      stage.advance(to: 1.1)  // half-way through the morph, added at 0.6
      let shape = l.presentation()!.shadowPath!.roundedRect
      #expect(abs((shape?.radii.topLeft ?? 0) - 6) < 1e-9 && shape?.radii.isUniform == true)
    }
  }

  @Test func continuousCornersDrawTheirOutline() throws {
    let l = CALayer()
    l.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    l.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    l.cornerRadius = 20
    let circular = try Self.render(l)
    l.cornerCurve = .continuous
    #expect(l.renderNode(parentTime: 0)?.cornerCurve == .continuous)
    let continuous = try Self.render(l)
    // A continuous corner reaches further along the side (30.6 px, not 20): 22 px down the
    // left side it is still 0.09 px in, where the circular corner has ended; 15 px down it is
    // 0.92 px in, the circle 0.64 px.
    #expect(continuous[0, 22].r > 0 && circular[0, 22].r == 0)
    #expect(continuous[0, 15].r > circular[0, 15].r)
    #expect(continuous[50, 50] == circular[50, 50])
  }
}
