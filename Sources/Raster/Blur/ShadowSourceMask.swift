import Geometry

/// The shape a shadow is cast from, as 16-bit coverage (0…65025 = 255²) on the device.
///
/// Sixteen bits make a rounded rectangle's mask separable away from its corners:
///
///     M(x, y) = A(x) · B(y)                     A, B: the 8-bit coverage of the column / row
///     M(x, y) = min(A(x) · B(y), 255 · C(x, y))  where the pixel centre is in a corner square
///
/// (`C` is the shape's 8-bit coverage, as in ``RoundedRectShape``). Because the blur is exact and linear, the blurred straight
/// parts are products of two 1-D blurs, which a fast path can use; this type only defines the
/// values. A shadow cast from rendered content uses `255 · alpha`.
@_spi(Painting) public struct ShadowSourceMask: Sendable {
  /// Where the mask sits on the device.
  @_spi(Painting) public let bounds: PixelRect
  /// `bounds.width × bounds.height` values, row by row, each ≤ 65025.
  internal let values: [UInt16]

  /// The maximum value: full coverage.
  internal static let full: UInt16 = 65025

  @_spi(Painting) public init(bounds: PixelRect, values: [UInt16]) {
    precondition(values.count == bounds.area, "mask of \(values.count) values for \(bounds)")
    self.bounds = bounds
    self.values = values
  }

  /// The mask of an axis-aligned rounded rectangle in device pixels (empty if not finite).
  @_spi(Painting) public init(roundedRect rr: RoundedRect) {
    let shape = RoundedRectShape(rr)
    let b = shape.bounds
    var v = [UInt16](repeating: 0, count: b.area)
    for y in b.minY..<b.maxY {
      for x in b.minX..<b.maxX {
        v[(y - b.y) * b.width + (x - b.x)] = Self.roundedRectValue(shape, x: x, y: y)
      }
    }
    self.init(bounds: b, values: v)
  }

  /// The mask `255 · alpha` of a bitmap placed with its pixel (0, 0) at device `(x, y)`.
  @_spi(Painting) public init(
    alphaOf bitmap: PremultipliedRGBA8Bitmap, originX x: Int, originY y: Int
  ) {
    var v = [UInt16](repeating: 0, count: bitmap.width * bitmap.height)
    let w = bitmap.width
    bitmap.withUnsafePixelRows { row, pixels in
      for i in 0..<w { v[row * w + i] = UInt16(pixels[i] >> 24) * 255 }
    }
    self.init(bounds: PixelRect(x: x, y: y, width: w, height: bitmap.height), values: v)
  }

  /// The definition of one value of a rounded rectangle's mask.
  static func roundedRectValue(_ s: RoundedRectShape, x: Int, y: Int) -> UInt16 {
    // 8-bit coverage of the column and of the row, each an exact overlap length.
    let cx = max(0, min(Double(x + 1), s.x1) - max(Double(x), s.x0))
    let cy = max(0, min(Double(y + 1), s.y1) - max(Double(y), s.y0))
    let product = UInt16(coverageByte(cx) * coverageByte(cy))
    guard s.isInCornerSquare(x: x, y: y) else { return product }
    return min(product, UInt16(s.referenceCoverage(x: x, y: y)) * 255)
  }
}

extension RoundedRectShape {
  /// Whether the centre of pixel `(x, y)` lies in one of the corner squares.
  func isInCornerSquare(x: Int, y: Int) -> Bool {
    let (left, right) = activeCornerRadii(y)
    let pcx = Double(x) + 0.5
    return (left > 0 && pcx < x0 + left) || (right > 0 && pcx > x1 - right)
  }
}
