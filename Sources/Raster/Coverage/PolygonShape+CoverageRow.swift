import Foundation

// PolygonShape's scan converter: signed-area accumulation, one row band at a time.
//
// For one edge piece inside the row band [y, y + 1], running from x = lo to x = hi (in either
// direction) over a signed height d (+ downwards, − upwards), the coverage it adds to column i
// (pixel [i, i + 1)) is d times the mean, over the piece, of how much of the pixel lies right
// of the edge:
//
//     cov(i) = d · (R(i + 1) − R(i)),   R(c) = mean over the piece of max(0, c − x)
//                                            = 0                    for c ≤ lo
//                                            = (c − lo)² / 2(hi − lo)  for lo ≤ c ≤ hi
//                                            = c − (lo + hi) / 2     for c ≥ hi
//
// so cov(i) = 0 left of the piece and d right of it. A pixel's coverage is the sum over all
// edge pieces, which is the integral of the winding number over the pixel (Green's theorem),
// the same quantity the reference clips and measures. The row buffer accumulates the
// differences cov(i) − cov(i − 1), so each edge touches only the columns it crosses plus one,
// and one running sum across the row gives every pixel.

extension PolygonShape {
  @_spi(Painting) public func coverageRow(
    y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt8>, scratch: RasterScratch
  ) {
    // Columns outside the bounds are 0; the accumulation runs over a ..< a + n only.
    guard count > 0,
      let (a, b) = boundedColumns(y: y, x0: x0, count: count, zeroing: out).map({
        ($0.lowerBound, $0.upperBound)
      })
    else { return }
    if a > x0 { out.update(repeating: 0, count: a - x0) }
    if x0 + count > b { (out + (b - x0)).update(repeating: 0, count: x0 + count - b) }

    let n = b - a
    let acc = scratch.accumulation
    acc.update(repeating: 0, count: n + 1)
    let top = Double(y)
    let bottom = Double(y + 1)
    let edges = table.view
    // The cells each piece wrote, first ... last, on the stack: the scratch's ranges may be a
    // caller's (the span painter scans paths into them while a polygon fill is asked for a row).
    withUnsafeTemporaryAllocation(
      of: SIMD2<Int32>.self, capacity: Swift.max(1, table.maximumBandCount)
    ) { buffer in
      let touched = buffer.baseAddress!
      var pieces = 0
      for k in edges.band(of: y) {
        let e = edges.edge(k)
        let t = Swift.max(e.y0, top)
        let u = Swift.min(e.y1, bottom)
        guard u > t else { continue }
        guard
          let (first, last) = accumulateEdgePiece(
            xTop: e.x(at: t), xBottom: e.x(at: u), height: (u - t) * e.winding, x0: a, count: n,
            into: acc)
        else { continue }
        // Kept in order of their first cell (a row crosses a handful of edges).
        var j = pieces
        while j > 0 && Int(touched[j - 1].x) > first {
          touched[j] = touched[j - 1]
          j -= 1
        }
        touched[j] = SIMD2(Int32(truncatingIfNeeded: first), Int32(truncatingIfNeeded: last))
        pieces += 1
      }
      // Running sum: the integral of the winding number over each pixel. Between the cells the
      // pieces wrote, every cell is zero and the sum stays as it is (but for the sign of a zero),
      // so those pixels are one byte, written at once: a wide polygon's middle.
      var sum = 0.0
      let row = out + (a - x0)
      var k = 0
      var j = 0
      while k < n {
        let next = j < pieces ? Swift.min(Swift.max(Int(touched[j].x), k), n) : n
        if next > k {
          (row + k).update(
            repeating: UInt8(truncatingIfNeeded: coverageByte(abs(sum))), count: next - k)
          k = next
          continue
        }
        // The touched cells from here: this piece's and those overlapping or adjoining it.
        var end = Int(touched[j].y)
        j += 1
        while j < pieces && Int(touched[j].x) <= end + 1 {
          end = Swift.max(end, Int(touched[j].y))
          j += 1
        }
        let stop = Swift.min(end + 1, n)
        while k < stop {
          sum += Double(acc[k])
          row[k] = UInt8(truncatingIfNeeded: coverageByte(abs(sum)))
          k += 1
        }
      }
    }
  }

  @_spi(Painting) public func rowExtent(y: Int) -> RowExtent {
    guard y >= bounds.minY, y < bounds.maxY else { return .empty }
    let c = table.crossings(ofRow: y)
    guard c.minX <= c.maxX else { return .empty }
    let x0 = Swift.max(bounds.minX, Int(c.minX.rounded(.down)))
    let x1 = Swift.min(bounds.maxX, Int(c.maxX.rounded(.up)))
    guard x1 > x0 else { return .empty }
    // A convex shape's left boundary is a convex function of height and its right boundary a
    // concave one, so across the band the cross-section is narrowest at the top or bottom line:
    // pixels inside both lines' cross-sections are wholly covered (area 1, coverage 255). Both
    // lines must cross the shape (edges reach them); 10⁻⁶ px of slack keeps rounding on the safe
    // side (a sliver that small cannot lower a pixel's byte below 255).
    guard isConvex, c.leftTop <= c.rightTop, c.leftBottom <= c.rightBottom else {
      return RowExtent(x0: x0, x1: x1)
    }
    let slack = 1e-6
    let ix0 = Swift.max(x0, Int((Swift.max(c.leftTop, c.leftBottom) + slack).rounded(.up)))
    let ix1 = Swift.min(x1, Int((Swift.min(c.rightTop, c.rightBottom) - slack).rounded(.down)))
    guard ix1 > ix0 else { return RowExtent(x0: x0, x1: x1) }
    return RowExtent(x0: x0, x1: x1, interiorX0: ix0, interiorX1: ix1, interiorCoverage: 255)
  }
}
