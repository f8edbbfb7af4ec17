import HeadlessUIKit
import SnapshotTesting

extension Snapshotting where Value == UIView, Format == UIImage {
  /// A snapshot strategy for comparing views based on pixel equality.
  public static var image: Snapshotting<UIView, UIImage> { .image() }

  /// A snapshot strategy for comparing views based on pixel equality: the view, inside a plain
  /// controller's view in a window its size, drawn in its own bounds.
  ///
  /// - Parameters:
  ///   - drawHierarchyInKeyWindow: Show the view in the stage's key window instead of a window
  ///     of its own.
  ///   - precision: The percentage of pixels that must match.
  ///   - perceptualPrecision: The percentage a pixel must match the source pixel to be
  ///     considered a match.
  ///   - size: A view size override.
  ///   - traits: A trait collection override.
  public static func image(
    drawHierarchyInKeyWindow: Bool = false,
    precision: Float = 1,
    perceptualPrecision: Float = 1,
    size: CGSize? = nil,
    traits: UITraitCollection = .init()
  ) -> Snapshotting<UIView, UIImage> {
    SimplySnapshotting.image(
      precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale
    ).pullback { view in
      SnapshotStrategies.image(
        of: view, size: size, drawHierarchyInKeyWindow: drawHierarchyInKeyWindow, traits: traits)
    }
  }
}

extension Snapshotting where Value == UIView, Format == String {
  /// A snapshot strategy for comparing views based on a recursive description of their
  /// properties and hierarchies.
  public static var recursiveDescription: Snapshotting<UIView, String> {
    .recursiveDescription()
  }

  /// A snapshot strategy for comparing views based on a recursive description of their
  /// properties and hierarchies, in UIKit's format (iOS 17 and 18) with addresses removed:
  ///
  /// ```
  /// <UIButton; frame = (0 0; 22 22); opaque = NO; layer = <CALayer>>
  ///    | <UIImageView; frame = (0 0; 22 22); opaque = NO; userInteractionEnabled = NO; …>
  /// ```
  ///
  /// - Parameters:
  ///   - size: A view size override.
  ///   - traits: A trait collection override.
  public static func recursiveDescription(
    size: CGSize? = nil,
    traits: UITraitCollection = .init()
  ) -> Snapshotting<UIView, String> {
    SimplySnapshotting.lines.pullback { view in
      SnapshotStrategies.description(of: view, size: size, traits: traits)
    }
  }
}
