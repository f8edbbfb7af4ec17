/// Coefficients and constants smaller than this are zero: layout works in points, and the
/// tableau's rounding errors sit many orders of magnitude below it.
let nearZero = 1e-8

/// A parametric symbol of a row and its coefficient.
struct Cell {
  var symbol: Int32
  var coefficient: Double
}

/// One row of the tableau: `basic = constant + Σ coefficient · symbol` over `cells`, which are
/// sorted by symbol and hold no zero coefficient.
struct Row {
  var basic: Int32
  var constant: Double
  var cells: [Cell]

  /// Where `symbol` sits in `cells`, or nil.
  func index(of symbol: Int32) -> Int? {
    var low = 0
    var high = cells.count
    while low < high {
      let middle = (low + high) >> 1
      let found = cells[middle].symbol
      if found == symbol { return middle }
      if found < symbol { low = middle + 1 } else { high = middle }
    }
    return nil
  }

  /// The coefficient of `symbol`, zero when the row does not hold it.
  func coefficient(of symbol: Int32) -> Double {
    index(of: symbol).map { cells[$0].coefficient } ?? 0
  }
}

/// `value`, or exactly zero when it is within ``nearZero`` of it.
@inline(__always)
func snapped(_ value: Double) -> Double {
  abs(value) < nearZero ? 0 : value
}
