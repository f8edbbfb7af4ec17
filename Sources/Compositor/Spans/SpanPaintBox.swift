@_spi(Painting) import Raster

/// A span paint in a box the painter reads through an unretained reference, each kind its own
/// subclass holding its paint in place. Fetching through the `SpanPaint` enum copied the paint
/// out of it first (its payload cannot be read in place), retaining and releasing the paint's
/// storage (an image's pixels, its column table) on every row fetched.
class SpanPaintBox: @unchecked Sendable {
  /// The box for `paint`; nil for a group, whose colours come from its layer.
  static func make(_ paint: SpanPaint) -> SpanPaintBox? {
    switch paint {
    case .image(let p): Boxed(p)
    case .gradient(let p): Boxed(p)
    case .bitmap(let p): Boxed(p)
    case .backdrop(let p): Boxed(p)
    case .group: nil
    }
  }

  /// Colours of columns `x0 ..< x0 + count` of row `y`.
  func fetchRow(y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
    preconditionFailure("overridden by each kind")
  }

  private final class Boxed<Paint: PaintSource>: SpanPaintBox, @unchecked Sendable {
    let paint: Paint

    init(_ paint: Paint) { self.paint = paint }

    override func fetchRow(y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
      paint.fetchRow(y: y, x0: x0, count: count, into: out)
    }
  }
}
