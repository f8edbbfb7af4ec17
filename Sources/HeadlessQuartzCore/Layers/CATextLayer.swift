import Foundation

/// How a text layer truncates a line that does not fit, as Core Animation's
/// `CATextLayerTruncationMode`.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let none = CATextLayerTruncationMode(rawValue: "none")
  public static let start = CATextLayerTruncationMode(rawValue: "start")
  public static let end = CATextLayerTruncationMode(rawValue: "end")
  public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// How a text layer aligns its lines, as Core Animation's `CATextLayerAlignmentMode`.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
  public static let left = CATextLayerAlignmentMode(rawValue: "left")
  public static let right = CATextLayerAlignmentMode(rawValue: "right")
  public static let center = CATextLayerAlignmentMode(rawValue: "center")
  public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// A layer that draws a string, as Core Animation's `CATextLayer`: its contents are the text,
/// drawn from the top left of the bounds in `font` at `fontSize` and `foregroundColor`, aligned
/// and wrapped as asked, at `contentsScale`.
///
/// The text is drawn by UIKit's string drawing when the layer displays (while a stage runs);
/// changing any of its properties redraws it.
@preconcurrency @MainActor open class CATextLayer: CALayer {
  /// A `String` or `NSAttributedString`. Default: nil.
  open var string: Any? { didSet { setNeedsDisplay() } }
  /// A `UIFont`, a `CGFont` or a font name (`String`); the size is ``fontSize``'s, except for
  /// an attributed string's own fonts. Default: nil (Helvetica, the system font here).
  open var font: CFTypeRef? { didSet { setNeedsDisplay() } }
  /// Points. Default: 36.
  open var fontSize: CGFloat = 36 { didSet { setNeedsDisplay() } }
  /// The colour of a plain string. Default: opaque white.
  open var foregroundColor: CGColor? = .white { didSet { setNeedsDisplay() } }
  /// Whether the text wraps to the bounds' width. Default: false.
  open var isWrapped = false { didSet { setNeedsDisplay() } }
  /// How a line too long for the bounds is cut. Default: `.none`.
  open var truncationMode: CATextLayerTruncationMode = .none { didSet { setNeedsDisplay() } }
  /// How lines align in the bounds. Default: `.natural` (left).
  open var alignmentMode: CATextLayerAlignmentMode = .natural { didSet { setNeedsDisplay() } }
  /// Whether glyph positions are rounded to pixels (kept). Default: false.
  open var allowsFontSubpixelQuantization = false

  public required init() {
    super.init()
    needsDisplayOnBoundsChange = true
  }

  public required init(layer: Any) {
    super.init(layer: layer)
    guard let other = layer as? CATextLayer else { return }
    string = other.string
    font = other.font
    fontSize = other.fontSize
    foregroundColor = other.foregroundColor
    isWrapped = other.isWrapped
    truncationMode = other.truncationMode
    alignmentMode = other.alignmentMode
    allowsFontSubpixelQuantization = other.allowsFontSubpixelQuantization
  }

  /// Draws the text (with UIKit's string drawing, which the running stage lends its clock; none
  /// outside a stage); a delegate's drawing comes after it.
  open override func draw(in ctx: CGContext) {
    Timeline.current?.textLayerPainter?(self, ctx)
    super.draw(in: ctx)
  }
}
