import Foundation
import Geometry

/// What a renderer's contexts are like, as UIKit's `UIGraphicsRendererFormat`: the base of the
/// image renderer's format.
@preconcurrency @MainActor open class UIGraphicsRendererFormat: NSObject, @preconcurrency NSCopying
{
  /// The drawing area of the renderer the format belongs to, in points. Default: zero.
  public internal(set) var bounds: CGRect = .zero

  /// A format with UIKit's defaults.
  public required override init() { super.init() }

  /// A format for the main screen.
  open class func `default`() -> Self { Self() }

  /// The format that suits the main screen best (the same as ``default()``).
  open class func preferred() -> Self { Self() }

  /// A copy.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = Self()
    copy.bounds = bounds
    copy.copySettings(from: self)
    return copy
  }

  /// Copies a subclass's settings from `other` (its own and `bounds` aside).
  func copySettings(from other: UIGraphicsRendererFormat) {}
}

/// What a renderer's drawing block receives, as UIKit's `UIGraphicsRendererContext`: the Core
/// Graphics context (also the current one) and a few drawing conveniences.
@preconcurrency @MainActor open class UIGraphicsRendererContext: NSObject {
  /// The Core Graphics context the block draws into.
  public let cgContext: CGContext
  private let rendererFormat: UIGraphicsRendererFormat

  init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
    self.cgContext = cgContext
    rendererFormat = format
  }

  /// The renderer's format.
  open var format: UIGraphicsRendererFormat { rendererFormat }

  /// Fills `rect` with the current fill colour.
  open func fill(_ rect: CGRect) { cgContext.fill(rect) }
  /// Fills `rect` with the current fill colour in `blendMode`.
  open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
    cgContext.saveGState()
    cgContext.setBlendMode(blendMode)
    cgContext.fill(rect)
    cgContext.restoreGState()
  }
  /// Strokes `rect`'s outline with the current stroke colour and line width.
  open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
  /// Strokes `rect`'s outline in `blendMode`.
  open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
    cgContext.saveGState()
    cgContext.setBlendMode(blendMode)
    cgContext.stroke(rect)
    cgContext.restoreGState()
  }
  /// Intersects the clip with `rect`.
  open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// The base of UIKit's renderers, as `UIGraphicsRenderer`: a drawing area and a format.
@preconcurrency @MainActor open class UIGraphicsRenderer: NSObject {
  /// The rectangle drawn, in points.
  public let bounds: CGRect
  private let rendererFormat: UIGraphicsRendererFormat

  /// A renderer for `bounds` in the default format.
  public convenience init(bounds: CGRect) {
    self.init(bounds: bounds, format: UIGraphicsRendererFormat.default())
  }

  /// A renderer for `bounds` (the format is copied, with the bounds).
  public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
    self.bounds = bounds
    let copy = format.copy() as! UIGraphicsRendererFormat
    copy.bounds = bounds
    rendererFormat = copy
  }

  /// The format (a copy of the one given).
  open var format: UIGraphicsRendererFormat { rendererFormat }

  /// Whether the renderer makes images: false here, true for the image renderer.
  open var allowsImageOutput: Bool { false }
}
