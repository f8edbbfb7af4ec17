import Compositor
import Foundation

/// A visual effect view's layer (UIKit's private backdrop layer): it fills its rounded bounds
/// with what lies beneath it in the same frame, blurred, saturated and tinted, beneath its own
/// background and sublayers.
///
/// For a vibrancy effect the layer shows that backdrop only through its content view's alpha
/// (``vibrantContent`` is its mask and is not drawn itself).
@MainActor package final class BackdropLayer: CALayer {
  /// The blur's standard deviation, in points. Animatable.
  package var blurRadius: CGFloat {
    get { state.backdropRadius }
    set { setAnimatable("backdropRadius", .number(newValue)) }
  }
  /// The saturation factor (1 keeps colours). Animatable.
  package var saturation: CGFloat {
    get { state.backdropSaturation }
    set { setAnimatable("backdropSaturation", .number(newValue)) }
  }
  /// Drawn over the filtered backdrop. Animatable.
  package var tint: CGColor? {
    get { state.backdropTint }
    set { setAnimatable("backdropTint", .color(newValue)) }
  }
  /// A sublayer whose alpha masks the backdrop instead of being drawn (a vibrancy effect's
  /// content view).
  package weak var vibrantContent: CALayer?

  required init() { super.init() }
  required init(layer: Any) { super.init(layer: layer) }

  /// The backdrop of `state` as the compositor draws it; nil when it would change nothing.
  static func renderBackdrop(_ s: LayerState) -> RenderBackdrop? {
    let tint = s.backdropTint.flatMap { $0.alpha > 0 ? $0.rgbaColor : nil }
    guard s.backdropRadius > 0 || s.backdropSaturation != 1 || tint != nil else { return nil }
    return RenderBackdrop(
      radius: max(0, s.backdropRadius), saturation: Double(s.backdropSaturation), tint: tint)
  }
}
