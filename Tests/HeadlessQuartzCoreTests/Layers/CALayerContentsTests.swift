import Compositor
import Foundation
import HeadlessUIKit
import Raster
import Testing

@testable import HeadlessCoreGraphics
@testable import HeadlessQuartzCore

/// A layer shows the part of its contents `contentsRect` picks, stretched about
/// `contentsCenter`, and `render(in:)` draws its model tree into a context.
@MainActor @Suite struct CALayerContentsTests {
  static let red = PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255)
  static let blue = PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255)

  func image(_ width: Int, _ height: Int, _ color: (Int, Int) -> PremultipliedRGBA8) throws
    -> CGImage
  {
    var bitmap = try PremultipliedRGBA8Bitmap(width: width, height: height, fill: .transparent)
    for y in 0..<height { for x in 0..<width { bitmap[x, y] = color(x, y) } }
    return CGImage(bitmap: bitmap)
  }

  func render(_ layer: CALayer) throws -> (PremultipliedRGBA8Bitmap, Int) {
    let stage = Stage()
    stage.run { stage.window.layer.addSublayer(layer) }
    let frame = try Compositor().render(stage.renderTree())
    return (frame, Int(stage.screen.scale))
  }

  @Test func contentsRectPicksPartOfTheImage() throws {
    let layer = CALayer()
    #expect(layer.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
    layer.frame = CGRect(x: 0, y: 100, width: 20, height: 10)
    layer.contents = try image(2, 1) { x, _ in x == 0 ? Self.red : Self.blue }
    layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
    let (frame, s) = try render(layer)
    #expect(frame.pixel(x: 2 * s, y: 105 * s) == Self.blue)
    #expect(frame.pixel(x: 18 * s, y: 105 * s) == Self.blue)
  }

  @Test func contentsCenterKeepsTheCapsAsTheLayerStretches() throws {
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 100, width: 30, height: 30)
    layer.contents = try image(3, 3) { x, y in x == 1 && y == 1 ? Self.blue : Self.red }
    layer.contentsScale = 1
    layer.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
    let (frame, s) = try render(layer)
    #expect(frame.pixel(x: 15 * s, y: 115 * s) == Self.blue)
    #expect(frame.pixel(x: 3 * s, y: 115 * s) == Self.blue)
    #expect(frame.pixel(x: s / 2, y: 115 * s) == Self.red)
    #expect(frame.pixel(x: 15 * s, y: 129 * s + s / 2) == Self.red)
  }

  @Test func renderInDrawsTheModelTreeIntoAContext() throws {
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    layer.position = CGPoint(x: 100, y: 100)
    layer.opacity = 0.5  // the layer's own opacity is not part of its picture
    layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    let corner = CALayer()
    corner.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
    corner.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    layer.addSublayer(corner)
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let picture = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format)
      .image { context in layer.render(in: context.cgContext) }
    let bitmap = try #require(picture.cgImage).renderImage.bitmap
    #expect(bitmap[1, 1] == Self.blue && bitmap[4, 4] == Self.blue)
    #expect(bitmap[8, 8] == Self.red && bitmap[8, 1] == Self.red)
  }

  @Test func classDefaultsAndHintsAreCoreAnimations() {
    #expect(CALayer.defaultValue(forKey: "opacity") as? CGFloat == 1)
    #expect(CALayer.defaultValue(forKey: "bounds") as? CGRect == .zero)
    #expect(CALayer.cornerCurveExpansionFactor(.circular) == 1)
    #expect(CALayer.cornerCurveExpansionFactor(.continuous) > 1.5)
    let layer = CALayer()
    #expect(layer.magnificationFilter == .linear && layer.minificationFilter == .linear)
    #expect(!layer.allowsEdgeAntialiasing && !layer.drawsAsynchronously)
    #expect(layer.edgeAntialiasingMask.contains(.layerTopEdge))
    #expect(!layer.contentsAreFlipped())
    #expect(layer.shouldArchiveValue(forKey: "position"))
  }
}
