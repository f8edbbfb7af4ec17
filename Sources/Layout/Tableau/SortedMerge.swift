/// Writes the sorted cells `a` plus `factor` times the sorted cells `b` into `out` (room for
/// `a.count + b.count`), sorted, leaving out `skipped` from `a` and any sum within ``nearZero``
/// of zero, and returns how many cells it wrote. A cell only `b` has gets its node from
/// `added`; a cell of `a` whose sum vanished is passed to `dropped`.
@inline(__always)
func mergeCells(
  _ a: UnsafeMutableBufferPointer<Cell>, skipping skipped: Int32,
  _ b: UnsafeMutableBufferPointer<Cell>, times factor: Double,
  into out: UnsafeMutablePointer<Cell>, added: (Int32) -> Int32, dropped: (Cell) -> Void
) -> Int {
  var count = 0
  var i = 0
  var j = 0
  while i < a.count && j < b.count {
    let x = a[i].symbol
    let y = b[j].symbol
    if x < y {
      if x != skipped {
        out[count] = a[i]
        count += 1
      }
      i += 1
    } else if y < x {
      let coefficient = factor * b[j].coefficient
      if abs(coefficient) >= nearZero {
        out[count] = Cell(symbol: y, node: added(y), coefficient: coefficient)
        count += 1
      }
      j += 1
    } else {
      let coefficient = a[i].coefficient + factor * b[j].coefficient
      if abs(coefficient) >= nearZero {
        out[count] = Cell(symbol: x, node: a[i].node, coefficient: coefficient)
        count += 1
      } else {
        dropped(a[i])
      }
      i += 1
      j += 1
    }
  }
  while i < a.count {
    if a[i].symbol != skipped {
      out[count] = a[i]
      count += 1
    }
    i += 1
  }
  while j < b.count {
    let coefficient = factor * b[j].coefficient
    if abs(coefficient) >= nearZero {
      out[count] = Cell(symbol: b[j].symbol, node: added(b[j].symbol), coefficient: coefficient)
      count += 1
    }
    j += 1
  }
  return count
}
