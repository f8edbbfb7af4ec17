/// The simplex tableau of the incremental Cassowary algorithm (Badros, Borning and Stuckey,
/// "The Cassowary Linear Arithmetic Constraint Solving Algorithm", 2001).
///
/// Every added constraint is one equation; the tableau keeps them solved for one basic symbol
/// each, `basic = constant + Σ coefficient · parametric`, with every parametric symbol at zero.
/// A basic symbol's value is its row's constant. Beside the rows it keeps, for each parametric
/// symbol, the rows that hold it (its column), so substituting a symbol touches only those rows.
///
/// Symbols are small integer ids indexing flat arrays; rows live in slots that keep their index
/// while their basic symbol changes, and columns list slots.
struct Tableau {
  private(set) var kinds: [SymbolKind] = []
  /// The slot of the row each symbol is basic in, or -1.
  private(set) var rowOf: [Int32] = []
  /// The slots of the rows that hold each parametric symbol, in no particular order.
  private(set) var columns: [[Int32]] = []
  private var freeSymbols: [Int32] = []
  /// Rows by slot; a free slot's basic symbol is -1.
  private(set) var rows: [Row] = []
  private var freeSlots: [Int32] = []
  var objective = Objective()
  /// Basic symbols whose row may have become negative, for the dual simplex.
  var infeasible: [Int32] = []
  /// A spare cell buffer that row merges fill and swap with the row they rewrite.
  private var spare: [Cell] = []

  // MARK: - Symbols

  /// A new symbol of `kind`, parametric and in no row.
  mutating func makeSymbol(_ kind: SymbolKind) -> Int32 {
    if let symbol = freeSymbols.popLast() {
      kinds[Int(symbol)] = kind
      return symbol
    }
    let symbol = Int32(kinds.count)
    kinds.append(kind)
    rowOf.append(-1)
    columns.append([])
    objective.reserveSymbols(kinds.count)
    return symbol
  }

  /// Retires `symbol`, whose constraint or variable is gone. By then it should be in no row;
  /// any rounding residue of it is wiped before its id is reused.
  mutating func releaseSymbol(_ symbol: Int32) {
    let index = Int(symbol)
    if rowOf[index] >= 0 { _ = removeRow(rowOf[index]) }
    for slot in columns[index] {
      if let at = rows[Int(slot)].index(of: symbol) { rows[Int(slot)].cells.remove(at: at) }
    }
    columns[index].removeAll(keepingCapacity: true)
    objective.clear(symbol)
    kinds[index] = .unused
    freeSymbols.append(symbol)
  }

  @inline(__always)
  func kind(_ symbol: Int32) -> SymbolKind { kinds[Int(symbol)] }

  @inline(__always)
  func isBasic(_ symbol: Int32) -> Bool { rowOf[Int(symbol)] >= 0 }

  /// The row `symbol` is basic in, if it is basic.
  func row(of symbol: Int32) -> Row? {
    let slot = rowOf[Int(symbol)]
    return slot >= 0 ? rows[Int(slot)] : nil
  }

  /// The current value of `symbol`: its row's constant if basic, else zero.
  func value(of symbol: Int32) -> Double {
    let slot = rowOf[Int(symbol)]
    return slot >= 0 ? rows[Int(slot)].constant : 0
  }

  /// How many rows hold `symbol` as a parametric symbol.
  func occurrences(of symbol: Int32) -> Int { columns[Int(symbol)].count }

  /// The slots of the rows that hold `symbol` as a parametric symbol.
  func column(of symbol: Int32) -> [Int32] { columns[Int(symbol)] }

  /// Every row in use.
  var activeRows: some Sequence<Row> { rows.lazy.filter { $0.basic >= 0 } }

  // MARK: - Rows

  /// Adds `basic = constant + Σ cells` (cells sorted, none zero) and returns its slot.
  @discardableResult
  mutating func addRow(basic: Int32, constant: Double, cells: [Cell]) -> Int32 {
    let row = Row(basic: basic, constant: constant, cells: cells)
    let slot: Int32
    if let free = freeSlots.popLast() {
      slot = free
      rows[Int(slot)] = row
    } else {
      slot = Int32(rows.count)
      rows.append(row)
    }
    rowOf[Int(basic)] = slot
    for cell in cells { columns[Int(cell.symbol)].append(slot) }
    return slot
  }

  /// Takes the row in `slot` out of the tableau and returns it.
  mutating func removeRow(_ slot: Int32) -> Row {
    let row = rows[Int(slot)]
    for cell in row.cells { removeFromColumn(cell.symbol, slot) }
    rowOf[Int(row.basic)] = -1
    rows[Int(slot)] = Row(basic: -1, constant: 0, cells: [])
    freeSlots.append(slot)
    return row
  }

  /// Adds `amount` to the constant of the row in `slot`, noting it if it turns infeasible.
  mutating func addToConstant(_ amount: Double, slot: Int32) {
    let constant = snapped(rows[Int(slot)].constant + amount)
    rows[Int(slot)].constant = constant
    let basic = rows[Int(slot)].basic
    if constant < 0 && kinds[Int(basic)].isRestricted { infeasible.append(basic) }
  }

  @inline(__always)
  private mutating func removeFromColumn(_ symbol: Int32, _ slot: Int32) {
    let index = Int(symbol)
    if let at = columns[index].firstIndex(of: slot) {
      columns[index].swapAt(at, columns[index].count - 1)
      columns[index].removeLast()
    }
  }

  // MARK: - Pivoting

  /// Makes `entering` (a parametric symbol of the row in `slot`) basic in that row, and the
  /// row's basic symbol parametric, then substitutes the new row everywhere `entering` was.
  mutating func pivot(slot: Int32, entering: Int32) {
    let leaving = rows[Int(slot)].basic
    // leaving = k + a·entering + Σ v·s  ⇔  entering = -k/a + (1/a)·leaving + Σ (-v/a)·s
    let at = rows[Int(slot)].index(of: entering)!
    let scale = -1 / rows[Int(slot)].cells[at].coefficient
    spare.removeAll(keepingCapacity: true)
    var placed = false
    for cell in rows[Int(slot)].cells where cell.symbol != entering {
      if !placed && leaving < cell.symbol {
        spare.append(Cell(symbol: leaving, coefficient: -scale))
        placed = true
      }
      spare.append(Cell(symbol: cell.symbol, coefficient: cell.coefficient * scale))
    }
    if !placed { spare.append(Cell(symbol: leaving, coefficient: -scale)) }
    swap(&spare, &rows[Int(slot)].cells)
    rows[Int(slot)].constant = snapped(rows[Int(slot)].constant * scale)
    rows[Int(slot)].basic = entering
    rowOf[Int(leaving)] = -1
    rowOf[Int(entering)] = slot
    columns[Int(leaving)].append(slot)
    substitute(entering, bySlot: slot)
  }

  /// Adds `row` (a row solved for `basic`, not yet in the tableau) and substitutes it for
  /// `basic` everywhere `basic` was parametric.
  mutating func insertSolved(_ row: Row) {
    let slot = addRow(basic: row.basic, constant: row.constant, cells: row.cells)
    substitute(row.basic, bySlot: slot)
  }

  /// Replaces parametric `symbol` by the row in `slot` (which is solved for it) in every other
  /// row that holds it and in the objective; `symbol` leaves every column.
  private mutating func substitute(_ symbol: Int32, bySlot slot: Int32) {
    var targets: [Int32] = []
    swap(&targets, &columns[Int(symbol)])
    let source = rows[Int(slot)]
    for target in targets where target != slot {
      substitute(symbol, by: source, into: target)
    }
    targets.removeAll(keepingCapacity: true)
    swap(&targets, &columns[Int(symbol)])
    objective.substitute(symbol, cells: source.cells)
  }

  /// In the row in `target`, replaces `symbol` by `source`'s right-hand side, merging cells and
  /// keeping columns in step.
  private mutating func substitute(_ symbol: Int32, by source: Row, into target: Int32) {
    let factor = rows[Int(target)].coefficient(of: symbol)
    spare.removeAll(keepingCapacity: true)
    do {
      let old = rows[Int(target)].cells
      let sourceCells = source.cells
      var i = 0
      var j = 0
      while i < old.count || j < sourceCells.count {
        let a = i < old.count ? old[i].symbol : Int32.max
        let b = j < sourceCells.count ? sourceCells[j].symbol : Int32.max
        if a < b {
          if a != symbol { spare.append(old[i]) }
          i += 1
        } else if b < a {
          let coefficient = factor * sourceCells[j].coefficient
          if abs(coefficient) >= nearZero {
            spare.append(Cell(symbol: b, coefficient: coefficient))
            columns[Int(b)].append(target)
          }
          j += 1
        } else {
          let coefficient = old[i].coefficient + factor * sourceCells[j].coefficient
          if abs(coefficient) >= nearZero {
            spare.append(Cell(symbol: a, coefficient: coefficient))
          } else {
            removeFromColumn(a, target)
          }
          i += 1
          j += 1
        }
      }
    }
    swap(&spare, &rows[Int(target)].cells)
    addToConstant(factor * source.constant, slot: target)
  }
}
