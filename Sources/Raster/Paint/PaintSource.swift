/// Where a fill's colours come from, per device pixel: an image, a gradient, another bitmap.
/// (A solid colour is not a `PaintSource`: kernels take it directly, so it is never fetched per
/// pixel.)
///
/// Like ``CoverageShape`` it answers two ways: ``referenceColor(x:y:)`` one pixel at a time (the
/// definition) and ``fetchRow(y:x0:count:into:)`` a run at a time (fast, and equal to the
/// reference bit for bit).
@_spi(Painting) public protocol PaintSource: Sendable {
  /// Whether every colour this paint produces has alpha 255.
  var isOpaque: Bool { get }

  /// The premultiplied colour, packed, at device pixel `(x, y)` (sampled at its centre).
  func referenceColor(x: Int, y: Int) -> UInt32

  /// Writes the colours of pixels `x0 ..< x0 + count` of row `y` into `out[0 ..< count]`.
  func fetchRow(y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt32>)
}
