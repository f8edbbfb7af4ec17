import Foundation
import Geometry
@_spi(Painting) import Raster

extension CGContext {
  /// Fills with `pattern` from now on; `components` (a colour of the pattern space's base space
  /// and alpha) tint an uncoloured pattern and give a coloured one its alpha.
  public func setFillPattern(
    _ pattern: CGPattern, colorComponents components: UnsafePointer<CGFloat>
  ) {
    state.fillPattern = pattern
    state.fillColor = Self.patternTint(pattern, components)
  }

  /// Strokes with `pattern` from now on (see ``setFillPattern(_:colorComponents:)``).
  public func setStrokePattern(
    _ pattern: CGPattern, colorComponents components: UnsafePointer<CGFloat>
  ) {
    state.strokePattern = pattern
    state.strokeColor = Self.patternTint(pattern, components)
  }

  /// The colour a pattern is painted in: the components' colour for a stencil, else white at
  /// the last component's alpha (a coloured pattern's own colours show).
  private static func patternTint(_ pattern: CGPattern, _ c: UnsafePointer<CGFloat>)
    -> RGBAColor
  {
    if pattern.isColored { return RGBAColor(red: 1, green: 1, blue: 1, alpha: Double(c[0])) }
    return RGBAColor(
      red: Double(c[0]), green: Double(c[1]), blue: Double(c[2]), alpha: Double(c[3]))
  }

  /// Paints `shape` (device pixels) with `pattern`'s cells, tiled from the pattern space's
  /// origin: each cell is drawn once by the pattern's callback at the device resolution, then
  /// placed every `xStep` × `yStep`, through the clip and the shape.
  func fill(_ shape: CanvasShape, with pattern: CGPattern, tint: RGBAColor) {
    let area = shape.bounds.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
    let phase = state.settings.patternPhase
    // Pattern space → bitmap pixels: the pattern's matrix, the context's base space, the phase
    // (device space is y up, the bitmap y down).
    let toDevice = pattern.matrix.concatenating(baseTransform)
      .concatenating(CGAffineTransform(translationX: phase.width, y: -phase.height))
    let sx = hypot(toDevice.a, toDevice.b)
    let sy = hypot(toDevice.c, toDevice.d)
    guard !area.isEmpty, sx > 0, sy > 0, sx.isFinite, sy.isFinite,
      let cell = patternCell(pattern, scale: (sx, sy), tint: tint)
    else { return }
    // The cells whose steps reach the area: its corners in pattern space.
    let corners = [
      (area.minX, area.minY), (area.maxX, area.minY), (area.minX, area.maxY),
      (area.maxX, area.maxY),
    ].map { CGPoint(x: $0.0, y: $0.1).applying(toDevice.inverted()) }
    let b = pattern.bounds
    let xs = corners.map { ($0.x - b.minX) / pattern.xStep }
    let ys = corners.map { ($0.y - b.minY) / pattern.yStep }
    let (i0, i1) = (Int(floor(xs.min()! - 1)), Int(ceil(xs.max()!)))
    let (j0, j1) = (Int(floor(ys.min()! - 1)), Int(ceil(ys.max()!)))
    // A pattern of specks over a large area would be millions of cells: beyond this many, the
    // rest are left out, and the film says so.
    guard (i1 - i0 + 1) * (j1 - j0 + 1) <= 40_000 else {
      noteMissingCoreGraphicsEffect(
        "CGPattern", "a pattern of more than 40,000 cells in one fill is not drawn")
      return
    }
    let clips = state.clips + [shape]
    let opacity = UInt8((Double(state.alpha) * min(1, max(0, tint.alpha)) * 255).rounded())
    guard opacity > 0 else { return }
    withCanvas { canvas in
      for j in j0...j1 {
        for i in i0...i1 {
          // Cell pixels → pattern space: the cell's origin, stepped.
          let placement = CGAffineTransform(scaleX: 1 / sx, y: 1 / sy)
            .concatenating(
              CGAffineTransform(
                translationX: b.minX + CGFloat(i) * pattern.xStep,
                y: b.minY + CGFloat(j) * pattern.yStep))
          canvas.draw(
            image: cell, placement: placement, transform: toDevice, opacity: opacity,
            clips: clips)
        }
      }
    }
  }

  /// One cell of `pattern` drawn at `scale` pixels per pattern unit; an uncoloured pattern's
  /// cell is its shape in `tint`.
  private func patternCell(
    _ pattern: CGPattern, scale: (CGFloat, CGFloat), tint: RGBAColor
  ) -> PremultipliedRGBA8Bitmap? {
    let b = pattern.bounds
    let w = Int((b.width * scale.0).rounded(.up))
    let h = Int((b.height * scale.1).rounded(.up))
    let limit = PremultipliedRGBA8Bitmap.maximumDimension
    guard (1...limit).contains(w), (1...limit).contains(h) else { return nil }
    let cell = CGContext(
      width: w, height: h,
      transform: CGAffineTransform(translationX: -b.minX, y: -b.minY)
        .concatenating(CGAffineTransform(scaleX: scale.0, y: scale.1)))
    pattern.drawCell?(pattern.info, cell)
    guard let drawn = cell.drawnBitmap else { return nil }
    if pattern.isColored { return drawn }
    guard var stencil = try? Canvas(bitmap: PremultipliedRGBA8Bitmap(width: w, height: h))
    else { return nil }
    let color = RGBAColor(red: tint.red, green: tint.green, blue: tint.blue, alpha: 1)
    stencil.fill(
      .mask(MaskShape(.alpha, of: drawn, origin: (0, 0))), color: color.premultiplied().packed)
    return stencil.bitmap
  }
}
