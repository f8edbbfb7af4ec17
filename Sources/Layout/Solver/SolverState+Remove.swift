extension SolverState {
  /// Removes the constraint at `index` in ``records`` from the tableau and the bookkeeping,
  /// without re-optimising.
  ///
  /// The constraint's errors leave the objective first (while the objective still reads them
  /// through their rows). Then its marker leaves: if basic, its row is simply dropped; if not,
  /// it is pivoted into the row that limits it most tightly and that row is dropped. Either way
  /// the tableau no longer holds the equation, and the error symbols vanish with it.
  mutating func detach(recordAt index: Int) {
    let record = records[index]
    let strength = record.constraint.strength
    if !strength.isRequired {
      let level = tableau.objective.level(of: strength.priority)
      for symbol in [record.marker, record.other]
      where symbol >= 0 && tableau.kind(symbol) == .error {
        let slot = tableau.rowOf[symbol]
        if slot >= 0 {
          for cell in tableau.cells(ofSlot: slot) {
            tableau.objective.add(
              -strength.weight * cell.coefficient, to: cell.symbol, level: level)
          }
        } else {
          tableau.objective.add(-strength.weight, to: symbol, level: level)
        }
      }
    }

    if tableau.isBasic(record.marker) {
      tableau.removeRow(tableau.rowOf[record.marker])
    } else if let slot = markerLeavingRow(record.marker) {
      tableau.pivot(slot: slot, entering: record.marker)
      tableau.removeRow(slot)
    }
    tableau.releaseSymbol(record.marker)
    owner[Int(record.marker)] = -1
    if record.other >= 0 {
      tableau.releaseSymbol(record.other)
      owner[Int(record.other)] = -1
    }
    if !strength.isRequired { tableau.objective.release(strength.priority) }
    releaseVariables(of: record.constraint)

    recordIndex[ObjectIdentifier(record.constraint)] = nil
    let last = records.count - 1
    if index != last {
      let moved = records[last]
      records[index] = moved
      recordIndex[ObjectIdentifier(moved.constraint)] = Int32(index)
      owner[Int(moved.marker)] = Int32(index)
      if moved.other >= 0 { owner[Int(moved.other)] = Int32(index) }
    }
    records.removeLast()
  }

  /// The row to pivot a parametric marker into before dropping it: the restricted row it
  /// would first drive to zero when growing, else the one it would first drive to zero when
  /// shrinking, else a row of an external variable.
  private func markerLeavingRow(_ marker: Int32) -> Int32? {
    var shrinking: (slot: Int32, ratio: Double, basic: Int32)? = nil
    var growing: (slot: Int32, ratio: Double, basic: Int32)? = nil
    var external: (slot: Int32, basic: Int32)? = nil
    tableau.forEachSlot(holding: marker) { slot in
      let row = tableau.rows[slot]
      let coefficient = tableau.coefficient(of: marker, inSlot: slot)
      if tableau.kind(row.basic) == .external {
        if external == nil || row.basic < external!.basic { external = (slot, row.basic) }
      } else if coefficient < 0 {
        let ratio = row.constant / -coefficient
        if shrinking == nil || isBetter(ratio, row.basic, than: shrinking!) {
          shrinking = (slot, ratio, row.basic)
        }
      } else {
        let ratio = row.constant / coefficient
        if growing == nil || isBetter(ratio, row.basic, than: growing!) {
          growing = (slot, ratio, row.basic)
        }
      }
    }
    return shrinking?.slot ?? growing?.slot ?? external?.slot
  }

  private func isBetter(
    _ ratio: Double, _ basic: Int32, than best: (slot: Int32, ratio: Double, basic: Int32)
  ) -> Bool {
    ratio < best.ratio - nearZero || (ratio <= best.ratio + nearZero && basic < best.basic)
  }
}
