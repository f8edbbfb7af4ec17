/// Which way a variable can go on the optimal face: the solutions that satisfy every required
/// constraint and leave every priority level's error at its optimum.
///
/// On that face every parametric symbol with a lexicographically positive cost stays zero.
/// Parametric externals, and the slacks and errors with a zero cost vector, may grow, as long
/// as every restricted row stays ≥ 0 and every dummy 0; near the current solution only the
/// tight rows (constant zero) can stop them.
enum Mobility {
  /// The variable cannot move.
  case fixed
  /// The variable can move.
  case movable
  /// The variable can move without limit either way, along a parametric variable.
  case unbounded
  /// Only the simplex can tell (see ``Tableau/extent(of:upward:)``).
  case undecided
}

extension Tableau {
  /// What the tableau's structure alone says about `symbol` (external) on the optimal face.
  ///
  /// A parametric variable, or one whose row holds a parametric variable, moves without limit:
  /// no restricted row and no cost involves variables. Otherwise it moves only if a zero-cost
  /// symbol of its row can grow. One that no tight row holds with a negative coefficient (and
  /// no basic dummy holds at all) can: `movable`. One is blocked when a tight row holds it with
  /// a negative coefficient and every zero-cost symbol that row holds positively is blocked
  /// (for a basic dummy, either way round); if every zero-cost symbol of the row is blocked,
  /// the variable is `fixed`. The tight rows around a layout's hugging and compression pairs
  /// block their slacks this way, so most determined variables need no simplex.
  func mobility(of symbol: Int32) -> Mobility {
    let slot = rowOf[symbol]
    guard slot >= 0 else { return .unbounded }
    var open: [Int32] = []
    for cell in cells(ofSlot: slot) {
      if kinds[cell.symbol] == .external { return .unbounded }
      if isFreeToGrow(cell.symbol) { open.append(cell.symbol) }
    }
    if open.isEmpty { return .fixed }

    // The zero-cost symbols and tight rows that can bear on `open`.
    var seen = Set(open)
    var tight: [Int32] = []
    var visited = Set<Int32>()
    var queue = open
    while let next = queue.popLast() {
      var stopped = false
      forEachSlot(holding: next) { slot in
        let row = rows[slot]
        let kind = kinds[row.basic]
        guard kind != .external && (kind == .dummy || row.constant == 0) else { return }
        if kind == .dummy || coefficient(of: next, inSlot: slot) < 0 { stopped = true }
        guard visited.insert(slot).inserted else { return }
        tight.append(slot)
        for cell in cells(ofSlot: slot) where isFreeToGrow(cell.symbol) {
          if seen.insert(cell.symbol).inserted { queue.append(cell.symbol) }
        }
      }
      if !stopped && open.contains(next) { return .movable }
    }

    var blocked = Set<Int32>()
    var changed = true
    while changed {
      changed = false
      for slot in tight {
        let dummy = kinds[rows[slot].basic] == .dummy
        var growing: [Int32] = []
        var shrinking: [Int32] = []
        for cell in cells(ofSlot: slot) where seen.contains(cell.symbol) {
          if blocked.contains(cell.symbol) { continue }
          if cell.coefficient > 0 {
            growing.append(cell.symbol)
          } else {
            shrinking.append(cell.symbol)
          }
        }
        var newlyBlocked: [Int32] = []
        if growing.isEmpty { newlyBlocked += shrinking }
        if dummy && shrinking.isEmpty { newlyBlocked += growing }
        for blockedSymbol in newlyBlocked where blocked.insert(blockedSymbol).inserted {
          changed = true
        }
      }
    }
    return open.allSatisfy(blocked.contains) ? .fixed : .undecided
  }

  /// Whether `symbol` is a slack or error whose growth costs nothing at any priority.
  private func isFreeToGrow(_ symbol: Int32) -> Bool {
    let kind = kinds[symbol]
    return (kind == .slack || kind == .error) && objective.sign(of: symbol) == 0
  }

  /// How far `symbol` (basic, and with no parametric external in its row) can move up (or
  /// down) while every required constraint holds and every priority level keeps its optimal
  /// error: the simplex on the probe level, below all priorities. nil when it is unbounded.
  /// Pivots this tableau; call it on a copy.
  mutating func extent(of symbol: Int32, upward: Bool) -> Double? {
    let slot = rowOf[symbol]
    guard slot >= 0 else { return nil }
    let sign = upward ? -1.0 : 1.0
    for cell in cells(ofSlot: slot) {
      objective.add(sign * cell.coefficient, to: cell.symbol, level: objective.probe)
    }
    objective.active = 1..<objective.stride
    return optimize() ? value(of: symbol) : nil
  }
}
