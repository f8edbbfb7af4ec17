import Foundation

// Reading a colour's components back, as UIKit's `getRed(_:green:blue:alpha:)` family, and the
// HSB ↔ RGB conversion behind `init(hue:saturation:brightness:alpha:)`.
//
// The getters keep UIKit's pointer signatures, so
// `color.getRed(&r, green: &g, blue: &b, alpha: &a)` compiles unchanged and any argument may be
// `nil`. Dynamic colours are resolved for `UITraitCollection.current` first, as in UIKit.

extension UIColor {
  /// Reads the sRGB components (a grey colour gives red = green = blue = its level).
  ///
  /// - Returns: `true`: every Curtain colour converts to sRGB.
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let c = currentComponents
    red?.pointee = c.red
    green?.pointee = c.green
    blue?.pointee = c.blue
    alpha?.pointee = c.alpha
    return true
  }

  /// Reads the grey level and alpha of a grey colour.
  ///
  /// - Returns: `true` for a colour made in grey (`init(white:alpha:)`, `.black`, `.gray`, …);
  ///   `false` for an sRGB colour, whose outputs are left unchanged (Curtain does not convert
  ///   RGB to grey).
  @discardableResult
  public func getWhite(
    _ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let c = currentComponents
    guard c.isGray else { return false }
    white?.pointee = c.red
    alpha?.pointee = c.alpha
    return true
  }

  /// Reads hue, saturation and brightness (HSB), each 0…1, and alpha.
  ///
  /// A grey has hue 0 and saturation 0.
  ///
  /// - Returns: `true`: every Curtain colour converts to HSB.
  @discardableResult
  public func getHue(
    _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
    brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let c = currentComponents
    let hsb = UIColor.hsb(red: c.red, green: c.green, blue: c.blue)
    hue?.pointee = hsb.hue
    saturation?.pointee = hsb.saturation
    brightness?.pointee = hsb.brightness
    alpha?.pointee = c.alpha
    return true
  }

  // MARK: - HSB ↔ RGB

  /// HSB to RGB: with h in sixths of the wheel, i = ⌊h⌋ and f = h − i,
  /// p = v(1 − s), q = v(1 − s·f), t = v(1 − s(1 − f)), and the sector picks the order.
  static func rgb(
    hue: CGFloat, saturation s: CGFloat, brightness v: CGFloat
  ) -> (CGFloat, CGFloat, CGFloat) {
    guard s > 0 else { return (v, v, v) }
    var h = hue.truncatingRemainder(dividingBy: 1)
    if h < 0 { h += 1 }
    h *= 6
    let i = h.rounded(.down)
    let f = h - i
    let p = v * (1 - s)
    let q = v * (1 - s * f)
    let t = v * (1 - s * (1 - f))
    switch Int(i) % 6 {
    case 0: return (v, t, p)
    case 1: return (q, v, p)
    case 2: return (p, v, t)
    case 3: return (p, q, v)
    case 4: return (t, p, v)
    default: return (v, p, q)
    }
  }

  /// RGB to HSB: brightness is the largest component, saturation the spread over it, hue the
  /// position on the wheel as a fraction 0…1.
  static func hsb(
    red r: CGFloat, green g: CGFloat, blue b: CGFloat
  ) -> (hue: CGFloat, saturation: CGFloat, brightness: CGFloat) {
    let maxC = max(r, g, b)
    let minC = min(r, g, b)
    let delta = maxC - minC
    let saturation = maxC > 0 ? delta / maxC : 0
    guard delta > 0 else { return (0, saturation, maxC) }
    var hue: CGFloat
    if maxC == r {
      hue = (g - b) / delta
    } else if maxC == g {
      hue = 2 + (b - r) / delta
    } else {
      hue = 4 + (r - g) / delta
    }
    hue /= 6
    if hue < 0 { hue += 1 }
    return (hue, saturation, maxC)
  }
}
