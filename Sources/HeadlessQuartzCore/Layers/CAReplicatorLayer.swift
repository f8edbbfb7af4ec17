import Compositor
import Foundation

/// A layer that draws its sublayers `instanceCount` times, each copy transformed, delayed and
/// faded from the one before, as Core Animation's `CAReplicatorLayer` (a marquee's second copy
/// of its text, a row of loading dots).
///
/// Copy `k` (from 0) is drawn with `instanceTransform` applied `k` times about the layer's
/// centre, its sublayers' animations running `k × instanceDelay` seconds behind, at opacity
/// `instanceColor`'s alpha plus `k × instanceAlphaOffset` (clamped to 0…1). The red, green and
/// blue of `instanceColor` and their offsets are kept, but Curtain does not tint copies; the
/// first tint other than white says so once on the stage's console.
@preconcurrency @MainActor open class CAReplicatorLayer: CALayer {
  /// How many copies are drawn (1 is the sublayers themselves). Default: 1.
  open var instanceCount = 1
  /// The seconds each copy's animations run behind the previous copy's. Default: 0.
  open var instanceDelay: CFTimeInterval = 0
  /// The transform from one copy to the next, about the layer's centre. Default: identity.
  open var instanceTransform: CATransform3D = CATransform3DIdentity
  /// Whether the copies keep depth (Curtain flattens every layer into its parent's plane).
  /// Default: false.
  open var preservesDepth = false
  /// The colour the first copy is multiplied by: its alpha fades the copy. Default: opaque
  /// white.
  open var instanceColor: CGColor? = .white {
    didSet { noteTint() }
  }
  /// Added to the red component for each copy after the first. Default: 0.
  open var instanceRedOffset: Float = 0 {
    didSet { noteTint() }
  }
  /// Added to the green component for each copy. Default: 0.
  open var instanceGreenOffset: Float = 0 {
    didSet { noteTint() }
  }
  /// Added to the blue component for each copy. Default: 0.
  open var instanceBlueOffset: Float = 0 {
    didSet { noteTint() }
  }
  /// Added to the alpha for each copy after the first. Default: 0.
  open var instanceAlphaOffset: Float = 0

  public required init() { super.init() }
  public required init(layer: Any) {
    super.init(layer: layer)
    guard let other = layer as? CAReplicatorLayer else { return }
    instanceCount = other.instanceCount
    instanceDelay = other.instanceDelay
    instanceTransform = other.instanceTransform
    preservesDepth = other.preservesDepth
    instanceColor = other.instanceColor
    instanceRedOffset = other.instanceRedOffset
    instanceGreenOffset = other.instanceGreenOffset
    instanceBlueOffset = other.instanceBlueOffset
    instanceAlphaOffset = other.instanceAlphaOffset
  }

  private func noteTint() {
    let white = instanceColor.map { $0.red == 1 && $0.green == 1 && $0.blue == 1 } ?? true
    if !white || instanceRedOffset != 0 || instanceGreenOffset != 0 || instanceBlueOffset != 0 {
      noteMissingEffect("CAReplicatorLayer.instanceColor", "copies are drawn untinted")
    }
  }

  /// The copies of the sublayers' nodes at the layer's local time `local`.
  func replicatedNodes(
    bounds: CGRect, local: Double, draw: (_ parentTime: Double) -> [RenderNode]
  ) -> [RenderNode] {
    var nodes: [RenderNode] = []
    var transform = CATransform3DIdentity
    let baseAlpha = Double(instanceColor?.alpha ?? 1)
    for k in 0..<max(instanceCount, 0) {
      let alpha = min(1, max(0, baseAlpha + Double(k) * Double(instanceAlphaOffset)))
      let copies = draw(local - Double(k) * instanceDelay)
      if alpha > 0, !copies.isEmpty {
        // A container in the layer's own space, turned about its centre.
        nodes.append(
          RenderNode(
            bounds: bounds, position: CGPoint(x: bounds.midX, y: bounds.midY),
            transform: transform, opacity: alpha, sublayers: copies))
      }
      transform = instanceTransform.concatenating(transform)
    }
    return nodes
  }
}
