/// How an actual bitmap differs from its reference beyond an allowed channel delta: the sizes, or
/// the pixels that differ, with a message for a log and a picture of where.
///
/// The comparison is of premultiplied pixels, channel by channel: a pixel differs when any of its
/// four channels differs from the reference's by more than `maxChannelDelta`. Golden tests
/// (CurtainTesting) and `curtain diff` both report it.
public struct BitmapDifference: Sendable {
  /// Width and height in pixels.
  public struct Size: Equatable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    public var description: String { "\(width)×\(height)" }
  }

  /// What differs.
  public enum Kind: Equatable, Sendable {
    /// The bitmaps have different sizes; pixels were not compared.
    case size(reference: Size, actual: Size)
    /// `count` pixels differ by more than the tolerance; the largest channel delta is
    /// `maxChannelDelta`, first reached at (`worstX`, `worstY`); all differing pixels lie in
    /// `bounds`.
    case pixels(count: Int, maxChannelDelta: Int, worstX: Int, worstY: Int, bounds: PixelRect)
  }

  public let reference: PremultipliedRGBA8Bitmap
  public let actual: PremultipliedRGBA8Bitmap
  /// The largest channel difference that still counts as equal.
  public let tolerance: UInt8
  public let kind: Kind

  /// Compares `actual` with `reference`.
  ///
  /// - Returns: `nil` when the sizes match and no channel differs by more than `maxChannelDelta`.
  public static func compare(
    reference: PremultipliedRGBA8Bitmap, actual: PremultipliedRGBA8Bitmap, maxChannelDelta: UInt8
  ) -> BitmapDifference? {
    let referenceSize = Size(width: reference.width, height: reference.height)
    let actualSize = Size(width: actual.width, height: actual.height)
    guard referenceSize == actualSize else {
      return BitmapDifference(
        reference: reference, actual: actual, tolerance: maxChannelDelta,
        kind: .size(reference: referenceSize, actual: actualSize))
    }
    // Rows are compared with memcmp first: identical bitmaps cost one pass.
    if reference == actual { return nil }

    var count = 0
    var worst = (delta: -1, x: 0, y: 0)
    var minX = Int.max
    var minY = Int.max
    var maxX = -1
    var maxY = -1
    for y in 0..<reference.height {
      for x in 0..<reference.width {
        let delta = channelDelta(reference[x, y], actual[x, y])
        guard delta > Int(maxChannelDelta) else { continue }
        count += 1
        if delta > worst.delta { worst = (delta, x, y) }
        minX = min(minX, x)
        maxX = max(maxX, x)
        minY = min(minY, y)
        maxY = max(maxY, y)
      }
    }
    guard count > 0 else { return nil }
    return BitmapDifference(
      reference: reference, actual: actual, tolerance: maxChannelDelta,
      kind: .pixels(
        count: count, maxChannelDelta: worst.delta, worstX: worst.x, worstY: worst.y,
        bounds: PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)))
  }

  /// The largest absolute difference between corresponding channels of `a` and `b`.
  public static func channelDelta(_ a: PremultipliedRGBA8, _ b: PremultipliedRGBA8) -> Int {
    max(
      abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)),
      abs(Int(a.a) - Int(b.a)))
  }

  /// One paragraph for the test log: what differs, by how much, and where.
  public var message: String {
    switch kind {
    case .size(let reference, let actual):
      return
        "The sizes differ: the reference is \(reference) pixels, the actual image is \(actual)."
    case .pixels(let count, let delta, let x, let y, let bounds):
      let total = reference.width * reference.height
      let threshold = tolerance == 0 ? "" : " by more than the allowed channel delta \(tolerance)"
      let pixels = count == 1 ? "1 pixel" : "\(count) pixels"
      let span =
        count == 1
        ? ""
        : "; the differing pixels lie within x \(bounds.x)…\(bounds.x + bounds.width - 1), "
          + "y \(bounds.y)…\(bounds.y + bounds.height - 1)"
      let verb = count == 1 ? "differs" : "differ"
      return """
        \(pixels) of \(total) \(verb)\(threshold). Max channel delta \(delta) at (\(x), \(y)): \
        reference \(reference[x, y]), actual \(actual[x, y])\(span).
        """
    }
  }

  /// A picture of the difference: the reference dimmed to grey, with each differing pixel in red,
  /// brighter the larger its delta.
  ///
  /// Red is `128 + 127 · (delta − 1) / 254` (dark red for a delta of 1, pure red for 255). When the
  /// sizes differ the picture covers both bitmaps, the area only one of them covers is pure red,
  /// and the overlap is compared pixel by pixel.
  public func differenceImage() -> PremultipliedRGBA8Bitmap {
    Self.differenceImage(reference: reference, actual: actual, maxChannelDelta: tolerance)
  }

  /// ``differenceImage()`` for any two bitmaps, also those that do not differ (the picture is
  /// then the dimmed reference).
  public static func differenceImage(
    reference: PremultipliedRGBA8Bitmap, actual: PremultipliedRGBA8Bitmap,
    maxChannelDelta tolerance: UInt8
  ) -> PremultipliedRGBA8Bitmap {
    let width = max(reference.width, actual.width)
    let height = max(reference.height, actual.height)
    // Both sizes are valid bitmap sizes, so their maximum is too.
    guard var image = try? PremultipliedRGBA8Bitmap(width: width, height: height) else {
      return reference
    }
    let inReference = { (x: Int, y: Int) in x < reference.width && y < reference.height }
    let inActual = { (x: Int, y: Int) in x < actual.width && y < actual.height }
    for y in 0..<height {
      for x in 0..<width {
        guard inReference(x, y), inActual(x, y) else {
          image[x, y] = Self.red(delta: 255)
          continue
        }
        let delta = Self.channelDelta(reference[x, y], actual[x, y])
        image[x, y] = delta > Int(tolerance) ? Self.red(delta: delta) : Self.dimmed(reference[x, y])
      }
    }
    return image
  }

  /// Opaque red for a channel delta of 1…255.
  static func red(delta: Int) -> PremultipliedRGBA8 {
    PremultipliedRGBA8(r: UInt8(128 + 127 * (delta - 1) / 254), g: 0, b: 0, a: 255)
  }

  /// The pixel over white, as a light grey of a quarter of its luma contrast (128…191).
  static func dimmed(_ p: PremultipliedRGBA8) -> PremultipliedRGBA8 {
    // Over white: c' = c + (255 − a); luma ≈ (77 R + 150 G + 29 B) / 256 (Rec. 601).
    let white = 255 - Int(p.a)
    let luma = (77 * (Int(p.r) + white) + 150 * (Int(p.g) + white) + 29 * (Int(p.b) + white)) >> 8
    let grey = UInt8(128 + luma / 4)
    return PremultipliedRGBA8(r: grey, g: grey, b: grey, a: 255)
  }
}
