import Foundation

/// An owned grid of premultiplied RGBA8 pixels: the frames Curtain renders and the images layers
/// show.
///
/// Rows are `rowStride` pixels apart (at least `width`). The bitmap is a value with
/// copy-on-write storage, `Sendable`, and compares equal when its pixels are equal (padding
/// between rows is ignored).
///
/// Sizes are limited to ``maximumDimension`` pixels a side: a bitmap is a frame or a layer's
/// image, and a larger one is always a mistake that would otherwise take gigabytes.
public struct PremultipliedRGBA8Bitmap: Sendable {
  /// Width in pixels, 1…``maximumDimension``.
  public let width: Int
  /// Height in pixels, 1…``maximumDimension``.
  public let height: Int
  /// Pixels from the start of one row to the start of the next.
  public let rowStride: Int
  @usableFromInline var storage: PixelStorage

  /// The largest width or height a bitmap may have: 16384 pixels.
  public static let maximumDimension = 16384

  /// Creates a bitmap with every pixel set to `fill`.
  ///
  /// - Parameters:
  ///   - width: Width in pixels, 1…16384.
  ///   - height: Height in pixels, 1…16384.
  ///   - rowStride: Pixels per row in memory; `nil` (the default) packs rows tightly.
  ///   - fill: The initial colour. Default: transparent.
  /// - Throws: ``RasterError/invalidSize(width:height:)`` or ``RasterError/invalidRowStride(rowStride:width:)``.
  public init(
    width: Int, height: Int, rowStride: Int? = nil, fill: PremultipliedRGBA8 = .transparent
  ) throws(RasterError) {
    guard (1...Self.maximumDimension).contains(width), (1...Self.maximumDimension).contains(height)
    else { throw .invalidSize(width: width, height: height) }
    let stride = rowStride ?? width
    guard stride >= width, stride <= 4 * Self.maximumDimension else {
      throw .invalidRowStride(rowStride: stride, width: width)
    }
    self.width = width
    self.height = height
    self.rowStride = stride
    storage = PixelStorage(count: stride * height)
    storage.pixels.initialize(repeating: fill.packed, count: stride * height)
  }

  /// Creates a bitmap from tightly packed premultiplied RGBA bytes (`width × height × 4`).
  /// Colour channels greater than alpha are clamped to alpha.
  public init(width: Int, height: Int, premultipliedRGBA bytes: [UInt8]) throws(RasterError) {
    try self.init(width: width, height: height)
    guard bytes.count == width * height * 4 else {
      throw .bufferSizeMismatch(expected: width * height * 4, actual: bytes.count)
    }
    bytes.withUnsafeBufferPointer { src in
      for i in 0..<(width * height) {
        let p = PremultipliedRGBA8(
          r: src[4 * i], g: src[4 * i + 1], b: src[4 * i + 2], a: src[4 * i + 3])
        storage.pixels[i] = p.packed
      }
    }
  }

  /// The pixel at column `x`, row `y` (both must be in range).
  public subscript(x: Int, y: Int) -> PremultipliedRGBA8 {
    get {
      precondition(
        x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)"
      )
      return PremultipliedRGBA8(packed: storage.pixels[y * rowStride + x])
    }
    set {
      precondition(
        x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)"
      )
      makeUnique()
      storage.pixels[y * rowStride + x] = newValue.packed
    }
  }

  /// The pixel at column `x`, row `y`.
  @inlinable public func pixel(x: Int, y: Int) -> PremultipliedRGBA8 { self[x, y] }

  /// The whole bitmap as a rectangle at the origin.
  @inlinable public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

  /// Sets every pixel to `color`.
  public mutating func fill(_ color: PremultipliedRGBA8) {
    withUnsafeMutablePixelBuffer { $0.fill(color.packed) }
  }

  /// A new bitmap holding a copy of the pixels in `rect` (clipped to the bitmap).
  /// - Throws: ``RasterError/invalidSize(width:height:)`` when `rect` does not overlap the bitmap.
  public func cropped(to rect: PixelRect) throws(RasterError) -> PremultipliedRGBA8Bitmap {
    let r = rect.intersection(bounds)
    var out = try PremultipliedRGBA8Bitmap(width: r.width, height: r.height)
    let src = storage.pixels
    let stride = rowStride
    out.withUnsafeMutablePixelBuffer { dst in
      for y in 0..<r.height {
        dst.row(y).update(from: src + (r.y + y) * stride + r.x, count: r.width)
      }
    }
    return out
  }

  /// The pixels as tightly packed premultiplied RGBA bytes, row by row.
  public var premultipliedRGBABytes: [UInt8] {
    var out = [UInt8](repeating: 0, count: width * height * 4)
    withUnsafePixelRows { y, row in
      for x in 0..<width {
        let v = row[x]
        let i = 4 * (y * width + x)
        out[i] = UInt8(truncatingIfNeeded: v)
        out[i + 1] = UInt8(truncatingIfNeeded: v >> 8)
        out[i + 2] = UInt8(truncatingIfNeeded: v >> 16)
        out[i + 3] = UInt8(truncatingIfNeeded: v >> 24)
      }
    }
    return out
  }

  // MARK: - Unsafe access

  /// Calls `body` with each row's pixels, top to bottom.
  @_spi(Painting) public func withUnsafePixelRows(
    _ body: (_ y: Int, _ row: UnsafePointer<UInt32>) throws -> Void
  )
    rethrows
  {
    for y in 0..<height {
      try body(y, UnsafePointer(storage.pixels + y * rowStride))
    }
  }

  /// Calls `body` with a buffer over all pixels, origin (0, 0), after making the storage unique.
  @_spi(Painting) public mutating func withUnsafeMutablePixelBuffer<R>(
    _ body: (PixelBuffer) throws -> R
  ) rethrows
    -> R
  {
    makeUnique()
    let buffer = PixelBuffer(
      base: storage.pixels, width: width, height: height, rowStride: rowStride)
    return try withExtendedLifetime(storage) { try body(buffer) }
  }

  /// Calls `body` with a read-only view of the pixels (a `PixelBuffer` that must not be written).
  @_spi(Painting) public func withUnsafePixelBuffer<R>(_ body: (PixelBuffer) throws -> R) rethrows
    -> R
  {
    let buffer = PixelBuffer(
      base: storage.pixels, width: width, height: height, rowStride: rowStride)
    return try withExtendedLifetime(storage) { try body(buffer) }
  }

  @usableFromInline mutating func makeUnique() {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
  }
}

extension PremultipliedRGBA8Bitmap: Equatable {
  /// Equal when the sizes and every pixel are equal; row padding is ignored.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.width == rhs.width, lhs.height == rhs.height else { return false }
    if lhs.storage === rhs.storage && lhs.rowStride == rhs.rowStride { return true }
    for y in 0..<lhs.height {
      let a = lhs.storage.pixels + y * lhs.rowStride
      let b = rhs.storage.pixels + y * rhs.rowStride
      if memcmp(a, b, lhs.width * 4) != 0 { return false }
    }
    return true
  }
}

extension PremultipliedRGBA8Bitmap: CustomStringConvertible {
  public var description: String { "PremultipliedRGBA8Bitmap(\(width)×\(height))" }
}
