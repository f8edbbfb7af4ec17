import Foundation
import Geometry
@_spi(Painting) import Raster
@_spi(Painting) import RasterText

extension NSAttributedString.Key {
  /// The text's `UIFont`. Default when drawing: the 12-point system font (UIKit's Helvetica 12).
  public static let font = NSAttributedString.Key("NSFont")
  /// The text's `UIColor`. Default when drawing: black.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
}

extension String {
  /// Draws the string on one line per line break, the first line's top-left corner at `point`,
  /// in the current context (see `NSString.draw(at:withAttributes:)`).
  public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]?) {
    StringDrawing(self, attributes).draw(at: point, in: nil)
  }

  /// Draws the string wrapped at spaces to `rect`'s width, from its top-left corner, showing
  /// the lines that fit its height and clipped to it.
  public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]?) {
    StringDrawing(self, attributes).draw(at: rect.origin, in: rect)
  }

  /// The size the string takes drawn on one line per line break, in points.
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]?) -> CGSize {
    StringDrawing(self, attributes).size
  }
}

extension NSString {
  /// Draws the string in the current graphics context: its lines (at line breaks only) in the
  /// `.font` and `.foregroundColor` attributes, the first line's top-left corner at `point`
  /// (its baseline a font ascender below). Other attributes are ignored.
  public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]?) {
    (self as String).draw(at: point, withAttributes: attributes)
  }

  /// Draws the string wrapped at spaces to `rect`'s width, showing the lines that fit its
  /// height, clipped to it.
  public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]?) {
    (self as String).draw(in: rect, withAttributes: attributes)
  }

  /// The size the string takes on one line per line break, in points.
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]?) -> CGSize {
    (self as String).size(withAttributes: attributes)
  }
}

/// A string with its drawing attributes: font and colour.
struct StringDrawing {
  let text: String
  let font: UIFont
  let color: UIColor

  init(_ text: String, _ attributes: [NSAttributedString.Key: Any]?) {
    self.text = text
    font = attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12)
    color = attributes?[.foregroundColor] as? UIColor ?? .black
  }

  /// One line per line break, measured at one pixel per point (unrounded).
  var size: CGSize {
    guard let layout = font.textLayout(text, width: nil, wrapping: .none, scale: 1) else {
      return .zero
    }
    return CGSize(width: layout.width, height: CGFloat(layout.lines.count) * font.lineHeight)
  }

  /// Draws from `point`, wrapped into and clipped to `rect` if given.
  func draw(at point: CGPoint, in rect: CGRect?) {
    guard let context = UIGraphicsGetCurrentContext(), !text.isEmpty else { return }
    let t = context.state.transform
    // Pixels per point: the transform's own when it is a uniform scale, else its largest
    // stretch (text is then drawn offscreen at that size and mapped).
    let uniform = t.b == 0 && t.c == 0 && t.a == t.d && t.a > 0
    let scale = uniform ? t.a : Self.largestStretch(t)
    guard scale > 0, scale.isFinite else { return }
    var lines = 0
    if let rect, font.lineHeight > 0 {
      lines = max(1, Int((rect.height / font.lineHeight).rounded(.down) + 1e-9))
    }
    guard
      let layout = font.textLayout(
        text, width: rect?.width, maxLines: lines, wrapping: rect == nil ? .none : .words,
        scale: scale)
    else { return }
    let colorValue = context.packed(color.resolvedForDrawing.rgbaColor)
    var clips = context.state.clips
    if let rect {
      var box = Path()
      box.addRect(rect)
      clips.append(CanvasShape(box, transform: t))
    }
    let width = rect?.width ?? CGFloat(layout.width) / scale
    context.withCanvas {
      $0.drawText(
        layout, origin: point, width: width, alignment: .left, layoutScale: scale, transform: t,
        color: colorValue, clips: clips)
    }
  }

  /// The largest factor `t` stretches a length by (its largest singular value).
  static func largestStretch(_ t: CGAffineTransform) -> CGFloat {
    let sum = t.a * t.a + t.b * t.b + t.c * t.c + t.d * t.d
    let det = t.a * t.d - t.b * t.c
    return ((sum + max(0, sum * sum - 4 * det * det).squareRoot()) / 2).squareRoot()
  }
}
