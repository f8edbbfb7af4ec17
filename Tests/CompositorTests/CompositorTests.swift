import Compositor
import CurtainTesting
import Foundation
import Geometry
import Raster
import ReferenceScenes
import TestSupport
import Testing

@Suite struct CompositorTests {
  @Test func theFastPainterEqualsTheReferenceOnRandomTrees() throws {
    var trees = RandomTrees(seed: 51, width: 48, height: 40)
    for i in 0..<120 {
      let tree = trees.tree(scale: i % 3 == 0 ? 2 : 1)
      let fast = try Compositor(painter: .fast).render(tree)
      let reference = try Compositor(painter: .reference).render(tree)
      #expect(fast == reference, "tree \(i)")
    }
  }

  /// The same with shape layers (random paths under both fill rules, strokes with every cap and
  /// join, dashes and trims), continuous corners (fills, clips, borders) and path shadows.
  @Test func theFastPainterEqualsTheReferenceOnRandomTreesWithPaths() throws {
    var trees = RandomTrees(seed: 53, width: 48, height: 40, paths: true)
    for i in 0..<120 {
      let tree = trees.tree(scale: i % 3 == 0 ? 2 : 1)
      let fast = try Compositor(painter: .fast, threads: i % 2 + 1).render(tree)
      let reference = try Compositor(painter: .reference).render(tree)
      #expect(fast == reference, "tree \(i)")
    }
  }

  @Test func anyNumberOfThreadsGivesTheSameBytes() throws {
    var trees = RandomTrees(seed: 52, width: 64, height: 80)
    for _ in 0..<20 {
      let tree = trees.tree()
      let one = try Compositor(threads: 1).render(tree)
      for threads in [2, 3, 7] {
        #expect(try Compositor(threads: threads).render(tree) == one)
      }
    }
  }

  /// Hundreds of top-level layers are flattened in parts on the threads and joined in order.
  @Test func manyTopLevelLayersFlattenedInPartsGiveTheSameBytes() throws {
    var trees = RandomTrees(seed: 54, width: 64, height: 80, paths: true)
    let layers = (0..<200).map { _ in trees.node(depth: 1) }
    let tree = RenderTree(size: CGSize(width: 64, height: 80), layers: layers)
    let reference = try Compositor(painter: .reference).render(tree)
    for threads in [1, 2, 5] {
      #expect(try Compositor(threads: threads).render(tree) == reference, "\(threads) threads")
    }
  }

  /// At a quarter of the canvas, or an eighth for the three scenes the per-pixel reference
  /// painter is slowest on in a debug build (the shadow, the masks, 750 paths): every layer,
  /// edge and mask is still drawn, and the test no longer holds the whole suite up for minutes.
  @Test(arguments: ReferenceScene.allCases)
  func referenceScenesEqualTheReferencePainterAtSmallSizes(scene: ReferenceScene) throws {
    var tree = scene.tree
    tree.scale = [.shadowedCard, .circularReveal, .paths].contains(scene) ? 0.125 : 0.25
    #expect(
      try Compositor(painter: .fast).render(tree) == Compositor(painter: .reference).render(tree))
  }

  @Test func theDimmedCardHasTheColoursWorkedOutByHand() throws {
    let frame = try Compositor().render(ReferenceScene.dimmedCard.tree)
    #expect(frame.width == 1179 && frame.height == 2556)
    // #FFCC00 under 50 % black: 255·127/255 = 127, 204·127/255 = 101.6 → 102.
    #expect(frame[10, 10] == PremultipliedRGBA8(r: 127, g: 102, b: 0, a: 255))
    // The card, #FF3B30 at 75 % = (191, 44, 36, 191), over that:
    // 191 + 127·64/255 = 191 + 32, 44 + 102·64/255 = 44 + 26, 36 + 0.
    #expect(frame[589, 1278] == PremultipliedRGBA8(r: 223, g: 70, b: 36, a: 255))
    // The card's corner is round: its corner pixel is the dimmed yellow.
    #expect(frame[60, 60] == PremultipliedRGBA8(r: 127, g: 102, b: 0, a: 255))
  }

  @Test func emptyAndOversizedCanvasesThrow() {
    #expect(throws: RasterError.invalidSize(width: 0, height: 10)) {
      try Compositor().render(RenderTree(size: CGSize(width: 0, height: 10), layers: []))
    }
    #expect(throws: RasterError.self) {
      try Compositor().render(
        RenderTree(size: CGSize(width: 100, height: 10), scale: 1000, layers: []))
    }
    #expect(throws: RasterError.self) {
      try Compositor().render(RenderTree(size: CGSize(width: CGFloat.nan, height: 10), layers: []))
    }
  }

  @Test func nonFiniteLayersAreSkipped() throws {
    let good = RenderNode(frame: CGRect(x: 2, y: 2, width: 6, height: 6), backgroundColor: .white)
    var bad = [
      RenderNode(frame: CGRect(x: CGFloat.nan, y: 0, width: 5, height: 5), backgroundColor: .white),
      RenderNode(
        frame: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 5), backgroundColor: .white),
      RenderNode(
        frame: CGRect(x: 0, y: 0, width: 5, height: 5), opacity: .nan, backgroundColor: .white),
    ]
    bad[0].transform.m34 = .nan
    var scaled = RenderNode(frame: CGRect(x: 0, y: 0, width: 5, height: 5), backgroundColor: .white)
    scaled.transform = CATransform3DMakeScale(.infinity, 1, 1)
    bad.append(scaled)
    let alone = try Compositor().render(
      RenderTree(size: CGSize(width: 10, height: 10), layers: [good]))
    let mixed = try Compositor().render(
      RenderTree(size: CGSize(width: 10, height: 10), layers: bad + [good]))
    #expect(alone == mixed)
  }
}
