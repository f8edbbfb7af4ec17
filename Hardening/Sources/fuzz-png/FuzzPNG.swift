import FuzzSupport
import Raster
import RasterPNG

/// libFuzzer's entry point: the input as a PNG file, decoded as `curtain diff` reads one
/// (`PNGCodec.read(from:)` is the file's bytes through `PNGCodec.decode`).
///
/// Every chunk's CRC is made right before decoding (unless the input's last byte is odd), so
/// that mutations reach the chunks' contents instead of all failing libpng's checksum.
/// Decoding must fail with an error or give a bitmap within the size limit whose colour
/// channels never exceed alpha, that encodes and decodes back to the same pixels, and that
/// compares equal to itself.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  var bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
  if bytes.last.map({ $0 & 1 == 0 }) ?? false { PNGChunks.fixChecksums(&bytes) }
  let image: PremultipliedRGBA8Bitmap
  do {
    image = try PNGCodec.decode(bytes)
  } catch {
    fuzzCheck(!error.description.isEmpty, "an error without a message")
    return 0
  }
  let limit = PremultipliedRGBA8Bitmap.maximumDimension
  fuzzCheck(
    (1...limit).contains(image.width) && (1...limit).contains(image.height),
    "decoded \(image.width) × \(image.height)")
  for y in 0..<image.height {
    for x in 0..<image.width {
      let p = image[x, y]
      fuzzCheck(p.r <= p.a && p.g <= p.a && p.b <= p.a, "pixel (\(x), \(y)) is \(p)")
    }
  }
  do {
    let again = try PNGCodec.decode(PNGCodec.encode(image))
    fuzzCheck(again == image, "the round trip changed the pixels")
  } catch {
    fuzzCheck(false, "the decoded image does not round-trip: \(error)")
  }
  return 0
}
