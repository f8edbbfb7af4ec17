/// One pixel: 8-bit sRGB channels with the colour premultiplied by alpha (`r, g, b ≤ a`).
///
/// In memory a pixel is the bytes R, G, B, A in that order (what PNG and ffmpeg's `rgba` read).
/// Packed into a `UInt32` on a little-endian machine that is `r | g << 8 | b << 16 | a << 24`.
public struct PremultipliedRGBA8: Hashable, Sendable, CustomStringConvertible {
  public var r: UInt8
  public var g: UInt8
  public var b: UInt8
  public var a: UInt8

  /// Creates a pixel from premultiplied channels; each colour channel is clamped to `a` so that the
  /// value is always a valid premultiplied colour.
  @inlinable public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    self.r = Swift.min(r, a)
    self.g = Swift.min(g, a)
    self.b = Swift.min(b, a)
    self.a = a
  }

  /// Unpacks a pixel stored as `r | g << 8 | b << 16 | a << 24` (trusted to be premultiplied).
  @inlinable public init(packed v: UInt32) {
    r = UInt8(truncatingIfNeeded: v)
    g = UInt8(truncatingIfNeeded: v >> 8)
    b = UInt8(truncatingIfNeeded: v >> 16)
    a = UInt8(truncatingIfNeeded: v >> 24)
  }

  /// The pixel as `r | g << 8 | b << 16 | a << 24`.
  @inlinable public var packed: UInt32 {
    UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
  }

  /// Fully transparent.
  public static let transparent = PremultipliedRGBA8(packed: 0)
  /// Opaque black.
  public static let black = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255)
  /// Opaque white.
  public static let white = PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255)

  /// Whether alpha is 255.
  @inlinable public var isOpaque: Bool { a == 255 }

  public var description: String { "rgba(\(r), \(g), \(b), \(a)) premultiplied" }
}
