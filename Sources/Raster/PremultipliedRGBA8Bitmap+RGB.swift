import Foundation

extension PremultipliedRGBA8Bitmap {
  /// The pixels composited over opaque white, as tightly packed R, G, B bytes, row by row (a
  /// page of a document: `c + 255 − a` per channel, exact for premultiplied colour).
  public var rgbBytesOverWhite: [UInt8] {
    var out = [UInt8](repeating: 0, count: width * height * 3)
    withUnsafePixelRows { y, row in
      for x in 0..<width {
        let v = row[x]
        let a = v >> 24
        let i = 3 * (y * width + x)
        out[i] = UInt8(truncatingIfNeeded: (v & 0xFF) + 255 - a)
        out[i + 1] = UInt8(truncatingIfNeeded: ((v >> 8) & 0xFF) + 255 - a)
        out[i + 2] = UInt8(truncatingIfNeeded: ((v >> 16) & 0xFF) + 255 - a)
      }
    }
    return out
  }
}
