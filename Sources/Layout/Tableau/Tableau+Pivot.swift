extension Tableau {
  /// Makes `entering` (a parametric symbol of the row in `slot`) basic in that row and the
  /// row's basic symbol parametric, then substitutes the new row wherever `entering` was.
  mutating func pivot(slot: Int32, entering: Int32) {
    var row = rows[slot]
    let leaving = row.basic
    // leaving = k + a·entering + Σ v·s  ⇔  entering = -k/a + (1/a)·leaving + Σ (-v/a)·s
    let old = cells(ofSlot: slot)
    let at = Self.index(of: entering, in: old)!
    let scale = -1 / old[at].coefficient
    let leavingNode = link(leaving, to: slot)
    let leavingCell = Cell(symbol: leaving, node: leavingNode, coefficient: -scale)
    reserveScratch(old.count)
    let out = scratch.base
    var count = 0
    var placed = false
    for index in 0..<old.count where index != at {
      var cell = old[index]
      if !placed && leaving < cell.symbol {
        out[count] = leavingCell
        count += 1
        placed = true
      }
      cell.coefficient *= scale
      out[count] = cell
      count += 1
    }
    if !placed {
      out[count] = leavingCell
      count += 1
    }
    old.baseAddress!.update(from: out, count: count)
    row.basic = entering
    row.constant = snapped(row.constant * scale)
    rows[slot] = row
    rowOf[leaving] = -1
    rowOf[entering] = slot
    substitute(entering, bySlot: slot)
  }

  /// Replaces `symbol`, which the row in `slot` is now solved for, in every other row that
  /// holds it and in the objective; its column is emptied.
  mutating func substitute(_ symbol: Int32, bySlot slot: Int32) {
    var node = columnHead[symbol]
    while node >= 0 {
      let entry = nodes[node]
      if entry.slot != slot { substitute(symbol, from: slot, into: entry.slot) }
      node = entry.next
    }
    clearColumn(symbol)
    objective.substitute(symbol, cells: UnsafeBufferPointer(cells(ofSlot: slot)))
  }

  /// In the row in `target`, replaces `symbol` by the right-hand side of the row in `source`:
  /// a merge of the two sorted cell lists into the scratch, keeping columns in step, copied
  /// back into the target's block (or a larger one).
  private mutating func substitute(_ symbol: Int32, from source: Int32, into target: Int32) {
    let targetCells = cells(ofSlot: target)
    let sourceCells = cells(ofSlot: source)
    let factor = targetCells[Self.index(of: symbol, in: targetCells)!].coefficient
    reserveScratch(targetCells.count + sourceCells.count)
    let out = scratch.base
    let count = mergeCells(
      targetCells, skipping: symbol, sourceCells, times: factor, into: out,
      added: { link($0, to: target) }, dropped: { unlink($0.symbol, node: $0.node) })
    var row = rows[target]
    let sourceConstant = rows[source].constant
    if count > Self.capacity(of: row.sizeClass) {
      freeBlock(row.start, sizeClass: row.sizeClass)
      row.sizeClass = Self.sizeClass(for: count)
      row.start = allocateBlock(row.sizeClass)
    }
    (cells.base + Int(row.start)).update(from: out, count: count)
    row.count = Int32(count)
    rows[target] = row
    addToConstant(factor * sourceConstant, slot: target)
  }
}
