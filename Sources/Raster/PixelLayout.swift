import Foundation

/// How 8-bit pixels lie in someone else's memory: which byte of a pixel holds each channel and
/// whether colour is premultiplied, what a Core Graphics bitmap info and colour space describe.
public struct PixelLayout: Hashable, Sendable {
  /// Bytes per pixel, 1…4.
  public var bytesPerPixel: Int
  /// The byte of a pixel holding red, green and blue (all three the same for grey).
  public var red: Int
  public var green: Int
  public var blue: Int
  /// The byte holding alpha; nil for opaque pixels.
  public var alpha: Int?
  /// Whether colour is already multiplied by alpha.
  public var isPremultiplied: Bool
  /// Whether there is no colour, only alpha (a black stencil).
  public var isAlphaOnly: Bool

  public init(
    bytesPerPixel: Int, red: Int, green: Int, blue: Int, alpha: Int?, isPremultiplied: Bool,
    isAlphaOnly: Bool = false
  ) {
    self.bytesPerPixel = bytesPerPixel
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
    self.isPremultiplied = isPremultiplied
    self.isAlphaOnly = isAlphaOnly
  }

  /// The bitmap's own layout: R, G, B, A, premultiplied.
  public static let premultipliedRGBA = PixelLayout(
    bytesPerPixel: 4, red: 0, green: 1, blue: 2, alpha: 3, isPremultiplied: true)
}

extension PremultipliedRGBA8Bitmap {
  /// A bitmap of pixels read from `bytes`, rows `bytesPerRow` apart, laid out as `layout` says;
  /// straight colour is premultiplied as PNG decoding does it (`div255(s · a)`).
  ///
  /// - Throws: ``RasterError/invalidSize(width:height:)``, or
  ///   ``RasterError/bufferSizeMismatch(expected:actual:)`` when `bytes` is too short.
  public init(
    width: Int, height: Int, bytes: [UInt8], bytesPerRow: Int, layout: PixelLayout
  ) throws(RasterError) {
    try self.init(width: width, height: height)
    let needed = (height - 1) * bytesPerRow + width * layout.bytesPerPixel
    guard bytesPerRow >= width * layout.bytesPerPixel, bytes.count >= needed else {
      throw .bufferSizeMismatch(expected: needed, actual: bytes.count)
    }
    let n = layout.bytesPerPixel
    withUnsafeMutablePixelBuffer { out in
      bytes.withUnsafeBufferPointer { src in
        for y in 0..<height {
          let row = out.row(y)
          let base = y * bytesPerRow
          for x in 0..<width {
            let p = base + x * n
            let a = layout.alpha.map { UInt32(src[p + $0]) } ?? 255
            var v: UInt32
            if layout.isAlphaOnly {
              v = a << 24
            } else {
              v =
                UInt32(src[p + layout.red]) | UInt32(src[p + layout.green]) << 8
                | UInt32(src[p + layout.blue]) << 16 | a << 24
              if !layout.isPremultiplied && a < 255 {
                v = (scalePacked(v, by: a) & 0x00FF_FFFF) | (a << 24)
              }
            }
            row[x] = PremultipliedRGBA8(packed: v).clampedToAlpha.packed
          }
        }
      }
    }
  }
}

extension PremultipliedRGBA8 {
  /// The pixel with each colour channel at most alpha (premultiplied input may break the rule).
  @inlinable var clampedToAlpha: PremultipliedRGBA8 { PremultipliedRGBA8(r: r, g: g, b: b, a: a) }
}
