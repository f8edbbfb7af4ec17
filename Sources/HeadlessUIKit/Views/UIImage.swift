import Foundation
import Raster
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

  /// The pixels, or `nil` for an empty image (`UIImage()`).
  public let cgImage: CGImage?
  /// Pixels per point: 1, 2 or 3. Default: 1.
  public let scale: CGFloat
  /// How the pixels are turned for display. Default: `.up`.
  public let imageOrientation: Orientation

  /// An empty image: no pixels, size zero.
  public override init() {
    cgImage = nil
    scale = 1
    imageOrientation = .up
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
  public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
    self.cgImage = cgImage
    self.scale = scale > 0 && scale.isFinite ? scale : 1
    imageOrientation = orientation
  }

  /// An image decoded from PNG bytes, at scale 1; `nil` when the bytes are not a PNG Curtain can
  /// decode.
  public convenience init?(data: Data) {
    self.init(data: data, scale: 1)
  }

  /// An image decoded from PNG bytes; `nil` when the bytes are not a PNG Curtain can decode.
  ///
  /// - Parameters:
  ///   - data: A whole PNG file.
  ///   - scale: Pixels per point.
  public convenience init?(data: Data, scale: CGFloat) {
    guard let bitmap = try? PNGCodec.decode([UInt8](data)) else { return nil }
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

  /// Always `nil`: SF Symbols are Apple's and are not available on Linux.
  ///
  /// The initialiser exists so that code naming symbols compiles; views given `nil` show no image.
  public convenience init?(systemName name: String) {
    return nil
  }

  // MARK: - Properties

  /// The size in points: pixels divided by ``scale``, with width and height swapped for the
  /// quarter-turn orientations (`.left`, `.right` and their mirrors). `.zero` for an empty image.
  public var size: CGSize {
    guard let cgImage else { return .zero }
    let w = CGFloat(cgImage.width) / scale
    let h = CGFloat(cgImage.height) / scale
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
