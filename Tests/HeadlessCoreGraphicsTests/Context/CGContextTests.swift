import Compositor
import Foundation
import Geometry
import HeadlessUIKit
import Raster
import Testing

@testable import HeadlessCoreGraphics

/// Core Graphics drawing through UIKit's entry points: renderers, image contexts, the current
/// context, and the pixels its commands make.
@MainActor @Suite struct CGContextTests {
  let red = PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255)
  let blue = PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255)

  func pixels(_ image: UIImage) throws -> PremultipliedRGBA8Bitmap {
    try #require(image.cgImage).renderImage.bitmap
  }

  func format(scale: CGFloat) -> UIGraphicsImageRendererFormat {
    let f = UIGraphicsImageRendererFormat()
    f.scale = scale
    return f
  }

  @Test func aRendererDrawsAtItsFormatsScale() throws {
    let renderer = UIGraphicsImageRenderer(
      size: CGSize(width: 10, height: 6), format: format(scale: 2))
    var current: CGContext?
    let image = renderer.image { context in
      current = UIGraphicsGetCurrentContext()
      #expect(current === context.cgContext)
      #expect(context.format.bounds == CGRect(x: 0, y: 0, width: 10, height: 6))
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 5, height: 6))
    }
    #expect(UIGraphicsGetCurrentContext() == nil)
    #expect(image.scale == 2 && image.size == CGSize(width: 10, height: 6))
    let b = try pixels(image)
    #expect(b.width == 20 && b.height == 12)
    #expect(b[0, 0] == red && b[9, 11] == red)
    #expect(b[10, 0] == .transparent && b[19, 11] == .transparent)
    // UIKit's contexts report Core Graphics' y-up device space: a flip scaled by 2.
    #expect(current?.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 12))
  }

  @Test func imageContextsBeginGiveTheirImageAndEnd() throws {
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), true, 1)
    let context = try #require(UIGraphicsGetCurrentContext())
    context.setFillColor(UIColor.blue.cgColor)
    context.fill(CGRect(x: 1, y: 1, width: 2, height: 2))
    let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
    UIGraphicsEndImageContext()
    #expect(UIGraphicsGetCurrentContext() == nil)
    let b = try pixels(image)
    // An opaque image starts black.
    #expect(b[0, 0] == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
    #expect(b[1, 1] == blue && b[2, 2] == blue)
  }

  @Test func pointsAreMappedByTheTransformWhenTheyAreAdded() throws {
    let image = UIGraphicsImageRenderer(
      size: CGSize(width: 8, height: 8), format: format(scale: 1)
    ).image { _ in
      let c = UIGraphicsGetCurrentContext()!
      c.move(to: CGPoint(x: 0, y: 0))
      c.addLine(to: CGPoint(x: 4, y: 0))
      c.translateBy(x: 0, y: 4)  // later points move; earlier ones stay where they were
      c.addLine(to: CGPoint(x: 4, y: 0))
      c.addLine(to: CGPoint(x: 0, y: 0))
      c.closePath()
      c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
      c.fillPath()
      #expect(c.isPathEmpty)
    }
    let b = try pixels(image)
    #expect(b[0, 0] == red && b[3, 3] == red)
    #expect(b[4, 0] == .transparent && b[0, 4] == .transparent)
  }

  @Test func savedStatesRestoreColourTransformAndClip() throws {
    let image = UIGraphicsImageRenderer(
      size: CGSize(width: 8, height: 4), format: format(scale: 1)
    ).image { _ in
      let c = UIGraphicsGetCurrentContext()!
      UIColor.red.setFill()
      c.saveGState()
      UIColor.blue.setFill()
      c.clip(to: CGRect(x: 0, y: 0, width: 2, height: 4))
      c.translateBy(x: 1, y: 0)
      c.fill(CGRect(x: 0, y: 0, width: 8, height: 4))  // blue, only in x 1..<2
      c.restoreGState()
      c.fill(CGRect(x: 4, y: 0, width: 4, height: 4))  // red, unclipped, untranslated
    }
    let b = try pixels(image)
    #expect(b[0, 0] == .transparent && b[1, 0] == blue && b[2, 0] == .transparent)
    #expect(b[4, 0] == red && b[7, 3] == red)
  }

  @Test func alphaStrokesAndClearsCombine() throws {
    let image = UIGraphicsImageRenderer(
      size: CGSize(width: 10, height: 10), format: format(scale: 1)
    ).image { _ in
      let c = UIGraphicsGetCurrentContext()!
      c.setFillColor(gray: 1, alpha: 1)
      c.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
      c.clear(CGRect(x: 0, y: 0, width: 2, height: 10))
      c.setAlpha(0.5)
      c.setStrokeColor(UIColor.black.cgColor)
      c.setLineWidth(2)
      c.strokeLineSegments(between: [CGPoint(x: 2, y: 5), CGPoint(x: 10, y: 5)])
    }
    let b = try pixels(image)
    #expect(b[1, 0] == .transparent)
    #expect(b[5, 0] == PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
    // Half-transparent black over white: 255 · (255 − 128) / 255 = 127.
    #expect(b[5, 4] == PremultipliedRGBA8(r: 127, g: 127, b: 127, a: 255))
    #expect(b[5, 5] == b[5, 4] && b[5, 6] == b[5, 0])
  }

  /// A Core Graphics image drawn into a UIKit context comes out upside down, as on iOS; the
  /// same image drawn by UIImage comes out upright.
  @Test func imagesKeepCoreGraphicsOrientation() throws {
    var source = try PremultipliedRGBA8Bitmap(width: 1, height: 2, fill: red)
    source[0, 1] = blue
    let cg = CGImage(bitmap: source)
    let renderer = UIGraphicsImageRenderer(
      size: CGSize(width: 2, height: 2), format: format(scale: 1))
    let image = try pixels(
      renderer.image { _ in
        UIGraphicsGetCurrentContext()!.draw(cg, in: CGRect(x: 0, y: 0, width: 1, height: 2))
        UIImage(cgImage: cg).draw(in: CGRect(x: 1, y: 0, width: 1, height: 2))
      })
    #expect(image[0, 0] == blue && image[0, 1] == red)
    #expect(image[1, 0] == red && image[1, 1] == blue)
  }

  @Test func gradientsPaintBetweenTheirEndsUnlessExtended() throws {
    let gradient = try #require(
      CGGradient(
        colorsSpace: CGColorSpaceCreateDeviceRGB(),
        colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray, locations: [0, 1]))
    func draw(_ options: CGGradientDrawingOptions) throws -> PremultipliedRGBA8Bitmap {
      try pixels(
        UIGraphicsImageRenderer(size: CGSize(width: 30, height: 2), format: format(scale: 1))
          .image { _ in
            UIGraphicsGetCurrentContext()!.drawLinearGradient(
              gradient, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 20, y: 0), options: options)
          })
    }
    let bare = try draw([])
    #expect(bare[9, 0] == .transparent && bare[20, 1] == .transparent)
    #expect(bare[10, 0].a == 255 && bare[19, 0].a == 255)
    let extended = try draw([.drawsBeforeStartLocation, .drawsAfterEndLocation])
    #expect(extended[0, 0] == red && extended[29, 1] == blue)
  }

  @Test func stringsAreDrawnInTheirFontAndColour() throws {
    let attributes: [NSAttributedString.Key: Any] = [
      .font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.blue,
    ]
    let size = "Hi".size(withAttributes: attributes)
    #expect(size.height == UIFont.boldSystemFont(ofSize: 20).lineHeight && size.width > 15)
    let b = try pixels(
      UIGraphicsImageRenderer(size: CGSize(width: 40, height: 30), format: format(scale: 2))
        .image { _ in ("Hi" as NSString).draw(at: CGPoint(x: 5, y: 2), withAttributes: attributes) }
    )
    var ink: [(Int, Int)] = []
    for y in 0..<b.height {
      for x in 0..<b.width where b[x, y].a > 0 {
        ink.append((x, y))
        #expect(b[x, y].r == 0 && b[x, y].g == 0)
      }
    }
    #expect(ink.count > 100)
    #expect(ink.allSatisfy { $0.0 >= 10 && $0.0 < 10 + Int(size.width * 2) + 2 && $0.1 >= 4 })
  }

  /// Filling and stroking a path in a context gives the bytes the compositor gives a shape layer
  /// with the same path and colours: both cover it exactly through the same kernels.
  @Test func aContextPathMatchesAnEquivalentShapeLayer() throws {
    let path = UIBezierPath()
    path.move(to: CGPoint(x: 6, y: 4))
    path.addCurve(
      to: CGPoint(x: 34, y: 26), controlPoint1: CGPoint(x: 30, y: -6),
      controlPoint2: CGPoint(x: 2, y: 30))
    path.addLine(to: CGPoint(x: 8, y: 28))
    path.close()
    path.lineWidth = 3
    path.lineJoinStyle = .round
    let fill = UIColor(red: 0.2, green: 0.6, blue: 1, alpha: 0.8)
    let stroke = UIColor(red: 1, green: 0.3, blue: 0, alpha: 1)
    let drawn = try pixels(
      UIGraphicsImageRenderer(size: CGSize(width: 40, height: 32), format: format(scale: 3))
        .image { _ in
          fill.setFill()
          stroke.setStroke()
          path.fill()
          path.stroke()
        })

    let shape = CAShapeLayer()
    shape.path = path.cgPath
    shape.fillColor = fill.cgColor
    shape.strokeColor = stroke.cgColor
    shape.lineWidth = 3
    shape.lineJoin = .round
    shape.frame = CGRect(x: 0, y: 0, width: 40, height: 32)
    let node = try #require(shape.renderNode(parentTime: 0))
    let tree = RenderTree(
      size: CGSize(width: 40, height: 32), scale: 3, backgroundColor: .clear, layers: [node])
    #expect(try Compositor().render(tree) == drawn)
  }
}
