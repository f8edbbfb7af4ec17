/// An unsafe, non-owning view of pixels that kernels write into: a base pointer, a size, a row
/// stride, and the device coordinates of its first pixel.
///
/// Kernels compute coverage in device coordinates, so the same kernel draws into a whole frame,
/// into one band of rows of it, or into an offscreen group whose pixel (0, 0) sits at
/// `(originX, originY)` on the device.
///
/// Several threads may hold buffers over disjoint rows of one bitmap (hence `Sendable`).
/// A `PixelBuffer` is only valid inside the closure that vends it
/// (``PremultipliedRGBA8Bitmap/withUnsafeMutablePixelBuffer(_:)``).
@_spi(Painting) public struct PixelBuffer: @unchecked Sendable {
  /// Pixel (0, 0), packed as ``PremultipliedRGBA8/packed``.
  @_spi(Painting) public let base: UnsafeMutablePointer<UInt32>
  @_spi(Painting) public let width: Int
  @_spi(Painting) public let height: Int
  /// Pixels from one row to the next (≥ width).
  @_spi(Painting) public let rowStride: Int
  /// Device x of column 0.
  @_spi(Painting) public let originX: Int
  /// Device y of row 0.
  @_spi(Painting) public let originY: Int

  @_spi(Painting) public init(
    base: UnsafeMutablePointer<UInt32>, width: Int, height: Int, rowStride: Int,
    originX: Int = 0, originY: Int = 0
  ) {
    self.base = base
    self.width = width
    self.height = height
    self.rowStride = rowStride
    self.originX = originX
    self.originY = originY
  }

  /// The device rectangle this buffer covers.
  @inline(__always) @_spi(Painting) public var deviceRect: PixelRect {
    PixelRect(x: originX, y: originY, width: width, height: height)
  }

  /// The first pixel of row `y` (buffer coordinates).
  @inline(__always) @_spi(Painting) public func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
    base + y * rowStride
  }

  /// The pixel at device coordinates `(x, y)`, which must lie inside ``deviceRect``.
  @inline(__always) internal func pointer(deviceX x: Int, deviceY y: Int) -> UnsafeMutablePointer<
    UInt32
  > {
    base + (y - originY) * rowStride + (x - originX)
  }

  /// The part of this buffer inside the device rectangle `rect` (possibly empty), sharing pixels.
  @_spi(Painting) public func cropped(toDevice rect: PixelRect) -> PixelBuffer {
    let r = rect.intersection(deviceRect)
    if r.isEmpty {
      return PixelBuffer(
        base: base, width: 0, height: 0, rowStride: rowStride, originX: originX, originY: originY)
    }
    return PixelBuffer(
      base: pointer(deviceX: r.x, deviceY: r.y), width: r.width, height: r.height,
      rowStride: rowStride, originX: r.x, originY: r.y)
  }

  /// The same pixels with their first at device `(rect.x, rect.y)` (`rect`'s size must be
  /// this buffer's).
  @_spi(Painting) public func placed(at rect: PixelRect) -> PixelBuffer {
    precondition(rect.width == width && rect.height == height, "placing \(rect) on \(deviceRect)")
    return PixelBuffer(
      base: base, width: width, height: height, rowStride: rowStride, originX: rect.x,
      originY: rect.y)
  }

  /// Sets every pixel to `value`.
  @_spi(Painting) public func fill(_ value: UInt32) {
    for y in 0..<height {
      row(y).update(repeating: value, count: width)
    }
  }
}
