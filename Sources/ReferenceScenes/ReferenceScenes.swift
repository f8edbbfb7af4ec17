import Compositor
import Foundation
import Geometry
import Raster

/// The seven reference scenes of the compositing benchmark (docs/benchmark-scenes.md), as render
/// trees: 1179 × 2556 device pixels (an iPhone 15 Pro frame at 3×), expressed at scale 1 so that
/// every coordinate is the scene's own device-pixel value.
public enum ReferenceScene: String, CaseIterable, Sendable {
  /// S1: the inset-card film mid-transition: a yellow presenting view, a 50 % black dimming
  /// view and a 75 % red card with radius 36.
  case dimmedCard = "S1"
  /// S2: an iOS 13 page sheet presenting over an image scaled to 0.92 and clipped to radius 30,
  /// 40 % dimming, the white sheet and 17 grey cells.
  case pageSheet = "S2"
  /// S3: 1000 translucent rounded rectangles from a fixed pseudo-random sequence.
  case manyLayers = "S3"
  /// S4: S1 with the card's drop shadow (offset (0, 12), black, 35 %, σ 12 px).
  case shadowedCard = "S4"
  /// S5: image P revealed through a circle, a ring on the circle, and S1's card masked by a
  /// second circle.
  case circularReveal = "S5"
  /// S6: S2 under a material panel (a backdrop blur of σ 30 px tinted white at 72 %) with four
  /// translucent rows.
  case material = "S6"
  /// S7: 600 filled paths and 150 stroked curves (``PathsScene``).
  case paths = "S7"

  /// The canvas: 1179 × 2556.
  public static let canvas = CGSize(width: 1179, height: 2556)

  /// A short description for benchmark tables.
  public var title: String {
    switch self {
    case .dimmedCard: return "dimmed card"
    case .pageSheet: return "page sheet"
    case .manyLayers: return "many layers"
    case .shadowedCard: return "shadowed card"
    case .circularReveal: return "circular reveal"
    case .material: return "material"
    case .paths: return "paths"
    }
  }

  /// The scene as a render tree.
  public var tree: RenderTree { tree(offset: .zero) }

  /// The scene moved by `offset` device pixels: every layer, and with it every shape, image and
  /// shadow, is translated; the canvas and its black clear stay where they are. A zero offset is
  /// ``tree`` exactly.
  public func tree(offset: CGSize) -> RenderTree {
    let layers =
      switch self {
      case .dimmedCard: Self.dimmedCardLayers(shadow: false)
      case .shadowedCard: Self.dimmedCardLayers(shadow: true)
      case .pageSheet: Self.pageSheetLayers()
      case .manyLayers: Self.manyLayers()
      case .circularReveal: Self.circularRevealLayers()
      case .material: Self.materialLayers()
      case .paths: PathsScene.layers()
      }
    return RenderTree(
      size: Self.canvas, scale: 1, backgroundColor: .black,
      layers: layers.map { layer in
        var moved = layer
        moved.position.x += offset.width
        moved.position.y += offset.height
        return moved
      })
  }

  // MARK: - The moving variant

  /// How far the moving variant moves the scene each frame: (0.37, 0.61) px, so that no two of
  /// its frames are equal and edges land on ever different fractions of a pixel.
  public static let movingStep = CGSize(width: 0.37, height: 0.61)
  /// The moving variant's timed frames.
  public static let movingFrames = 0..<30
  /// The untimed frames drawn before them: warm-ups that no timed frame repeats.
  public static let movingWarmUpFrames = -3..<0

  /// Frame `frame` of the moving variant: the scene moved by `frame` × ``movingStep``. Frame 0
  /// is the still scene.
  public func movingTree(frame: Int) -> RenderTree {
    tree(
      offset: CGSize(
        width: Self.movingStep.width * Double(frame),
        height: Self.movingStep.height * Double(frame)))
  }

  static let full = CGRect(origin: .zero, size: canvas)

  static func dimmedCardLayers(shadow: Bool) -> [RenderNode] {
    let cardFrame = CGRect(x: 60, y: 60, width: 1059, height: 2436)
    var card = RenderNode(
      frame: cardFrame, backgroundColor: RGBAColor(hex: 0xFF3B30, alpha: 0.75),
      cornerRadii: CornerRadii(uniform: 36))
    if shadow {
      // Cast from the card's shape (a shadow path), not its 75 % colour, as the scene says.
      card.shadow = RenderShadow(
        color: .black, opacity: 0.35, offset: CGSize(width: 0, height: 12), radius: 12,
        path: RoundedRect(rect: CGRect(origin: .zero, size: cardFrame.size), cornerRadius: 36))
    }
    return [
      RenderNode(frame: full, backgroundColor: RGBAColor(hex: 0xFFCC00)),
      RenderNode(frame: full, backgroundColor: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5)),
      card,
    ]
  }

  /// Image P: R = 255x / 1178, G = 255y / 2555 (integer division), B = (x ^ y) & 255, opaque.
  public static let pageSheetImage: RenderImage = {
    let w = Int(canvas.width)
    let h = Int(canvas.height)
    var bytes = [UInt8](repeating: 255, count: w * h * 4)
    for y in 0..<h {
      for x in 0..<w {
        let i = 4 * (y * w + x)
        bytes[i] = UInt8(x * 255 / 1178)
        bytes[i + 1] = UInt8(y * 255 / 2555)
        bytes[i + 2] = UInt8((x ^ y) & 255)
      }
    }
    return RenderImage(try! PremultipliedRGBA8Bitmap(width: w, height: h, premultipliedRGBA: bytes))
  }()

  static func pageSheetLayers() -> [RenderNode] {
    // P scaled by 0.92 about the canvas centre (589.5, 1278).
    let w = canvas.width * 0.92
    let h = canvas.height * 0.92
    let imageFrame = CGRect(x: 589.5 - w / 2, y: 1278 - h / 2, width: w, height: h)
    var layers = [
      RenderNode(
        frame: imageFrame, cornerRadii: CornerRadii(uniform: 30), masksToBounds: true,
        contents: pageSheetImage),
      RenderNode(frame: full, backgroundColor: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.4)),
      RenderNode(
        frame: CGRect(x: 0, y: 162, width: 1179, height: 2394), backgroundColor: .white,
        cornerRadii: CornerRadii(topLeft: 30, topRight: 30)),
    ]
    for i in 0..<17 {
      layers.append(
        RenderNode(
          frame: CGRect(x: 48, y: 282 + 132 * i, width: 1083, height: 110),
          backgroundColor: RGBAColor(hex: 0xF2F2F7), cornerRadii: CornerRadii(uniform: 20)))
    }
    return layers
  }

  static func manyLayers() -> [RenderNode] {
    // s ← (1103515245 s + 12345) mod 2³², next = s >> 8 (24 bits), u = next / 2²⁴.
    var s: UInt32 = 12345
    func u() -> Double {
      s = 1_103_515_245 &* s &+ 12345
      return Double(s >> 8) / 16_777_216
    }
    return (0..<1000).map { _ in
      let w = 40 + u() * 360
      let h = 40 + u() * 360
      let x = u() * (1179 - w)
      let y = u() * (2556 - h)
      let r = u() * min(40, w / 2, h / 2)
      let red = UInt8(u() * 256)
      let green = UInt8(u() * 256)
      let blue = UInt8(u() * 256)
      let a = 0.2 + u() * 0.8
      return RenderNode(
        frame: CGRect(x: x, y: y, width: w, height: h),
        backgroundColor: RGBAColor(r: red, g: green, b: blue, alpha: a),
        cornerRadii: CornerRadii(uniform: r))
    }
  }
}
