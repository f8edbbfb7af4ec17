import Foundation
import Geometry
@_spi(Painting) import Raster

extension TextLayout {
  /// What drawing the lines puts on the device: one coverage mask per colour, in the order the
  /// colours first appear, and the colour glyphs' images.
  struct Ink {
    /// Blurred shadow masks, drawn first.
    var shadows: [(color: UInt32, mask: MaskShape)] = []
    var masks: [(color: UInt32, mask: MaskShape)] = []
    var images: [(image: PremultipliedRGBA8Bitmap, x: Int, y: Int)] = []
  }

  /// Draws the lines over `bitmap`, each run in its style's colour.
  ///
  /// - Parameters:
  ///   - bitmap: The pixels drawn into.
  ///   - x: The left of the lines' room, in pixels.
  ///   - top: The top of the first line, in pixels.
  ///   - width: The room's width, in pixels, for alignment.
  ///
  /// The glyphs' coverage is filled with their colours (source-over, the compositor's
  /// rounding); colour glyphs are drawn as images.
  public func draw(
    into bitmap: inout PremultipliedRGBA8Bitmap, x: Double, top: Double, width: Double
  ) {
    let ink = ink(x: x, top: top, width: width, within: bitmap.bounds)
    guard !ink.masks.isEmpty || !ink.images.isEmpty || !ink.shadows.isEmpty else { return }
    var canvas = Canvas(bitmap: bitmap)
    canvas.drawInk(ink, clips: [])
    bitmap = canvas.bitmap
  }

  /// The lines' ink on the device, inside `area`.
  ///
  /// Each baseline is rounded to a whole pixel (stems and the baseline stay crisp); pens sit
  /// on quarter pixels. Within a colour the glyphs' coverages add up (saturating at 255), so
  /// where two glyphs touch, the pixel is covered once, not blended twice. Underlines and
  /// strikethroughs are drawn with the glyphs of their colour; shadows go beneath everything.
  ///
  /// - Parameters: as ``draw(into:x:top:width:)``, in device pixels.
  func ink(x: Double, top: Double, width: Double, within area: PixelRect) -> Ink {
    var placed: [UInt32: [(mask: GlyphMask, x: Int, y: Int)]] = [:]
    var order: [UInt32] = []
    var shadowed: [TextShadow: [(mask: GlyphMask, x: Int, y: Int)]] = [:]
    var shadowOrder: [TextShadow] = []
    var ink = Ink()
    func add(_ glyph: (mask: GlyphMask, x: Int, y: Int), color: UInt32, shadow: TextShadow?) {
      if let shadow {
        if shadowed[shadow] == nil { shadowOrder.append(shadow) }
        shadowed[shadow, default: []].append(glyph)
      }
      guard color != 0 else { return }
      if placed[color] == nil { order.append(color) }
      placed[color, default: []].append(glyph)
    }
    for line in lines {
      let baseline = Int((top + line.top + line.baseline).rounded())
      let start4 = Int((lineStart(line, x: x, width: width) * 4).rounded(.down))  // quarter pixels
      for g in line.glyphs {
        let style = styles[g.style]
        let quarters = start4 + (g.x + 8) >> 4  // the pen, to the nearest quarter pixel
        let rise = (g.y + 32) >> 6
        if g.isColor {
          let c = g.face.colorGlyph(g.glyph, size: style.size)
          guard let image = c.image else { continue }
          let gx = (quarters + 2) >> 2 + c.left
          let gy = baseline - rise - c.top
          let rect = PixelRect(x: gx, y: gy, width: image.width, height: image.height)
          if !rect.intersection(area).isEmpty { ink.images.append((image, gx, gy)) }
          if let shadow = style.shadow {
            add((Self.alphaMask(image), gx, gy), color: 0, shadow: shadow)
          }
          continue
        }
        let m = g.face.mask(of: g.glyph, size: style.size, phase: quarters & 3)
        guard m.width > 0, m.height > 0 else { continue }
        add(
          (mask: m, x: quarters >> 2 + m.left, y: baseline - rise - m.top), color: style.color,
          shadow: style.shadow)
      }
      for (bar, color, shadow) in decorations(of: line, start4: start4, baseline: baseline) {
        add(bar, color: color, shadow: shadow)
      }
    }
    for shadow in shadowOrder {
      guard let glyphs = shadowed[shadow] else { continue }
      if let mask = Self.shadowMask(glyphs, shadow: shadow, within: area) {
        ink.shadows.append((shadow.color, mask))
      }
    }
    for color in order {
      guard let glyphs = placed[color] else { continue }
      let box = glyphs.dropFirst().reduce(Self.rect(glyphs[0])) { $0.union(Self.rect($1)) }
      let bounds = box.intersection(area)
      guard !bounds.isEmpty else { continue }
      ink.masks.append((color, Self.mask(glyphs, bounds: bounds)))
    }
    return ink
  }

  /// Where `line` starts in a room `width` pixels wide from `x`: by the paragraph's alignment,
  /// natural and justified ones by the line's direction (a stretched line fills the room).
  func lineStart(_ line: Line, x: Double, width: Double) -> Double {
    let slack = width - line.width
    switch paragraph.alignment {
    case .left: return x
    case .center: return x + slack / 2
    case .right: return x + slack
    case .natural, .justified:
      return line.isRightToLeft && !line.isJustified ? x + slack : x
    }
  }

  /// A placed mask's rectangle on the device.
  static func rect(_ g: (mask: GlyphMask, x: Int, y: Int)) -> PixelRect {
    PixelRect(x: g.x, y: g.y, width: g.mask.width, height: g.mask.height)
  }

  /// The glyphs' coverages summed into one mask over `bounds` (saturating at 255).
  static func mask(_ glyphs: [(mask: GlyphMask, x: Int, y: Int)], bounds: PixelRect) -> MaskShape {
    MaskShape(values: coverage(glyphs, bounds: bounds), bounds: bounds)
  }

  /// The glyphs' coverages summed over `bounds`, row by row (saturating at 255).
  static func coverage(_ glyphs: [(mask: GlyphMask, x: Int, y: Int)], bounds: PixelRect)
    -> [UInt8]
  {
    var values = [UInt8](repeating: 0, count: bounds.area)
    values.withUnsafeMutableBufferPointer { out in
      for (m, ox, oy) in glyphs {
        let y0 = max(oy, bounds.minY)
        let y1 = min(oy + m.height, bounds.maxY)
        let x0 = max(ox, bounds.minX)
        let x1 = min(ox + m.width, bounds.maxX)
        guard y1 > y0, x1 > x0 else { continue }
        m.coverage.withUnsafeBufferPointer { cov in
          for y in y0..<y1 {
            let src = (y - oy) * m.width - ox
            let dst = (y - bounds.y) * bounds.width - bounds.x
            for x in x0..<x1 {
              out[dst + x] = UInt8(min(255, Int(out[dst + x]) + Int(cov[src + x])))
            }
          }
        }
      }
    }
    return values
  }
}

extension Canvas {
  /// Fills the shadows, then each colour's mask, then draws the colour glyphs, through `clips`.
  mutating func drawInk(_ ink: TextLayout.Ink, clips: [CanvasShape]) {
    for (color, mask) in ink.shadows where color != 0 {
      fill(mask: mask, color: color, clips: clips)
    }
    for (color, mask) in ink.masks where color != 0 {
      fill(mask: mask, color: color, clips: clips)
    }
    for (image, x, y) in ink.images {
      draw(
        image: image, placement: CGAffineTransform(translationX: CGFloat(x), y: CGFloat(y)),
        transform: .identity, clips: clips)
    }
  }
}
