import Compositor
import CurtainTesting
import Foundation
import Geometry
import Raster
import ReferenceScenes
import Testing

/// Golden frames of the reference scenes and of each compositing feature. Each was opened and
/// looked at when recorded: edges smooth, corners round, shadows soft, no seams.
@Suite struct CompositorGoldenTests {
  /// S7 keeps its top quarter, like its Skia reference (``PathScene/referenceRect``): the noise
  /// of 750 shapes makes a whole frame a PNG of over 2 MB.
  @Test(arguments: ReferenceScene.allCases)
  func referenceScene(scene: ReferenceScene) throws {
    var frame = try Compositor(threads: 2).render(scene.tree)
    if scene == .paths { frame = try frame.cropped(to: PathScene.paths.referenceRect) }
    assertGolden(frame, named: scene.rawValue)
  }

  static let canvas = CGSize(width: 160, height: 120)

  func render(
    _ layers: [RenderNode], background: RGBAColor = RGBAColor(hex: 0xF2F2F7), scale: CGFloat = 1
  ) throws -> PremultipliedRGBA8Bitmap {
    try Compositor().render(
      RenderTree(size: Self.canvas, scale: scale, backgroundColor: background, layers: layers))
  }

  /// Two overlapping squares inside a 50 % layer: as one group (Core Animation's default) the
  /// overlap is not darker; without group opacity each square is translucent on its own.
  @Test func groupOpacity() throws {
    func squares(group: Bool, x: CGFloat) -> RenderNode {
      var n = RenderNode(
        frame: CGRect(x: x, y: 20, width: 70, height: 80), opacity: 0.5,
        sublayers: [
          RenderNode(
            frame: CGRect(x: 0, y: 0, width: 50, height: 50),
            backgroundColor: RGBAColor(hex: 0x007AFF)),
          RenderNode(
            frame: CGRect(x: 20, y: 30, width: 50, height: 50),
            backgroundColor: RGBAColor(hex: 0xFF3B30)),
        ])
      n.allowsGroupOpacity = group
      return n
    }
    let frame = try render([squares(group: true, x: 5), squares(group: false, x: 85)])
    assertGolden(frame)
    // In the group the overlap shows only the red square at 50 %; without, blue shows through.
    #expect(frame[5 + 30, 20 + 40] == frame[5 + 60, 20 + 70])
    #expect(frame[85 + 30, 20 + 40] != frame[85 + 60, 20 + 70])
  }

  /// masksToBounds with rounded corners clips sublayers and an image; without it the corner
  /// radius only rounds the background.
  @Test func masksToBoundsWithRoundedCorners() throws {
    let image = RenderImage(try gradientImage(width: 8, height: 8))
    let child = RenderNode(
      frame: CGRect(x: -10, y: -10, width: 50, height: 50),
      backgroundColor: RGBAColor(hex: 0x34C759))
    let clipped = RenderNode(
      frame: CGRect(x: 10, y: 10, width: 60, height: 100),
      backgroundColor: RGBAColor(hex: 0x5856D6),
      cornerRadii: CornerRadii(uniform: 18), masksToBounds: true, contents: image,
      sublayers: [child])
    let unclipped = RenderNode(
      frame: CGRect(x: 90, y: 10, width: 60, height: 100),
      backgroundColor: RGBAColor(hex: 0x5856D6),
      cornerRadii: CornerRadii(uniform: 18), contents: image, sublayers: [child])
    let frame = try render([clipped, unclipped])
    assertGolden(frame)
    #expect(frame[11, 11] == PremultipliedRGBA8(r: 0xF2, g: 0xF2, b: 0xF7, a: 255))
    #expect(frame[81, 1] != PremultipliedRGBA8(r: 0xF2, g: 0xF2, b: 0xF7, a: 255))
  }

  @Test func bordersAndPerCornerRadii() throws {
    let frame = try render([
      RenderNode(
        frame: CGRect(x: 10.5, y: 10.25, width: 60, height: 45), backgroundColor: .white,
        cornerRadii: CornerRadii(uniform: 12),
        border: RenderBorder(width: 3, color: RGBAColor(hex: 0x007AFF))),
      RenderNode(
        frame: CGRect(x: 85, y: 10, width: 65, height: 45),
        backgroundColor: RGBAColor(hex: 0xFFCC00),
        cornerRadii: CornerRadii(topLeft: 22, topRight: 4, bottomRight: 0, bottomLeft: 10),
        border: RenderBorder(width: 1.5, color: RGBAColor(hex: 0x000000, alpha: 0.6))),
      RenderNode(
        frame: CGRect(x: 10, y: 65, width: 140, height: 45),
        backgroundColor: RGBAColor(hex: 0xFF9500, alpha: 0.5),
        cornerRadii: CornerRadii(uniform: 100),
        border: RenderBorder(width: 6, color: RGBAColor(hex: 0xFF2D55, alpha: 0.8))),
    ])
    assertGolden(frame)
  }

  /// A shadow from a shadow path, one from an opaque background's shape, and one cast by the
  /// layer's rendered content (a translucent layer with a sublayer).
  @Test func shadows() throws {
    let shadow = RenderShadow(opacity: 0.5, offset: CGSize(width: 0, height: 4), radius: 6)
    var withPath = shadow
    withPath.path = RoundedRect(rect: CGRect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 20)
    let frame = try render([
      RenderNode(
        frame: CGRect(x: 12, y: 30, width: 40, height: 40), backgroundColor: .white,
        cornerRadii: CornerRadii(uniform: 8), shadow: shadow),
      RenderNode(
        frame: CGRect(x: 62, y: 30, width: 40, height: 40),
        backgroundColor: RGBAColor(hex: 0x007AFF), shadow: withPath),
      RenderNode(
        frame: CGRect(x: 112, y: 30, width: 36, height: 36), shadow: shadow,
        sublayers: [
          RenderNode(
            frame: CGRect(x: 6, y: 6, width: 24, height: 24),
            backgroundColor: RGBAColor(hex: 0xFF3B30), cornerRadii: CornerRadii(uniform: 12))
        ]),
    ])
    assertGolden(frame)
  }

  /// Rotation, non-uniform scale of round corners, a perspective flip half-way, and a gradient.
  @Test func transformsAndGradients() throws {
    var rotated = RenderNode(
      frame: CGRect(x: 15, y: 20, width: 50, height: 30), backgroundColor: RGBAColor(hex: 0x5AC8FA),
      cornerRadii: CornerRadii(uniform: 8), border: RenderBorder(width: 2, color: .black))
    rotated.transform = CATransform3DMakeRotation(.pi / 7, 0, 0, 1)
    var flip = RenderNode(
      frame: CGRect(x: 85, y: 10, width: 60, height: 60),
      contents: RenderImage(try gradientImage(width: 16, height: 16)))
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / 200
    flip.transform = CATransform3DConcat(CATransform3DMakeRotation(.pi / 3, 0, 1, 0), perspective)
    var stretched = RenderNode(
      frame: CGRect(x: 20, y: 80, width: 30, height: 25), backgroundColor: RGBAColor(hex: 0xAF52DE),
      cornerRadii: CornerRadii(uniform: 10))
    stretched.transform = CATransform3DMakeScale(2, 1, 1)
    let gradient = RenderNode(
      frame: CGRect(x: 90, y: 80, width: 60, height: 30), cornerRadii: CornerRadii(uniform: 6),
      gradient: RenderGradient(
        colors: [RGBAColor(hex: 0xFF2D55), RGBAColor(hex: 0x5856D6, alpha: 0.2)],
        startPoint: CGPoint(x: 0, y: 0.5), endPoint: CGPoint(x: 1, y: 0.5)))
    assertGolden(try render([rotated, flip, stretched, gradient]))
  }

  /// Points at scale 3: the same card drawn at a device's pixel density.
  @Test func retinaScale() throws {
    let card = RenderNode(
      frame: CGRect(x: 10, y: 10, width: 30, height: 20),
      backgroundColor: RGBAColor(hex: 0xFF3B30, alpha: 0.75),
      cornerRadii: CornerRadii(uniform: 6), border: RenderBorder(width: 1, color: .white),
      shadow: RenderShadow(opacity: 0.3, offset: CGSize(width: 0, height: 2), radius: 3))
    var tree = RenderTree(
      size: CGSize(width: 50, height: 40), scale: 3, backgroundColor: RGBAColor(hex: 0xFFCC00),
      layers: [card])
    let frame = try Compositor().render(tree)
    #expect(frame.width == 150 && frame.height == 120)
    assertGolden(frame)
    tree.scale = 1
    #expect(try Compositor().render(tree).width == 50)
  }

  func gradientImage(width: Int, height: Int) throws -> PremultipliedRGBA8Bitmap {
    var b = try PremultipliedRGBA8Bitmap(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        b[x, y] = PremultipliedRGBA8(
          r: UInt8(x * 255 / max(1, width - 1)), g: UInt8(y * 255 / max(1, height - 1)),
          b: UInt8((x ^ y) * 16 & 255), a: 255)
      }
    }
    return b
  }
}
