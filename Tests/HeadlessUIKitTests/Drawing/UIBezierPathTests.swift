import Foundation
import Geometry
import Testing

@testable import HeadlessUIKit

/// UIKit's `UIBezierPath`: its shapes, its building calls with UIKit's `clockwise`, and the
/// rounded rectangle it remembers for the compositor.
@Suite struct UIBezierPathTests {
  /// Radii as [topLeft, topRight, bottomRight, bottomLeft].
  static func radii(_ shape: RoundedRect?) -> [CGFloat]? {
    shape.map {
      [$0.radii.topLeft, $0.radii.topRight, $0.radii.bottomRight, $0.radii.bottomLeft]
    }
  }

  @Test func aRectangleIsItsFourSides() {
    let path = UIBezierPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(
      path.cgPath.roundedRect == RoundedRect(rect: CGRect(x: 10, y: 20, width: 30, height: 40)))
    #expect(path.bounds == CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(path.path.rectangle == CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(path.currentPoint == CGPoint(x: 10, y: 20))  // closed: back at the start
  }

  /// `init(roundedRect:cornerRadius:)`: UIKit's continuous corners, and its jump to a capsule
  /// when the shorter side is under 2 · 1.528665 · radius.
  @Test(
    arguments: [
      //  width height radius   drawn radius  continuous
      (200, 100, 10, 10, true),
      (200, 100, 0, 0, false),
      (200, 49, 16, 16, true),  // 2 · 1.528665 · 16 = 48.92 < 49: an ordinary corner
      (200, 48, 16, 24, false),  // 48.92 > 48: a capsule
      (208, 50, 20, 25, false),  // the Stack Overflow example: a capsule
      (100, 100, 80, 50, false),  // larger than half the side: a circle
      (60, 300, 10, 10, true),
    ] as [(CGFloat, CGFloat, CGFloat, CGFloat, Bool)])
  func roundedRectRadius(
    width: CGFloat, height: CGFloat, radius: CGFloat, drawn: CGFloat, continuous: Bool
  ) {
    let rect = CGRect(x: 5, y: 5, width: width, height: height)
    let path = UIBezierPath(roundedRect: rect, cornerRadius: radius)
    #expect(path.cgPath.roundedRect?.rect == rect)
    #expect(Self.radii(path.cgPath.roundedRect) == [drawn, drawn, drawn, drawn])
    let box = path.path.boundingBoxOfPath
    #expect(abs(box.minX - rect.minX) < 1e-9 && abs(box.maxY - rect.maxY) < 1e-9)
    if continuous {
      // The continuous outline: the top side starts 1.528665 r from the corner.
      #expect(path.path == RoundedRect(rect: rect, cornerRadius: radius).continuousOutline)
      #expect(path.path.elements.first == .move(to: CGPoint(x: 5 + 1.528665 * radius, y: 5)))
    }
  }

  /// `init(roundedRect:byRoundingCorners:cornerRadii:)` uses `cornerRadii.width` only.
  @Test(
    arguments: [
      //  corners                     cornerRadii  radii (tl, tr, br, bl)
      (UIRectCorner.allCorners, [12, 40], [12, 12, 12, 12]),
      ([.topLeft, .topRight], [12, 0], [12, 12, 0, 0]),
      ([.bottomLeft, .bottomRight], [40, 40], [0, 0, 25, 25]),  // clamped to 50 / 2
      (UIRectCorner.bottomRight, [8, 8], [0, 0, 8, 0]),
      (UIRectCorner(), [8, 8], [0, 0, 0, 0]),
    ] as [(UIRectCorner, [CGFloat], [CGFloat])])
  func roundingSomeCorners(corners: UIRectCorner, cornerRadii: [CGFloat], radii: [CGFloat]) {
    let rect = CGRect(x: 0, y: 0, width: 120, height: 50)
    let path = UIBezierPath(
      roundedRect: rect, byRoundingCorners: corners,
      cornerRadii: CGSize(width: cornerRadii[0], height: cornerRadii[1]))
    #expect(Self.radii(path.cgPath.roundedRect) == radii)
    var expected = Path()
    expected.addRoundedRect(path.cgPath.roundedRect!)
    #expect(path.path == expected)
  }

  @Test func ovalsAreEllipsesClockwiseFromTheRight() {
    let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 30))
    #expect(oval.cgPath.roundedRect == nil)  // an ellipse, not a capsule
    #expect(oval.path.elements.first == .move(to: CGPoint(x: 100, y: 15)))
    #expect(oval.path.elements[1].points.last == CGPoint(x: 50, y: 30))  // down first
    #expect(oval.contains(CGPoint(x: 50, y: 1)) && !oval.contains(CGPoint(x: 5, y: 3)))
    #expect(oval.bounds == CGRect(x: 0, y: 0, width: 100, height: 30))
    let circle = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40))
    #expect(Self.radii(circle.cgPath.roundedRect) == [20, 20, 20, 20])
  }

  @Test func arcsTurnClockwiseOnScreenWhenAsked() {
    // From angle 0 clockwise on screen to π/2: through the lower right, ending at the bottom.
    let down = UIBezierPath(
      arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    #expect(down.path.elements.count == 2)
    #expect(down.path.boundingBoxOfPath.minY > -1e-9)
    let up = UIBezierPath(
      arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    #expect(up.path.elements.count == 4)  // three quarters, through the top
    #expect(abs(up.path.boundingBoxOfPath.minY + 10) < 1e-9)
    let end = up.currentPoint
    #expect(abs(end.x) < 1e-9 && abs(end.y - 10) < 1e-9)
  }

  @Test func buildingAPathAndAskingAboutIt() {
    let path = UIBezierPath()
    #expect(path.isEmpty && path.bounds.isNull && path.currentPoint == .zero)
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 40, y: 0))
    path.addQuadCurve(to: CGPoint(x: 40, y: 40), controlPoint: CGPoint(x: 60, y: 20))
    path.addCurve(
      to: CGPoint(x: 0, y: 40), controlPoint1: CGPoint(x: 30, y: 50),
      controlPoint2: CGPoint(x: 10, y: 50))
    path.addArc(
      withCenter: CGPoint(x: 0, y: 20), radius: 20, startAngle: .pi / 2, endAngle: -.pi / 2,
      clockwise: true)
    path.close()
    #expect(path.path.elements.count == 7)  // move, line, quad, curve, arc (2 quarters), close
    #expect(path.bounds == CGRect(x: -20, y: 0, width: 80, height: 50))  // control points too
    #expect(path.contains(CGPoint(x: 20, y: 20)) && path.contains(CGPoint(x: -10, y: 20)))
    #expect(!path.contains(CGPoint(x: 55, y: 5)))
    #expect(path.cgPath.roundedRect == nil)
    path.removeAllPoints()
    #expect(path.isEmpty)
  }

  @Test func theFillRuleDecidesContains() {
    let ring = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
    ring.append(UIBezierPath(ovalIn: CGRect(x: 25, y: 25, width: 50, height: 50)))
    #expect(ring.contains(CGPoint(x: 50, y: 50)))  // wound twice
    ring.usesEvenOddFillRule = true
    #expect(!ring.contains(CGPoint(x: 50, y: 50)) && ring.contains(CGPoint(x: 10, y: 50)))
  }

  @Test func reversingTracesTheSamePathBackwards() {
    let path = UIBezierPath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 10, y: 0))
    path.addCurve(
      to: CGPoint(x: 10, y: 10), controlPoint1: CGPoint(x: 15, y: 2),
      controlPoint2: CGPoint(x: 15, y: 8))
    let back = path.reversing()
    #expect(
      back.path.elements == [
        .move(to: CGPoint(x: 10, y: 10)),
        .curve(
          to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 15, y: 8), control2: CGPoint(x: 15, y: 2)),
        .line(to: CGPoint(x: 0, y: 0)),
      ])
    #expect(back.reversing().path == path.path)
  }

  @Test func cgPathCarriesThePathBothWays() {
    let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 50, height: 80), cornerRadius: 8)
    let cgPath = path.cgPath
    #expect(cgPath.path == path.path)
    #expect(cgPath.boundingBox == path.bounds)
    #expect(UIBezierPath(cgPath: cgPath).path == path.path)
    let other = UIBezierPath()
    other.cgPath = cgPath
    #expect(other.path == path.path && other.cgPath.roundedRect == cgPath.roundedRect)
    // Appending to a shape: no longer one rounded rectangle.
    path.append(UIBezierPath(rect: CGRect(x: 60, y: 0, width: 10, height: 10)))
    #expect(path.cgPath.roundedRect == nil)
    #expect(path.bounds == CGRect(x: 0, y: 0, width: 70, height: 80))
  }

  @Test func strokeSettingsHaveUIKitsDefaultsAndReadBack() {
    let path = UIBezierPath()
    #expect(path.lineWidth == 1 && path.lineCapStyle == .butt && path.lineJoinStyle == .miter)
    #expect(path.miterLimit == 10 && !path.usesEvenOddFillRule)
    let pattern: [CGFloat] = [4, 2, 1]
    path.setLineDash(pattern, count: 3, phase: 1.5)
    var count = 0
    var phase: CGFloat = 0
    var read = [CGFloat](repeating: 0, count: 3)
    path.getLineDash(&read, count: &count, phase: &phase)
    #expect(read == pattern && count == 3 && phase == 1.5)
    path.setLineDash(nil, count: 0, phase: 0)
    path.getLineDash(nil, count: &count, phase: nil)
    #expect(count == 0)
  }

  /// Transforms: translations, uniform scales and flips keep the remembered rounded rectangle
  /// (radii scaled, mirrored); a rotation keeps only the path.
  @Test(
    arguments: [
      //  transform                                 rect (x, y, w, h)    radii (tl, tr, br, bl)
      (CGAffineTransform(translationX: 5, y: -3), [15, 17, 40, 20], [4, 0, 0, 0]),
      (CGAffineTransform(scaleX: 2, y: 2), [20, 40, 80, 40], [8, 0, 0, 0]),
      (CGAffineTransform(scaleX: -1, y: 1), [-50, 20, 40, 20], [0, 4, 0, 0]),
      (CGAffineTransform(scaleX: 1, y: -1), [10, -40, 40, 20], [0, 0, 0, 4]),
    ] as [(CGAffineTransform, [CGFloat], [CGFloat])])
  func applyingTransforms(transform: CGAffineTransform, rect: [CGFloat], radii: [CGFloat]) {
    let path = UIBezierPath(
      roundedRect: CGRect(x: 10, y: 20, width: 40, height: 20), byRoundingCorners: .topLeft,
      cornerRadii: CGSize(width: 4, height: 4))
    let before = path.path
    path.apply(transform)
    #expect(path.path == before.applying(transform))
    let shape = path.cgPath.roundedRect
    #expect(shape?.rect == CGRect(x: rect[0], y: rect[1], width: rect[2], height: rect[3]))
    #expect(Self.radii(shape) == radii)
  }

  @Test func aRotationKeepsThePathOnly() {
    let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 4)
    path.apply(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(path.cgPath.roundedRect == nil)
    let box = path.path.boundingBoxOfPath
    #expect(abs(box.minX + 20) < 1e-9 && abs(box.width - 20) < 1e-9 && abs(box.height - 40) < 1e-9)
  }
}
