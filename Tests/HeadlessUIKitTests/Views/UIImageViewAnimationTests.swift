import Compositor
import Foundation
import Raster
import Testing

@testable import HeadlessUIKit

/// An image view plays frames on the stage's clock, and draws template images in its tint.
@MainActor @Suite struct UIImageViewAnimationTests {
  static let red = PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255)
  static let blue = PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255)

  func solid(_ color: PremultipliedRGBA8) throws -> UIImage {
    let bitmap = try PremultipliedRGBA8Bitmap(width: 4, height: 4, fill: color)
    return UIImage(cgImage: CGImage(bitmap: bitmap), scale: 1, orientation: .up)
  }

  /// The colour in the middle of `view` in the stage's next frame.
  func shown(_ view: UIView, on stage: Stage) throws -> PremultipliedRGBA8 {
    let frame = try Compositor().render(stage.renderTree())
    let s = stage.screen.scale
    let centre = stage.run {
      view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }
    return frame.pixel(x: Int(centre.x * s), y: Int(centre.y * s))
  }

  @Test func animationImagesPlayInTurnAndStop() throws {
    let stage = Stage()
    let view = UIImageView(frame: CGRect(x: 0, y: 100, width: 40, height: 40))
    let frames = [try solid(Self.red), try solid(Self.blue)]
    #expect(view.animationDuration == 0 && view.animationRepeatCount == 0)
    stage.run {
      stage.window.addSubview(view)
      view.animationImages = frames
      view.animationDuration = 1
      view.startAnimating()
    }
    #expect(view.isAnimating)
    stage.advance(to: 0.25)
    #expect(try shown(view, on: stage) == Self.red)
    stage.advance(to: 0.75)
    #expect(try shown(view, on: stage) == Self.blue)
    stage.advance(to: 1.25)
    #expect(try shown(view, on: stage) == Self.red)
    stage.run { view.stopAnimating() }
    #expect(!view.isAnimating)
  }

  @Test func anAnimatedImagePlaysWithoutBeingStarted() throws {
    let stage = Stage()
    let frames = [try solid(Self.red), try solid(Self.blue)]
    let animated = try #require(UIImage.animatedImage(with: frames, duration: 2))
    #expect(animated.images?.count == 2 && animated.duration == 2)
    let view = UIImageView(frame: CGRect(x: 0, y: 100, width: 40, height: 40))
    stage.run {
      stage.window.addSubview(view)
      view.image = animated
    }
    #expect(view.isAnimating)
    stage.advance(to: 1.5)
    #expect(try shown(view, on: stage) == Self.blue)
    stage.run { view.image = try? solid(Self.red) }
    #expect(!view.isAnimating)
  }

  @Test func aTemplateImageShowsInTheTintAndATintedImageInItsOwn() throws {
    let stage = Stage()
    let template = UIImageView(frame: CGRect(x: 0, y: 100, width: 40, height: 40))
    let tinted = UIImageView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
    let red = try solid(Self.red)
    stage.run {
      stage.window.addSubview(template)
      stage.window.addSubview(tinted)
      template.tintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
      template.image = red.withRenderingMode(.alwaysTemplate)
      tinted.tintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
      tinted.image = red.withTintColor(UIColor(red: 0, green: 1, blue: 0, alpha: 1))
    }
    #expect(try shown(template, on: stage) == Self.blue)
    #expect(try shown(tinted, on: stage) == PremultipliedRGBA8(r: 0, g: 255, b: 0, a: 255))
    stage.run { template.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    #expect(try shown(template, on: stage) == Self.red)
  }
}
