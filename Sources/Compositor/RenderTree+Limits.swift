import Geometry
import Raster

// The most a frame may hold, checked before it is drawn, so that a runaway tree (a layer added
// on every frame, a path grown without end) stops with one line instead of taking the
// machine's memory. The limits are far beyond any screen UIKit draws.

extension RenderTree {
  /// The most layers a tree may hold, every sublayer and mask counted: 100 000. (A busy iOS
  /// screen holds a few hundred.)
  public static let maximumLayerCount = 100_000

  /// The most elements (moves, lines, curves, closes) one path may hold: a shape layer's, a
  /// shadow's or the screen's shape. 100 000; each curve is cut into at most 4096 lines.
  public static let maximumPathElementCount = 100_000

  /// Checks the tree against ``maximumLayerCount`` and ``maximumPathElementCount``.
  ///
  /// ``Compositor/render(_:)`` checks every tree it renders; a caller of
  /// ``Compositor/render(_:into:)`` checks first.
  ///
  /// - Throws: `RasterError.limitExceeded(_:)`, saying which limit and what to do.
  public func checkLimits() throws(RasterError) {
    if let screenShape { try Self.check(screenShape, "the screen's shape") }
    var count = 0
    var stack = layers
    while let node = stack.popLast() {
      count += 1
      guard count <= Self.maximumLayerCount else {
        throw .limitExceeded(
          "the frame holds more than \(Self.maximumLayerCount) layers, Curtain's limit; "
            + "remove layers that are hidden or off screen")
      }
      if let path = node.shape?.path { try Self.check(path, "a shape layer's path") }
      if let path = node.shadow?.outline { try Self.check(path, "a shadow's path") }
      stack += node.sublayers
      if let mask = node.mask { stack.append(mask) }
    }
  }

  private static func check(_ path: Path, _ name: String) throws(RasterError) {
    guard path.elements.count <= maximumPathElementCount else {
      throw .limitExceeded(
        "\(name) holds \(path.elements.count) elements, more than Curtain's limit of "
          + "\(maximumPathElementCount); simplify it")
    }
  }
}
