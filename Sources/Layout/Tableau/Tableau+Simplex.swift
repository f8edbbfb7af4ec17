extension Tableau {
  // MARK: - Primal simplex

  /// Pivots until no parametric symbol has a lexicographically negative cost over the active
  /// levels, keeping every restricted row ≥ 0 and every dummy at 0. Bland's rule (smallest
  /// entering id, ties in the ratio test to the smallest basic id) rules out cycling on the
  /// degenerate rows layouts are full of. Returns false if the objective is unbounded below.
  mutating func optimize() -> Bool {
    while let entering = nextEntering() {
      guard let slot = primalLeavingRow(for: entering) else { return false }
      pivot(slot: slot, entering: entering)
    }
    return true
  }

  /// The smallest parametric, non-dummy symbol with a negative cost vector; drops candidates
  /// that are not.
  private mutating func nextEntering() -> Int32? {
    var best: Int32 = .max
    var kept = 0
    for index in 0..<objective.candidates.count {
      let symbol = objective.candidates[index]
      let wanted = kinds[symbol].canEnter && rowOf[symbol] < 0 && objective.sign(of: symbol) < 0
      if wanted {
        objective.candidates[kept] = symbol
        kept += 1
        best = min(best, symbol)
      } else {
        objective.isCandidate[symbol] = false
      }
    }
    objective.candidates.removeLast(objective.candidates.count - kept)
    return best == .max ? nil : best
  }

  /// The row that first stops `entering` from growing: among restricted rows where it has a
  /// negative coefficient, the smallest `constant / -coefficient`; a basic dummy holding it
  /// stops it at once.
  private func primalLeavingRow(for entering: Int32) -> Int32? {
    var found: Int32 = -1
    var bestRatio = Double.infinity
    var bestBasic = Int32.max
    forEachSlot(holding: entering) { slot in
      let row = rows[slot]
      let kind = kinds[row.basic]
      if kind == .external { return }
      let ratio: Double
      if kind == .dummy {
        ratio = 0
      } else {
        let coefficient = coefficient(of: entering, inSlot: slot)
        guard coefficient < 0 else { return }
        ratio = row.constant / -coefficient
      }
      if ratio < bestRatio - nearZero || (ratio <= bestRatio + nearZero && row.basic < bestBasic) {
        found = slot
        bestRatio = ratio
        bestBasic = row.basic
      }
    }
    return found >= 0 ? found : nil
  }

  // MARK: - Dual simplex

  /// Pivots the rows in ``infeasible`` back to ≥ 0 while the objective stays optimal: the dual
  /// simplex, which `suggestValue` and constant changes call after moving row constants.
  /// Returns nil when every row is feasible, or the basic symbol of a negative row that no
  /// pivot can fix (its constraints admit no solution).
  mutating func dualOptimize() -> Int32? {
    while true {
      var leaving: Int32 = .max
      var kept = 0
      for index in 0..<infeasible.count {
        let symbol = infeasible[index]
        let slot = rowOf[symbol]
        if slot >= 0 && kinds[symbol].isRestricted && rows[slot].constant < 0 {
          infeasible[kept] = symbol
          kept += 1
          leaving = min(leaving, symbol)
        }
      }
      infeasible.removeLast(infeasible.count - kept)
      if leaving == .max { return nil }
      let slot = rowOf[leaving]
      guard let entering = dualEntering(slot) else { return leaving }
      pivot(slot: slot, entering: entering)
    }
  }

  /// For the negative row in `slot`: among its symbols with a positive coefficient, the one
  /// whose cost over coefficient is lexicographically smallest (ties to the smallest id).
  private func dualEntering(_ slot: Int32) -> Int32? {
    var best: Int32 = -1
    var bestCoefficient = 0.0
    for cell in cells(ofSlot: slot) where cell.coefficient > 0 {
      guard kinds[cell.symbol].canEnter else { continue }
      if best < 0 {
        best = cell.symbol
        bestCoefficient = cell.coefficient
        continue
      }
      let below = objective.ratio(
        cell.symbol, over: cell.coefficient, isBelow: best, over: bestCoefficient)
      if below == true || (below == nil && cell.symbol < best) {
        best = cell.symbol
        bestCoefficient = cell.coefficient
      }
    }
    return best >= 0 ? best : nil
  }
}
