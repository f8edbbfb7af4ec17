import Foundation
import HeadlessUIKit
import SnapshotTesting

extension Snapshotting where Value == UIBezierPath, Format == UIImage {
  /// A snapshot strategy for comparing bezier paths based on pixel equality.
  public static var image: Snapshotting<UIBezierPath, UIImage> { .image() }

  /// A snapshot strategy for comparing bezier paths based on pixel equality: the path filled in
  /// black (`fill()`, by its own winding rule) in an image of its bounds.
  ///
  /// - Parameters:
  ///   - precision: The percentage of pixels that must match.
  ///   - perceptualPrecision: The percentage a pixel must match the source pixel to be
  ///     considered a match.
  ///   - scale: The image's scale, and the scale references are read at.
  public static func image(
    precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat = 1
  ) -> Snapshotting<UIBezierPath, UIImage> {
    SimplySnapshotting.image(
      precision: precision, perceptualPrecision: perceptualPrecision, scale: scale
    ).pullback { path in
      // The test's thread waits while the main actor draws the path: it is never shared.
      nonisolated(unsafe) let path = path
      return PathSnapshots.image(bounds: path.bounds, scale: scale) { _ in path.fill() }
    }
  }
}

extension Snapshotting where Value == UIBezierPath, Format == String {
  /// A snapshot strategy for comparing bezier paths based on element descriptions.
  public static var elementsDescription: Snapshotting<UIBezierPath, String> {
    Snapshotting<CGPath, String>.elementsDescription.pullback { path in path.cgPath }
  }

  /// A snapshot strategy for comparing bezier paths based on element descriptions.
  ///
  /// - Parameter numberFormatter: The number formatter used for formatting points.
  public static func elementsDescription(numberFormatter: NumberFormatter)
    -> Snapshotting<UIBezierPath, String>
  {
    Snapshotting<CGPath, String>.elementsDescription(numberFormatter: numberFormatter)
      .pullback { path in path.cgPath }
  }
}
