import Foundation

// RoundedRectShape as tight row spans (see RowSpans): which pixels of a row the arc really cuts.
//
// Within a corner's square, coverage is monotonic along a row: on the left corner it never
// decreases left to right, on the right corner it never increases. Every step of the per-pixel
// formula is a monotonic floating-point operation of the column (pixel centre − circle centre,
// its square, the sum with the row's dy², the square root, r − d + ½, the clamps, min with the
// area, the rounding to a byte), and IEEE arithmetic is monotonic, so the computed bytes are
// monotonic too, not just the exact values. Two consequences make the spans exact:
// - the zeros left of the arc end at the first non-zero column, found from an estimate of where
//   the circle crosses the row and checked with one evaluation either side;
// - once a column reaches the row's interior value `c = byte(cy)` it stays there, because no
//   pixel exceeds its area `cy`; so the scan stops at the first `c`.
// Only the cut pixels are evaluated (with `pixelCoverage`, the same arithmetic as the reference).

extension RoundedRectShape: SpanCoverageShape {
  package func rowSpans(y py: Int, edges: UnsafeMutablePointer<UInt8>) -> RowSpans {
    guard py >= bounds.minY, py < bounds.maxY else { return .empty }
    let cy = rowCoverage(py)
    let c = UInt8(coverageByte(cy))
    // No pixel covers more than its row's share cy, so a row whose cy rounds to 0 is empty.
    guard c != 0 else { return .empty }
    let (left, right) = activeCornerRadii(py)
    let bx0 = bounds.minX, bx1 = bounds.maxX
    // Columns [fullX0, fullX1) are wholly inside [x0, x1] (cx = 1).
    let fullX0 = Int(x0.rounded(.up)), fullX1 = Int(x1.rounded(.down))
    // The corner squares' columns: [bx0, leftEnd) on the left, [rightStart, bx1) on the right
    // (pixelCoverage tests the left corner first, so the right one starts after it).
    let leftEnd = left > 0 ? Swift.min(Swift.max(leftCornerEnd(left), bx0), bx1) : bx0
    let rightStart = right > 0 ? Swift.max(Swift.min(rightCornerStart(right), bx1), leftEnd) : bx1
    let innerStart = Swift.max(fullX0, leftEnd), innerEnd = Swift.min(fullX1, rightStart)
    @inline(__always) func value(_ px: Int) -> UInt8 {
      pixelCoverage(px, py, cy: cy, left: left, right: right)
    }
    guard innerEnd > innerStart else {
      // Narrow: no column is known to be `c`; every pixel is an edge pixel.
      for px in bx0..<bx1 { edges[px - bx0] = value(px) }
      return RowSpans(x0: bx0, interiorX0: bx1, interiorX1: bx1, x1: bx1, interiorCoverage: 0)
    }

    // Left: zeros, then the cut pixels, up to the first `c` or the first full column.
    var start = bx0
    var interiorStart = innerStart
    if leftEnd > bx0 {
      start = firstNonzero(py, cy: cy, left: left, right: right, from: bx0, to: leftEnd)
      if leftEnd < innerStart {
        // A partial column the square does not reach lies between them: it is an edge pixel,
        // so the interior cannot start inside the square; every column up to it is an edge.
        for px in start..<innerStart { edges[px - start] = value(px) }
      } else {
        var k = start
        while k < leftEnd {
          let v = value(k)
          if v == c { break }
          edges[k - start] = v
          k += 1
        }
        interiorStart = k
      }
    } else {
      for px in bx0..<innerStart { edges[px - bx0] = value(px) }
    }
    let leftCount = interiorStart - start

    // Right: the mirror image, scanned from the outside in; values are then stored left to right.
    var end = bx1
    var interiorEnd = innerEnd
    if rightStart < bx1 {
      end = lastNonzeroEnd(py, cy: cy, left: left, right: right, from: rightStart, to: bx1)
      var k = end
      while k > rightStart && value(k - 1) != c { k -= 1 }
      interiorEnd = rightStart > innerEnd ? innerEnd : k
    }
    let right0 = edges + leftCount
    for px in interiorEnd..<end { right0[px - interiorEnd] = value(px) }
    return RowSpans(
      x0: start, interiorX0: interiorStart, interiorX1: interiorEnd, x1: end, interiorCoverage: c)
  }

  package var repeatingRows: Range<Int> { straightRows }

  // MARK: - Helpers

  /// Rows that are wholly inside the shape vertically and in no corner square: all their spans
  /// are the same. Computed by estimate, then nudged with the exact per-row predicates.
  package var straightRows: Range<Int> {
    guard !bounds.isEmpty else { return 0..<0 }
    func straight(_ py: Int) -> Bool {
      rowCoverage(py) == 1 && activeCornerRadii(py) == (0, 0)
    }
    let top = Swift.max(rTL, rTR), bottom = Swift.max(rBL, rBR)
    let lo = bounds.minY, hi = bounds.maxY
    func clamp(_ v: Double) -> Int {
      v.isFinite ? Swift.min(Swift.max(Int(v.rounded(.down)), lo), hi) : lo
    }
    var a = clamp(Swift.max(y0 + top - 0.5, y0))
    while a > lo && straight(a - 1) { a -= 1 }
    while a < hi && !straight(a) { a += 1 }
    guard a < hi else { return 0..<0 }
    var b = Swift.max(a, clamp(Swift.min(y1 - bottom - 0.5, y1)))
    while b > a && !straight(b - 1) { b -= 1 }
    while b < hi && straight(b) { b += 1 }
    return a..<b
  }

  /// The first column whose centre is not in the left corner square of radius `left`
  /// (`px + ½ ≥ x0 + left`), as `rowExtent` finds it.
  @inline(__always) func leftCornerEnd(_ left: Double) -> Int {
    var end = Int((x0 + left - 0.5).rounded(.up))
    while Double(end) + 0.5 < x0 + left { end += 1 }
    while end > Int.min + 1 && !(Double(end - 1) + 0.5 < x0 + left) { end -= 1 }
    return end
  }

  /// The first column whose centre is in the right corner square (`px + ½ > x1 − right`).
  @inline(__always) func rightCornerStart(_ right: Double) -> Int {
    var start = Int((x1 - right - 0.5).rounded(.down)) + 1
    while Double(start - 1) + 0.5 > x1 - right { start -= 1 }
    while !(Double(start) + 0.5 > x1 - right) { start += 1 }
    return start
  }

  /// The circle centre of the left (or right) corner that row `py` is in.
  @inline(__always) func cornerCentreY(_ py: Int, left: Bool) -> Double {
    let pcy = Double(py) + 0.5
    if left { return pcy < y0 + rTL ? y0 + rTL : y1 - rBL }
    return pcy < y0 + rTR ? y0 + rTR : y1 - rBR
  }

  /// The first column in `from ..< to` (a left corner square) whose coverage is not 0, or `to`.
  func firstNonzero(
    _ py: Int, cy: Double, left: Double, right: Double, from: Int, to: Int
  ) -> Int {
    // The arc's coverage r − d + ½ reaches 0 at d = r + ½: estimate that column, then step.
    let dy = Double(py) + 0.5 - cornerCentreY(py, left: true)
    let t = (left + 0.5) * (left + 0.5) - dy * dy
    var k = from
    if t > 0 {
      let crossing = x0 + left - t.squareRoot()  // pixel centre where d = r + ½
      let estimate = crossing - 0.5
      if estimate.isFinite { k = Swift.min(Swift.max(Int(estimate.rounded(.down)), from), to) }
    }
    // Monotonic: if the column before k is zero, so is every column before it.
    while k > from && pixelCoverage(k - 1, py, cy: cy, left: left, right: right) != 0 { k -= 1 }
    while k < to && pixelCoverage(k, py, cy: cy, left: left, right: right) == 0 { k += 1 }
    return k
  }

  /// One past the last column in `from ..< to` (a right corner square) whose coverage is not 0,
  /// or `from`.
  func lastNonzeroEnd(
    _ py: Int, cy: Double, left: Double, right: Double, from: Int, to: Int
  ) -> Int {
    let dy = Double(py) + 0.5 - cornerCentreY(py, left: false)
    let t = (right + 0.5) * (right + 0.5) - dy * dy
    var k = to
    if t > 0 {
      let crossing = x1 - right + t.squareRoot()
      let estimate = crossing + 0.5
      if estimate.isFinite { k = Swift.min(Swift.max(Int(estimate.rounded(.up)), from), to) }
    }
    while k < to && pixelCoverage(k, py, cy: cy, left: left, right: right) != 0 { k += 1 }
    while k > from && pixelCoverage(k - 1, py, cy: cy, left: left, right: right) == 0 { k -= 1 }
    return k
  }
}
