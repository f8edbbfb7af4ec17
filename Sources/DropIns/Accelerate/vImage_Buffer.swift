// vImage's buffer and scalar types, as Accelerate's Swift interface names them.

/// A count of pixels: a buffer's width or height, or an offset into it.
// swift-format-ignore: TypeNamesShouldBeCapitalized
public typealias vImagePixelCount = UInt

/// Option bits for vImage functions (`kvImageEdgeExtend`, `kvImageGetTempBufferSize`, …).
// swift-format-ignore: TypeNamesShouldBeCapitalized
public typealias vImage_Flags = UInt32

/// A vImage function's result: `kvImageNoError`, a negative error code, or (for a
/// `kvImageGetTempBufferSize` query) the number of bytes of temporary storage needed.
// swift-format-ignore: TypeNamesShouldBeCapitalized
public typealias vImage_Error = Int

/// One ARGB8888 pixel (or background colour): four 8-bit channels, alpha first.
public typealias Pixel_8888 = (UInt8, UInt8, UInt8, UInt8)

/// An image in memory that vImage reads or writes: `height` rows of `width` pixels, each row
/// starting `rowBytes` after the previous one. The caller owns `data`.
// swift-format-ignore: TypeNamesShouldBeCapitalized
public struct vImage_Buffer {
  /// The first byte of the first row.
  public var data: UnsafeMutableRawPointer!
  /// The number of rows.
  public var height: vImagePixelCount
  /// The number of pixels in a row.
  public var width: vImagePixelCount
  /// The distance in bytes from one row's start to the next's (at least `width` × pixel size).
  public var rowBytes: Int

  /// An empty buffer: no data, no pixels.
  public init() {
    data = nil
    height = 0
    width = 0
    rowBytes = 0
  }

  /// A buffer over `data`, `height` rows of `width` pixels, `rowBytes` apart.
  public init(
    data: UnsafeMutableRawPointer!, height: vImagePixelCount, width: vImagePixelCount,
    rowBytes: Int
  ) {
    self.data = data
    self.height = height
    self.width = width
    self.rowBytes = rowBytes
  }
}
