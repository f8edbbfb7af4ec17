// RoundedRectShape as tight row spans (see RowSpans): which pixels of a row the arc really cuts.
//
// Within a corner's square, coverage is monotonic along a row: on the left corner it never
// decreases left to right, on the right corner it never increases. Every step of the per-pixel
// formula is a monotonic floating-point operation of the column (pixel centre − circle centre,
// its square, the sum with the row's dy², the square root, r − d + ½, the clamps, min with the
// area, the rounding to a byte), and IEEE arithmetic is monotonic, so the computed bytes are
// monotonic too, not just the exact values. Hence:
// - the zeros outside the arc end at the first non-zero column: one zero checks them all;
// - once a column reaches the row's interior value `c = byte(cy)` it stays there, because no
//   pixel exceeds its area `cy`: one `c` checks the rest of the square.
// The circle's crossings (d = r + ½, where coverage starts; d = r + ½ − cy, where it reaches
// cy) estimate the few columns to evaluate; they are evaluated together (independent square
// roots pipeline), and the two checks at the ends make the estimate irrelevant to the result:
// when a check fails, the scan simply continues. Every value comes from `pixelCoverage`, the
// reference's arithmetic.

extension RoundedRectShape: SpanCoverageShape {
  @_spi(Painting) public func rowSpans(y py: Int, edges: UnsafeMutablePointer<UInt8>) -> RowSpans {
    guard py >= bounds.minY, py < bounds.maxY else { return .empty }
    let cy = rowCoverage(py)
    let c = UInt8(coverageByte(cy))
    // No pixel covers more than its row's share cy, so a row whose cy rounds to 0 is empty.
    guard c != 0 else { return .empty }
    let bx0 = bounds.minX
    let bx1 = bounds.maxX
    let (left, leftCentreY, leftEnd, right, rightCentreY, rightStart) = rowCorners(py)
    // Columns [innerStart, innerEnd) are in no corner square and wholly inside: exactly `c`.
    let innerStart = Swift.max(columns.fullX0, leftEnd)
    let innerEnd = Swift.min(columns.fullX1, rightStart)
    @inline(__always) func value(_ px: Int) -> UInt8 {
      pixelCoverage(px, py, cy: cy, left: left, right: right)
    }
    guard innerEnd > innerStart else {
      // Narrow: no column is known to be `c`; every pixel is an edge pixel.
      for px in bx0..<bx1 { edges[px - bx0] = value(px) }
      return RowSpans(x0: bx0, interiorX0: bx1, interiorX1: bx1, x1: bx1, interiorCoverage: 0)
    }

    // Left: zeros, the cut pixels, then `c` up to the first full column.
    var start = bx0
    var interiorStart = innerStart
    if leftEnd > bx0 && leftEnd == innerStart {
      (start, interiorStart) = leftCorner(
        py, cy: cy, c: c, r: left, centreY: leftCentreY, right: right, from: bx0, to: leftEnd,
        edges: edges)
    } else if leftEnd > bx0 {
      // A partial column the square does not reach lies after it: every column up to the
      // first full one is an edge (the square's zeros are still skipped).
      var k = bx0
      while k < leftEnd && value(k) == 0 { k += 1 }
      start = k
      for px in start..<innerStart { edges[px - start] = value(px) }
    } else {
      for px in bx0..<innerStart { edges[px - bx0] = value(px) }
    }
    let leftCount = interiorStart - start

    // Right: the mirror image, written after the left values.
    var end = bx1
    var interiorEnd = innerEnd
    let rightEdges = edges + leftCount
    if rightStart < bx1 && rightStart == innerEnd {
      (interiorEnd, end) = rightCorner(
        py, cy: cy, c: c, r: right, centreY: rightCentreY, left: left, from: rightStart, to: bx1,
        edges: rightEdges)
    } else if rightStart < bx1 {
      var k = bx1
      while k > rightStart && value(k - 1) == 0 { k -= 1 }
      end = k
      for px in innerEnd..<end { rightEdges[px - innerEnd] = value(px) }
    } else {
      for px in innerEnd..<bx1 { rightEdges[px - innerEnd] = value(px) }
    }
    return RowSpans(
      x0: start, interiorX0: interiorStart, interiorX1: interiorEnd, x1: end, interiorCoverage: c)
  }

  @_spi(Painting) public var repeatingRows: Range<Int> { straightRows }

  /// Which corner band, top (1) or bottom (2), row `py`'s left (bits 0–1) and right (bits 2–3)
  /// corner squares are in, 0 for none: the one place the choice is made, as activeCornerRadii
  /// and pixelCoverage make it. Rows with the same bands are in the same squares.
  @inline(__always) func cornerBands(_ py: Int) -> Int {
    let pcy = Double(py) + 0.5
    let left = pcy < y0 + rTL ? 1 : (pcy > y1 - rBL ? 2 : 0)
    let right = pcy < y0 + rTR ? 1 : (pcy > y1 - rBR ? 2 : 0)
    return left | right << 2
  }

  /// The corner squares row `py` is in (see ``cornerBands(_:)``): each side's radius (0: none)
  /// and circle centre y, and its columns, `bounds.minX ..< leftEnd` on the left and
  /// `rightStart ..< bounds.maxX` on the right (empty where there is none).
  @inline(__always) func rowCorners(_ py: Int) -> (
    left: Double, leftCentreY: Double, leftEnd: Int, right: Double, rightCentreY: Double,
    rightStart: Int
  ) {
    /// One side's square in `band`: its radius, circle centre y and column (none: radius 0).
    @inline(__always) func square(
      _ band: Int, top: Double, bottom: Double, topColumn: Int, bottomColumn: Int
    ) -> (radius: Double, centreY: Double, column: Int) {
      switch band {
      case 1: (top, y0 + top, topColumn)
      case 2: (bottom, y1 - bottom, bottomColumn)
      default: (0, 0, 0)
      }
    }
    let bands = cornerBands(py)
    let left = square(
      bands & 3, top: rTL, bottom: rBL, topColumn: columns.leftEndTop,
      bottomColumn: columns.leftEndBottom)
    let right = square(
      bands >> 2, top: rTR, bottom: rBR, topColumn: columns.rightStartTop,
      bottomColumn: columns.rightStartBottom)
    let bx0 = bounds.minX
    let bx1 = bounds.maxX
    let leftEnd = left.radius > 0 ? Swift.min(Swift.max(left.column, bx0), bx1) : bx0
    let rightStart = right.radius > 0 ? Swift.max(Swift.min(right.column, bx1), leftEnd) : bx1
    return (left.radius, left.centreY, leftEnd, right.radius, right.centreY, rightStart)
  }

  // MARK: - Corners

  /// The left corner square `from ..< to` of row `py` (radius `r`, circle centre
  /// `(x0 + r, centreY)`): its first non-zero column, and the first column from which every
  /// column up to `to` is `c`. Values of the columns between go to `edges[0...]`.
  @inline(__always) func leftCorner(
    _ py: Int, cy: Double, c: UInt8, r: Double, centreY: Double, right: Double, from: Int, to: Int,
    edges: UnsafeMutablePointer<UInt8>
  ) -> (start: Int, interiorStart: Int) {
    let centreX = x0 + r
    let dy = Double(py) + 0.5 - centreY
    let dy2 = dy * dy
    @inline(__always) func value(_ px: Int) -> UInt8 {
      cornerCoverage(px, cy: cy, r: r, centreX: centreX, dy2: dy2)
    }
    // Estimates: the last zero column (centre left of d = r + ½) and one past the first `c`
    // column (centre right of d = r + ½ − cy, where r − d + ½ = cy). At least one column.
    var a = from
    var b = to
    let t0 = (r + 0.5) * (r + 0.5) - dy2
    if t0 > 0 { a = floorToInt(centreX - t0.squareRoot() - 0.5) }
    a = Swift.min(Swift.max(a, from), to - 1)
    let rc = r + 0.5 - cy
    let t1 = rc * rc - dy2
    if rc > 0 && t1 > 0 { b = ceilToInt(centreX - t1.squareRoot() - 0.5) + 1 }
    b = Swift.min(Swift.max(b, a + 1), to)
    for k in a..<b { edges[k - a] = value(k) }
    if a > from && edges[0] != 0 {
      // Check failed: the first column evaluated is not zero. Extend leftwards to a zero.
      var s = a
      while s > from && value(s - 1) != 0 { s -= 1 }
      var i = b - a - 1
      while i >= 0 {
        edges[i + a - s] = edges[i]
        i -= 1
      }
      for px in s..<a { edges[px - s] = value(px) }
      a = s
    }
    var z = 0
    while a + z < b && edges[z] == 0 { z += 1 }
    var k = a + z
    while k < b && edges[k - a] != c { k += 1 }
    if k == b {
      // Check failed (no `c` yet, and the square goes on): keep scanning.
      while k < to {
        let v = value(k)
        if v == c { break }
        edges[k - a] = v
        k += 1
      }
      while a + z < k && edges[z] == 0 { z += 1 }
    }
    if z > 0 { for i in 0..<(k - a - z) { edges[i] = edges[z + i] } }
    return (a + z, k)
  }

  /// The right corner square `from ..< to` of row `py` (radius `r`, circle centre
  /// `(x1 − r, centreY)`): the first column after the `c` ones, and one past the last non-zero
  /// column. Values of the columns between go to `edges[0...]`.
  @inline(__always) func rightCorner(
    _ py: Int, cy: Double, c: UInt8, r: Double, centreY: Double, left: Double, from: Int, to: Int,
    edges: UnsafeMutablePointer<UInt8>
  ) -> (interiorEnd: Int, end: Int) {
    let centreX = x1 - r
    let dy = Double(py) + 0.5 - centreY
    let dy2 = dy * dy
    @inline(__always) func value(_ px: Int) -> UInt8 {
      cornerCoverage(px, cy: cy, r: r, centreX: centreX, dy2: dy2)
    }
    // Estimates: the last `c` column and one past the first zero column. At least one column.
    var a = from
    var b = to
    let rc = r + 0.5 - cy
    let t1 = rc * rc - dy2
    if rc > 0 && t1 > 0 { a = floorToInt(centreX + t1.squareRoot() - 0.5) }
    a = Swift.min(Swift.max(a, from), to - 1)
    let t0 = (r + 0.5) * (r + 0.5) - dy2
    if t0 > 0 { b = ceilToInt(centreX + t0.squareRoot() - 0.5) + 1 }
    b = Swift.min(Swift.max(b, a + 1), to)
    for k in a..<b { edges[k - a] = value(k) }
    if b < to && edges[b - 1 - a] != 0 {
      // Check failed: the last column evaluated is not zero. Extend rightwards to a zero.
      while b < to {
        let v = value(b)
        edges[b - a] = v
        b += 1
        if v == 0 { break }
      }
    }
    if a > from && edges[0] != c {
      // Check failed: the first column evaluated is not `c`. Extend leftwards to a `c`.
      var s = a
      while s > from && value(s - 1) != c { s -= 1 }
      if s < a {
        var i = b - a - 1
        while i >= 0 {
          edges[i + a - s] = edges[i]
          i -= 1
        }
        for px in s..<a { edges[px - s] = value(px) }
        a = s
      }
    }
    var e = b
    while e > a && edges[e - 1 - a] == 0 { e -= 1 }
    var k = a  // the first column after the `c` ones
    while k < e && edges[k - a] == c { k += 1 }
    if k > a { for i in 0..<(e - k) { edges[i] = edges[k - a + i] } }
    return (k, e)
  }

  /// `pixelCoverage` of a column known to lie in a corner square whose circle has radius `r`,
  /// centre x `centreX` and, on this row, `dy²` (the same expressions in the same order, without
  /// choosing the corner again): `byte(min(cx · cy, clamp(r − √(dx² + dy²) + ½, 0, 1)))`.
  @inline(__always) func cornerCoverage(
    _ px: Int, cy: Double, r: Double, centreX: Double, dy2: Double
  ) -> UInt8 {
    let cx = Swift.max(0, Swift.min(Double(px + 1), x1) - Swift.max(Double(px), x0))
    let area = cx * cy
    let dx = Double(px) + 0.5 - centreX
    let v = r - (dx * dx + dy2).squareRoot() + 0.5
    // clamp(v, 0, 1) and min(area, arc) spelled as x86's minsd (a < b ? a : b) and maxsd
    // (a > b ? a : b): Swift.min and max compile to branches here, which the pixels along an arc
    // mispredict. Same bytes: they differ only in the sign of a zero, and v is never NaN. The
    // result lies in [0, 1], where coverageByte is m · 255 + ½ truncated.
    let clipped = v < 1 ? v : 1
    let arc = clipped > 0 ? clipped : 0
    let m = area < arc ? area : arc
    return UInt8(truncatingIfNeeded: Int32(m * 255 + 0.5))
  }

  // MARK: - Rows

  /// Rows that are wholly inside the shape vertically and in no corner square: all their spans
  /// are the same. Computed by estimate, then nudged with the exact per-row predicates.
  internal var straightRows: Range<Int> {
    guard !bounds.isEmpty else { return 0..<0 }
    func straight(_ py: Int) -> Bool {
      rowCoverage(py) == 1 && activeCornerRadii(py) == (0, 0)
    }
    let top = Swift.max(rTL, rTR)
    let bottom = Swift.max(rBL, rBR)
    let lo = bounds.minY
    let hi = bounds.maxY
    func clamp(_ v: Double) -> Int {
      v.isFinite ? Swift.min(Swift.max(floorToInt(v), lo), hi) : lo
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
}
