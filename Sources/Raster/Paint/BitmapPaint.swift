/// Another bitmap's pixels, placed on the device at an integer offset, one to one: how an
/// offscreen group is composited back.
@_spi(Painting) public struct BitmapPaint: PaintSource {
  @_spi(Painting) public let bitmap: PremultipliedRGBA8Bitmap
  /// Device position of the bitmap's pixel (0, 0).
  @_spi(Painting) public let originX: Int
  @_spi(Painting) public let originY: Int
  @_spi(Painting) public let isOpaque: Bool

  /// - Parameter isOpaque: pass `true` only if every pixel has alpha 255 (lets kernels copy).
  @_spi(Painting) public init(
    _ bitmap: PremultipliedRGBA8Bitmap, originX: Int, originY: Int, isOpaque: Bool = false
  ) {
    self.bitmap = bitmap
    self.originX = originX
    self.originY = originY
    self.isOpaque = isOpaque
  }

  /// The device rectangle the bitmap covers.
  @_spi(Painting) public var deviceRect: PixelRect {
    PixelRect(x: originX, y: originY, width: bitmap.width, height: bitmap.height)
  }

  @_spi(Painting) public func referenceColor(x: Int, y: Int) -> UInt32 {
    guard deviceRect.contains(x: x, y: y) else { return 0 }
    return bitmap[x - originX, y - originY].packed
  }

  @_spi(Painting) public func fetchRow(
    y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt32>
  ) {
    let r = deviceRect
    guard y >= r.minY, y < r.maxY else {
      out.update(repeating: 0, count: count)
      return
    }
    let a = Swift.max(x0, r.minX)
    let b = Swift.min(x0 + count, r.maxX)
    guard b > a else {
      out.update(repeating: 0, count: count)
      return
    }
    if a > x0 { out.update(repeating: 0, count: a - x0) }
    bitmap.withUnsafePixelBuffer { buf in
      (out + (a - x0)).update(from: buf.row(y - originY) + (a - originX), count: b - a)
    }
    if x0 + count > b { (out + (b - x0)).update(repeating: 0, count: x0 + count - b) }
  }
}
