import Compositor
import Foundation
import Raster
import Testing

/// A film repeats a frame when its tree equals the previous one, so equality must see every
/// value that changes pixels, and images must compare by their pixels.
@Suite struct RenderTreeEqualityTests {
  func tree(opacity: Double = 1, image: PremultipliedRGBA8Bitmap? = nil) -> RenderTree {
    let card = RenderNode(
      frame: CGRect(x: 10, y: 10, width: 40, height: 30), opacity: opacity,
      backgroundColor: .white, contents: image.map(RenderImage.init))
    return RenderTree(
      size: CGSize(width: 64, height: 64), layers: [RenderNode(frame: .zero, sublayers: [card])])
  }

  @Test func treesBuiltAlikeAreEqual() {
    #expect(tree() == tree())
  }

  @Test func aSublayerThatChangesMakesTheTreesDiffer() {
    #expect(tree(opacity: 0.5) != tree())
  }

  @Test func imagesCompareByTheirPixels() throws {
    var a = try PremultipliedRGBA8Bitmap(width: 4, height: 4)
    var b = try PremultipliedRGBA8Bitmap(width: 4, height: 4)
    a[1, 2] = PremultipliedRGBA8(r: 9, g: 8, b: 7, a: 255)
    b[1, 2] = PremultipliedRGBA8(r: 9, g: 8, b: 7, a: 255)
    #expect(tree(image: a) == tree(image: b))
    b[3, 3] = PremultipliedRGBA8(r: 1, g: 0, b: 0, a: 255)
    #expect(tree(image: a) != tree(image: b))
  }
}
