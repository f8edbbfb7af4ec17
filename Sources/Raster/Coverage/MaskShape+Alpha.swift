import Foundation

extension MaskShape {
  /// Which byte of each pixel a mask reads.
  @_spi(Painting) public enum Channel: Sendable {
    /// Alpha: an image's shape (template images, `clip(to:mask:)` with a transparent image).
    case alpha
    /// Red, which is the level of a grey image (a grey mask: white shows, black hides).
    case red
  }

  /// A mask of one channel of `bitmap` whose pixel (0, 0) sits at device `origin`.
  @_spi(Painting) public init(
    _ channel: Channel, of bitmap: PremultipliedRGBA8Bitmap, origin: (x: Int, y: Int)
  ) {
    var values = [UInt8](repeating: 0, count: bitmap.width * bitmap.height)
    let width = bitmap.width
    let shift: UInt32 = channel == .alpha ? 24 : 0
    values.withUnsafeMutableBufferPointer { out in
      bitmap.withUnsafePixelRows { y, row in
        for x in 0..<width { out[y * width + x] = UInt8(truncatingIfNeeded: row[x] >> shift) }
      }
    }
    self.init(
      values: values,
      bounds: PixelRect(x: origin.x, y: origin.y, width: width, height: bitmap.height))
  }
}
