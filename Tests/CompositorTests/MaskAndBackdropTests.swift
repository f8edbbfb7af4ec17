import Compositor
import Foundation
import Geometry
import Raster
import TestSupport
import Testing

/// Masked layers and backdrop filters: the fast painter against the reference, and what they
/// mean worked out by hand.
@Suite struct MaskAndBackdropTests {
  @Test func theFastPainterEqualsTheReferenceOnRandomTreesWithEffects() throws {
    var trees = RandomTrees(seed: 71, width: 48, height: 40, paths: true, effects: true)
    for i in 0..<120 {
      let tree = trees.tree(scale: i % 3 == 0 ? 2 : 1)
      try expectBandsPaintTheReference(tree, "tree \(i)")
    }
  }

  static let canvas = CGSize(width: 40, height: 30)

  func render(_ layers: [RenderNode], background: RGBAColor = .black) throws
    -> PremultipliedRGBA8Bitmap
  {
    let tree = RenderTree(size: Self.canvas, backgroundColor: background, layers: layers)
    let fast = try Compositor().render(tree)
    #expect(fast == (try Compositor(painter: .reference).render(tree)))
    return fast
  }

  static func circle(_ rect: CGRect) -> RenderNode {
    var path = Path()
    path.addEllipse(in: CGRect(origin: .zero, size: rect.size))
    return RenderNode(frame: rect, shape: RenderShape(path: path, fillColor: .white))
  }

  /// A circle mask shows the layer inside it and nothing outside; the mask's colour is never
  /// drawn; its geometry is in the masked layer's space.
  @Test func aShapeMaskShowsTheLayerInsideItOnly() throws {
    var square = RenderNode(
      frame: CGRect(x: 10, y: 5, width: 20, height: 20), backgroundColor: RGBAColor(hex: 0xFF3B30))
    square.mask = Self.circle(CGRect(x: 5, y: 5, width: 10, height: 10))
    let frame = try render([square])
    #expect(frame[20, 15] == PremultipliedRGBA8(r: 255, g: 59, b: 48, a: 255))  // the centre
    #expect(frame[11, 6] == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))  // outside the circle
    #expect(frame[29, 24] == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
  }

  /// A mask's alpha multiplies: a half-transparent mask over an opaque layer gives half of it,
  /// and a mask with sublayers masks by its whole rendered alpha.
  @Test func aMasksAlphaMultipliesTheLayer() throws {
    var square = RenderNode(
      frame: CGRect(x: 0, y: 0, width: 40, height: 30), backgroundColor: .white)
    square.mask = RenderNode(
      frame: CGRect(x: 0, y: 0, width: 20, height: 30),
      backgroundColor: RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.5),
      sublayers: [
        RenderNode(frame: CGRect(x: 10, y: 0, width: 20, height: 10), backgroundColor: .black)
      ])
    let frame = try render([square])
    #expect(frame[5, 20] == PremultipliedRGBA8(r: 128, g: 128, b: 128, a: 255))  // alpha 0.5
    #expect(frame[15, 5] == PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))  // the sublayer
    #expect(frame[25, 5] == PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
    #expect(frame[35, 20] == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))  // no mask there
  }

  /// A gradient mask fades the layer out along it; a mask that draws nothing hides the layer.
  @Test func gradientMasksFadeAndEmptyMasksHide() throws {
    var square = RenderNode(
      frame: CGRect(x: 0, y: 0, width: 40, height: 30), backgroundColor: .white)
    square.mask = RenderNode(
      frame: CGRect(x: 0, y: 0, width: 40, height: 30),
      gradient: RenderGradient(
        colors: [.black, .clear], startPoint: CGPoint(x: 0, y: 0.5), endPoint: CGPoint(x: 1, y: 0.5)
      ))
    let frame = try render([square])
    let left = frame[1, 15].r
    let middle = frame[20, 15].r
    let right = frame[38, 15].r
    #expect(left > 240 && right < 15 && abs(Int(middle) - 128) < 10)
    square.mask = RenderNode(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(try render([square])[5, 5] == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
  }

  /// A masked group: the mask multiplies the composite, not each sublayer (where two opaque
  /// sublayers overlap, the result is the top one at the mask's alpha, with nothing of the one
  /// beneath).
  @Test func aMaskCompositesTheLayerAsOneGroup() throws {
    var layer = RenderNode(
      frame: CGRect(x: 0, y: 0, width: 40, height: 30), backgroundColor: RGBAColor(hex: 0x00FF00),
      sublayers: [
        RenderNode(frame: CGRect(x: 0, y: 0, width: 40, height: 30), backgroundColor: .white)
      ])
    layer.mask = RenderNode(
      frame: CGRect(x: 0, y: 0, width: 40, height: 30),
      backgroundColor: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5))
    #expect(try render([layer])[20, 15] == PremultipliedRGBA8(r: 128, g: 128, b: 128, a: 255))
  }

  /// A backdrop over one colour is that colour (a blur of a constant, the edges repeating
  /// beyond the canvas), then the tint over it; only what lies beneath is blurred.
  @Test func aBackdropBlursWhatLiesBeneathOnly() throws {
    let base = RenderNode(
      frame: CGRect(origin: .zero, size: Self.canvas), backgroundColor: RGBAColor(hex: 0x3366CC))
    var panel = RenderNode(frame: CGRect(x: 0, y: 0, width: 25, height: 30))
    panel.backdrop = RenderBackdrop(radius: 6)
    let above = RenderNode(
      frame: CGRect(x: 30, y: 0, width: 10, height: 30), backgroundColor: .white)
    let frame = try render([base, panel, above])
    for (x, y) in [(0, 0), (12, 15), (24, 29)] {
      #expect(frame[x, y] == PremultipliedRGBA8(r: 0x33, g: 0x66, b: 0xCC, a: 255), "(\(x), \(y))")
    }
    panel.backdrop = RenderBackdrop(
      radius: 6, tint: RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.5))
    // 128 + 51·127/255 = 153.4, 128 + 102·127/255 = 178.8, 128 + 204·127/255 = 229.6.
    #expect(
      try render([base, panel, above])[12, 15] == PremultipliedRGBA8(r: 153, g: 179, b: 230, a: 255)
    )
  }

  /// A backdrop spreads what lies beneath: a white bar under a material blurs into its
  /// surroundings, and greys out at saturation 0.
  @Test func aBackdropSpreadsAndDesaturates() throws {
    let base = RenderNode(frame: CGRect(origin: .zero, size: Self.canvas), backgroundColor: .black)
    let bar = RenderNode(
      frame: CGRect(x: 18, y: 0, width: 4, height: 30), backgroundColor: RGBAColor(hex: 0xFF0000))
    var panel = RenderNode(frame: CGRect(origin: .zero, size: Self.canvas))
    panel.backdrop = RenderBackdrop(radius: 4)
    let blurred = try render([base, bar, panel])
    #expect(blurred[20, 15].r < 200 && blurred[14, 15].r > 20 && blurred[2, 15].r < 5)
    panel.backdrop = RenderBackdrop(radius: 4, saturation: 0)
    let grey = try render([base, bar, panel])[14, 15]
    #expect(grey.r == grey.g && grey.g == grey.b && grey.r > 0)
  }
}
