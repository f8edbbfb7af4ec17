import Compositor
import Foundation
import Geometry
import Raster
import TestSupport
import Testing

/// The span painter's own paths against the reference painter: many overlapping layers (rows
/// recomputed only where coverage changed, repeated rows copied), opaque layers hiding others,
/// images and groups among them, rounded-rect shadows blurred separably and cached, and bands.
@Suite struct SpanPainterTests {
  /// A layer soup like S3 on a small canvas: translucent rounded rectangles with fractional
  /// edges, some opaque (they hide what lies beneath), some images, gradients and groups.
  func soup(_ rng: inout SeededRandom, layers: Int, width: Double, height: Double) -> [RenderNode] {
    var trees = RandomTrees(seed: UInt64(rng.int(0...1_000_000)), width: width, height: height)
    return (0..<layers).map { i in
      let w = rng.double(3...(width * 0.6))
      let h = rng.double(3...(height * 0.6))
      let frame = CGRect(
        x: rng.double(-4...width - w + 4), y: rng.double(-4...height - h + 4), width: w, height: h)
      let alpha = i % 9 == 0 ? 1 : rng.double(0.2...1)
      var node = RenderNode(
        frame: frame, backgroundColor: trees.color(alpha: alpha...alpha),
        cornerRadii: CornerRadii(uniform: rng.double(0...min(w, h) / 2)))
      switch i % 13 {
      case 5: node.contents = trees.image()
      case 7: node.gradient = RenderGradient(colors: [trees.color(), trees.color()])
      case 11:
        node.opacity = 0.6
        node.sublayers = [trees.node(depth: 0), trees.node(depth: 0)]
      default: break
      }
      return node
    }
  }

  @Test func manyLayersEqualTheReferenceInAnyBands() throws {
    var rng = SeededRandom(seed: 61)
    for i in 0..<24 {
      let tree = RenderTree(
        size: CGSize(width: 90, height: 120), scale: i % 4 == 0 ? 1.5 : 1,
        backgroundColor: i % 3 == 0 ? .clear : .black,
        layers: soup(&rng, layers: 40, width: 90, height: 120))
      try expectBandsPaintTheReference(tree, "tree \(i)")
    }
  }

  /// Short records (a solid rounded rectangle's straight rows) blend their runs in four-slot
  /// steps aligned on the run's end, the edge pixels as lanes, and find their slots in the
  /// per-column rank table filled eight columns a step: translucent solid layers only, many a
  /// few pixels wide (runs of one to five slots, both edges in one step), some reaching past the
  /// canvas's sides (ranks at column 0 and at the width), on a canvas several 64-column words
  /// wide.
  @Test func shortRecordsEqualTheReference() throws {
    var rng = SeededRandom(seed: 67)
    for i in 0..<12 {
      let width = Double(rng.int(130...300))
      let height = 80.0
      var trees = RandomTrees(seed: UInt64(i), width: width, height: height)
      let layers = (0..<60).map { k in
        let w = k % 3 == 0 ? rng.double(0.4...5) : rng.double(3...(width * 0.7))
        let h = rng.double(2...(height * 0.8))
        let frame = CGRect(
          x: rng.double(-6...width - w + 6), y: rng.double(-4...height - h + 4), width: w,
          height: h)
        return RenderNode(
          frame: frame, backgroundColor: trees.color(alpha: 0.1...0.95),
          cornerRadii: CornerRadii(uniform: rng.double(0...min(w, h) / 2)))
      }
      let tree = RenderTree(
        size: CGSize(width: width, height: height), scale: 1, backgroundColor: .black,
        layers: layers)
      try expectBandsPaintTheReference(tree, "tree \(i)")
    }
  }

  /// Rounded rectangles' corner rows are kept between frames (CornerSpans): a shape's first
  /// frame computes them, its second builds the table, its third on read it. Every frame of one
  /// compositor, as layers stay, move and come back, equals the reference.
  @Test func keptCornerRowsChangeNothing() throws {
    var rng = SeededRandom(seed: 63)
    let layers = soup(&rng, layers: 30, width: 90, height: 120)
    let compositor = Compositor(threads: 1)
    for frame in 0..<6 {
      var moved = layers
      if frame == 3 {  // half the layers move for one frame, then come back
        for k in stride(from: 0, to: moved.count, by: 2) { moved[k].position.x += 1.25 }
      }
      let tree = RenderTree(
        size: CGSize(width: 90, height: 120), scale: 1, backgroundColor: .black, layers: moved)
      let reference = try Compositor(painter: .reference).render(tree)
      #expect(try compositor.render(tree) == reference, "frame \(frame)")
    }
  }

  /// Straight rows repeat (copied), corner and edge rows change (recomputed where dirty): tall
  /// cards, some sharing edges exactly, over an opaque full-width layer.
  @Test func repeatedAndChangedRowsEqualTheReference() throws {
    var rng = SeededRandom(seed: 62)
    for i in 0..<16 {
      var layers = [
        RenderNode(
          frame: CGRect(x: 0, y: 0, width: 80, height: 200),
          backgroundColor: RGBAColor(hex: 0xFFCC00))
      ]
      for k in 0..<8 {
        let x = k % 2 == 0 ? Double(rng.int(0...40)) : rng.double(0...40)
        layers.append(
          RenderNode(
            frame: CGRect(
              x: x, y: rng.double(0...60), width: rng.double(10...40),
              height: rng.double(40...140)),
            backgroundColor: RGBAColor(
              red: rng.double(0...1), green: rng.double(0...1), blue: rng.double(0...1),
              alpha: rng.double(0.3...1)),
            cornerRadii: CornerRadii(uniform: k % 3 == 0 ? 0 : rng.double(0...12))))
      }
      let tree = RenderTree(size: CGSize(width: 80, height: 200), layers: layers)
      let reference = try Compositor(painter: .reference).render(tree)
      #expect(try Compositor(threads: 1).render(tree) == reference, "tree \(i)")
      #expect(try Compositor(threads: 2).render(tree) == reference, "tree \(i), bands")
    }
  }

  @Test func roundedRectShadowsEqualTheReferenceAndTheCacheChangesNothing() throws {
    var rng = SeededRandom(seed: 63)
    let compositor = Compositor()
    for i in 0..<16 {
      let w = rng.double(10...60)
      let h = rng.double(10...70)
      let frame = CGRect(x: rng.double(5...30), y: rng.double(5...30), width: w, height: h)
      var card = RenderNode(
        frame: frame, backgroundColor: RGBAColor(hex: 0xFF3B30, alpha: i % 2 == 0 ? 1 : 0.75),
        cornerRadii: CornerRadii(uniform: rng.double(0...min(w, h) / 2)))
      card.shadow = RenderShadow(
        color: .black, opacity: rng.double(0.2...1),
        offset: CGSize(width: rng.double(-3...3), height: rng.double(0...6)),
        radius: rng.double(0...5),
        path: i % 3 == 0
          ? nil
          : RoundedRect(
            rect: CGRect(origin: .zero, size: frame.size), cornerRadius: rng.double(0...10)))
      let tree = RenderTree(
        size: CGSize(width: 100, height: 110), backgroundColor: RGBAColor(hex: 0xF2F2F7),
        layers: [
          RenderNode(
            frame: CGRect(x: 0, y: 0, width: 100, height: 110),
            backgroundColor: RGBAColor(hex: 0x000000, alpha: 0.3)), card,
        ])
      let reference = try Compositor(painter: .reference).render(tree)
      let first = try compositor.render(tree)
      let second = try compositor.render(tree)
      #expect(first == reference, "shadow \(i)")
      #expect(second == reference, "shadow \(i), from the cache")
    }
  }

  /// Rows padded past the width (rowStride > width) take the row-by-row copies.
  @Test func paddedBitmapsGetTheSamePixels() throws {
    var rng = SeededRandom(seed: 64)
    for i in 0..<6 {
      let tree = RenderTree(
        size: CGSize(width: 70, height: 90), layers: soup(&rng, layers: 12, width: 70, height: 90))
      var padded = try PremultipliedRGBA8Bitmap(width: 70, height: 90, rowStride: 77)
      Compositor(threads: i % 2 + 1).render(tree, into: &padded)
      #expect(padded == (try Compositor(painter: .reference).render(tree)), "tree \(i)")
    }
  }
}
