internal import CPixelKernels

// Many rows of a rounded rectangle at once: what a table of its corner rows is built from.
// Rows in both corner squares of one corner band (the same circles and columns on every row)
// go to the corner kernel together, which evaluates four of them at a time where the CPU has
// AVX2 (WideKernels); any other row is ``rowSpans(y:edges:)`` itself. Same spans, same values.

extension RoundedRectShape {
  /// Row `py`'s corner squares, when both its corners are cut by their arcs as
  /// ``rowSpans(y:edges:)`` handles it most often: nil for every other row.
  private func cornerSquares(_ py: Int) -> curtain_corner_shape? {
    let (left, leftCentreY, leftEnd, right, rightCentreY, rightStart) = rowCorners(py)
    guard left > 0, right > 0 else { return nil }
    let bx0 = bounds.minX
    let bx1 = bounds.maxX
    let innerStart = Swift.max(columns.fullX0, leftEnd)
    let innerEnd = Swift.min(columns.fullX1, rightStart)
    guard innerEnd > innerStart, leftEnd > bx0, leftEnd == innerStart, rightStart < bx1,
      rightStart == innerEnd
    else { return nil }
    return curtain_corner_shape(
      x0: x0, x1: x1, left_radius: left, left_centre_y: leftCentreY, left_from: Int64(bx0),
      left_to: Int64(leftEnd), right_radius: right, right_centre_y: rightCentreY,
      right_from: Int64(rightStart), right_to: Int64(bx1))
  }

  /// Room ``rowSpans(rows:edges:_:)`` needs for the edge values of `rows`.
  @_spi(Painting) public func edgeCapacity(rows: Range<Int>) -> Int {
    var total = 8
    for py in rows where py >= bounds.minY && py < bounds.maxY {
      if let s = cornerSquares(py) {
        total += Int(s.left_to - s.left_from + s.right_to - s.right_from)
      } else {
        total += bounds.width
      }
    }
    return total
  }

  /// ``rowSpans(y:edges:)`` of every row of `rows`, in order: `body(y, spans, offset)` gets row
  /// `y`'s spans and where its edge values start in `edges`, one row's after another's (room
  /// for ``edgeCapacity(rows:)`` values). Returns the edge values written. `level` names a
  /// version of the corner kernel to use instead of the one in use (for tests).
  @_spi(Painting) public func rowSpans(
    rows: Range<Int>, edges: UnsafeMutablePointer<UInt8>, level: WideKernels.Level? = nil,
    _ body: (Int, RowSpans, Int) -> Void
  ) -> Int {
    let count = rows.count
    guard count > 0 else { return 0 }
    return withUnsafeTemporaryAllocation(of: Double.self, capacity: count) { cy in
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { c in
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: 5 * count) { spans in
          var used = 0
          var py = rows.lowerBound
          while py < rows.upperBound {
            // A run of rows in the same two corner squares goes to the kernel together.
            if let squares = cornerSquares(py) {
              let band = cornerBands(py)
              var n = 0
              while py + n < rows.upperBound {
                let v = rowCoverage(py + n)
                let byte = UInt8(coverageByte(v))
                guard byte != 0, cornerBands(py + n) == band else { break }
                cy[n] = v
                c[n] = byte
                n += 1
              }
              if n > 0 {
                var shape = squares
                let values = WideKernels.cornerRows(
                  &shape, py0: py, count: n, cy: cy.baseAddress!, c: c.baseAddress!,
                  spans: spans.baseAddress!, edges: edges + used, level: level)
                for k in 0..<n {
                  let s = RowSpans(
                    x0: Int(spans[5 * k]), interiorX0: Int(spans[5 * k + 1]),
                    interiorX1: Int(spans[5 * k + 2]), x1: Int(spans[5 * k + 3]),
                    interiorCoverage: c[k])
                  body(py + k, s, used + Int(spans[5 * k + 4]))
                }
                used += values
                py += n
                continue
              }
            }
            let s = rowSpans(y: py, edges: edges + used)
            body(py, s, used)
            used += s.edgeCount
            py += 1
          }
          return used
        }
      }
    }
  }
}
