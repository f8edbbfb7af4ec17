extension TextLayout {
  /// Draws the lines in one colour over `bitmap`.
  ///
  /// - Parameters:
  ///   - x: The left of the lines' room, in pixels.
  ///   - top: The top of the first line, in pixels.
  ///   - width: The room's width, in pixels, for alignment.
  ///   - alignment: Where each line sits in its room.
  ///   - color: The text's colour, premultiplied.
  ///
  /// Baselines are `lineHeight` apart, each rounded to a whole pixel (stems and the baseline
  /// stay crisp); pens sit on quarter pixels. The glyphs' coverages add up (saturating at 255)
  /// into a mask first, so where two glyphs touch the pixel is not blended twice; then
  /// `color · coverage` is blended over each pixel (source-over, the compositor's rounding).
  package func draw(
    into bitmap: inout PremultipliedRGBA8Bitmap, x: Double, top: Double, width: Double,
    alignment: Alignment = .left, color: PremultipliedRGBA8
  ) {
    let w = bitmap.width
    let h = bitmap.height
    var mask = [UInt8](repeating: 0, count: w * h)
    for (k, line) in lines.enumerated() {
      let baseline = Int((top + ascender + Double(k) * lineHeight).rounded())
      let slack = width - line.width
      let start = x + (alignment == .left ? 0 : alignment == .center ? slack / 2 : slack)
      let start4 = Int((start * 4).rounded(.down))  // the line's start, in quarter pixels
      for (g, pen) in zip(line.glyphs, line.pens) {
        let quarters = start4 + (pen + 8) >> 4  // the pen, to the nearest quarter pixel
        let m = face.mask(of: g, size: size, phase: quarters & 3)
        let ox = quarters >> 2 + m.left
        let oy = baseline - m.top
        for my in 0..<m.height where (0..<h).contains(oy + my) {
          for mx in 0..<m.width where (0..<w).contains(ox + mx) {
            let i = (oy + my) * w + ox + mx
            mask[i] = UInt8(min(255, Int(mask[i]) + Int(m.coverage[my * m.width + mx])))
          }
        }
      }
    }
    let source = color.packed
    bitmap.withUnsafeMutablePixelBuffer { buffer in
      for y in 0..<h {
        let row = buffer.base + y * buffer.rowStride
        for x in 0..<w where mask[y * w + x] > 0 {
          let m = UInt32(mask[y * w + x])
          row[x] = sourceOverPacked(row[x], m == 255 ? source : scalePacked(source, by: m))
        }
      }
    }
  }
}
