import Raster

/// How two images differ, pixel by pixel: what `curtain diff` reports.
///
/// A pixel differs when any of its four premultiplied channels differs by more than the
/// tolerance. (CurtainTesting's golden comparison reports the same numbers; it is not used here
/// because it brings XCTest with it.)
struct ImageDifference {
  /// The reference image.
  let reference: PremultipliedRGBA8Bitmap
  /// The image compared with it.
  let actual: PremultipliedRGBA8Bitmap
  /// The largest channel difference that still counts as equal.
  let tolerance: Int
  /// How many pixels differ; 0 when the sizes differ (nothing was compared).
  private(set) var count = 0
  /// The largest channel difference of any pixel.
  private(set) var maxChannelDelta = 0
  /// Where ``maxChannelDelta`` is first reached.
  private(set) var worst = (x: 0, y: 0)

  /// Compares `actual` with `reference`.
  init(reference: PremultipliedRGBA8Bitmap, actual: PremultipliedRGBA8Bitmap, tolerance: Int = 0) {
    self.reference = reference
    self.actual = actual
    self.tolerance = tolerance
    guard sizesMatch, reference != actual else { return }
    for y in 0..<reference.height {
      for x in 0..<reference.width {
        let delta = Self.channelDelta(reference[x, y], actual[x, y])
        if delta > maxChannelDelta {
          maxChannelDelta = delta
          worst = (x, y)
        }
        if delta > tolerance { count += 1 }
      }
    }
  }

  /// Whether both images have the same width and height.
  var sizesMatch: Bool { reference.width == actual.width && reference.height == actual.height }

  /// Whether the images count as equal: same size, no pixel beyond the tolerance.
  var isMatch: Bool { sizesMatch && count == 0 }

  /// The largest absolute difference between corresponding channels of `a` and `b`.
  static func channelDelta(_ a: PremultipliedRGBA8, _ b: PremultipliedRGBA8) -> Int {
    max(
      abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)),
      abs(Int(a.a) - Int(b.a)))
  }

  /// A picture of the differences: the reference dimmed to grey, with each differing pixel red,
  /// brighter the larger its delta (`128 + 127 · (delta − 1) / 254`). Where only one image
  /// covers a pixel (the sizes differ), it is pure red.
  func picture() throws(RasterError) -> PremultipliedRGBA8Bitmap {
    var image = try PremultipliedRGBA8Bitmap(
      width: max(reference.width, actual.width), height: max(reference.height, actual.height))
    for y in 0..<image.height {
      for x in 0..<image.width {
        guard x < reference.width, y < reference.height, x < actual.width, y < actual.height
        else {
          image[x, y] = Self.red(delta: 255)
          continue
        }
        let delta = Self.channelDelta(reference[x, y], actual[x, y])
        image[x, y] = delta > tolerance ? Self.red(delta: delta) : Self.grey(reference[x, y])
      }
    }
    return image
  }

  /// Opaque red for a channel delta of 1…255.
  static func red(delta: Int) -> PremultipliedRGBA8 {
    PremultipliedRGBA8(r: UInt8(128 + 127 * (delta - 1) / 254), g: 0, b: 0, a: 255)
  }

  /// `pixel` as an opaque light grey: its luma over white, squeezed into 160…255 so that red
  /// stands out.
  static func grey(_ pixel: PremultipliedRGBA8) -> PremultipliedRGBA8 {
    // Over white: c + (255 − a), per channel, then Rec. 601 luma.
    let white = 255 - Int(pixel.a)
    let luma =
      (299 * (Int(pixel.r) + white) + 587 * (Int(pixel.g) + white) + 114 * (Int(pixel.b) + white))
      / 1000
    let v = UInt8(160 + luma * 95 / 255)
    return PremultipliedRGBA8(r: v, g: v, b: v, a: 255)
  }
}
