import Raster

/// How ``PNGCodec`` compresses a bitmap: zlib level, row filter, zlib strategy, and whether an
/// opaque bitmap is written without its alpha channel.
///
/// Every setting gives a lossless file that decodes to the same pixels; they trade encoding time
/// against file size. Use ``default`` for rendered frames and ``compact`` for files that are kept
/// (golden references, README images).
public struct PNGEncodingOptions: Hashable, Sendable {
  /// The filter applied to each row before zlib compresses it (PNG filter type 0 methods).
  public enum Filter: String, CaseIterable, Hashable, Sendable {
    /// Bytes as they are.
    case none
    /// Each byte minus the byte one pixel to the left.
    case sub
    /// Each byte minus the byte above: cheap, and strong on UI frames with long vertical runs.
    case up
    /// Each byte minus the mean of left and above.
    case average
    /// Each byte minus the Paeth predictor of left, above and upper-left.
    case paeth
    /// libpng tries all five filters on every row and keeps the one with the smallest sum of
    /// absolute values: smallest files, but two to three times the encoding time.
    case adaptive
  }

  /// zlib's compression strategy for the image data.
  public enum Strategy: String, CaseIterable, Hashable, Sendable {
    /// `Z_DEFAULT_STRATEGY`: ordinary deflate.
    case `default`
    /// `Z_FILTERED`: favours Huffman coding of the small values filters produce.
    case filtered
    /// `Z_HUFFMAN_ONLY`: no string matching at all.
    case huffmanOnly
    /// `Z_RLE`: matches only runs of the previous byte.
    case rle
    /// `Z_FIXED`: fixed Huffman codes.
    case fixed
  }

  /// zlib compression level, 0 (stored, no compression) … 9 (smallest, slowest).
  public var compressionLevel: Int
  /// The row filter.
  public var filter: Filter
  /// The zlib strategy.
  public var strategy: Strategy
  /// Whether a bitmap whose every alpha is 255 is written as an RGB PNG (3 bytes a pixel) rather
  /// than RGBA. Decoders read it back as opaque, so the pixels are the same; encoding is faster and
  /// the file smaller.
  public var writesRGBWhenOpaque: Bool

  /// Creates encoding options.
  ///
  /// - Parameters:
  ///   - compressionLevel: zlib level, 0…9. Default: 1.
  ///   - filter: The row filter. Default: ``Filter/up``.
  ///   - strategy: The zlib strategy. Default: ``Strategy/default``.
  ///   - writesRGBWhenOpaque: Write RGB when every pixel is opaque. Default: `true`.
  public init(
    compressionLevel: Int = 1,
    filter: Filter = .up,
    strategy: Strategy = .default,
    writesRGBWhenOpaque: Bool = true
  ) {
    self.compressionLevel = compressionLevel
    self.filter = filter
    self.strategy = strategy
    self.writesRGBWhenOpaque = writesRGBWhenOpaque
  }

  /// Fast encoding for rendered frames: zlib level 1, the up filter, the default strategy, RGB
  /// for opaque frames.
  ///
  /// Of the settings measured on full-screen frames (docs/performance.md#png-encoding), this is
  /// the fastest whose files stay reasonably small, and its cost stays flat on photographic
  /// content where higher levels slow down; a frame with translucent rows costs more, since
  /// those rows are unpremultiplied first.
  public static let `default` = PNGEncodingOptions()

  /// Small files for references kept in the repository and for README images: zlib level 9,
  /// adaptive filters, RGB when opaque. Several times slower than ``default`` on a full frame, for
  /// a quarter to a third of the bytes (docs/performance.md#png-encoding).
  public static let compact = PNGEncodingOptions(
    compressionLevel: 9, filter: .adaptive, strategy: .default, writesRGBWhenOpaque: true)
}
