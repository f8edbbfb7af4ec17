import Foundation
import HeadlessUIKit
import SnapshotTesting

extension Snapshotting where Value == CGPath, Format == UIImage {
  /// A snapshot strategy for comparing bezier paths based on pixel equality.
  public static var image: Snapshotting<CGPath, UIImage> { .image() }

  /// A snapshot strategy for comparing bezier paths based on pixel equality: the path drawn in
  /// black in an image of its bounding box, as the library draws it on iOS.
  ///
  /// - Parameters:
  ///   - precision: The percentage of pixels that must match.
  ///   - perceptualPrecision: The percentage a pixel must match the source pixel to be
  ///     considered a match.
  ///   - scale: The image's scale, and the scale references are read at.
  ///   - drawingMode: How the path is drawn. Default: filled by the even-odd rule.
  public static func image(
    precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat = 1,
    drawingMode: CGPathDrawingMode = .eoFill
  ) -> Snapshotting<CGPath, UIImage> {
    SimplySnapshotting.image(
      precision: precision, perceptualPrecision: perceptualPrecision, scale: scale
    ).pullback { path in
      PathSnapshots.image(bounds: path.boundingBoxOfPath, scale: scale) { context in
        context.cgContext.addPath(path)
        context.cgContext.drawPath(using: drawingMode)
      }
    }
  }
}

extension Snapshotting where Value == CGPath, Format == String {
  /// A snapshot strategy for comparing bezier paths based on element descriptions.
  public static var elementsDescription: Snapshotting<CGPath, String> {
    .elementsDescription(numberFormatter: PathSnapshots.defaultNumberFormatter)
  }

  /// A snapshot strategy for comparing bezier paths based on element descriptions: one line per
  /// element, its name and points (`CurveTo (90.0, 83.284) (83.284, 90.0) (75.0, 90.0)`), and a
  /// blank line before every subpath but the first.
  ///
  /// - Parameter numberFormatter: The number formatter used for formatting points.
  public static func elementsDescription(numberFormatter: NumberFormatter)
    -> Snapshotting<CGPath, String>
  {
    SimplySnapshotting.lines.pullback { path in
      PathSnapshots.elementsDescription(of: path, numberFormatter: numberFormatter)
    }
  }
}
