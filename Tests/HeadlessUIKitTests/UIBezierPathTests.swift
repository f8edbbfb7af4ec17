import Foundation
import Geometry
import Testing

@testable import HeadlessUIKit

/// Bézier paths become the rounded rectangles the compositor draws.
@Suite struct UIBezierPathTests {
  /// Radii as [topLeft, topRight, bottomRight, bottomLeft].
  static func radii(_ shape: RoundedRect) -> [CGFloat] {
    [shape.radii.topLeft, shape.radii.topRight, shape.radii.bottomRight, shape.radii.bottomLeft]
  }

  @Test func aRectangleHasSquareCorners() {
    let path = UIBezierPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(path.shapes == [RoundedRect(rect: CGRect(x: 10, y: 20, width: 30, height: 40))])
    #expect(path.bounds == CGRect(x: 10, y: 20, width: 30, height: 40))
  }

  /// `init(roundedRect:cornerRadius:)`: the radius, clamped, and UIKit's jump to a capsule when
  /// the shorter side is under 2 · 1.528665 · radius.
  @Test(
    arguments: [
      //  width height radius   drawn radius
      (200, 100, 10, 10),
      (200, 100, 0, 0),
      (200, 49, 16, 16),  // 2 · 1.528665 · 16 = 48.92 < 49: an ordinary corner
      (200, 48, 16, 24),  // 48.92 > 48: a capsule
      (208, 50, 20, 25),  // the Stack Overflow example: a capsule
      (100, 100, 80, 50),  // larger than half the side: a circle
      (60, 300, 10, 10),
    ] as [(CGFloat, CGFloat, CGFloat, CGFloat)])
  func roundedRectRadius(width: CGFloat, height: CGFloat, radius: CGFloat, drawn: CGFloat) {
    let rect = CGRect(x: 5, y: 5, width: width, height: height)
    let path = UIBezierPath(roundedRect: rect, cornerRadius: radius)
    #expect(path.shapes.count == 1)
    #expect(path.shapes.first?.rect == rect)
    #expect(path.shapes.first.map(Self.radii) == [drawn, drawn, drawn, drawn])
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
    #expect(path.shapes.map(Self.radii) == [radii])
  }

  @Test func ovalsAreCirclesOrCapsules() {
    let circle = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40))
    #expect(circle.shapes.map(Self.radii) == [[20, 20, 20, 20]])
    let capsule = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 30))
    #expect(capsule.shapes.map(Self.radii) == [[15, 15, 15, 15]])
    #expect(capsule.bounds == CGRect(x: 0, y: 0, width: 100, height: 30))
  }

  @Test func cgPathCarriesTheShapesBothWays() {
    let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 50, height: 80), cornerRadius: 8)
    path.append(UIBezierPath(rect: CGRect(x: 60, y: 0, width: 10, height: 10)))
    let cgPath = path.cgPath
    #expect(cgPath.shapes == path.shapes)
    #expect(cgPath.boundingBox == path.bounds)
    #expect(UIBezierPath(cgPath: cgPath).shapes == path.shapes)
    let other = UIBezierPath()
    other.cgPath = cgPath
    #expect(other.shapes == path.shapes)
  }

  @Test func appendingAndClearing() {
    let path = UIBezierPath()
    #expect(path.isEmpty && path.bounds.isNull)
    path.append(UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)))
    path.append(UIBezierPath(ovalIn: CGRect(x: 20, y: 20, width: 10, height: 10)))
    #expect(path.shapes.count == 2)
    #expect(path.bounds == CGRect(x: 0, y: 0, width: 30, height: 30))
    path.removeAllPoints()
    #expect(path.isEmpty)
  }

  /// Transforms: translations and scales move and resize shapes and radii; flips mirror radii.
  @Test(
    arguments: [
      //  transform                                 rect (x, y, w, h)    radii (tl, tr, br, bl)
      (CGAffineTransform(translationX: 5, y: -3), [15, 17, 40, 20], [4, 0, 0, 0]),
      (CGAffineTransform(scaleX: 2, y: 2), [20, 40, 80, 40], [8, 0, 0, 0]),
      (CGAffineTransform(scaleX: -1, y: 1), [-50, 20, 40, 20], [0, 4, 0, 0]),
      (CGAffineTransform(scaleX: 1, y: -1), [10, -40, 40, 20], [0, 0, 0, 4]),
      (CGAffineTransform(rotationAngle: .pi / 2), [-40, 10, 20, 40], [4, 0, 0, 0]),  // bounding box
    ] as [(CGAffineTransform, [CGFloat], [CGFloat])])
  func applyingTransforms(transform: CGAffineTransform, rect: [CGFloat], radii: [CGFloat]) {
    let path = UIBezierPath(
      roundedRect: CGRect(x: 10, y: 20, width: 40, height: 20), byRoundingCorners: .topLeft,
      cornerRadii: CGSize(width: 4, height: 4))
    path.apply(transform)
    let shape = path.shapes[0]
    let expected = CGRect(x: rect[0], y: rect[1], width: rect[2], height: rect[3])
    #expect(abs(shape.rect.minX - expected.minX) < 1e-9)
    #expect(abs(shape.rect.minY - expected.minY) < 1e-9)
    #expect(abs(shape.rect.width - expected.width) < 1e-9)
    #expect(abs(shape.rect.height - expected.height) < 1e-9)
    #expect(Self.radii(shape).map { ($0 * 1e9).rounded() / 1e9 } == radii)
  }
}
