internal import CFreeType
import Raster

/// A colour glyph (an emoji) at one size: premultiplied pixels placed relative to the pen, its
/// left column `left` pixels right of the pen and its top row `top` pixels above the baseline.
struct ColorGlyph: Sendable {
  var left: Int
  var top: Int
  var image: PremultipliedRGBA8Bitmap?
}

extension FontFace {
  private static let loadColor: Int32 = 1 << 20  // FT_LOAD_COLOR

  /// A colour-bitmap glyph at `size` pixels per em: the face's largest strike scaled by area
  /// averaging, kept once made. Nil image for a glyph with no bitmap.
  func colorGlyph(_ glyph: UInt32, size: Double) -> ColorGlyph {
    let key = GlyphKey(glyph: glyph, size64: Self.size64(size), phase: 0)
    return lock.withLock {
      if let g = colorGlyphs[key] { return g }
      let g = renderColor(glyph, size: Double(key.size64) / 64)
      colorGlyphs[key] = g
      return g
    }
  }

  /// Loads the strike's BGRA bitmap (the lock held) and scales it by `size` / the strike's size.
  private func renderColor(_ glyph: UInt32, size: Double) -> ColorGlyph {
    let none = ColorGlyph(left: 0, top: 0, image: nil)
    guard hasColorBitmaps, strikeSize > 0 else { return none }
    let strikes = Int(face.pointee.num_fixed_sizes)
    let strike = (0..<strikes).max {
      face.pointee.available_sizes[$0].y_ppem < face.pointee.available_sizes[$1].y_ppem
    }
    guard let strike, FT_Select_Size(face, FT_Int(strike)) == 0,
      FT_Load_Glyph(face, glyph, Self.loadColor) == 0, let slot = face.pointee.glyph
    else { return none }
    let b = slot.pointee.bitmap
    guard b.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), b.width > 0, b.rows > 0,
      let buffer = b.buffer
    else { return none }
    let scale = size / strikeSize
    let left = Double(slot.pointee.bitmap_left) * scale
    let top = Double(slot.pointee.bitmap_top) * scale
    let image = Self.areaScaled(
      bgra: buffer, width: Int(b.width), height: Int(b.rows), pitch: Int(b.pitch), scale: scale)
    return ColorGlyph(left: Int(left.rounded()), top: Int(top.rounded()), image: image)
  }

  /// A premultiplied BGRA bitmap scaled by `scale`: each pixel the area-weighted mean of the
  /// source pixels under it (the filter a reduction needs; an enlargement blends neighbours).
  static func areaScaled(
    bgra: UnsafePointer<UInt8>, width: Int, height: Int, pitch: Int, scale: Double
  ) -> PremultipliedRGBA8Bitmap? {
    let w = max(1, Int((Double(width) * scale).rounded()))
    let h = max(1, Int((Double(height) * scale).rounded()))
    guard var out = try? PremultipliedRGBA8Bitmap(width: w, height: h) else { return nil }
    let columns = weights(source: width, target: w)
    let rows = weights(source: height, target: h)
    var sums = [Double](repeating: 0, count: 4)
    for y in 0..<h {
      for x in 0..<w {
        for c in 0..<4 { sums[c] = 0 }
        for (sy, wy) in rows[y] {
          let row = bgra + sy * pitch
          for (sx, wx) in columns[x] {
            let p = row + 4 * sx
            let weight = wx * wy
            sums[0] += weight * Double(p[2])
            sums[1] += weight * Double(p[1])
            sums[2] += weight * Double(p[0])
            sums[3] += weight * Double(p[3])
          }
        }
        let a = UInt8(min(255, sums[3].rounded()))
        out[x, y] = PremultipliedRGBA8(
          r: min(a, UInt8(min(255, sums[0].rounded()))),
          g: min(a, UInt8(min(255, sums[1].rounded()))),
          b: min(a, UInt8(min(255, sums[2].rounded()))), a: a)
      }
    }
    return out
  }

  /// For each of `target` pixels, the source pixels it covers and their shares (summing to 1)
  /// when `source` pixels are stretched over `target`.
  static func weights(source: Int, target: Int) -> [[(Int, Double)]] {
    let step = Double(source) / Double(target)
    return (0..<target).map { t in
      let a = Double(t) * step
      let b = Double(t + 1) * step
      var parts: [(Int, Double)] = []
      var s = Int(a.rounded(.down))
      while Double(s) < b, s < source {
        let overlap = min(b, Double(s + 1)) - max(a, Double(s))
        if overlap > 0 { parts.append((s, overlap / step)) }
        s += 1
      }
      return parts
    }
  }
}
