import Compositor
import Foundation
import Raster
import Testing

@testable import HeadlessUIKit

@MainActor @Suite struct UIImageViewTests {
  /// A `width × height`-pixel image of one colour, at `scale`.
  func image(width: Int, height: Int, scale: CGFloat, color: PremultipliedRGBA8) throws -> UIImage {
    let bitmap = try PremultipliedRGBA8Bitmap(width: width, height: height, fill: color)
    return UIImage(cgImage: CGImage(bitmap: bitmap), scale: scale, orientation: .up)
  }

  static let red = PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255)
  static let blue = PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255)

  @Test func anImageViewIsSizedToItsImageAndShowsItAtItsScale() throws {
    let picture = try image(width: 40, height: 30, scale: 2, color: Self.red)
    let view = UIImageView(image: picture)
    #expect(view.frame == CGRect(x: 0, y: 0, width: 20, height: 15))
    #expect(view.layer.contents as? CGImage === picture.cgImage)
    #expect(view.layer.contentsScale == 2)
    #expect(view.intrinsicContentSize == CGSize(width: 20, height: 15))
    #expect(!view.isUserInteractionEnabled)
  }

  @Test func settingTheImageKeepsTheFrameUntilSizeToFit() throws {
    let view = UIImageView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
    #expect(view.layer.contents == nil)
    #expect(
      view.intrinsicContentSize
        == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    let picture = try image(width: 30, height: 60, scale: 3, color: Self.red)
    view.image = picture
    #expect(view.bounds.size == CGSize(width: 100, height: 100) && view.layer.contentsScale == 3)
    view.sizeToFit()
    #expect(view.bounds.size == CGSize(width: 10, height: 20))
    view.image = nil
    #expect(view.layer.contents == nil && view.sizeThatFits(.zero) == .zero)
  }

  @Test func theHighlightedImageShowsWhileHighlighted() throws {
    let normal = try image(width: 2, height: 2, scale: 1, color: Self.red)
    let lit = try image(width: 4, height: 4, scale: 1, color: Self.blue)
    let view = UIImageView(image: normal, highlightedImage: lit)
    #expect(view.layer.contents as? CGImage === normal.cgImage)
    view.isHighlighted = true
    #expect(view.layer.contents as? CGImage === lit.cgImage && view.intrinsicContentSize.width == 4)
    view.highlightedImage = nil
    #expect(view.layer.contents as? CGImage === normal.cgImage)
  }

  /// (content mode, contents gravity).
  nonisolated static let gravities: [(UIView.ContentMode, CALayerContentsGravity)] = [
    (.scaleToFill, .resize), (.scaleAspectFit, .resizeAspect),
    (.scaleAspectFill, .resizeAspectFill),
    (.center, .center),
  ]

  @Test(arguments: gravities)
  func contentModesPickTheGravity(mode: UIView.ContentMode, gravity: CALayerContentsGravity) {
    let view = UIImageView(image: nil)
    view.contentMode = mode
    #expect(view.layer.contentsGravity == gravity)
  }

  /// An aspect-fit 2 : 1 image in a square view draws a band across the middle.
  @Test func anAspectFitImageIsLetterboxedOnScreen() throws {
    let stage = Stage(device: .iPhoneSE)
    let tree = try stage.run {
      stage.window.backgroundColor = .white
      let view = UIImageView(image: try image(width: 20, height: 10, scale: 1, color: Self.blue))
      view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
      view.contentMode = .scaleAspectFit
      stage.window.addSubview(view)
      return stage.renderTree()
    }
    let frame = try Compositor().render(tree)  // 2 pixels per point
    #expect(frame[100, 100] == Self.blue)
    #expect(frame[100, 40] == .white)
    #expect(frame[100, 160] == .white)
  }
}
