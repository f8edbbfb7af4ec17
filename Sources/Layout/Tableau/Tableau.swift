/// The simplex tableau of the incremental Cassowary algorithm (Badros, Borning and Stuckey,
/// "The Cassowary Linear Arithmetic Constraint Solving Algorithm", 2001).
///
/// Every added constraint is one equation; the tableau keeps them solved for one basic symbol
/// each, `basic = constant + Σ coefficient · parametric`, with every parametric symbol at zero,
/// so a basic symbol's value is its row's constant. Beside the rows it keeps each parametric
/// symbol's column, the rows that hold it, so substituting a symbol touches only those rows.
///
/// Everything is flat: symbols are small integer ids indexing per-symbol storage; rows live in
/// slots that keep their index while their basic symbol changes; a row's cells sit in a block
/// of a cell arena (blocks in size classes, recycled through free lists by class); columns are
/// linked lists of nodes in a node arena, and each cell knows its node, so a cell leaves its
/// column in constant time.
struct Tableau {
  // Per symbol.
  private(set) var symbolCount = 0
  private(set) var kinds = Storage(repeating: SymbolKind.unused)
  /// The slot of the row each symbol is basic in, or -1.
  private(set) var rowOf = Storage(repeating: Int32(-1))
  private(set) var columnHead = Storage(repeating: Int32(-1))
  private(set) var columnCount = Storage(repeating: Int32(0))
  private var freeSymbols: [Int32] = []

  // Rows, their cells and the column nodes.
  private(set) var rows = Storage(
    repeating: Row(basic: -1, start: 0, count: 0, sizeClass: 0, constant: 0))
  private var slotTop: Int32 = 0
  private var freeSlots: [Int32] = []
  private(set) var cells = Storage(repeating: Cell(symbol: -1, node: -1, coefficient: 0))
  // The arenas' bookkeeping, for Tableau+Arenas.
  var cellTop = 0
  /// The first free block of each size class, chained through the blocks' first cells.
  var freeBlocks = [Int32](repeating: -1, count: 128)
  private(set) var nodes = Storage(repeating: ColumnNode(slot: -1, previous: -1, next: -1))
  var nodeTop: Int32 = 0
  var freeNode: Int32 = -1

  /// Where merges and new equations are assembled before they go into a block, and a spare
  /// of the same kind to merge an equation into.
  var scratch = Storage(repeating: Cell(symbol: -1, node: -1, coefficient: 0))
  var spare = Storage(repeating: Cell(symbol: -1, node: -1, coefficient: 0))
  /// The equation being built (see Tableau+Equation): its cells are the first ones of the
  /// scratch.
  var pendingCount = 0
  var pendingConstant = 0.0
  /// The equation's parametric terms, inserted when it is finished.
  var spareSingles = Storage(repeating: Cell(symbol: -1, node: -1, coefficient: 0))
  var singleCount = 0

  var objective = Objective()
  /// Basic symbols whose row may have become negative, for the dual simplex.
  var infeasible: [Int32] = []

  init() {}

  /// An independent copy (the storage is shared between plain copies of the value).
  func copy() -> Tableau {
    var duplicate = self
    duplicate.kinds = kinds.copy()
    duplicate.rowOf = rowOf.copy()
    duplicate.columnHead = columnHead.copy()
    duplicate.columnCount = columnCount.copy()
    duplicate.rows = rows.copy()
    duplicate.cells = cells.copy()
    duplicate.nodes = nodes.copy()
    duplicate.scratch = scratch.copy()
    duplicate.spare = spare.copy()
    duplicate.spareSingles = spareSingles.copy()
    duplicate.objective = objective.copy()
    return duplicate
  }

  // MARK: - Symbols

  /// A new symbol of `kind`, parametric and in no row.
  mutating func makeSymbol(_ kind: SymbolKind) -> Int32 {
    if let symbol = freeSymbols.popLast() {
      kinds[symbol] = kind
      return symbol
    }
    let symbol = Int32(symbolCount)
    symbolCount += 1
    kinds.reserve(symbolCount, filling: .unused)
    rowOf.reserve(symbolCount, filling: -1)
    columnHead.reserve(symbolCount, filling: -1)
    columnCount.reserve(symbolCount, filling: 0)
    objective.reserveSymbols(symbolCount)
    kinds[symbol] = kind
    return symbol
  }

  /// Retires `symbol`, whose constraint or variable is gone. It should be in no row by then;
  /// any rounding residue of it is wiped before its id is reused.
  mutating func releaseSymbol(_ symbol: Int32) {
    if rowOf[symbol] >= 0 { removeRow(rowOf[symbol]) }
    var node = columnHead[symbol]
    while node >= 0 {
      let next = nodes[node].next
      removeCell(symbol, fromSlot: nodes[node].slot)
      node = next
    }
    clearColumn(symbol)
    objective.clear(symbol)
    kinds[symbol] = .unused
    freeSymbols.append(symbol)
  }

  @inline(__always)
  func kind(_ symbol: Int32) -> SymbolKind { kinds[symbol] }

  @inline(__always)
  func isBasic(_ symbol: Int32) -> Bool { rowOf[symbol] >= 0 }

  /// The current value of `symbol`: its row's constant if basic, else zero.
  func value(of symbol: Int32) -> Double {
    let slot = rowOf[symbol]
    return slot >= 0 ? rows[slot].constant : 0
  }

  /// How many rows hold `symbol` as a parametric symbol.
  func occurrences(of symbol: Int32) -> Int { Int(columnCount[symbol]) }

  // MARK: - Reading rows and columns

  /// The cells of the row in `slot`; valid until the tableau next changes.
  @inline(__always)
  func cells(ofSlot slot: Int32) -> UnsafeMutableBufferPointer<Cell> {
    let row = rows[slot]
    return UnsafeMutableBufferPointer(start: cells.base + Int(row.start), count: Int(row.count))
  }

  /// The coefficient of `symbol` in the row in `slot`, zero if it does not hold it.
  func coefficient(of symbol: Int32, inSlot slot: Int32) -> Double {
    let row = cells(ofSlot: slot)
    return Self.index(of: symbol, in: row).map { row[$0].coefficient } ?? 0
  }

  /// Where `symbol` sits in the sorted `cells`, or nil.
  @inline(__always)
  static func index(of symbol: Int32, in cells: UnsafeMutableBufferPointer<Cell>) -> Int? {
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

  /// Calls `body` with the slot of every row that holds `symbol`; `body` must not change the
  /// tableau.
  @inline(__always)
  func forEachSlot(holding symbol: Int32, _ body: (Int32) -> Void) {
    var node = columnHead[symbol]
    while node >= 0 {
      let entry = nodes[node]
      body(entry.slot)
      node = entry.next
    }
  }

  /// Adds `amount` to the constant of the row in `slot`, noting it if it turns infeasible.
  mutating func addToConstant(_ amount: Double, slot: Int32) {
    let constant = snapped(rows[slot].constant + amount)
    rows[slot].constant = constant
    let basic = rows[slot].basic
    if constant < 0 && kinds[basic].isRestricted { infeasible.append(basic) }
  }

  /// Adds `step` times its coefficient of `symbol` to the constant of every row that holds
  /// `symbol`. Returns false if that left a basic dummy away from zero.
  mutating func shiftRows(holding symbol: Int32, by step: Double) -> Bool {
    var dummiesHold = true
    var node = columnHead[symbol]
    while node >= 0 {
      let slot = nodes[node].slot
      addToConstant(coefficient(of: symbol, inSlot: slot) * step, slot: slot)
      if kinds[rows[slot].basic] == .dummy && rows[slot].constant != 0 { dummiesHold = false }
      node = nodes[node].next
    }
    return dummiesHold
  }

  /// Notes every restricted row that is negative, for a dual simplex after an undo.
  mutating func collectInfeasibleRows() {
    for slot in 0..<slotTop where rows[slot].basic >= 0 && rows[slot].constant < 0 {
      if kinds[rows[slot].basic].isRestricted { infeasible.append(rows[slot].basic) }
    }
  }

  // MARK: - Adding and removing rows

  /// Adds `basic = constant + Σ scale · cell` over the first `count` scratch cells (sorted,
  /// none zero) but `skipped`, and returns its slot.
  @discardableResult
  mutating func addRow(
    basic: Int32, constant: Double, scratchCount count: Int, skipping skipped: Int32 = -1,
    scale: Double = 1
  ) -> Int32 {
    let slot: Int32
    if let free = freeSlots.popLast() {
      slot = free
    } else {
      slot = slotTop
      slotTop += 1
      rows.reserveUnwritten(Int(slotTop))
    }
    let kept = count - (skipped >= 0 ? 1 : 0)
    let sizeClass = Self.sizeClass(for: kept)
    let start = allocateBlock(sizeClass)
    let source = scratch.base
    let target = cells.base + Int(start)
    var written = 0
    for index in 0..<count where source[index].symbol != skipped {
      let symbol = source[index].symbol
      target[written] = Cell(
        symbol: symbol, node: link(symbol, to: slot), coefficient: source[index].coefficient * scale
      )
      written += 1
    }
    rows[slot] = Row(
      basic: basic, start: start, count: Int32(written), sizeClass: sizeClass, constant: constant)
    rowOf[basic] = slot
    return slot
  }

  /// Takes the row in `slot` out of the tableau.
  mutating func removeRow(_ slot: Int32) {
    let row = rows[slot]
    for index in 0..<Int(row.count) {
      let cell = cells[Int(row.start) + index]
      unlink(cell.symbol, node: cell.node)
    }
    freeBlock(row.start, sizeClass: row.sizeClass)
    rowOf[row.basic] = -1
    rows[slot].basic = -1
    freeSlots.append(slot)
  }

  /// Drops the cell of `symbol` from the row in `slot`; its column node is the caller's.
  private mutating func removeCell(_ symbol: Int32, fromSlot slot: Int32) {
    let row = cells(ofSlot: slot)
    guard let at = Self.index(of: symbol, in: row) else { return }
    for index in at..<(row.count - 1) { row[index] = row[index + 1] }
    rows[slot].count -= 1
  }
}
