import Foundation
import Geometry
import Raster

/// How a renderer's images are made, as UIKit's `UIGraphicsImageRendererFormat`.
@preconcurrency @MainActor open class UIGraphicsImageRendererFormat {
  /// Pixels per point. Default: the main screen's.
  open var scale: CGFloat
  /// Whether the image has no alpha: it starts black and erasing leaves black. Default: false.
  open var opaque = false
  /// The colour range (Curtain draws standard sRGB whatever is asked). Default: `.automatic`.
  open var preferredRange: Range = .automatic
  /// The drawing area of the renderer the format belongs to, in points. Default: zero.
  public internal(set) var bounds: CGRect = .zero

  /// The main screen's scale, not opaque.
  public init() { scale = UIScreen.main.scale }

  /// A copy for a renderer drawing `bounds`.
  func copy(bounds: CGRect) -> UIGraphicsImageRendererFormat {
    let f = UIGraphicsImageRendererFormat()
    f.scale = scale
    f.opaque = opaque
    f.preferredRange = preferredRange
    f.bounds = bounds
    return f
  }

  /// A format for the main screen.
  open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

  /// The format that suits the main screen best (the same as ``default()``).
  open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

  /// A colour range.
  public enum Range: Int, Sendable {
    case unspecified = -1
    case automatic = 0
    case extended = 1
    case standard = 2
  }
}

/// The drawing context a renderer's block receives, as UIKit's
/// `UIGraphicsImageRendererContext`.
@preconcurrency @MainActor open class UIGraphicsImageRendererContext {
  /// The Core Graphics context the block draws into (also the current context).
  public let cgContext: CGContext
  /// The renderer's format.
  public let format: UIGraphicsImageRendererFormat

  init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
    self.cgContext = cgContext
    self.format = format
  }

  /// An image of what has been drawn so far.
  open var currentImage: UIImage {
    guard let image = cgContext.makeImage() else { return UIImage() }
    return UIImage(cgImage: image, scale: format.scale, orientation: .up)
  }

  /// Fills `rect` with the current fill colour.
  open func fill(_ rect: CGRect) { cgContext.fill(rect) }
  /// Strokes `rect`'s outline with the current stroke colour and line width.
  open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
  /// Intersects the clip with `rect`.
  open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
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
@preconcurrency @MainActor open class UIGraphicsImageRenderer {
  /// The rectangle drawn, in points.
  public let bounds: CGRect
  /// How images are made.
  public let format: UIGraphicsImageRendererFormat

  /// A renderer for an image `size` points large, in the default format.
  public convenience init(size: CGSize) {
    self.init(bounds: CGRect(origin: .zero, size: size))
  }

  /// A renderer for an image `size` points large.
  public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    self.init(bounds: CGRect(origin: .zero, size: size), format: format)
  }

  /// A renderer for the part of user space inside `bounds` (the format is copied).
  public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
    self.bounds = bounds
    self.format = format.copy(bounds: bounds)
  }

  /// Whether the renderer makes images (always).
  open var allowsImageOutput: Bool { true }

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
