import Compositor
import Foundation
import Geometry
import Raster
import Testing

/// The most a tree may hold: checked before a frame is drawn, each limit with one line that
/// says what to do; a tree at the limit still renders.
@Suite struct RenderTreeLimitsTests {
  /// `count` empty layers, half of them as sublayers and one as a mask (all are counted).
  static func tree(layers count: Int) -> RenderTree {
    var parent = RenderNode(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
    parent.mask = RenderNode(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
    parent.sublayers = (0..<count / 2 - 2).map { _ in RenderNode(frame: .zero) }
    let rest = (0..<count - count / 2).map { _ in RenderNode(frame: .zero) }
    return RenderTree(size: CGSize(width: 2, height: 2), layers: [parent] + rest)
  }

  /// A shape layer whose path holds `count` elements: a move, then lines.
  static func tree(pathElements count: Int) -> RenderTree {
    var path = Path()
    path.move(to: .zero)
    for k in 1..<count { path.addLine(to: CGPoint(x: k % 7, y: k % 5)) }
    let layer = RenderNode(
      frame: CGRect(x: 0, y: 0, width: 8, height: 8),
      shape: RenderShape(path: path, fillColor: .black))
    return RenderTree(size: CGSize(width: 8, height: 8), layers: [layer])
  }

  @Test func moreThan100000LayersAreRefused() throws {
    #expect(RenderTree.maximumLayerCount == 100_000)
    #expect(throws: Never.self) { try Compositor().render(Self.tree(layers: 100_000)) }
    #expect(
      throws: RasterError.limitExceeded(
        "the frame holds more than 100000 layers, Curtain's limit; remove layers that are "
          + "hidden or off screen")
    ) { try Compositor().render(Self.tree(layers: 100_001)) }
  }

  @Test func aPathOfMoreThan100000ElementsIsRefused() throws {
    #expect(RenderTree.maximumPathElementCount == 100_000)
    #expect(throws: Never.self) { try Compositor().render(Self.tree(pathElements: 100_000)) }
    #expect(
      throws: RasterError.limitExceeded(
        "a shape layer's path holds 100001 elements, more than Curtain's limit of 100000; "
          + "simplify it")
    ) { try Compositor().render(Self.tree(pathElements: 100_001)) }
  }
}
