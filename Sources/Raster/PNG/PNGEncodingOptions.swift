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
  /// Measured on the project's 2-core bench machine (Sapphire Rapids KVM guest, libpng 1.6.39,
  /// zlib 1.2.13, release build, one thread, median of 15 encodes into memory) on 1179 × 2556
  /// frames (12.05 MB as RGBA): S2-like is the page sheet of bench/SCENES.md over image P; flat UI
  /// is white cards with text bars on a grey page.
  ///
  /// | level, filter, colour type       | S2-like ms | S2-like bytes | flat UI ms | flat UI bytes |
  /// |----------------------------------|-----------:|--------------:|-----------:|--------------:|
  /// | **`.default`**: 1, up, RGB       |       13.6 |        80 411 |       12.7 |        49 756 |
  /// | 1, up, RGBA (alpha kept)         |       16.3 |        99 588 |       15.6 |        63 714 |
  /// | 1, none, RGB                     |       12.9 |       143 270 |       10.6 |        68 639 |
  /// | 1, sub, RGB                      |       14.1 |        97 867 |       12.9 |        58 280 |
  /// | 1, paeth, RGB                    |       21.1 |        76 704 |       20.3 |        49 298 |
  /// | 1, adaptive, RGB                 |       44.3 |        76 272 |       43.6 |        49 554 |
  /// | 3, up, RGB                       |       13.6 |        67 995 |       12.8 |        47 667 |
  /// | 6, up, RGB                       |       25.2 |        34 164 |       22.2 |        15 047 |
  /// | 6, adaptive, RGB (libpng usual)  |       56.9 |        29 289 |       53.7 |        15 183 |
  /// | **`.compact`**: 9, adaptive, RGB |      129.2 |        24 176 |       67.7 |        12 964 |
  ///
  /// Strategies at level 1 + up: filtered is the same as default, RLE and fixed are as fast but
  /// 20–95 % larger, Huffman-only is 3× slower and 15–23× larger. Levels 1–3 share zlib's fast
  /// matcher and cost the same on these frames, but on noisy photographic content (a full frame of
  /// gradients plus noise) level 3 took 160 ms against 81 ms for level 1, for 5 % fewer bytes:
  /// level 1 is the setting whose cost stays flat. A frame with no opaque row (S2 at 80 % alpha)
  /// takes 22.5 ms: rows that are not opaque are unpremultiplied first. (bench/PEERS.md measured
  /// 22.7 ms for libpng at these settings on the real, anti-aliased S2 render.)
  public static let `default` = PNGEncodingOptions()

  /// Small files for references kept in the repository and for README images: zlib level 9,
  /// adaptive filters, RGB when opaque. 5–10× slower than ``default`` on a full frame for a
  /// quarter to a third of the bytes; see the table there.
  public static let compact = PNGEncodingOptions(
    compressionLevel: 9, filter: .adaptive, strategy: .default, writesRGBWhenOpaque: true)
}
