import CurtainTesting
import Foundation
import SnapshotTesting
import Testing
import UIKit

/// `.elementsDescription` and `.image` of `CGPath` and `UIBezierPath`, against references in the
/// form the library records them on iOS: Core Graphics' elements in order, points with one to
/// three decimals, a blank line before each subpath but the first.
@MainActor @Suite struct PathStrategyTests {
  /// A speech bubble: a rounded body drawn with lines and quarter curves, a tail, and a dot.
  func bubble() -> CGMutablePath {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 10, y: 0))
    path.addLine(to: CGPoint(x: 70, y: 0))
    path.addQuadCurve(to: CGPoint(x: 80, y: 10), control: CGPoint(x: 80, y: 0))
    path.addLine(to: CGPoint(x: 80, y: 40))
    path.addCurve(
      to: CGPoint(x: 70, y: 50), control1: CGPoint(x: 80, y: 45.5),
      control2: CGPoint(x: 75.5, y: 50))
    path.addLine(to: CGPoint(x: 25, y: 50))
    path.addLine(to: CGPoint(x: 12.5, y: 62.5))
    path.addLine(to: CGPoint(x: 15, y: 50))
    path.addLine(to: CGPoint(x: 10, y: 50))
    path.addQuadCurve(to: CGPoint(x: 0, y: 40), control: CGPoint(x: 0, y: 50))
    path.addLine(to: CGPoint(x: 0, y: 10))
    path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 0, y: 0))
    path.closeSubpath()
    path.addEllipse(in: CGRect(x: 34, y: 19, width: 12, height: 12))
    return path
  }

  /// The bubble's elements as the library writes them on iOS: Core Graphics starts an ellipse at
  /// its right and goes on through its bottom, with quarter curves whose control points lie
  /// 0.5523 of a radius along the tangents.
  let bubbleElements = """
    MoveTo (10.0, 0.0)
    LineTo (70.0, 0.0)
    QuadCurveTo (80.0, 0.0) (80.0, 10.0)
    LineTo (80.0, 40.0)
    CurveTo (80.0, 45.5) (75.5, 50.0) (70.0, 50.0)
    LineTo (25.0, 50.0)
    LineTo (12.5, 62.5)
    LineTo (15.0, 50.0)
    LineTo (10.0, 50.0)
    QuadCurveTo (0.0, 50.0) (0.0, 40.0)
    LineTo (0.0, 10.0)
    QuadCurveTo (0.0, 0.0) (10.0, 0.0)
    Close 

    MoveTo (46.0, 25.0)
    CurveTo (46.0, 28.314) (43.314, 31.0) (40.0, 31.0)
    CurveTo (36.686, 31.0) (34.0, 28.314) (34.0, 25.0)
    CurveTo (34.0, 21.686) (36.686, 19.0) (40.0, 19.0)
    CurveTo (43.314, 19.0) (46.0, 21.686) (46.0, 25.0)
    Close 

    """

  func verify<Value>(_ value: Value, as strategy: Snapshotting<Value, String>, _ expected: String)
    throws -> String?
  {
    let fixtures = try SnapshotFixtures()
    defer { fixtures.remove() }
    try fixtures.write(expected, named: "1")
    let message = fixtures.verify(value, as: strategy, named: "1")
    if let message { Issue.record(Comment(rawValue: message)) }
    return message
  }

  @Test func aCGPathsElements() throws {
    #expect(try verify(bubble() as CGPath, as: .elementsDescription, bubbleElements) == nil)
  }

  @Test func aBezierPathsElementsAreItsCGPaths() throws {
    let path = UIBezierPath(cgPath: bubble())
    #expect(try verify(path, as: .elementsDescription, bubbleElements) == nil)
  }

  /// A formatter of style `.none` writes as many fraction digits as it is given, as on iOS.
  @Test func aNumberFormatterOfTheTestsOwn() throws {
    let formatter = NumberFormatter()
    formatter.decimalSeparator = ","
    formatter.minimumFractionDigits = 0
    formatter.maximumFractionDigits = 5
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 1.0 / 3, y: 2))
    path.addLine(to: CGPoint(x: 12.125, y: 1000.5))
    let expected = """
      MoveTo (0,33333, 2)
      LineTo (12,125, 1000,5)

      """
    #expect(
      try verify(path as CGPath, as: .elementsDescription(numberFormatter: formatter), expected)
        == nil)
  }

  /// The image is the path's bounding box at the strategy's scale, filled in black: the bubble's
  /// body is opaque black, the hole the dot makes under the even-odd rule clear, the outside
  /// clear.
  @Test func theImageIsThePathsBoundingBox() throws {
    let fixtures = try SnapshotFixtures()
    defer { fixtures.remove() }
    _ = fixtures.verify(bubble() as CGPath, as: .image(scale: 2), named: "1", record: .all)
    let data = try Data(
      contentsOf: URL(fileURLWithPath: fixtures.path(named: "1", pathExtension: "png")))
    let image = try #require(UIImage(data: data, scale: 1)?.cgImage)
    #expect(image.width == 160 && image.height == 125)
    let bitmap = image.renderImage.bitmap
    #expect(bitmap[20, 20] == .init(r: 0, g: 0, b: 0, a: 255))
    #expect(bitmap[80, 50].a == 0)
    #expect(bitmap[150, 120].a == 0)
    // Filled by the non-zero rule, as `UIBezierPath.fill()` fills, the dot is black too.
    _ = fixtures.verify(
      UIBezierPath(cgPath: bubble()), as: .image(scale: 2), named: "2", record: .all)
    let filled = try Data(
      contentsOf: URL(fileURLWithPath: fixtures.path(named: "2", pathExtension: "png")))
    let bezier = try #require(UIImage(data: filled, scale: 1)?.cgImage)
    #expect(bezier.renderImage.bitmap[80, 50] == .init(r: 0, g: 0, b: 0, a: 255))
  }
}
