import Foundation
import Geometry
import Raster

/// How a renderer's images are made, as UIKit's `UIGraphicsImageRendererFormat`.
@preconcurrency @MainActor open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
  /// Pixels per point. Default: the main screen's.
  open var scale: CGFloat
  /// Whether the image has no alpha: it starts black and erasing leaves black. Default: false.
  open var opaque = false
  /// The colour range (Curtain draws standard sRGB whatever is asked). Default: `.automatic`.
  open var preferredRange: Range = .automatic

  /// The main screen's scale, not opaque.
  public required init() {
    scale = UIScreen.main.scale
    super.init()
  }

  /// A format for `traitCollection`: its display scale (the main screen's when unspecified).
  public convenience init(for traitCollection: UITraitCollection) {
    self.init()
    if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
  }

  /// False: Curtain draws standard range.
  open var supportsHighDynamicRange: Bool { false }

  override func copySettings(from other: UIGraphicsRendererFormat) {
    guard let other = other as? UIGraphicsImageRendererFormat else { return }
    scale = other.scale
    opaque = other.opaque
    preferredRange = other.preferredRange
  }

  /// A colour range.
  public enum Range: Int, Sendable {
    case unspecified = -1
    case automatic = 0
    case extended = 1
    case standard = 2
  }
}

/// The drawing context an image renderer's block receives, as UIKit's
/// `UIGraphicsImageRendererContext`.
@preconcurrency @MainActor open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
  /// The renderer's format.
  open override var format: UIGraphicsImageRendererFormat {
    super.format as! UIGraphicsImageRendererFormat
  }

  /// An image of what has been drawn so far.
  open var currentImage: UIImage {
    guard let image = cgContext.makeImage() else { return UIImage() }
    return UIImage(cgImage: image, scale: format.scale, orientation: .up)
  }
}

/// Makes images by drawing, as UIKit's `UIGraphicsImageRenderer`.
///
/// ```swift
/// let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40))
/// let dot = renderer.image { context in
///   UIColor.systemRed.setFill()
///   UIBezierPath(ovalIn: context.format.bounds).fill()
/// }
/// ```
///
/// The block runs with a fresh context current (`UIGraphicsGetCurrentContext()`), origin at the
/// top left of `bounds`, y down, scaled by the format's scale; the image has that scale.
@preconcurrency @MainActor open class UIGraphicsImageRenderer: UIGraphicsRenderer {
  /// A renderer for an image `size` points large, in the default format.
  public convenience init(size: CGSize) {
    self.init(bounds: CGRect(origin: .zero, size: size))
  }

  /// A renderer for an image `size` points large.
  public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    self.init(bounds: CGRect(origin: .zero, size: size), format: format)
  }

  /// A renderer for the part of user space inside `bounds` (the format is copied).
  public convenience init(bounds: CGRect) {
    self.init(bounds: bounds, format: UIGraphicsImageRendererFormat.default())
  }

  /// A renderer for the part of user space inside `bounds` (the format is copied).
  public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
    super.init(bounds: bounds, format: format)
  }

  /// The format (a copy of the one given).
  open override var format: UIGraphicsImageRendererFormat {
    super.format as! UIGraphicsImageRendererFormat
  }

  /// True: the renderer makes images.
  open override var allowsImageOutput: Bool { true }

  /// The image `actions` draw.
  open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let context = run(actions)
    guard let image = context.cgContext.makeImage() else { return UIImage() }
    return UIImage(cgImage: image, scale: format.scale, orientation: .up)
  }

  /// The image `actions` draw, encoded as PNG (empty if encoding fails).
  open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
    image(actions: actions).pngData() ?? Data()
  }

  /// Empty data: Curtain encodes PNG only (`pngData(actions:)`); the block still runs, and
  /// the first use says so on the stage's console.
  open func jpegData(
    withCompressionQuality compressionQuality: CGFloat,
    actions: (UIGraphicsImageRendererContext) -> Void
  ) -> Data {
    _ = run(actions)
    noteMissingEffect(
      "UIGraphicsImageRenderer.jpegData(withCompressionQuality:actions:)",
      "it returns empty data; use pngData(actions:)")
    return Data()
  }

  private func run(_ actions: (UIGraphicsImageRendererContext) -> Void)
    -> UIGraphicsImageRendererContext
  {
    let s = format.scale > 0 && format.scale.isFinite ? format.scale : 1
    let transform = CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY)
      .concatenating(CGAffineTransform(scaleX: s, y: s))
    let cg = CGContext(
      width: Int((bounds.width * s).rounded(.up)), height: Int((bounds.height * s).rounded(.up)),
      transform: transform, opaque: format.opaque)
    let context = UIGraphicsImageRendererContext(cgContext: cg, format: format)
    GraphicsContextStack.with(cg) { actions(context) }
    return context
  }
}
