@_spi(Painting) import Raster

extension TextLayout {
  /// Draws the lines in one colour over `bitmap`.
  ///
  /// - Parameters:
  ///   - bitmap: The pixels drawn into.
  ///   - x: The left of the lines' room, in pixels.
  ///   - top: The top of the first line, in pixels.
  ///   - width: The room's width, in pixels, for alignment.
  ///   - alignment: Where each line sits in its room.
  ///   - color: The text's colour, premultiplied.
  ///
  /// The glyphs' coverage (`mask(x:top:width:alignment:within:)`) is filled with `color`
  /// (source-over, the compositor's rounding).
  public func draw(
    into bitmap: inout PremultipliedRGBA8Bitmap, x: Double, top: Double, width: Double,
    alignment: Alignment = .left, color: PremultipliedRGBA8
  ) {
    guard let mask = mask(x: x, top: top, width: width, alignment: alignment, within: bitmap.bounds)
    else { return }
    bitmap.withUnsafeMutablePixelBuffer { buffer in
      Fill.solid(
        color.packed, shape: mask, into: buffer, scratch: RasterScratch(capacity: mask.bounds.width)
      )
    }
  }

  /// The lines' coverage on the device, inside `area`; nil where no glyph touches it.
  ///
  /// Baselines are `lineHeight` apart, each rounded to a whole pixel (stems and the baseline
  /// stay crisp); pens sit on quarter pixels. The glyphs' coverages add up (saturating at 255),
  /// so where two glyphs touch, the pixel is covered once, not blended twice.
  ///
  /// - Parameters: as ``draw(into:x:top:width:alignment:color:)``, in device pixels.
  internal func mask(
    x: Double, top: Double, width: Double, alignment: Alignment = .left, within area: PixelRect
  ) -> MaskShape? {
    var placed: [(mask: GlyphMask, x: Int, y: Int)] = []
    var box = PixelRect.zero
    for (k, line) in lines.enumerated() {
      let baseline = Int((top + ascender + Double(k) * lineHeight).rounded())
      let slack = width - line.width
      let start = x + (alignment == .left ? 0 : alignment == .center ? slack / 2 : slack)
      let start4 = Int((start * 4).rounded(.down))  // the line's start, in quarter pixels
      for (g, pen) in zip(line.glyphs, line.pens) {
        let quarters = start4 + (pen + 8) >> 4  // the pen, to the nearest quarter pixel
        let m = face.mask(of: g, size: size, phase: quarters & 3)
        guard m.width > 0, m.height > 0 else { continue }
        let glyph = (mask: m, x: quarters >> 2 + m.left, y: baseline - m.top)
        let rect = PixelRect(x: glyph.x, y: glyph.y, width: m.width, height: m.height)
        box = box.isEmpty ? rect : box.union(rect)
        placed.append(glyph)
      }
    }
    let bounds = box.intersection(area)
    guard !bounds.isEmpty else { return nil }
    var values = [UInt8](repeating: 0, count: bounds.area)
    for (m, ox, oy) in placed {
      for my in 0..<m.height where (bounds.minY..<bounds.maxY).contains(oy + my) {
        for mx in 0..<m.width where (bounds.minX..<bounds.maxX).contains(ox + mx) {
          let i = (oy + my - bounds.y) * bounds.width + ox + mx - bounds.x
          values[i] = UInt8(min(255, Int(values[i]) + Int(m.coverage[my * m.width + mx])))
        }
      }
    }
    return MaskShape(values: values, bounds: bounds)
  }
}
