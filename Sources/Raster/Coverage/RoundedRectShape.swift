import Foundation
import Geometry

/// An axis-aligned rounded rectangle in device pixels, covered analytically: the shape of most
/// layers, their clips and their shadows.
///
/// Coverage of pixel `(px, py)`, which spans `[px, px + 1) × [py, py + 1)`:
/// - straight parts: the exact overlap area `cx · cy`, where `cx` is the length of
///   `[px, px + 1] ∩ [minX, maxX]` and `cy` likewise;
/// - a pixel whose centre lies in a corner's `r × r` square: `min(cx · cy, clamp(r − d + ½, 0, 1))`
///   where `d` is the distance from the pixel centre to the corner's circle centre — the
///   signed-distance estimate of the arc's area, which meets the straight edges' value where the
///   arc meets them;
/// - quantised once to 0…255 with ``coverageByte(_:)``.
///
/// The plain definition is `referenceCoverage` in Reference/ReferenceRoundedRectCoverage.swift;
/// this type computes the same numbers a row at a time and tells kernels where the row's
/// constant interior is. Non-finite geometry gives an empty shape (drawing it is a no-op).
@_spi(Painting) public struct RoundedRectShape: CoverageShape {
  /// The shape, in device pixels.
  @_spi(Painting) public let roundedRect: RoundedRect
  @_spi(Painting) public let bounds: PixelRect
  // Edges and radii as Doubles, read per pixel.
  @usableFromInline let x0: Double, y0: Double, x1: Double, y1: Double
  @usableFromInline let rTL: Double, rTR: Double, rBR: Double, rBL: Double
  /// Column facts that row spans use on every row, worked out once (see RoundedRectShape+Spans).
  let columns: CornerColumns

  /// Coordinates are clamped to ±2²⁴ px so that absurd (but finite) geometry cannot overflow the
  /// integer pixel maths; no bitmap is near that size.
  @_spi(Painting) public init(_ input: RoundedRect) {
    let valid = input.isFinite && !input.isEmpty
    let rr = valid ? Self.clamped(input) : input
    roundedRect = rr
    bounds = valid ? PixelRect(covering: rr.rect) : .zero
    x0 = Double(rr.rect.minX)
    y0 = Double(rr.rect.minY)
    x1 = Double(rr.rect.maxX)
    y1 = Double(rr.rect.maxY)
    rTL = Double(rr.radii.topLeft)
    rTR = Double(rr.radii.topRight)
    rBR = Double(rr.radii.bottomRight)
    rBL = Double(rr.radii.bottomLeft)
    columns =
      valid
      ? CornerColumns(x0: x0, x1: x1, radii: (rTL, rTR, rBR, rBL)) : CornerColumns.none
  }

  static func clamped(_ rr: RoundedRect) -> RoundedRect {
    let limit: CGFloat = 16_777_216
    let r = rr.rect
    guard r.minX < -limit || r.minY < -limit || r.maxX > limit || r.maxY > limit else { return rr }
    let x0 = max(-limit, r.minX)
    let y0 = max(-limit, r.minY)
    let x1 = min(limit, r.maxX)
    let y1 = min(limit, r.maxY)
    return RoundedRect(rect: CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), radii: rr.radii)
  }

  /// A plain rectangle.
  @_spi(Painting) public init(rect: CGRect) { self.init(RoundedRect(rect: rect)) }

  @_spi(Painting) public func referenceCoverage(x: Int, y: Int) -> UInt8 {
    guard bounds.contains(x: x, y: y) else { return 0 }
    return referenceRoundedRectCoverage(
      x: x, y: y, x0: x0, y0: y0, x1: x1, y1: y1, radii: (rTL, rTR, rBR, rBL))
  }

  // MARK: - Rows

  /// Vertical overlap of row `py` with the shape, 0…1.
  @inline(__always) func rowCoverage(_ py: Int) -> Double {
    let top = Swift.max(Double(py), y0)
    let bottom = Swift.min(Double(py + 1), y1)
    return Swift.max(0, bottom - top)
  }

  /// The radii of the left and right corners whose squares row `py`'s pixel centres fall in
  /// (0 when the row is in neither the top nor the bottom corner band).
  @inline(__always) func activeCornerRadii(_ py: Int) -> (left: Double, right: Double) {
    let cy = Double(py) + 0.5
    let left = cy < y0 + rTL ? rTL : (cy > y1 - rBL ? rBL : 0)
    let right = cy < y0 + rTR ? rTR : (cy > y1 - rBR ? rBR : 0)
    return (left, right)
  }

  /// Coverage of one pixel; the same arithmetic as the reference, in the same order.
  @inline(__always) func pixelCoverage(
    _ px: Int, _ py: Int, cy: Double, left: Double, right: Double
  ) -> UInt8 {
    let cx = Swift.max(0, Swift.min(Double(px + 1), x1) - Swift.max(Double(px), x0))
    let area = cx * cy
    let pcx = Double(px) + 0.5
    let pcy = Double(py) + 0.5
    var r = 0.0
    var ccx = 0.0
    var ccy = 0.0
    if left > 0 && pcx < x0 + left {
      r = left
      ccx = x0 + left
      ccy = pcy < y0 + rTL ? y0 + rTL : y1 - rBL
    } else if right > 0 && pcx > x1 - right {
      r = right
      ccx = x1 - right
      ccy = pcy < y0 + rTR ? y0 + rTR : y1 - rBR
    }
    if r > 0 {
      let dx = pcx - ccx
      let dy = pcy - ccy
      let arc = Swift.max(0, Swift.min(1, r - (dx * dx + dy * dy).squareRoot() + 0.5))
      return UInt8(coverageByte(Swift.min(area, arc)))
    }
    return UInt8(coverageByte(area))
  }

  @_spi(Painting) public func rowExtent(y py: Int) -> RowExtent {
    guard py >= bounds.minY, py < bounds.maxY else { return .empty }
    let cy = rowCoverage(py)
    let (left, right) = activeCornerRadii(py)
    // Columns whose centres lie in a corner square: px + ½ < x0 + left, px + ½ > x1 − right.
    // The estimates are nudged until the float predicates used per pixel agree, so no interior
    // column can be one the per-pixel code would treat as a corner.
    var cornerLeftEnd = Int.min
    var cornerRightStart = Int.max
    if left > 0 {
      cornerLeftEnd = Int((x0 + left - 0.5).rounded(.up))
      while Double(cornerLeftEnd) + 0.5 < x0 + left { cornerLeftEnd += 1 }
    }
    if right > 0 {
      cornerRightStart = Int((x1 - right - 0.5).rounded(.down)) + 1
      while Double(cornerRightStart - 1) + 0.5 > x1 - right { cornerRightStart -= 1 }
    }
    // Columns fully inside [x0, x1]: px ≥ x0 and px + 1 ≤ x1.
    let inner0 = Swift.max(Int(x0.rounded(.up)), cornerLeftEnd)
    let inner1 = Swift.min(Int(x1.rounded(.down)), cornerRightStart)
    if inner1 > inner0 {
      return RowExtent(
        x0: bounds.minX, x1: bounds.maxX, interiorX0: inner0, interiorX1: inner1,
        interiorCoverage: UInt8(coverageByte(cy)))
    }
    return RowExtent(x0: bounds.minX, x1: bounds.maxX)
  }

  @_spi(Painting) public func coverageRow(
    y py: Int, x0 start: Int, count: Int, into out: UnsafeMutablePointer<UInt8>,
    scratch: RasterScratch
  ) {
    let extent = rowExtent(y: py)
    let end = start + count
    guard !extent.isEmpty, extent.x1 > start, extent.x0 < end else {
      out.update(repeating: 0, count: count)
      return
    }
    let cy = rowCoverage(py)
    let (left, right) = activeCornerRadii(py)
    var px = start
    // Left of the shape.
    while px < Swift.min(extent.x0, end) {
      out[px - start] = 0
      px += 1
    }
    // Left edge and corner, per pixel.
    let interiorEnd = Swift.min(extent.interiorX1, end)
    if extent.hasInterior {
      while px < Swift.min(extent.interiorX0, end) {
        out[px - start] = pixelCoverage(px, py, cy: cy, left: left, right: right)
        px += 1
      }
      if px < interiorEnd {
        (out + (px - start)).update(repeating: extent.interiorCoverage, count: interiorEnd - px)
        px = interiorEnd
      }
    }
    // Right edge and corner (or the whole row when there is no interior).
    while px < Swift.min(extent.x1, end) {
      out[px - start] = pixelCoverage(px, py, cy: cy, left: left, right: right)
      px += 1
    }
    while px < end {
      out[px - start] = 0
      px += 1
    }
  }
}
