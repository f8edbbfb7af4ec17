import Foundation

/// A layer whose sublayers keep their depth in a 3-D scene instead of being flattened into its
/// plane, as Core Animation's `CATransformLayer`; it draws none of its own content (background,
/// border, contents, shadow).
///
/// Curtain composites every layer into its parent's plane: a transform layer draws its
/// sublayers flattened, in order of `zPosition`, and its first use says so on the stage's
/// console.
@preconcurrency @MainActor open class CATransformLayer: CALayer {
  public required init() { super.init() }
  public required init(layer: Any) { super.init(layer: layer) }
}
