import Foundation
import HeadlessUIKit
import SnapshotTesting

extension Diffing where Value == UIImage {
  /// A pixel-diffing strategy for images that requires a 100% match.
  public static var image: Diffing<UIImage> { .image() }

  /// A pixel-diffing strategy for images, as swift-snapshot-testing's on iOS.
  ///
  /// References are PNG files. Images of different pixel sizes never match; otherwise an image
  /// matches when its premultiplied RGBA bytes equal the reference's (directly or after a PNG
  /// round trip), or within the precisions given:
  ///
  /// - `precision` alone: at most `1 − precision` of the bytes may differ;
  /// - `perceptualPrecision` below 1: a pixel matches when its CIE 1994 colour difference from
  ///   the reference's (ΔE, 0…100) is at most `(1 − perceptualPrecision) × 100`, and at least
  ///   `precision` of the pixels must match (`PerceptualComparison`).
  ///
  /// A failure's message is the library's, and its attachments are `reference.png`,
  /// `failure.png` and `difference.png` (each pixel's largest channel difference, stretched to
  /// the full grey range).
  ///
  /// - Parameters:
  ///   - precision: The share of pixels (or bytes) that must match. Default: 1.
  ///   - perceptualPrecision: How close in colour a pixel must be to match. Default: 1.
  ///   - scale: The scale references are read at; nil or 0 is the simulator's
  ///     (``SnapshotSimulator``).
  /// - Returns: A diffing for `Snapshotting` strategies.
  public static func image(
    precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil
  ) -> Diffing<UIImage> {
    let imageScale: CGFloat
    if let scale, scale != 0 {
      imageScale = scale
    } else {
      imageScale = SnapshotSimulator.device.scale
    }
    let toData: (UIImage) -> Data = { image in
      image.pngData() ?? ImageComparison.emptyImage().pngData() ?? Data()
    }
    return .diff(
      toData: toData,
      fromData: { UIImage(data: $0, scale: imageScale) ?? UIImage() }
    ) { old, new in
      guard
        let message = ImageComparison.compare(
          old, new, precision: precision, perceptualPrecision: perceptualPrecision)
      else { return nil }
      let difference = ImageComparison.difference(old, new)
      let isEmptyImage = new.size == .zero
      return (
        message,
        [
          .data(toData(old), name: "reference.png"),
          .data(toData(isEmptyImage ? ImageComparison.emptyImage() : new), name: "failure.png"),
          .data(toData(difference), name: "difference.png"),
        ]
      )
    }
  }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
  /// A snapshot strategy for comparing images based on pixel equality.
  public static var image: Snapshotting<UIImage, UIImage> { .image() }

  /// A snapshot strategy for comparing images based on pixel equality, within the precisions
  /// given (see ``SnapshotTesting/Diffing/image(precision:perceptualPrecision:scale:)``).
  ///
  /// - Parameters:
  ///   - precision: The share of pixels that must match. Default: 1.
  ///   - perceptualPrecision: How close in colour a pixel must be to match. Default: 1.
  ///   - scale: The scale of the reference stored on disk. Default: the simulator's.
  public static func image(
    precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil
  ) -> Snapshotting<UIImage, UIImage> {
    .init(
      pathExtension: "png",
      diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale)
    )
  }
}
