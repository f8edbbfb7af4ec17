import Foundation
import Raster
import RasterGIF
import RasterPNG

/// An image, as UIKit's `UIImage`: a bitmap with a scale (pixels per point) and an orientation.
///
/// Curtain reads PNG files (through Raster's `PNGCodec`, premultiplied); every loading
/// initialiser returns `nil` for a missing file or one that does not decode, as UIKit does, and
/// never traps. Loading by name is in `UIImage+Loading.swift`.
///
/// `UIImage` is immutable and `Sendable`, as in UIKit.
public final class UIImage: NSObject, Sendable {
  /// How an image's pixels are turned for display, as UIKit's `UIImage.Orientation`.
  ///
  /// Raw values are UIKit's. Curtain records the orientation and swaps ``UIImage/size`` for the
  /// quarter turns; the compositor draws pixels as stored (`.up`).
  public enum Orientation: Int, Sendable, Hashable {
    /// As stored. Default.
    case up = 0
    /// Turned half a turn.
    case down = 1
    /// Turned a quarter turn anticlockwise.
    case left = 2
    /// Turned a quarter turn clockwise.
    case right = 3
    /// Mirrored left to right.
    case upMirrored = 4
    /// Mirrored top to bottom.
    case downMirrored = 5
    /// Mirrored, then turned a quarter turn anticlockwise.
    case leftMirrored = 6
    /// Mirrored, then turned a quarter turn clockwise.
    case rightMirrored = 7
  }

  /// How an image's resizable interior fills the space between its caps, as UIKit's
  /// `UIImage.ResizingMode`.
  public enum ResizingMode: Int, Sendable, Hashable {
    /// The interior repeats. Default.
    case tile = 0
    /// The interior stretches.
    case stretch = 1
  }

  /// Whether an image draws its own colours or, as a template, its shape in the tint colour, as
  /// UIKit's `UIImage.RenderingMode`.
  public enum RenderingMode: Int, Sendable, Hashable {
    /// As the place decides: image views draw the original; bars and buttons, and every symbol
    /// image, draw a template. Default.
    case automatic = 0
    /// Always the image's own colours.
    case alwaysOriginal = 1
    /// Always the shape (alpha) in the tint colour.
    case alwaysTemplate = 2
  }

  /// The pixels drawn (those of a `CIImage` too), or `nil` for an empty image (`UIImage()`).
  package let pixels: CGImage?
  /// Pixels per point: 1, 2 or 3. Default: 1.
  public let scale: CGFloat
  /// How the pixels are turned for display. Default: `.up`.
  public let imageOrientation: Orientation
  /// Everything else UIKit keeps with an image (rendering mode, caps, frames, …).
  package let variant: ImageVariant

  /// The pixels, or `nil` for an empty image or one made from a `CIImage`, as in UIKit.
  public var cgImage: CGImage? { variant.ciImage == nil ? pixels : nil }

  /// The designated initialiser: pixels, scale, orientation and the rest.
  package init(
    pixels: CGImage?, scale: CGFloat, orientation: Orientation, variant: ImageVariant = .init()
  ) {
    self.pixels = pixels
    self.scale = scale > 0 && scale.isFinite ? scale : 1
    imageOrientation = orientation
    self.variant = variant
  }

  /// An empty image: no pixels, size zero.
  public override convenience init() {
    self.init(pixels: nil, scale: 1, orientation: .up)
  }

  /// An image of `cgImage`'s pixels at scale 1, upright.
  public convenience init(cgImage: CGImage) {
    self.init(cgImage: cgImage, scale: 1, orientation: .up)
  }

  /// An image of `cgImage`'s pixels.
  ///
  /// - Parameters:
  ///   - cgImage: The pixels.
  ///   - scale: Pixels per point; values ≤ 0 (or not finite) are taken as 1.
  ///   - orientation: How the pixels are turned for display.
  public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
    self.init(pixels: cgImage, scale: scale, orientation: orientation)
  }

  /// A copy of the image with the same pixels and some of the rest changed.
  package func with(_ change: (inout ImageVariant) -> Void) -> UIImage {
    var v = variant
    change(&v)
    return UIImage(pixels: pixels, scale: scale, orientation: imageOrientation, variant: v)
  }

  /// An image decoded from PNG or GIF bytes, at scale 1; `nil` when the bytes are neither or
  /// do not decode.
  public convenience init?(data: Data) {
    self.init(data: data, scale: 1)
  }

  /// An image decoded from PNG or GIF bytes; `nil` when the bytes are neither or do not decode.
  /// As in UIKit, an animated GIF gives a still image of its first frame.
  ///
  /// - Parameters:
  ///   - data: A whole PNG or GIF file.
  ///   - scale: Pixels per point.
  public convenience init?(data: Data, scale: CGFloat) {
    let bytes = [UInt8](data)
    let bitmap =
      GIFAnimation.isGIF(bytes)
      ? GIFAnimation(bytes)?.frames.first?.bitmap : try? PNGCodec.decode(bytes)
    guard let bitmap else { return nil }
    self.init(cgImage: CGImage(bitmap: bitmap), scale: scale, orientation: .up)
  }

  /// An image read from a PNG file; `nil` when the file cannot be read or decoded.
  ///
  /// As in UIKit, a `@2x` or `@3x` before the extension (`card@2x.png`) sets the scale; other
  /// names give scale 1. The file is read now, not lazily.
  ///
  /// - Parameter path: The file's path, absolute or relative to the current directory.
  public convenience init?(contentsOfFile path: String) {
    guard let bitmap = try? PNGCodec.read(from: path) else { return nil }
    self.init(
      cgImage: CGImage(bitmap: bitmap), scale: UIImage.scale(fromFileName: path), orientation: .up)
  }

  // MARK: - Properties

  /// The size in points: pixels divided by ``scale``, with width and height swapped for the
  /// quarter-turn orientations (`.left`, `.right` and their mirrors). `.zero` for an empty image.
  public var size: CGSize {
    guard let pixels else { return .zero }
    let w = CGFloat(pixels.width) / scale
    let h = CGFloat(pixels.height) / scale
    switch imageOrientation {
    case .left, .right, .leftMirrored, .rightMirrored: return CGSize(width: h, height: w)
    case .up, .down, .upMirrored, .downMirrored: return CGSize(width: w, height: h)
    }
  }

  /// The image encoded as PNG (pixels as stored, straight alpha), or `nil` for an empty image or
  /// when encoding fails.
  public func pngData() -> Data? {
    guard let cgImage, let bytes = try? PNGCodec.encode(cgImage.renderImage.bitmap) else {
      return nil
    }
    return Data(bytes)
  }

  /// For example `<UIImage: size {40, 30} scale 2>`.
  public override var description: String {
    "<UIImage: size {\(size.width), \(size.height)} scale \(scale)>"
  }

  // MARK: - Scale from a file name

  /// The scale a file name states: 2 for `name@2x.png`, 3 for `name@3x.png`, otherwise 1.
  static func scale(fromFileName path: String) -> CGFloat {
    let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    for factor in [2, 3] where stem.hasSuffix("@\(factor)x") { return CGFloat(factor) }
    return 1
  }
}
