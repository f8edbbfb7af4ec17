internal import CLibPNGShim
import Raster

/// Reads and writes PNG files through libpng.
///
/// PNG holds straight (unassociated) alpha and bitmaps hold premultiplied colour: the codec
/// converts at this boundary, and the two conversions are exact inverses, so encoding a bitmap and
/// decoding the file gives back the identical pixels.
///
/// Decoding accepts any valid PNG (palette, grey, grey + alpha, 16-bit, `tRNS` transparency,
/// interlaced) and normalises it to 8-bit sRGB bytes without applying gamma or colour profiles.
/// Corrupt, truncated or foreign input throws `RasterError/pngDecodingFailed(_:)` with libpng's
/// own message; it never crashes.
///
/// ```swift
/// let bytes = try PNGCodec.encode(frame)                     // fast settings for frames
/// try PNGCodec.write(frame, to: "out/frame-0001.png")        // atomically
/// let golden = try PNGCodec.read(from: "Tests/ref.png")
/// ```
///
/// All functions are thread-safe: frames can be encoded on worker threads while others render.
public enum PNGCodec {
  /// Decodes PNG bytes into a premultiplied bitmap.
  ///
  /// - Parameter bytes: A whole PNG file.
  /// - Returns: The image; colour is premultiplied by alpha (`c = round(s · a / 255)`).
  /// - Throws: `RasterError/pngDecodingFailed(_:)` when the bytes are not a valid PNG or the
  ///   image is larger than `PremultipliedRGBA8Bitmap/maximumDimension` a side (checked before any
  ///   pixel memory is allocated).
  public static func decode(_ bytes: [UInt8]) throws(RasterError) -> PremultipliedRGBA8Bitmap {
    try PNGDecoding.decode(bytes)
  }

  /// Encodes a bitmap as PNG bytes.
  ///
  /// - Parameters:
  ///   - bitmap: The image to encode. Its premultiplied colour is converted to PNG's straight alpha
  ///     (`s = round(255 · c / a)`); fully transparent pixels are written as zeros.
  ///   - options: Compression settings. Default: ``PNGEncodingOptions/default``, fast settings for
  ///     frames.
  /// - Returns: A complete PNG file.
  /// - Throws: `RasterError/pngEncodingFailed(_:)` for an option out of range (a zlib level
  ///   outside 0…9) or when libpng fails (out of memory).
  public static func encode(
    _ bitmap: PremultipliedRGBA8Bitmap, options: PNGEncodingOptions = .default
  ) throws(RasterError) -> [UInt8] {
    try PNGEncoding.encode(bitmap, options: options)
  }

  /// Reads and decodes a PNG file.
  ///
  /// - Parameter path: The file's path.
  /// - Returns: The image, premultiplied.
  /// - Throws: `RasterError/fileAccessFailed(path:reason:)` when the file cannot be read, or
  ///   `RasterError/pngDecodingFailed(_:)` (naming the path) when it is not a valid PNG.
  public static func read(from path: String) throws(RasterError) -> PremultipliedRGBA8Bitmap {
    let bytes = try FileAccess.readAll(path)
    do {
      return try decode(bytes)
    } catch .pngDecodingFailed(let message) {
      throw .pngDecodingFailed("\(path): \(message)")
    }
  }

  /// Encodes a bitmap and writes it to a file atomically.
  ///
  /// The PNG goes to a temporary file in the same directory, which is then renamed over `path`:
  /// readers see either the old file or the whole new one, and a failure (or an interrupted
  /// process) leaves no half-written file at `path`. The data is not `fsync`ed, so atomicity holds
  /// against crashes of the process, not of the machine.
  ///
  /// - Parameters:
  ///   - bitmap: The image to write.
  ///   - path: Where to write it; the directory must exist. An existing file is replaced.
  ///   - options: Compression settings. Default: ``PNGEncodingOptions/default``.
  /// - Throws: `RasterError/pngEncodingFailed(_:)` or
  ///   `RasterError/fileAccessFailed(path:reason:)`.
  public static func write(
    _ bitmap: PremultipliedRGBA8Bitmap, to path: String, options: PNGEncodingOptions = .default
  ) throws(RasterError) {
    let bytes = try encode(bitmap, options: options)
    try FileAccess.writeAtomically(bytes, to: path)
  }
}

/// The shim's message buffers: libpng's messages are one short line.
enum ShimMessage {
  /// Bytes reserved for a message, NUL included.
  static let capacity = 512

  /// A fresh zeroed buffer.
  static func buffer() -> [CChar] { [CChar](repeating: 0, count: capacity) }

  /// The NUL-terminated text in `buffer`.
  static func text(_ buffer: [CChar]) -> String {
    let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    return String(decoding: bytes, as: UTF8.self)
  }
}
