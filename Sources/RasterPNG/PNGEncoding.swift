internal import CLibPNGShim
@_spi(Painting) import Raster

/// Bitmap → PNG bytes: picks the colour type, then feeds libpng one row at a time.
///
/// Rows are converted into the shim's single reusable row buffer, or handed over in place when
/// their bytes already are what the file needs (opaque rows are the same premultiplied or
/// straight). Nothing is allocated per row or per pixel.
enum PNGEncoding {
  /// What the row source hands libpng.
  enum RowMode {
    /// Straight RGBA: opaque rows in place, others unpremultiplied into the row buffer.
    case rgba
    /// Every pixel opaque, written as RGB: rows in place as R G B A, libpng drops the 4th byte.
    case rgbFromRGBA
  }

  /// What the C row source reads; lives on the stack of ``encode(_:options:)`` for the call.
  struct RowSource {
    let base: UnsafePointer<UInt32>
    let rowStride: Int
    let width: Int
    let mode: RowMode
    let reciprocals: UnsafePointer<UInt64>
  }

  static func encode(
    _ bitmap: PremultipliedRGBA8Bitmap, options: PNGEncodingOptions
  ) throws(RasterError) -> [UInt8] {
    guard (0...9).contains(options.compressionLevel) else {
      throw .pngEncodingFailed(
        "zlib compression level \(options.compressionLevel) is outside 0…9")
    }
    var shimOptions = curtain_png_encode_options(
      compression_level: Int32(options.compressionLevel),
      filter: options.filter.shimValue,
      strategy: options.strategy.shimValue)

    // The closures return a Result: `withUnsafePixelBuffer` rethrows untyped errors.
    let result = bitmap.withUnsafePixelBuffer { pixels -> Result<[UInt8], RasterError> in
      let mode: RowMode =
        options.writesRGBWhenOpaque && isOpaque(pixels) ? .rgbFromRGBA : .rgba
      return StraightAlphaConversion.reciprocals.withUnsafeBufferPointer { reciprocals in
        var source = RowSource(
          base: UnsafePointer(pixels.base), rowStride: pixels.rowStride, width: pixels.width,
          mode: mode, reciprocals: reciprocals.baseAddress!)
        var output: UnsafeMutablePointer<UInt8>? = nil
        var count = 0
        var message = ShimMessage.buffer()
        let capacity = message.count
        let status = withUnsafeMutablePointer(to: &source) { context in
          curtain_png_encode(
            UInt32(pixels.width), UInt32(pixels.height),
            mode == .rgba ? CURTAIN_PNG_ROWS_RGBA8 : CURTAIN_PNG_ROWS_RGBX8,
            &shimOptions, rowProvider, context, &output, &count, &message, capacity)
        }
        guard status == CURTAIN_PNG_OK, let output else {
          return .failure(.pngEncodingFailed(ShimMessage.text(message)))
        }
        defer { curtain_png_free(output) }
        return .success(Array(UnsafeBufferPointer(start: output, count: count)))
      }
    }
    return try result.get()
  }

  /// Whether every pixel of the bitmap is opaque (stops at the first row that is not).
  static func isOpaque(_ pixels: PixelBuffer) -> Bool {
    for y in 0..<pixels.height
    where !StraightAlphaConversion.isOpaque(pixels.row(y), count: pixels.width) {
      return false
    }
    return true
  }

  /// The C row source: returns row `y` ready for libpng.
  static let rowProvider: curtain_png_row_source = { context, y, scratch in
    let source = context!.assumingMemoryBound(to: RowSource.self).pointee
    let row = source.base + Int(y) * source.rowStride
    #if _endian(little)
      // A packed pixel r | g << 8 | b << 16 | a << 24 is the bytes R G B A in memory.
      if source.mode == .rgbFromRGBA || StraightAlphaConversion.isOpaque(row, count: source.width) {
        return UnsafeRawPointer(row).assumingMemoryBound(to: UInt8.self)
      }
    #endif
    StraightAlphaConversion.writeStraightRGBA(
      from: row, count: source.width, to: scratch, reciprocals: source.reciprocals)
    return UnsafePointer(scratch)
  }
}

extension PNGEncodingOptions.Filter {
  var shimValue: curtain_png_filter {
    switch self {
    case .none: CURTAIN_PNG_FILTER_NONE
    case .sub: CURTAIN_PNG_FILTER_SUB
    case .up: CURTAIN_PNG_FILTER_UP
    case .average: CURTAIN_PNG_FILTER_AVERAGE
    case .paeth: CURTAIN_PNG_FILTER_PAETH
    case .adaptive: CURTAIN_PNG_FILTER_ADAPTIVE
    }
  }
}

extension PNGEncodingOptions.Strategy {
  var shimValue: curtain_png_strategy {
    switch self {
    case .default: CURTAIN_PNG_STRATEGY_DEFAULT
    case .filtered: CURTAIN_PNG_STRATEGY_FILTERED
    case .huffmanOnly: CURTAIN_PNG_STRATEGY_HUFFMAN_ONLY
    case .rle: CURTAIN_PNG_STRATEGY_RLE
    case .fixed: CURTAIN_PNG_STRATEGY_FIXED
    }
  }
}
