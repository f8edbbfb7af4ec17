import Foundation

/// A Core Image image, as `CIImage`: here, pixels (a `CGImage`) with their extent — what
/// UIKit's `UIImage(ciImage:)` and `CIImage(image:)` exchange. Core Image's filters are not
/// offered.
public final class CIImage: NSObject, Sendable {
  /// The pixels.
  public let cgImage: CGImage?
  /// The image's rectangle, in pixels: its width and height from the origin.
  public let extent: CGRect

  /// An image of `cgImage`'s pixels.
  public init(cgImage: CGImage) {
    self.cgImage = cgImage
    extent = CGRect(x: 0, y: 0, width: cgImage.width, height: cgImage.height)
  }

  /// An image of `cgImage`'s pixels (the options are not read).
  public convenience init(cgImage: CGImage, options: [CIImageOption: Any]?) {
    self.init(cgImage: cgImage)
  }

  /// An image of a `UIImage`'s pixels (its `CIImage`'s if it has one); nil for an empty image.
  public convenience init?(image: UIImage) {
    self.init(image: image, options: nil)
  }

  /// An image of a `UIImage`'s pixels (the options are not read); nil for an empty image.
  public convenience init?(image: UIImage, options: [CIImageOption: Any]?) {
    if let ci = image.ciImage, let pixels = ci.cgImage {
      self.init(cgImage: pixels)
      return
    }
    guard let pixels = image.pixels else { return nil }
    self.init(cgImage: pixels)
  }
}

/// Options for making a `CIImage`, as Core Image's `CIImageOption`.
public struct CIImageOption: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
}
