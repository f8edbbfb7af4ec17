extension Tableau {
  /// Starts a new equation `0 = constant + Σ terms`, to be written in parametric symbols.
  /// Rows of basic symbols merge into the scratch as they come; parametric symbols wait in a
  /// short list and merge in once, when the equation is finished.
  mutating func beginEquation(constant: Double) {
    pendingConstant = constant
    pendingCount = 0
    singleCount = 0
  }

  /// Adds `coefficient · symbol` to the equation, replacing a basic symbol by its row.
  mutating func addTerm(_ coefficient: Double, _ symbol: Int32) {
    let slot = rowOf[symbol]
    if slot >= 0 {
      pendingConstant += coefficient * rows[slot].constant
      mergeIntoPending(cells(ofSlot: slot), times: coefficient)
    } else {
      spareSingles.reserveUnwritten(singleCount + 1)
      spareSingles[singleCount] = Cell(symbol: symbol, node: -1, coefficient: coefficient)
      singleCount += 1
    }
  }

  private mutating func mergeIntoPending(
    _ cells: UnsafeMutableBufferPointer<Cell>, times factor: Double
  ) {
    let needed = pendingCount + cells.count
    reserveScratch(needed)
    spare.reserveUnwritten(needed)
    pendingCount = mergeCells(
      pendingCells, skipping: -1, cells, times: factor, into: spare.base, added: { _ in -1 },
      dropped: { _ in })
    swap(&scratch, &spare)
  }

  /// Inserts the parametric terms, and makes the equation's constant non-negative, negating
  /// the whole equation if needed.
  mutating func finishEquation() {
    reserveScratch(pendingCount + singleCount)
    for index in 0..<singleCount { insertIntoPending(spareSingles[index]) }
    pendingConstant = snapped(pendingConstant)
    guard pendingConstant < 0 else { return }
    pendingConstant = -pendingConstant
    for index in 0..<pendingCount { scratch[index].coefficient.negate() }
  }

  /// Adds one cell to the sorted pending cells, in place (the scratch has room).
  private mutating func insertIntoPending(_ cell: Cell) {
    let cells = scratch.base
    var low = 0
    var high = pendingCount
    while low < high {
      let middle = (low + high) >> 1
      if cells[middle].symbol < cell.symbol { low = middle + 1 } else { high = middle }
    }
    let tail = pendingCount - low
    if low < pendingCount && cells[low].symbol == cell.symbol {
      cells[low].coefficient += cell.coefficient
      if abs(cells[low].coefficient) < nearZero {
        (cells + low).update(from: cells + low + 1, count: tail - 1)
        pendingCount -= 1
      }
    } else if abs(cell.coefficient) >= nearZero {
      (cells + low + 1).update(from: cells + low, count: tail)
      cells[low] = cell
      pendingCount += 1
    }
  }

  /// The finished equation's cells.
  var pendingCells: UnsafeMutableBufferPointer<Cell> {
    UnsafeMutableBufferPointer(start: scratch.base, count: pendingCount)
  }

  /// Solves the finished equation for `subject` and adds it as that symbol's row.
  mutating func insertPending(solvedFor subject: Int32) {
    let pending = pendingCells
    let scale = -1 / pending[Self.index(of: subject, in: pending)!].coefficient
    let slot = addRow(
      basic: subject, constant: snapped(pendingConstant * scale), scratchCount: pendingCount,
      skipping: subject, scale: scale)
    substitute(subject, bySlot: slot)
  }

  /// Adds the finished equation as the row of `basic`, a new symbol: `basic = constant + Σ`.
  @discardableResult
  mutating func insertPending(asRowOf basic: Int32) -> Int32 {
    addRow(basic: basic, constant: pendingConstant, scratchCount: pendingCount)
  }
}
