@_spi(Painting) import Raster

extension TextLayout {
  /// A coverage mask placed on the device.
  typealias PlacedMask = (mask: GlyphMask, x: Int, y: Int)

  /// The underlines and strikethroughs of `line`'s segments, as masks in their colours with
  /// their runs' shadows. Each bar sits on whole pixel rows (its top and thickness rounded, at
  /// least a pixel) and spans its segment's pens to the quarter pixel.
  ///
  /// - Parameters:
  ///   - start4: The line's start, in quarter pixels.
  ///   - baseline: The line's baseline row.
  func decorations(of line: Line, start4: Int, baseline: Int)
    -> [(bar: PlacedMask, color: UInt32, shadow: TextShadow?)]
  {
    var bars: [(bar: PlacedMask, color: UInt32, shadow: TextShadow?)] = []
    for segment in line.segments {
      let style = styles[segment.style]
      let x0 = start4 + (segment.start64 + 8) >> 4
      let x1 = start4 + (segment.end64 + 8) >> 4
      guard x1 > x0 else { continue }
      if let d = style.underline {
        let (offset, thickness) = style.face.underline
        let top = baseline + Int((offset * style.size).rounded())
        for (y, h) in Self.rows(d.pattern, top: top, thickness: thickness * style.size) {
          bars.append((Self.bar(from: x0, to: x1, top: y, height: h), d.color, style.shadow))
        }
      }
      if let d = style.strikethrough {
        let (offset, thickness) = style.face.strikethrough
        let t = thickness * style.size
        // The middle line of a double sits where the single one does; the pair straddles it.
        let top =
          baseline - Int((offset * style.size).rounded()) - (d.pattern == .double ? Int(t) : 0)
        for (y, h) in Self.rows(d.pattern, top: top, thickness: t) {
          bars.append((Self.bar(from: x0, to: x1, top: y, height: h), d.color, style.shadow))
        }
      }
    }
    return bars
  }

  /// The rows a decoration of `pattern` fills from `top`: one line of the face's thickness
  /// (at least a pixel), one twice as thick, or two a thickness apart.
  static func rows(_ pattern: TextDecoration.Pattern, top: Int, thickness: Double)
    -> [(top: Int, height: Int)]
  {
    let t = max(1, Int(thickness.rounded()))
    switch pattern {
    case .single: return [(top, t)]
    case .thick: return [(top, max(2, Int((2 * thickness).rounded())))]
    case .double: return [(top, t), (top + 2 * t, t)]
    }
  }

  /// A bar from quarter pixel `x0` to `x1`, `height` rows from `top`: whole pixels covered
  /// fully, the end pixels by the quarters they hold.
  static func bar(from x0: Int, to x1: Int, top: Int, height: Int) -> PlacedMask {
    let left = x0 >> 2
    let right = (x1 + 3) >> 2
    var row = [UInt8](repeating: 0, count: right - left)
    for px in left..<right {
      let covered = min(x1, 4 * px + 4) - max(x0, 4 * px)
      row[px - left] = UInt8(covered * 255 / 4)
    }
    let coverage = Array([[UInt8]](repeating: row, count: height).joined())
    return (
      GlyphMask(left: 0, top: 0, width: row.count, height: height, coverage: coverage), left, top
    )
  }

  /// A colour glyph's alpha as a coverage mask (its shadow's shape).
  static func alphaMask(_ image: PremultipliedRGBA8Bitmap) -> GlyphMask {
    var coverage = [UInt8](repeating: 0, count: image.width * image.height)
    let w = image.width
    coverage.withUnsafeMutableBufferPointer { out in
      image.withUnsafePixelRows { y, row in
        for x in 0..<w { out[y * w + x] = UInt8(truncatingIfNeeded: row[x] >> 24) }
      }
    }
    return GlyphMask(left: 0, top: 0, width: image.width, height: image.height, coverage: coverage)
  }

  /// The shadow of `glyphs`: their coverage moved by the shadow's offset (to whole pixels) and
  /// blurred by a Gaussian of half the blur radius, inside `area`; nil if it falls outside.
  static func shadowMask(_ glyphs: [PlacedMask], shadow: TextShadow, within area: PixelRect)
    -> MaskShape?
  {
    guard !glyphs.isEmpty else { return nil }
    let dx = Int(shadow.dx.rounded())
    let dy = Int(shadow.dy.rounded())
    let kernel = ShadowStyle(opacity: 1, radius: max(0, shadow.blur / 2)).kernel
    let box = glyphs.dropFirst().reduce(rect(glyphs[0])) { $0.union(rect($1)) }
      .offsetBy(dx: dx, dy: dy)
    // Only what can blur into the area is kept.
    let source = box.intersection(area.outset(by: kernel.radius))
    guard !source.isEmpty else { return nil }
    let moved = glyphs.map { (mask: $0.mask, x: $0.x + dx, y: $0.y + dy) }
    let values = coverage(moved, bounds: source).map { UInt16($0) * 255 }
    let blurred = GaussianBlur.blur(
      ShadowSourceMask(bounds: source, values: values), kernel: kernel)
    return blurred.bounds.intersection(area).isEmpty ? nil : blurred
  }
}
