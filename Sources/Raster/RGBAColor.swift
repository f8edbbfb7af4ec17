/// A colour as API input: sRGB components and a straight (not premultiplied) alpha, each 0…1.
///
/// Converted to ``PremultipliedRGBA8`` once, at the edge of the raster code.
public struct RGBAColor: Hashable, Sendable {
  /// Red, 0…1. Values outside are clamped when converted.
  public var red: Double
  /// Green, 0…1.
  public var green: Double
  /// Blue, 0…1.
  public var blue: Double
  /// Straight alpha, 0…1.
  public var alpha: Double

  /// Creates a colour from components in 0…1.
  @inlinable public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Creates a colour from 8-bit sRGB bytes and a straight alpha in 0…1.
  @inlinable public init(r: UInt8, g: UInt8, b: UInt8, alpha: Double = 1) {
    self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: alpha)
  }

  /// Creates a colour from `0xRRGGBB`.
  @inlinable public init(hex: UInt32, alpha: Double = 1) {
    self.init(
      r: UInt8(hex >> 16 & 0xFF), g: UInt8(hex >> 8 & 0xFF), b: UInt8(hex & 0xFF), alpha: alpha)
  }

  public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
  public static let black = RGBAColor(red: 0, green: 0, blue: 0)
  public static let white = RGBAColor(red: 1, green: 1, blue: 1)

  /// The colour with its alpha multiplied by `opacity`.
  @inlinable public func withOpacity(_ opacity: Double) -> RGBAColor {
    RGBAColor(red: red, green: green, blue: blue, alpha: alpha * opacity)
  }

  /// The premultiplied 8-bit pixel: each channel `round(c · alpha · opacity · 255)`, with one
  /// rounding, NaN treated as 0 and everything clamped to 0…1 first.
  @inlinable public func premultiplied(opacity: Double = 1) -> PremultipliedRGBA8 {
    @inline(__always) func unit(_ v: Double) -> Double {
      v.isNaN ? 0 : Swift.min(1, Swift.max(0, v))
    }
    let a = unit(alpha) * unit(opacity)
    @inline(__always) func byte(_ v: Double) -> UInt8 { UInt8((v * 255).rounded()) }
    return PremultipliedRGBA8(
      r: byte(unit(red) * a), g: byte(unit(green) * a), b: byte(unit(blue) * a), a: byte(a))
  }
}
