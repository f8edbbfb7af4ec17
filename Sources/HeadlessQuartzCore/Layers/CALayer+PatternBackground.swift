import Compositor
import Foundation

extension CALayer {
  /// A pattern background (`UIColor(patternImage:)`) as the compositor draws it: the image
  /// repeated from the bounds' origin at its size, clipped to the (rounded) bounds. A pattern
  /// drawn by a callback is not drawn on layers; its first use says so.
  static func patternTiles(_ pattern: CGPattern, _ node: RenderNode) -> RenderNode? {
    guard let image = pattern.image else {
      noteMissingEffect("CALayer.backgroundColor", "a callback pattern colour is not drawn")
      return nil
    }
    let b = node.bounds
    let step = CGSize(width: pattern.xStep, height: pattern.yStep)
    guard b.width > 0, b.height > 0, step.width > 0, step.height > 0 else { return nil }
    let columns = Int((b.width / step.width).rounded(.up))
    let rows = Int((b.height / step.height).rounded(.up))
    guard columns * rows <= 10_000 else { return nil }
    var tiles: [RenderNode] = []
    for row in 0..<rows {
      for column in 0..<columns {
        tiles.append(
          RenderNode(
            frame: CGRect(
              x: b.minX + CGFloat(column) * step.width, y: b.minY + CGFloat(row) * step.height,
              width: step.width, height: step.height),
            contents: image.renderImage))
      }
    }
    return RenderNode(
      bounds: b, position: CGPoint(x: b.midX, y: b.midY), cornerRadii: node.cornerRadii,
      cornerCurve: node.cornerCurve, masksToBounds: true, sublayers: tiles)
  }
}
