import Foundation

/// What a `UIImage` keeps beside its pixels, scale and orientation: the properties UIKit's
/// `withRenderingMode(_:)`, `resizableImage(withCapInsets:)` and their kin change on a copy.
///
/// Defaults are UIKit's for an image made from pixels.
package struct ImageVariant: Sendable {
  var renderingMode: UIImage.RenderingMode = .automatic
  /// The colour `withTintColor(_:)` gave, drawn instead of the pixels' own.
  var tintColor: UIColor?
  /// Whether the image is resizable (`resizableImage(withCapInsets:)`), even with zero caps.
  var isResizable = false
  var capInsets: UIEdgeInsets = .zero
  var resizingMode: UIImage.ResizingMode = .tile
  var alignmentRectInsets: UIEdgeInsets = .zero
  /// Points above the image's bottom edge; nil without a baseline.
  var baselineOffsetFromBottom: CGFloat?
  var flipsForRightToLeftLayoutDirection = false
  /// An animated image's frames, and how long all of them take.
  var images: [UIImage]?
  var duration: TimeInterval = 0
  var configuration: UIImage.Configuration?
  /// The name of a system image Curtain draws (`checkmark`), which makes it a symbol image.
  var symbolName: String?
  var ciImage: CIImage?
  var imageAsset: UIImageAsset?
  /// The traits the image was made for; nil for those of its scale.
  var traitCollection: UITraitCollection?

  package init() {}
}
