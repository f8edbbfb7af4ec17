import HeadlessUIKit
import SnapshotTesting

extension Snapshotting where Value == CALayer, Format == UIImage {
  /// A snapshot strategy for comparing layers based on pixel equality.
  public static var image: Snapshotting<CALayer, UIImage> { .image() }

  /// A snapshot strategy for comparing layers based on pixel equality: the layer laid out and
  /// drawn in its own bounds, at the traits' display scale (else the simulator's).
  ///
  /// - Parameters:
  ///   - precision: The percentage of pixels that must match.
  ///   - perceptualPrecision: The percentage a pixel must match the source pixel to be
  ///     considered a match.
  ///   - traits: A trait collection override.
  public static func image(
    precision: Float = 1, perceptualPrecision: Float = 1, traits: UITraitCollection = .init()
  ) -> Snapshotting<CALayer, UIImage> {
    SimplySnapshotting.image(
      precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale
    ).pullback { layer in
      SnapshotStrategies.image(of: layer, traits: traits)
    }
  }
}
