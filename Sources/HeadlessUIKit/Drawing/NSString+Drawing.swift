import Foundation

extension String {
  /// Draws the string on one line per line break, the first line's top-left corner at `point`,
  /// in the current context (see `NSString.draw(at:withAttributes:)`).
  public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]?) {
    StringDrawing(NSAttributedString(string: self, attributes: attributes)).draw(at: point, in: nil)
  }

  /// Draws the string wrapped to `rect`'s width, from its top-left corner, showing the lines
  /// that fit its height and clipped to it.
  public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]?) {
    StringDrawing(NSAttributedString(string: self, attributes: attributes)).draw(
      at: rect.origin, in: rect)
  }

  /// The size the string takes drawn on one line per line break, in points.
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]?) -> CGSize {
    StringDrawing(NSAttributedString(string: self, attributes: attributes)).size
  }

  /// The rectangle the string takes set within `size` (see
  /// `NSAttributedString.boundingRect(with:options:context:)`).
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?
  ) -> CGRect {
    StringDrawing(NSAttributedString(string: self, attributes: attributes)).boundingRect(
      size, options: options)
  }
}

extension NSString {
  /// Draws the string in the current graphics context: its lines (at line breaks only) in the
  /// attributes' font, colour, kern and paragraph style, the first line's top-left corner at
  /// `point` (its baseline a font ascender below).
  public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]?) {
    (self as String).draw(at: point, withAttributes: attributes)
  }

  /// Draws the string wrapped to `rect`'s width, showing the lines that fit its height,
  /// clipped to it.
  public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]?) {
    (self as String).draw(in: rect, withAttributes: attributes)
  }

  /// The size the string takes on one line per line break, in points.
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]?) -> CGSize {
    (self as String).size(withAttributes: attributes)
  }

  /// The rectangle the string takes set within `size`.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?
  ) -> CGRect {
    (self as String).boundingRect(
      with: size, options: options, attributes: attributes, context: context)
  }
}
