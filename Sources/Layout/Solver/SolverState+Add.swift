extension SolverState {
  /// Adds `constraint` with `constant` in place of its expression's constant.
  ///
  /// The equation goes in as Cassowary's incremental add does: its terms are rewritten in the
  /// current parametric symbols, a slack, error or dummy symbol marks it, and it is solved for
  /// a subject (preferably a variable that no other row holds). When no subject exists, phase
  /// one of the simplex minimises an artificial variable standing for the row; a positive
  /// minimum proves the required constraint unsatisfiable. A preference always has a subject.
  mutating func add(_ constraint: Constraint, constant: Double) throws(SolverError) {
    let key = ObjectIdentifier(constraint)
    if recordIndex[key] != nil { throw .duplicateConstraint(constraint) }
    let recordNumber = Int32(records.count)

    // The equation `0 = rowConstant + Σ cells`, in parametric symbols only.
    var rowConstant = constant
    for term in constraint.expression.terms {
      let symbol = retain(term.variable)
      if abs(term.coefficient) < nearZero { continue }
      if let row = tableau.row(of: symbol) {
        rowConstant += term.coefficient * row.constant
        for cell in row.cells { accumulate(term.coefficient * cell.coefficient, cell.symbol) }
      } else {
        accumulate(term.coefficient, symbol)
      }
    }

    let strength = constraint.strength
    let level = strength.isRequired ? 0 : tableau.objective.retain(strength.priority)
    var marker: Int32
    var other: Int32 = -1
    var markerCoefficient = 1.0
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      // expression + s = 0 (≤) or expression - s = 0 (≥), s ≥ 0; a preference adds an error
      // of the other sign that absorbs any violation.
      markerCoefficient = constraint.relation == .lessThanOrEqual ? 1 : -1
      marker = makeSymbol(.slack, owner: recordNumber)
      accumulate(markerCoefficient, marker)
      if !strength.isRequired {
        other = makeSymbol(.error, owner: recordNumber)
        accumulate(-markerCoefficient, other)
        tableau.objective.add(strength.weight, to: other, level: level)
      }
    case .equal:
      if strength.isRequired {
        marker = makeSymbol(.dummy, owner: recordNumber)
        accumulate(1, marker)
      } else {
        // expression = e⁺ - e⁻, both ≥ 0 and both costing the weight.
        marker = makeSymbol(.error, owner: recordNumber)
        other = makeSymbol(.error, owner: recordNumber)
        markerCoefficient = -1
        accumulate(-1, marker)
        accumulate(1, other)
        tableau.objective.add(strength.weight, to: marker, level: level)
        tableau.objective.add(strength.weight, to: other, level: level)
      }
    }
    var cells = drainAccumulated()
    rowConstant = snapped(rowConstant)
    if rowConstant < 0 {
      rowConstant = -rowConstant
      for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    if let subject = chooseSubject(cells, marker: marker, other: other) {
      tableau.insertSolved(solve(cells, constant: rowConstant, for: subject))
    } else if cells.allSatisfy({ tableau.kind($0.symbol) == .dummy }) {
      // Only required equations remain: the row restates them (constant zero, redundant) or
      // contradicts them.
      guard rowConstant == 0 else {
        let conflicts = requiredOwners(of: cells.lazy.map(\.symbol))
        abandon(constraint, marker: marker)
        throw .unsatisfiableConstraint(constraint, conflicts: conflicts)
      }
      tableau.insertSolved(solve(cells, constant: 0, for: marker))
    } else if let conflicts = addWithArtificialVariable(cells, constant: rowConstant) {
      abandon(constraint, marker: marker)
      throw .unsatisfiableConstraint(constraint, conflicts: conflicts)
    }

    records.append(
      ConstraintRecord(
        constraint: constraint, marker: marker, other: other,
        markerCoefficient: markerCoefficient, constant: constant))
    recordIndex[key] = Int(recordNumber)
    _ = tableau.optimize()
    tableau.infeasible.removeAll(keepingCapacity: true)
  }

  /// The symbol to solve a new equation for: the external symbol that the fewest rows hold
  /// (so substituting it is cheapest), else the marker or error when its coefficient is
  /// negative (its value, constant over minus coefficient, is then ≥ 0), else nil.
  private func chooseSubject(_ cells: [Cell], marker: Int32, other: Int32) -> Int32? {
    var best: Int32 = -1
    var fewest = Int.max
    for cell in cells where tableau.kind(cell.symbol) == .external {
      let count = tableau.occurrences(of: cell.symbol)
      if count < fewest {
        best = cell.symbol
        fewest = count
      }
    }
    if best >= 0 { return best }
    if isNegativeRestricted(marker, in: cells) { return marker }
    if other >= 0 && isNegativeRestricted(other, in: cells) { return other }
    return nil
  }

  /// Whether `symbol` is a slack or error with a negative coefficient in `cells`.
  private func isNegativeRestricted(_ symbol: Int32, in cells: [Cell]) -> Bool {
    let kind = tableau.kind(symbol)
    return (kind == .slack || kind == .error) && coefficient(of: symbol, in: cells) < 0
  }

  /// `0 = constant + Σ cells` solved for `subject`.
  private func solve(_ cells: [Cell], constant: Double, for subject: Int32) -> Row {
    let scale = -1 / coefficient(of: subject, in: cells)
    var solved: [Cell] = []
    solved.reserveCapacity(cells.count - 1)
    for cell in cells where cell.symbol != subject {
      solved.append(Cell(symbol: cell.symbol, coefficient: cell.coefficient * scale))
    }
    return Row(basic: subject, constant: snapped(constant * scale), cells: solved)
  }

  private func coefficient(of symbol: Int32, in cells: [Cell]) -> Double {
    Row(basic: -1, constant: 0, cells: cells).coefficient(of: symbol)
  }

  /// Adds `artificial = constant + Σ cells` and minimises the artificial variable (phase one,
  /// on the level above every priority). At zero the row holds: the variable is pivoted out
  /// and dropped and nil is returned. Above zero the required constraints admit no solution:
  /// the row is dropped, the tableau re-optimised, and the required constraints whose markers
  /// the final row holds are returned. They, with the new one, are contradictory: that row is
  /// a combination of their equations saying a sum of non-negative terms is negative.
  private mutating func addWithArtificialVariable(_ cells: [Cell], constant: Double)
    -> [Constraint]?
  {
    let artificial = makeSymbol(.slack)
    tableau.addRow(basic: artificial, constant: constant, cells: cells)
    for cell in cells {
      tableau.objective.add(cell.coefficient, to: cell.symbol, level: Objective.phaseOne)
    }
    tableau.objective.active = Objective.phaseOne..<tableau.objective.probe
    _ = tableau.optimize()
    tableau.objective.active = 1..<tableau.objective.probe
    tableau.objective.clearLevel(Objective.phaseOne)

    var conflicts: [Constraint]? = nil
    if let row = tableau.row(of: artificial) {
      let slot = tableau.rowOf[Int(artificial)]
      if row.constant != 0 {
        conflicts = requiredOwners(of: row.cells.lazy.map(\.symbol))
        _ = tableau.removeRow(slot)
      } else if row.cells.isEmpty {
        _ = tableau.removeRow(slot)
      } else {
        // Any slack or error can replace the artificial variable; failing those, the row
        // restates required equations and a dummy takes its place.
        let entering =
          row.cells.first { tableau.kind($0.symbol) != .dummy }?.symbol ?? row.cells[0].symbol
        tableau.pivot(slot: slot, entering: entering)
      }
    }
    tableau.releaseSymbol(artificial)
    if conflicts != nil { _ = tableau.optimize() }
    return conflicts
  }

  /// Undoes what a failed add did before failing: its marker and its variables.
  private mutating func abandon(_ constraint: Constraint, marker: Int32) {
    tableau.releaseSymbol(marker)
    owner[Int(marker)] = -1
    releaseVariables(of: constraint)
    tableau.infeasible.removeAll(keepingCapacity: true)
  }
}
