import Foundation
import Geometry
import Raster
import TestSupport
import Testing

@testable import Compositor

/// Fill by fill (SpanBandPainter+FillByFill): which frames choose it, and that it paints the
/// reference's bytes where it is chosen (forced everywhere: RowPaintingTests).
@Suite struct FillByFillTests {
  /// A small S7: translucent discs, even-odd stars and blobs, then quadratic strokes with round
  /// caps, every path's edges moving on every row.
  func paths(seed: UInt64, width: Double, height: Double, shapes: Int, strokes: Int) -> RenderTree {
    var trees = RandomTrees(seed: seed, width: width, height: height)
    var layers: [RenderNode] = []
    for i in 0..<shapes {
      let c = CGPoint(x: trees.rng.double(0...width), y: trees.rng.double(0...height))
      let size = trees.rng.double(3...14)
      let rot = trees.rng.double(0...(2 * .pi))
      var path = Path()
      var rule = CGPathFillRule.winding
      switch i % 3 {
      case 0:
        path.addEllipse(
          in: CGRect(x: c.x - size, y: c.y - size, width: 2 * size, height: 2 * size))
      case 1:
        path.addLines(
          between: (0..<5).map { k in
            let t = rot + Double(k) * 4 * .pi / 5
            return CGPoint(x: c.x + size * cos(t), y: c.y + size * sin(t))
          })
        path.closeSubpath()
        rule = .evenOdd
      default:
        let r = (0..<4).map { _ in size * trees.rng.double(0.6...1) }
        func point(_ k: Int) -> CGPoint {
          let t = rot + Double(k) * .pi / 2
          return CGPoint(x: c.x + r[k % 4] * cos(t), y: c.y + r[k % 4] * sin(t))
        }
        func handle(_ k: Int, _ sign: Double) -> CGPoint {
          let t = rot + Double(k) * .pi / 2
          let p = point(k)
          let d = sign * 0.55 * r[k % 4]
          return CGPoint(x: p.x - d * sin(t), y: p.y + d * cos(t))
        }
        path.move(to: point(0))
        for k in 0..<4 {
          path.addCurve(to: point(k + 1), control1: handle(k, 1), control2: handle(k + 1, -1))
        }
        path.closeSubpath()
      }
      layers.append(
        RenderNode(
          frame: CGRect(x: 0, y: 0, width: width, height: height),
          shape: RenderShape(path: path, fillColor: trees.color(alpha: 0.35...1), fillRule: rule)))
    }
    for _ in 0..<strokes {
      var path = Path()
      path.move(to: CGPoint(x: trees.rng.double(0...width), y: trees.rng.double(0...height)))
      path.addQuadCurve(
        to: CGPoint(x: trees.rng.double(0...width), y: trees.rng.double(0...height)),
        control: CGPoint(x: trees.rng.double(0...width), y: trees.rng.double(0...height)))
      var style = StrokeStyle(lineWidth: trees.rng.double(1...4))
      style.lineCap = .round
      layers.append(
        RenderNode(
          frame: CGRect(x: 0, y: 0, width: width, height: height),
          shape: RenderShape(
            path: path, fillColor: nil,
            stroke: RenderStroke(color: trees.color(alpha: 0.8...0.8), style: style))))
    }
    return RenderTree(
      size: CGSize(width: width, height: height), backgroundColor: .white, layers: layers)
  }

  func choosesFillByFill(_ tree: RenderTree) -> Bool {
    let compositor = Compositor()
    let (w, h) = tree.pixelSize
    let canvas = PixelRect(x: 0, y: 0, width: w, height: h)
    return SpanFrame(
      compositor.flatten(tree), area: canvas, background: 0, cache: CompositorCache(),
      canvas: canvas, generation: 1
    ).paintsFillByFill
  }

  /// Many paths: fill by fill, on one thread and in bands on three, as the reference paints.
  @Test func manyPathsPaintFillByFillAsTheReference() throws {
    for seed: UInt64 in 1...4 {
      let tree = paths(seed: seed, width: 70, height: 90, shapes: 36, strokes: 9)
      #expect(choosesFillByFill(tree), "paths \(seed)")
      try expectBandsPaintTheReference(tree, "paths \(seed)")
    }
  }

  /// S3 in small: translucent rounded rectangles of every size, sixteen or more over a row on
  /// average (their starts, ends and corners change most rows): fill by fill, each rectangle's
  /// straight rows blended as an edge pixel, a run and an edge pixel at a time.
  @Test func crowdedTranslucentCardsPaintFillByFillAsTheReference() throws {
    for seed: UInt64 in 1...3 {
      var trees = RandomTrees(seed: seed, width: 64, height: 96)
      let cards = (0..<80).map { _ in
        let w = trees.rng.double(6...40)
        let h = trees.rng.double(6...60)
        return RenderNode(
          frame: CGRect(
            x: trees.rng.double(-4...(64 - w + 4)), y: trees.rng.double(-4...(96 - h + 4)),
            width: w, height: h),
          backgroundColor: trees.color(alpha: 0.2...1),
          cornerRadii: CornerRadii(uniform: trees.rng.double(0...min(8, w / 2, h / 2))))
      }
      let tree = RenderTree(
        size: CGSize(width: 64, height: 96), backgroundColor: .white, layers: cards)
      #expect(choosesFillByFill(tree), "cards \(seed)")
      try expectBandsPaintTheReference(tree, "cards \(seed)")
    }
  }

  /// Rows pay where fills repeat their spans (rounded rectangles' sides) or where fill by fill
  /// would blend far more than the canvas (overlapping images, one hiding the others).
  @Test func quietFillsAndStackedImagesStayRowByRow() throws {
    var trees = RandomTrees(seed: 7, width: 60, height: 80)
    let cards = (0..<12).map { _ in
      RenderNode(
        frame: CGRect(
          x: trees.rng.double(0...30), y: trees.rng.double(0...40), width: 30, height: 40),
        backgroundColor: trees.color(), cornerRadii: CornerRadii(uniform: 6))
    }
    #expect(
      !choosesFillByFill(
        RenderTree(size: CGSize(width: 60, height: 80), backgroundColor: .white, layers: cards)))
    let image = RowPaintingTests().opaqueImage()
    let images = (0..<5).map { k in
      RenderNode(
        frame: CGRect(x: Double(k) * 0.25, y: 0, width: 90, height: 120), contents: image)
    }
    #expect(
      !choosesFillByFill(
        RenderTree(size: CGSize(width: 90, height: 120), backgroundColor: .white, layers: images)))
    // (the same paths as above, but for a canvas-wide card under them: still fill by fill)
    var tree = paths(seed: 9, width: 70, height: 90, shapes: 36, strokes: 9)
    tree.layers.insert(
      RenderNode(
        frame: CGRect(x: 4, y: 4, width: 62, height: 82), backgroundColor: trees.color(),
        cornerRadii: CornerRadii(uniform: 8)), at: 0)
    #expect(choosesFillByFill(tree))
  }
}
