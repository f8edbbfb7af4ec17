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

    // The equation `0 = constant + Σ terms`, written in parametric symbols only.
    precondition(
      constant.isFinite && constraint.expression.terms.allSatisfy { $0.coefficient.isFinite },
      "Solver: [\(constraint)] has a coefficient or constant that is not finite; use finite numbers"
    )
    tableau.beginEquation(constant: constant)
    for term in constraint.expression.terms {
      let symbol = retain(term.variable)
      if abs(term.coefficient) >= nearZero { tableau.addTerm(term.coefficient, symbol) }
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
      tableau.addTerm(markerCoefficient, marker)
      if !strength.isRequired {
        other = makeSymbol(.error, owner: recordNumber)
        tableau.addTerm(-markerCoefficient, other)
        tableau.objective.add(strength.weight, to: other, level: level)
      }
    case .equal:
      if strength.isRequired {
        marker = makeSymbol(.dummy, owner: recordNumber)
        tableau.addTerm(1, marker)
      } else {
        // expression = e⁺ - e⁻, both ≥ 0 and both costing the weight.
        marker = makeSymbol(.error, owner: recordNumber)
        other = makeSymbol(.error, owner: recordNumber)
        markerCoefficient = -1
        tableau.addTerm(-1, marker)
        tableau.addTerm(1, other)
        tableau.objective.add(strength.weight, to: marker, level: level)
        tableau.objective.add(strength.weight, to: other, level: level)
      }
    }
    tableau.finishEquation()

    if let subject = chooseSubject(marker: marker, other: other) {
      tableau.insertPending(solvedFor: subject)
    } else if tableau.pendingCells.allSatisfy({ tableau.kind($0.symbol) == .dummy }) {
      // Only required equations remain: the row restates them (constant zero, redundant) or
      // contradicts them.
      guard tableau.pendingConstant == 0 else {
        let conflicts = requiredOwners(of: tableau.pendingCells.lazy.map(\.symbol))
        abandon(constraint, marker: marker)
        throw .unsatisfiableConstraint(constraint, conflicts: conflicts)
      }
      tableau.insertPending(solvedFor: marker)
    } else if let conflicts = addWithArtificialVariable() {
      abandon(constraint, marker: marker)
      throw .unsatisfiableConstraint(constraint, conflicts: conflicts)
    }

    records.append(
      ConstraintRecord(
        constraint: constraint, marker: marker, other: other,
        markerCoefficient: markerCoefficient, constant: constant))
    recordIndex[key] = recordNumber
    _ = tableau.optimize()
    tableau.infeasible.removeAll(keepingCapacity: true)
  }

  /// The symbol to solve the new equation for: the external symbol that the fewest rows hold
  /// (so substituting it is cheapest), else the marker or error when its coefficient is
  /// negative (its value, constant over minus coefficient, is then ≥ 0), else nil.
  private func chooseSubject(marker: Int32, other: Int32) -> Int32? {
    var best: Int32 = -1
    var fewest = Int.max
    var markerCoefficient = 0.0
    var otherCoefficient = 0.0
    for cell in tableau.pendingCells {
      if tableau.kind(cell.symbol) == .external {
        let count = tableau.occurrences(of: cell.symbol)
        if count < fewest {
          best = cell.symbol
          fewest = count
        }
      } else if cell.symbol == marker {
        markerCoefficient = cell.coefficient
      } else if cell.symbol == other {
        otherCoefficient = cell.coefficient
      }
    }
    if best >= 0 { return best }
    if tableau.kind(marker) != .dummy && markerCoefficient < 0 { return marker }
    if other >= 0 && otherCoefficient < 0 { return other }
    return nil
  }

  /// Adds `artificial = constant + Σ cells` and minimises the artificial variable (phase one,
  /// on the level above every priority). At zero the row holds: the variable is pivoted out
  /// and dropped and nil is returned. Above zero the required constraints admit no solution:
  /// the row is dropped, the tableau re-optimised, and the required constraints whose markers
  /// the final row holds are returned. They, with the new one, are contradictory: that row is
  /// a combination of their equations saying a sum of non-negative terms is negative.
  private mutating func addWithArtificialVariable() -> [Constraint]? {
    let artificial = makeSymbol(.slack)
    let slot = tableau.insertPending(asRowOf: artificial)
    for cell in tableau.cells(ofSlot: slot) {
      tableau.objective.add(cell.coefficient, to: cell.symbol, level: Objective.phaseOne)
    }
    tableau.objective.active = Objective.phaseOne..<tableau.objective.probe
    _ = tableau.optimize()
    tableau.objective.active = 1..<tableau.objective.probe
    tableau.objective.clearLevel(Objective.phaseOne)

    var conflicts: [Constraint]? = nil
    let final = tableau.rowOf[artificial]
    if final >= 0 {
      let row = tableau.cells(ofSlot: final)
      if tableau.rows[final].constant != 0 {
        conflicts = requiredOwners(of: row.lazy.map(\.symbol))
        tableau.removeRow(final)
      } else if row.isEmpty {
        tableau.removeRow(final)
      } else {
        // Any slack or error can replace the artificial variable; failing those, the row
        // restates required equations and a dummy takes its place.
        let entering = (row.first { tableau.kind($0.symbol) != .dummy } ?? row[0]).symbol
        tableau.pivot(slot: final, entering: entering)
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
