import Compositor
import Foundation
import Geometry
import Raster
import Testing

@testable import HeadlessUIKit

/// `draw(_:)` as UIKit calls it: when a view first shows with a size, after `setNeedsDisplay`,
/// on resizes with `.redraw`, into a bitmap at the screen's scale, clipped to the rectangle.
@MainActor @Suite struct UIViewDrawingTests {
  /// Records its calls and fills the rectangle it is given with its colour.
  final class Swatch: UIView {
    var rects: [CGRect] = []
    var sawContext = false
    var color: UIColor = .systemBlue

    override func draw(_ rect: CGRect) {
      rects.append(rect)
      sawContext = UIGraphicsGetCurrentContext() != nil
      color.setFill()
      UIRectFill(bounds)
    }
  }

  /// A view on an iPhone SE (2×) screen, shown and drawn.
  func shown(_ view: UIView, appearance: UIUserInterfaceStyle = .light) -> Stage {
    let stage = Stage(device: .iPhoneSE, appearance: appearance)
    let vc = UIViewController()
    stage.run {
      stage.window.rootViewController = vc
      vc.view.backgroundColor = .white
      vc.view.addSubview(view)
    }
    stage.advance(to: 0.1)
    return stage
  }

  func contents(_ view: UIView) throws -> PremultipliedRGBA8Bitmap {
    try #require(view.layer.contents as? CGImage).renderImage.bitmap
  }

  @Test func aViewThatDrawsIsDrawnOnceWhenItShowsAtTheScreensScale() throws {
    let swatch = Swatch(frame: CGRect(x: 10, y: 40, width: 30, height: 20))
    let stage = shown(swatch)
    #expect(swatch.rects == [CGRect(x: 0, y: 0, width: 30, height: 20)])
    #expect(swatch.sawContext && UIGraphicsGetCurrentContext() == nil)
    let b = try contents(swatch)
    #expect(b.width == 60 && b.height == 40 && swatch.layer.contentsScale == 2)
    let blue = UIColor.systemBlue.cgColor.rgbaColor.premultiplied()
    #expect(b[0, 0] == blue && b[59, 39] == blue)
    stage.advance(to: 0.5)
    #expect(swatch.rects.count == 1)
    // It shows on screen where it is.
    let frame = try Compositor().render(stage.renderTree())
    #expect(frame[20, 80] == blue && frame[18, 80] != blue)
  }

  @Test func setNeedsDisplayDrawsAgainAtTheNextCommit() {
    let swatch = Swatch(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let stage = shown(swatch)
    stage.run { stage.at(0.2) { swatch.setNeedsDisplay() } }
    stage.advance(to: 0.3)
    #expect(swatch.rects.count == 2)
  }

  @Test func aMarkedRectangleIsRedrawnAndTheRestKept() throws {
    let swatch = Swatch(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    let stage = shown(swatch)
    stage.run {
      stage.at(0.2) {
        swatch.color = .systemRed
        swatch.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 10))
        swatch.setNeedsDisplay(CGRect(x: 5, y: 0, width: 5, height: 5))
      }
    }
    stage.advance(to: 0.3)
    #expect(swatch.rects.last == CGRect(x: 0, y: 0, width: 10, height: 10))
    let b = try contents(swatch)
    let red = UIColor.systemRed.cgColor.rgbaColor.premultiplied()
    let blue = UIColor.systemBlue.cgColor.rgbaColor.premultiplied()
    // The fill of the whole bounds lands only inside the marked rectangle (the clip).
    #expect(b[0, 0] == red && b[19, 19] == red && b[20, 0] == blue && b[39, 19] == blue)
  }

  @Test func resizingRedrawsOnlyWithRedraw() {
    let stretched = Swatch(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let redrawn = Swatch(frame: CGRect(x: 0, y: 20, width: 10, height: 10))
    redrawn.contentMode = .redraw
    let stage = shown(stretched)
    stage.run {
      stage.window.rootViewController?.view.addSubview(redrawn)
      stage.at(0.2) {
        stretched.frame.size.width = 30
        redrawn.frame.size.width = 30
      }
    }
    stage.advance(to: 0.3)
    #expect(stretched.rects.count == 1)
    #expect(redrawn.rects.map(\.width) == [10, 30])
  }

  @Test func viewsThatDoNotDrawKeepTheirContents() throws {
    let plain = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let image = try PremultipliedRGBA8Bitmap(width: 2, height: 2, fill: .transparent)
    let imageView = UIImageView(image: UIImage(cgImage: CGImage(bitmap: image)))
    let stage = shown(plain)
    stage.run { plain.addSubview(imageView) }
    stage.advance(to: 0.2)
    #expect(plain.layer.contents == nil)
    #expect((imageView.layer.contents as? CGImage)?.renderImage.bitmap == image)
    #expect(plain.drawing.drawsContent == false)
  }

  /// An opaque view's bitmap has no alpha: undrawn parts show black, or the background colour
  /// when it has one; a translucent view's stay clear.
  @Test func opaqueViewsStartFromBlackOrTheirBackground() throws {
    final class Dot: UIView {
      override func draw(_ rect: CGRect) {
        UIColor.red.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2)).fill()
      }
    }
    let black = Dot(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
    let green = Dot(frame: CGRect(x: 0, y: 10, width: 4, height: 4))
    green.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    let clear = Dot(frame: CGRect(x: 0, y: 20, width: 4, height: 4))
    clear.isOpaque = false
    let stage = shown(black)
    stage.run {
      black.superview?.addSubview(green)
      black.superview?.addSubview(clear)
    }
    stage.advance(to: 0.2)
    let red = PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255)
    #expect(try contents(black)[0, 0] == red)
    #expect(try contents(black)[7, 7] == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
    #expect(try contents(green)[7, 7] == PremultipliedRGBA8(r: 0, g: 255, b: 0, a: 255))
    #expect(try contents(clear)[7, 7] == .transparent)
  }

  @Test func drawingFollowsTheTraitsAndRedrawsWhenTheyChange() throws {
    let swatch = Swatch(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
    swatch.color = .label
    let child = UIViewController()
    let stage = shown(child.view, appearance: .dark)
    stage.run {
      let parent = stage.window.rootViewController!
      parent.addChild(child)
      child.didMove(toParent: parent)
      child.view.addSubview(swatch)
    }
    stage.advance(to: 0.2)
    let white = PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255)
    #expect(try contents(swatch)[0, 0] == white)
    stage.run {
      stage.window.rootViewController!.setOverrideTraitCollection(
        UITraitCollection(userInterfaceStyle: .light), forChild: child)
    }
    stage.advance(to: 0.3)
    #expect(swatch.rects.count == 2)
    #expect(try contents(swatch)[0, 0] == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
  }

  @Test func layersDrawThemselvesOrThroughTheirDelegate() throws {
    final class Cross: CALayer {
      override func draw(in ctx: CGContext) {
        ctx.setStrokeColor(UIColor.blue.cgColor)
        ctx.setLineWidth(2)
        ctx.strokeLineSegments(between: [CGPoint(x: 0, y: 5), CGPoint(x: 10, y: 5)])
      }
    }
    final class Painter: CALayerDelegate {
      func draw(_ layer: CALayer, in ctx: CGContext) {
        ctx.setFillColor(UIColor.red.cgColor)
        ctx.fill(layer.bounds)
      }
    }
    let cross = Cross()
    cross.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    cross.contentsScale = 2
    cross.setNeedsDisplay()
    cross.displayIfNeeded()
    let b = try #require(cross.contents as? CGImage).renderImage.bitmap
    #expect(b.width == 20 && b[3, 9] == PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255))
    #expect(b[3, 0] == .transparent)

    let painter = Painter()
    let painted = CALayer()
    painted.delegate = painter
    painted.frame = CGRect(x: 0, y: 0, width: 3, height: 3)
    painted.needsDisplayOnBoundsChange = true
    painted.displayIfNeeded()
    #expect(painted.contents == nil)  // nothing marked it yet
    painted.bounds.size = CGSize(width: 4, height: 3)
    #expect(painted.needsDisplay())
    painted.displayIfNeeded()
    let p = try #require(painted.contents as? CGImage)
    #expect(
      p.width == 4 && p.renderImage.bitmap[3, 2] == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
    // A layer with nothing to draw is left without contents.
    let empty = CALayer()
    empty.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
    empty.setNeedsDisplay()
    empty.displayIfNeeded()
    #expect(empty.contents == nil)
  }
}
