/// Coefficients and constants smaller than this are zero: layout works in points, and the
/// tableau's rounding errors sit many orders of magnitude below it.
let nearZero = 1e-8

/// `value`, or exactly zero when it is within ``nearZero`` of it.
@inline(__always)
func snapped(_ value: Double) -> Double {
  abs(value) < nearZero ? 0 : value
}

/// A parametric symbol of a row, its coefficient, and the node that lists the row in the
/// symbol's column.
struct Cell {
  var symbol: Int32
  var node: Int32
  var coefficient: Double
}

/// One row of the tableau: `basic = constant + Σ coefficient · symbol` over its cells, which
/// sit sorted by symbol, none zero, in a block of the cell arena of `sizeClass`.
/// A free slot has basic symbol -1.
struct Row {
  var basic: Int32
  var start: Int32
  var count: Int32
  var sizeClass: Int32
  var constant: Double
}

/// One entry of a column: the slot of a row that holds the column's symbol, linked to the
/// column's other entries.
struct ColumnNode {
  var slot: Int32
  var previous: Int32
  var next: Int32
}
