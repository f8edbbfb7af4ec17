import Compositor
import Foundation
import Geometry
import Raster
import TestSupport
import Testing

/// The span painter's ways of painting a band (row by row through segment slots, or straight
/// into the row where per-pixel paints dominate; or fill by fill) against the reference painter,
/// each forced on every row and mixed as the painter chooses, on one thread and in bands.
@Suite struct RowPaintingTests {
  static let ways: [RowPainting] = [.slots, .direct, .fillByFill, .automatic]

  func expectEveryWayPaintsTheReference(_ tree: RenderTree, _ label: String) throws {
    let reference = try Compositor(painter: .reference).render(tree)
    for way in Self.ways {
      for threads in [1, 3] {
        var compositor = Compositor(threads: threads)
        compositor.rowPainting = way
        #expect(try compositor.render(tree) == reference, "\(label), \(way), \(threads) threads")
      }
    }
  }

  /// In bands on three threads too: a direct row's blends must not read and write back the
  /// first pixels of the next row (another band's, painted at the same time).
  @Test func randomTreesWithEffectsEqualTheReference() throws {
    var trees = RandomTrees(seed: 83, width: 48, height: 40, paths: true, effects: true)
    for i in 0..<40 {
      try expectEveryWayPaintsTheReference(trees.tree(scale: i % 3 == 0 ? 2 : 1), "tree \(i)")
    }
  }

  /// A small S5: an opaque image through a circle mask, a translucent ring on the circle, a card
  /// through a second circle; rows above the circle have no image, rows inside it mostly image.
  @Test func aRevealThroughCirclesEqualsTheReference() throws {
    var trees = RandomTrees(seed: 5, width: 90, height: 120)
    for k in 0..<4 {
      let offset = Double(k) * 0.37
      let reveal = CGRect(x: 20 + offset, y: 40 + offset, width: 110, height: 110)
      var image = RenderNode(
        frame: CGRect(x: offset, y: offset, width: 90, height: 120), contents: opaqueImage())
      image.mask = MaskAndBackdropTests.circle(reveal.offsetBy(dx: -offset, dy: -offset))
      var ring = Path()
      ring.addEllipse(in: CGRect(origin: .zero, size: reveal.size))
      let ringLayer = RenderNode(
        frame: reveal,
        shape: RenderShape(
          path: ring, fillColor: nil,
          stroke: RenderStroke(
            color: RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.9),
            style: StrokeStyle(lineWidth: 3)
          )))
      var card = RenderNode(
        frame: CGRect(x: 6 + offset, y: 6 + offset, width: 78, height: 108),
        backgroundColor: trees.color(alpha: 0.75...0.75), cornerRadii: CornerRadii(uniform: 9))
      card.mask = MaskAndBackdropTests.circle(CGRect(x: 14, y: 30, width: 50, height: 50))
      let tree = RenderTree(
        size: CGSize(width: 90, height: 120), backgroundColor: .black,
        layers: [image, ringLayer, card])
      try expectEveryWayPaintsTheReference(tree, "reveal \(k)")
    }
  }

  /// Images and gradients partly under opaque layers (the painter's holes), beside translucent
  /// solids, on rows where per-pixel paints cover more or less than half of what changes.
  @Test func paintsUnderOpaqueLayersEqualTheReference() throws {
    var rng = SeededRandom(seed: 89)
    for i in 0..<16 {
      var trees = RandomTrees(seed: UInt64(i), width: 140, height: 70)
      var layers: [RenderNode] = []
      for k in 0..<14 {
        let w = rng.double(6...120)
        let h = rng.double(4...50)
        let frame = CGRect(
          x: rng.double(-4...(140 - w + 4)), y: rng.double(-4...(70 - h + 4)), width: w, height: h)
        var node = RenderNode(
          frame: frame, backgroundColor: trees.color(alpha: k % 4 == 0 ? 1...1 : 0.2...1),
          cornerRadii: CornerRadii(uniform: rng.double(0...min(w, h) / 2)))
        switch k % 3 {
        case 0: node.contents = trees.image()
        case 1: node.gradient = RenderGradient(colors: [trees.color(), trees.color()])
        default: break
        }
        if k % 5 == 4 {
          node.opacity = 0.7
          node.sublayers = [trees.node(depth: 0)]
        }
        layers.append(node)
      }
      let tree = RenderTree(
        size: CGSize(width: 140, height: 70), scale: i % 2 == 0 ? 1 : 1.5,
        backgroundColor: .black, layers: layers)
      try expectEveryWayPaintsTheReference(tree, "tree \(i)")
    }
  }

  /// An opaque image whose pixels are all different (each row differs from the one above).
  func opaqueImage() -> RenderImage {
    let (w, h) = (90, 120)
    var bytes: [UInt8] = []
    for y in 0..<h {
      for x in 0..<w {
        bytes += [UInt8(x * 255 / 89), UInt8(y * 255 / 119), UInt8((x ^ y) & 255), 255]
      }
    }
    return RenderImage(try! PremultipliedRGBA8Bitmap(width: w, height: h, premultipliedRGBA: bytes))
  }
}
