import Foundation
import Geometry
@_spi(Painting) import Raster
@_spi(Painting) import RasterText

extension NSAttributedString {
  /// Draws the text in the current graphics context, one line per line break, the first
  /// line's top-left corner at `point`.
  public func draw(at point: CGPoint) { StringDrawing(self).draw(at: point, in: nil) }

  /// Draws the text wrapped to `rect`'s width, showing the lines that fit its height, clipped
  /// to it.
  public func draw(in rect: CGRect) { StringDrawing(self).draw(at: rect.origin, in: rect) }

  /// Draws the text as `boundingRect(with:options:context:)` sets it, in `rect`.
  public func draw(
    with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
  ) {
    let drawing = StringDrawing(self)
    if options.contains(.usesLineFragmentOrigin) {
      drawing.draw(
        at: rect.origin, in: rect, truncates: options.contains(.truncatesLastVisibleLine))
    } else {
      // The origin is the first baseline's start.
      drawing.draw(at: CGPoint(x: rect.minX, y: rect.minY - drawing.ascender), in: nil)
    }
  }

  /// The size the text takes on one line per line break, in points.
  public func size() -> CGSize { StringDrawing(self).size }

  /// The rectangle the text takes in points: with `.usesLineFragmentOrigin`, its lines
  /// wrapped to `size.width` from a top-left origin (as many as fit `size.height`); without,
  /// one line per line break measured from the first baseline (the origin's y is minus the
  /// ascender). Sizes are not rounded, as UIKit's are not.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
  ) -> CGRect {
    StringDrawing(self).boundingRect(size, options: options)
  }
}

/// How `boundingRect` and `draw(with:options:context:)` set text, as UIKit's options.
public struct NSStringDrawingOptions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Wrap to the width and measure from the top-left corner; without it, one line per line
  /// break measured from the baseline.
  public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
  /// Add the font's leading to line heights (the system font's is 0).
  public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
  /// Measure the glyphs' ink rather than their advances (measured by advances here).
  public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
  /// End the last line that fits with "…" when text is cut off.
  public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// What a drawing call may report back, as UIKit's `NSStringDrawingContext` (kept: text is not
/// shrunk when drawn).
open class NSStringDrawingContext: NSObject, @unchecked Sendable {
  /// The smallest fraction of the font's size allowed. Default: 0.
  open var minimumScaleFactor: CGFloat = 0
  /// The fraction of the font's size used: always 1.
  open private(set) var actualScaleFactor: CGFloat = 1
  /// The rectangle the last drawing took.
  open internal(set) var totalBounds: CGRect = .zero
}

/// An attributed string being measured or drawn: its runs in their fonts (12-point system font
/// where none is given, as UIKit's drawing defaults to Helvetica 12) and colours (black).
struct StringDrawing {
  let content: TextContent

  init(_ string: NSAttributedString) {
    content = TextContent(
      attributed: string, plain: string.string, font: .systemFont(ofSize: 12), color: .black,
      alignment: .natural)
  }

  /// The first run's ascender, in points.
  var ascender: CGFloat {
    guard let layout = layout(width: nil, lines: 0, wrapping: .none, scale: 1) else { return 0 }
    return CGFloat(layout.firstBaseline)
  }

  /// The text set at `scale` pixels per point, colours packed by `pack`.
  func layout(
    width: CGFloat?, lines: Int, wrapping: TextLayout.Wrapping, truncates: Bool = false,
    scale: CGFloat, pack: (UIColor) -> UInt32 = { _ in 0xFF00_0000 }
  ) -> TextLayout? {
    guard !content.string.isEmpty, let styled = content.styled(scale: scale, pack: pack) else {
      return nil
    }
    let mode = content.paragraphStyle?.lineBreakMode ?? .byWordWrapping
    // Truncating with a wrapping mode ends the last line with "…", as UIKit does.
    var truncation = TextLayout.Truncation.clip
    if truncates {
      let own = mode.textBreaking(lines: 0).truncation
      truncation = own == .clip ? .tail : own
    }
    return TextLayout(
      styled, paragraph: content.paragraph(scale: scale),
      maxWidth: width.map { Double($0 * scale) },
      maxLines: lines,
      wrapping: wrapping == .none ? .none : mode == .byCharWrapping ? .characters : .words,
      truncation: truncation)
  }

  /// One line per line break, measured at one pixel per point (unrounded).
  var size: CGSize {
    guard let layout = layout(width: nil, lines: 0, wrapping: .none, scale: 1) else {
      return .zero
    }
    return CGSize(width: layout.width, height: layout.height)
  }

  /// The rectangle `boundingRect(with:options:context:)` reports.
  func boundingRect(_ size: CGSize, options: NSStringDrawingOptions) -> CGRect {
    guard options.contains(.usesLineFragmentOrigin) else {
      guard let layout = layout(width: nil, lines: 0, wrapping: .none, scale: 1) else {
        return .zero
      }
      return CGRect(
        x: 0, y: -layout.firstBaseline, width: layout.width, height: layout.height)
    }
    let width = size.width > 0 && size.width < .greatestFiniteMagnitude ? size.width : nil
    guard var layout = layout(width: width, lines: 0, wrapping: .words, scale: 1) else {
      return .zero
    }
    if size.height > 0, size.height < .greatestFiniteMagnitude, layout.height > size.height {
      let fit = max(1, layout.lines.filter { $0.top + $0.height <= Double(size.height) }.count)
      layout =
        self.layout(
          width: width, lines: fit, wrapping: .words,
          truncates: options.contains(.truncatesLastVisibleLine), scale: 1) ?? layout
    }
    return CGRect(x: 0, y: 0, width: layout.width, height: layout.height)
  }

  /// Draws from `point`, wrapped into and clipped to `rect` if given.
  func draw(at point: CGPoint, in rect: CGRect?, truncates: Bool = false) {
    guard let context = UIGraphicsGetCurrentContext(), !content.string.isEmpty else { return }
    let t = context.state.transform
    // Pixels per point: the transform's own when it is a uniform scale, else its largest
    // stretch (text is then drawn offscreen at that size and mapped).
    let uniform = t.b == 0 && t.c == 0 && t.a == t.d && t.a > 0
    let scale = uniform ? t.a : Self.largestStretch(t)
    guard scale > 0, scale.isFinite else { return }
    let pack = { (c: UIColor) in context.packed(c.resolvedForDrawing.rgbaColor) }
    guard
      var layout = layout(
        width: rect?.width, lines: 0, wrapping: rect == nil ? .none : .words, scale: scale,
        pack: pack)
    else { return }
    if let rect, layout.height > Double(rect.height * scale) {
      let room = Double(rect.height * scale)
      let fit = max(1, layout.lines.filter { $0.top + $0.height <= room + 0.5 }.count)
      layout =
        self.layout(
          width: rect.width, lines: fit, wrapping: .words, truncates: truncates, scale: scale,
          pack: pack) ?? layout
    }
    var clips = context.state.clips
    if let rect {
      var box = Path()
      box.addRect(rect)
      clips.append(CanvasShape(box, transform: t))
    }
    let width = rect?.width ?? CGFloat(layout.width) / scale
    context.withCanvas {
      $0.drawText(
        layout, origin: point, width: width, layoutScale: scale, transform: t, clips: clips)
    }
  }

  /// The largest factor `t` stretches a length by (its largest singular value).
  static func largestStretch(_ t: CGAffineTransform) -> CGFloat {
    let sum = t.a * t.a + t.b * t.b + t.c * t.c + t.d * t.d
    let det = t.a * t.d - t.b * t.c
    return ((sum + max(0, sum * sum - 4 * det * det).squareRoot()) / 2).squareRoot()
  }
}
