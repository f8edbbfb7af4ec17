import Foundation
import Geometry
@_spi(Painting) import Raster

extension Canvas {
  /// Draws `layout`'s lines in `color` (premultiplied, packed), their room's top-left corner at
  /// `origin` in user space, seen through `transform`.
  ///
  /// `layout` is set in pixels at `layoutScale` pixels per user-space unit. When `transform`
  /// is that same uniform scale plus a translation, glyphs land on the device directly; under
  /// any other transform the text is drawn offscreen at `layoutScale` and then drawn through
  /// the transform as an image.
  @_spi(Painting) public mutating func drawText(
    _ layout: TextLayout, origin: CGPoint, width: CGFloat, alignment: TextLayout.Alignment,
    layoutScale: CGFloat, transform t: CGAffineTransform, color: UInt32,
    clips: [CanvasShape] = []
  ) {
    guard color != 0, layoutScale > 0, layoutScale.isFinite else { return }
    if t.b == 0, t.c == 0, t.a == layoutScale, t.d == layoutScale {
      let device = origin.applying(t)
      guard
        let mask = layout.mask(
          x: Double(device.x), top: Double(device.y), width: Double(width * layoutScale),
          alignment: alignment, within: bounds)
      else { return }
      fill(mask: mask, color: color, clips: clips)
      return
    }
    // One pixel of margin on each side keeps the image's edge pixels clear of glyphs.
    let w = Int((width * layoutScale).rounded(.up)) + 2
    let h = Int(layout.height.rounded(.up)) + 2
    guard w <= PremultipliedRGBA8Bitmap.maximumDimension,
      var text = try? PremultipliedRGBA8Bitmap(width: max(1, w), height: max(1, h))
    else { return }
    layout.draw(
      into: &text, x: 1, top: 1, width: Double(width * layoutScale), alignment: alignment,
      color: PremultipliedRGBA8(packed: color))
    let placement = CGAffineTransform(translationX: -1, y: -1)
      .concatenating(CGAffineTransform(scaleX: 1 / layoutScale, y: 1 / layoutScale))
      .concatenating(CGAffineTransform(translationX: origin.x, y: origin.y))
    draw(image: text, placement: placement, transform: t, clips: clips)
  }
}
