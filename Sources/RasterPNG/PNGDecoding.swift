internal import CLibPNGShim
@_spi(Painting) import Raster

/// PNG bytes → bitmap: libpng reads the header (rejecting oversized images), the bitmap is
/// allocated, libpng decodes straight RGBA bytes straight into it, and the pixels are
/// premultiplied in place.
enum PNGDecoding {
  static func decode(_ bytes: [UInt8]) throws(RasterError) -> PremultipliedRGBA8Bitmap {
    let limit = PremultipliedRGBA8Bitmap.maximumDimension
    // The closure returns a Result: `withUnsafePixelBuffer` rethrows untyped errors.
    let result = bytes.withUnsafeBufferPointer {
      input -> Result<PremultipliedRGBA8Bitmap, RasterError> in
      var message = ShimMessage.buffer()
      let capacity = message.count
      var decoder: OpaquePointer? = nil
      var width: UInt32 = 0
      var height: UInt32 = 0
      let opened = curtain_png_decoder_open(
        input.baseAddress, input.count, UInt32(limit), &decoder, &width, &height,
        &message, capacity)
      guard opened == CURTAIN_PNG_OK, let decoder else {
        return .failure(.pngDecodingFailed(explained(ShimMessage.text(message), limit: limit)))
      }
      defer { curtain_png_decoder_close(decoder) }

      var bitmap: PremultipliedRGBA8Bitmap
      do throws(RasterError) {
        bitmap = try PremultipliedRGBA8Bitmap(width: Int(width), height: Int(height))
      } catch {
        return .failure(error)
      }
      let status = bitmap.withUnsafeMutablePixelBuffer { pixels in
        let read = curtain_png_decoder_read_rgba8(
          decoder, UnsafeMutableRawPointer(pixels.base).assumingMemoryBound(to: UInt8.self),
          pixels.rowStride * 4, &message, capacity)
        guard read == CURTAIN_PNG_OK else { return read }
        for y in 0..<pixels.height {
          #if _endian(big)
            for x in 0..<pixels.width { pixels.row(y)[x] = pixels.row(y)[x].byteSwapped }
          #endif
          StraightAlphaConversion.premultiplyInPlace(pixels.row(y), count: pixels.width)
        }
        return read
      }
      guard status == CURTAIN_PNG_OK else {
        return .failure(.pngDecodingFailed(ShimMessage.text(message)))
      }
      return .success(bitmap)
    }
    return try result.get()
  }

  /// libpng's message, with Curtain's size limit named when that is what was exceeded.
  static func explained(_ message: String, limit: Int) -> String {
    guard message.contains("exceeds user limit") else { return message }
    return "\(message) (Curtain decodes at most \(limit) × \(limit) pixels)"
  }
}
