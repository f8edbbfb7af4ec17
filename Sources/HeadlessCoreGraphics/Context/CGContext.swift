import Foundation
import Geometry
@_spi(Painting) import Raster

/// A drawing destination, as Core Graphics' `CGContext`: a bitmap, a current path, and a
/// graphics state (transform, colours, line style, alpha, clip) saved and restored as a stack.
///
/// UIKit hands you one in `draw(_:)` (through `UIGraphicsGetCurrentContext()`), in
/// `UIGraphicsImageRenderer`'s block and in `CALayer.draw(in:)`; `init(data:width:height:…)`
/// makes a bare bitmap context. Every command paints with Raster's kernels, as the compositor
/// does: source-over in 8-bit premultiplied sRGB, edges anti-aliased by exact coverage.
///
/// Coordinates are Core Graphics': user space is mapped to the bitmap by ``ctm``. A context
/// UIKit makes has its origin at the top left, y down, scaled by the screen's scale; a bare
/// bitmap context has Core Graphics' own origin at the bottom left, y up. As in Core Graphics,
/// points added to the path are mapped by the transform in effect when they are added, and
/// `draw(_:in:)` draws an image with its first row at the rectangle's maximum y, so in a UIKit
/// context it appears upside down (`UIImage.draw(in:)` draws it upright).
///
/// Not offered: blend modes other than normal (and `clear(_:)`), shadows, patterns, radial
/// gradients, PDF contexts and Core Graphics' own text API (use `NSString.draw(at:withAttributes:)`).
public final class CGContext {
  /// The pixels, made on the first command that draws (a context nothing draws into costs no
  /// bitmap).
  var canvas: Canvas?
  /// The bitmap's size in pixels.
  public let width: Int
  public let height: Int
  /// Pixels every pixel starts as (transparent, or opaque black for an opaque context).
  let background: PremultipliedRGBA8
  /// Whether the bitmap has no alpha: erasing leaves opaque black, as in Core Graphics' contexts
  /// without an alpha channel.
  let isOpaque: Bool
  /// The bitmap the canvas starts from instead of `background`, if any (a view redrawing part of
  /// its contents).
  private let initialBitmap: PremultipliedRGBA8Bitmap?
  /// User space → bitmap pixels (y down), without the drawing state's changes.
  let baseTransform: CGAffineTransform

  /// The graphics state: what `saveGState()` saves.
  package struct GState {
    /// User space → bitmap pixels (y down).
    package var transform: CGAffineTransform
    var fillColor = RGBAColor.black
    var strokeColor = RGBAColor.black
    package var style = StrokeStyle()
    var alpha: CGFloat = 1
    /// The clip: regions whose coverages multiply everything drawn; empty for the whole bitmap.
    package var clips: [CanvasShape] = []
  }
  package var state: GState
  private var saved: [GState] = []
  /// For a context `UIGraphicsBeginImageContextWithOptions` made, its images' scale.
  package var imageScale: CGFloat?
  /// The current path, in bitmap pixels (y down): points are mapped as they are added.
  var devicePath = Path()

  /// A context for `width` × `height` pixels whose user space is mapped by `transform` (to
  /// pixels, y down), starting from `bitmap`'s pixels if given.
  package init(
    width: Int, height: Int, transform: CGAffineTransform, opaque: Bool = false,
    startingFrom bitmap: PremultipliedRGBA8Bitmap? = nil
  ) {
    self.width = max(1, width)
    self.height = max(1, height)
    isOpaque = opaque
    background = opaque ? PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255) : .transparent
    initialBitmap = bitmap
    baseTransform = transform
    state = GState(transform: transform)
  }

  /// A bitmap context, as Core Graphics makes one: `width` × `height` pixels, transparent,
  /// its origin at the bottom left, y up. The other arguments are accepted for compatibility:
  /// pixels are always 8-bit premultiplied RGBA in sRGB, in memory the context owns (`data`
  /// must be nil). Nil for an empty or larger than 16384-pixel size, or for caller memory.
  public convenience init?(
    data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
    bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32
  ) {
    let limit = PremultipliedRGBA8Bitmap.maximumDimension
    guard data == nil, (1...limit).contains(width), (1...limit).contains(height) else {
      return nil
    }
    self.init(
      width: width, height: height,
      transform: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height)))
  }

  /// Runs on the canvas when it is made, before the first command draws (a view's background).
  package var preparation: ((inout Canvas) -> Void)?

  /// The canvas, made from the starting pixels (then prepared) on first use.
  package func withCanvas(_ body: (inout Canvas) -> Void) {
    prepareCanvas()
    if canvas != nil { body(&canvas!) }
  }

  /// Makes the canvas if it is not made yet, and runs the preparation on it.
  package func prepareCanvas() {
    guard canvas == nil else { return }
    let bitmap =
      initialBitmap
      ?? (try? PremultipliedRGBA8Bitmap(width: width, height: height, fill: background))
    guard let bitmap else { return }
    canvas = Canvas(bitmap: bitmap)
    if let prepare = preparation {
      preparation = nil
      prepare(&canvas!)
    }
  }

  /// The pixels drawn so far, or nil if nothing was drawn (then they are the starting pixels).
  package var drawnBitmap: PremultipliedRGBA8Bitmap? { canvas?.bitmap }

  /// The pixels as they are now: drawn, or the starting ones.
  package var currentBitmap: PremultipliedRGBA8Bitmap? {
    canvas?.bitmap ?? initialBitmap
      ?? (try? PremultipliedRGBA8Bitmap(width: width, height: height, fill: background))
  }

  /// An image of the pixels drawn so far, as Core Graphics' `makeImage()`.
  public func makeImage() -> CGImage? { currentBitmap.map { CGImage(bitmap: $0) } }

  // MARK: - Graphics state

  /// Pushes a copy of the graphics state (transform, colours, line style, alpha, clip).
  public func saveGState() { saved.append(state) }

  /// Restores the state last saved; does nothing if none is saved.
  public func restoreGState() {
    if let s = saved.popLast() { state = s }
  }

  /// Multiplies everything drawn afterwards, 0…1 (clamped).
  public func setAlpha(_ alpha: CGFloat) { state.alpha = min(1, max(0, alpha)) }

  /// The colour paths and rectangles are filled with.
  public func setFillColor(_ color: CGColor) { state.fillColor = color.rgbaColor }
  public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    setFillColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
  }
  public func setFillColor(gray: CGFloat, alpha: CGFloat) {
    setFillColor(CGColor(gray: gray, alpha: alpha))
  }

  /// The colour lines are stroked with.
  public func setStrokeColor(_ color: CGColor) { state.strokeColor = color.rgbaColor }
  public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    setStrokeColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
  }
  public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
    setStrokeColor(CGColor(gray: gray, alpha: alpha))
  }

  /// The stroke's width, in user space. Default: 1.
  public func setLineWidth(_ width: CGFloat) { state.style.lineWidth = width }
  /// Default: `.butt`.
  public func setLineCap(_ cap: CGLineCap) { state.style.lineCap = cap }
  /// Default: `.miter`.
  public func setLineJoin(_ join: CGLineJoin) { state.style.lineJoin = join }
  /// Default: 10.
  public func setMiterLimit(_ limit: CGFloat) { state.style.miterLimit = limit }
  /// Dashes: `lengths` alternate painted and unpainted runs, starting `phase` into the pattern;
  /// empty for a solid line.
  public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
    state.style.dashPattern = lengths
    state.style.dashPhase = phase
  }

  // MARK: - Transform

  /// User space → device space, as Core Graphics reports it (device y up: a UIKit context's is
  /// `[s, 0, 0, −s, 0, height]` for scale `s`).
  public var ctm: CGAffineTransform { state.transform.concatenating(Self.flip(height)) }

  /// Moves user space's origin by (`tx`, `ty`) user units.
  public func translateBy(x tx: CGFloat, y ty: CGFloat) {
    state.transform = state.transform.translatedBy(x: tx, y: ty)
  }
  /// Scales user space.
  public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
    state.transform = state.transform.scaledBy(x: sx, y: sy)
  }
  /// Rotates user space by `angle` radians (towards positive y from positive x).
  public func rotate(by angle: CGFloat) { state.transform = state.transform.rotated(by: angle) }
  /// Applies `transform` to user space before the current transform.
  public func concatenate(_ transform: CGAffineTransform) {
    state.transform = transform.concatenating(state.transform)
  }

  /// Core Graphics' device space (y up) from the bitmap's rows (y down), and back.
  static func flip(_ height: Int) -> CGAffineTransform {
    CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
  }

  /// A premultiplied packed colour at the context's alpha.
  package func packed(_ color: RGBAColor) -> UInt32 {
    color.premultiplied(opacity: Double(state.alpha)).packed
  }

  /// The context's alpha as a byte.
  var opacityByte: UInt8 { UInt8((state.alpha * 255).rounded()) }
}
