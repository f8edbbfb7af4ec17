import Compositor
import Foundation
import Geometry

extension UIView {
  /// A new view showing what this view looks like now: its layer and sublayers as they are on
  /// screen at the current stage time (animations included), rendered by the compositor into an
  /// image at the screen's scale.
  ///
  /// The snapshot is a plain view with the image as its layer's contents, the size of this
  /// view's bounds, at the origin (place it yourself, as with UIKit). It shows the view in its
  /// own coordinate space: the view's own transform, position and alpha are not applied, and
  /// nothing outside its bounds (a shadow, unclipped subviews) is captured. A hidden or fully
  /// transparent view, or one with an empty size, gives a snapshot without contents.
  ///
  /// - Parameter afterScreenUpdates: Whether pending layout runs first (UIKit waits for the next
  ///   screen update); with false the view is captured as it is.
  /// - Returns: The snapshot view.
  func snapshot(afterScreenUpdates: Bool) -> UIView? {
    if afterScreenUpdates { (window?.layer ?? layer).layoutIfNeeded() }
    let snapshot = UIView(frame: CGRect(origin: .zero, size: bounds.size))
    if let image = layer.snapshotImage(scale: UIScreen.main.scale) {
      snapshot.layer.contents = image
      snapshot.layer.contentsScale = UIScreen.main.scale
    }
    return snapshot
  }
}

extension CALayer {
  /// The layer and its sublayers at the current stage time, drawn in the layer's own bounds
  /// (its transform, position, opacity and shadow left out) into an image of `scale` pixels per
  /// point, on a transparent background. Nil when there is nothing to draw or the size is empty.
  func snapshotImage(scale: CGFloat) -> CGImage? {
    guard let node = snapshotNode() else { return nil }
    let tree = RenderTree(
      size: node.bounds.size, scale: scale, backgroundColor: .clear, layers: [node])
    guard let bitmap = try? Compositor().render(tree) else { return nil }
    return CGImage(bitmap: bitmap)
  }

  /// The layer and its sublayers at the current stage time as the compositor takes them, placed
  /// in the layer's own bounds: its transform, position, opacity and shadow left out, as
  /// `render(in:)` draws a layer. Nil when the layer draws nothing or its size is empty.
  ///
  /// - Parameter model: Draw the model values, animations left out, as `render(in:)` does on
  ///   iOS; else the values on screen at the stage's time.
  package func snapshotNode(model: Bool = false) -> RenderNode? {
    let now = Timeline.current?.now ?? 0
    let parentTime = superlayer?.localTime(atGlobalTime: now) ?? now
    displayTreeIfNeeded()
    guard var node = renderNode(parentTime: parentTime, model: model), node.bounds.width > 0,
      node.bounds.height > 0
    else { return nil }
    node.transform = .identity
    node.opacity = 1
    node.shadow = nil
    node.position = CGPoint(
      x: node.anchorPoint.x * node.bounds.width, y: node.anchorPoint.y * node.bounds.height)
    return node
  }
}
