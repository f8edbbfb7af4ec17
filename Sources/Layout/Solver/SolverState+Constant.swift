extension SolverState {
  /// Gives the constraint at `index` the constant `constant` in place.
  ///
  /// A constraint's equation with its constant moved by δ is the old equation in its marker
  /// shifted by δ / μ (μ the marker's coefficient in it). So the tableau stays right if every
  /// row holding the marker moves its constant by its coefficient times δ / μ (or, if the
  /// marker is basic, its own row by -δ / μ). The objective's costs do not change, so the
  /// solution stays optimal; rows that went negative are repaired by the dual simplex. This is
  /// how `suggestValue` works too.
  ///
  /// If the dual simplex finds a negative row it cannot repair, the required constraints
  /// contradict each other with the new constant: the change is undone and reported. If the
  /// marker is a basic dummy (the equation restated others), the constraint is taken out and
  /// added back with the new constant.
  mutating func setConstant(_ constant: Double, recordAt index: Int) throws(SolverError) {
    let record = records[index]
    precondition(
      constant.isFinite, "Solver: \(constant) is not a finite constant for [\(record.constraint)]")
    let delta = constant - record.constant
    if delta == 0 { return }
    guard shiftMarker(of: record, by: delta) else {
      _ = shiftMarker(of: record, by: -delta)
      tableau.infeasible.removeAll(keepingCapacity: true)
      try readd(recordAt: index, constant: constant)
      return
    }
    if let stuck = tableau.dualOptimize() {
      let row = tableau.cells(ofSlot: tableau.rowOf[stuck])
      var conflicts = requiredOwners(of: [stuck] + row.map(\.symbol))
      conflicts.removeAll { $0 === record.constraint }
      _ = shiftMarker(of: record, by: -delta)
      tableau.infeasible.removeAll(keepingCapacity: true)
      tableau.collectInfeasibleRows()
      let repaired = tableau.dualOptimize()
      assert(repaired == nil, "the previous constant was satisfiable")
      throw .unsatisfiableConstant(record.constraint, constant: constant, conflicts: conflicts)
    }
    records[index].constant = constant
  }

  /// Moves the row constants for the constant of `record` changing by `delta`. Returns false
  /// if that left a basic dummy away from zero, which the dual simplex cannot repair.
  private mutating func shiftMarker(of record: ConstraintRecord, by delta: Double) -> Bool {
    let step = delta / record.markerCoefficient
    let marker = record.marker
    if tableau.isBasic(marker) {
      let slot = tableau.rowOf[marker]
      tableau.addToConstant(-step, slot: slot)
      return tableau.kind(marker) != .dummy || tableau.rows[slot].constant == 0
    }
    return tableau.shiftRows(holding: marker, by: step)
  }

  /// Takes the constraint at `index` out and adds it back with `constant`; if that fails,
  /// adds it back as it was and rethrows.
  private mutating func readd(recordAt index: Int, constant: Double) throws(SolverError) {
    let record = records[index]
    detach(recordAt: index)
    _ = tableau.optimize()
    do {
      try add(record.constraint, constant: constant)
    } catch {
      try! add(record.constraint, constant: record.constant)
      guard case .unsatisfiableConstraint(let constraint, let conflicts) = error else {
        throw error
      }
      throw .unsatisfiableConstant(constraint, constant: constant, conflicts: conflicts)
    }
  }
}
