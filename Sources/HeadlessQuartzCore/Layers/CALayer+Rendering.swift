import Compositor
import Foundation
import Geometry

extension CALayer {
  /// `render(in:)`: the model tree, drawn by the compositor at the context's scale into the
  /// layer's bounds in user space.
  func renderModelTree(in ctx: CGContext) {
    displayTreeIfNeeded()
    let t = ctx.state.transform
    let scale = max(hypot(t.a, t.b), hypot(t.c, t.d))
    guard scale > 0, scale.isFinite,
      var node = renderNode(parentTime: 0, model: true), node.bounds.width > 0,
      node.bounds.height > 0
    else { return }
    // The layer in its own space: its own transform, position, opacity and shadow apply to it in
    // its superlayer, not here.
    node.transform = .identity
    node.opacity = 1
    node.shadow = nil
    node.position = CGPoint(
      x: node.anchorPoint.x * node.bounds.width, y: node.anchorPoint.y * node.bounds.height)
    let tree = RenderTree(
      size: node.bounds.size, scale: scale, backgroundColor: .clear, layers: [node])
    guard let bitmap = try? Compositor().render(tree) else { return }
    let b = bounds
    // Bitmap pixels → the layer's coordinates, rows going down its y axis.
    ctx.draw(
      bitmap,
      placement: CGAffineTransform(
        scaleX: b.width / CGFloat(bitmap.width), y: b.height / CGFloat(bitmap.height)
      )
      .concatenating(CGAffineTransform(translationX: b.minX, y: b.minY)))
  }
}
