/// What can go wrong in Raster: each case says what to do about it in its description.
public enum RasterError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A bitmap dimension was zero, negative, or above ``PremultipliedRGBA8Bitmap/maximumDimension``.
  case invalidSize(width: Int, height: Int)
  /// A row stride smaller than the width.
  case invalidRowStride(rowStride: Int, width: Int)
  /// A pixel buffer whose byte count does not match its dimensions.
  case bufferSizeMismatch(expected: Int, actual: Int)
  /// PNG bytes could not be decoded (not a PNG, truncated or corrupt); the message is libpng's.
  case pngDecodingFailed(String)
  /// A bitmap could not be encoded as PNG; the message is libpng's.
  case pngEncodingFailed(String)
  /// A file could not be read or written.
  case fileAccessFailed(path: String, reason: String)
  /// A font file could not be read (text needs the fonts Scripts/setup.sh installs).
  case fontUnavailable(path: String, reason: String)
  /// What was to be drawn passes one of Curtain's limits (the compositor's layers and paths);
  /// the message names the limit and what to do.
  case limitExceeded(String)

  public var description: String {
    switch self {
    case let .invalidSize(w, h):
      return
        "invalid bitmap size \(w)×\(h): each side must be 1…\(PremultipliedRGBA8Bitmap.maximumDimension) pixels"
    case let .invalidRowStride(stride, width):
      return
        "invalid row stride \(stride) for width \(width): the stride must be at least the width"
    case let .bufferSizeMismatch(expected, actual):
      return "pixel buffer holds \(actual) bytes but its size needs \(expected)"
    case let .pngDecodingFailed(message):
      return "cannot decode PNG: \(message)"
    case let .pngEncodingFailed(message):
      return "cannot encode PNG: \(message)"
    case let .fileAccessFailed(path, reason):
      return "cannot access \(path): \(reason)"
    case let .fontUnavailable(path, reason):
      return
        "cannot read the font \(path): \(reason) (install fonts-inter, fonts-dejavu-core, fonts-noto-cjk and fonts-noto-color-emoji, as Scripts/setup.sh does)"
    case let .limitExceeded(message):
      return message
    }
  }
}
