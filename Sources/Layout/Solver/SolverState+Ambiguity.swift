extension SolverState {
  /// The interval of values `variable` takes over all optimal solutions (see
  /// ``Solver/valueRange(of:)``).
  ///
  /// The optimal solutions are the points of the tableau's polyhedron where every symbol with
  /// a lexicographically positive cost stays zero. A variable that is parametric, or whose row
  /// holds a parametric variable, moves freely along it (no restricted row and no cost involve
  /// variables), so its range is unbounded. Otherwise, if no symbol in its row has a zero cost
  /// vector, nothing can move it. Otherwise the simplex, on copies of the tableau and on a
  /// level below every priority, pushes it up and down as far as the optimal face allows.
  func valueRange(of variable: Variable) -> ClosedRange<Double> {
    let everything = -Double.infinity...Double.infinity
    guard let symbol = variableSymbols[ObjectIdentifier(variable)], tableau.isBasic(symbol)
    else { return everything }
    let value = tableau.value(of: symbol)
    var free = false
    for cell in tableau.cells(ofSlot: tableau.rowOf[symbol]) {
      let kind = tableau.kind(cell.symbol)
      if kind == .external { return everything }
      if kind != .dummy && tableau.objective.sign(of: cell.symbol) == 0 { free = true }
    }
    if !free { return value...value }
    var upward = tableau.copy()
    let upper = upward.extent(of: symbol, upward: true) ?? .infinity
    var downward = tableau.copy()
    let lower = downward.extent(of: symbol, upward: false) ?? -.infinity
    return min(lower, value)...max(upper, value)
  }
}
