extension SolverState {
  /// The interval of values `variable` takes over all optimal solutions (see
  /// ``Solver/valueRange(of:)``): a point or the whole line when the tableau's structure says
  /// so, else the simplex on copies of the tableau, on a level below every priority, pushes it
  /// up and down as far as the optimal face allows.
  func valueRange(of variable: Variable) -> ClosedRange<Double> {
    guard let symbol = variableSymbols[ObjectIdentifier(variable)] else {
      return -Double.infinity...Double.infinity
    }
    let value = tableau.value(of: symbol)
    switch tableau.mobility(of: symbol) {
    case .fixed: return value...value
    case .unbounded: return -Double.infinity...Double.infinity
    case .movable, .undecided: break
    }
    var upward = tableau.copy()
    let upper = upward.extent(of: symbol, upward: true) ?? .infinity
    var downward = tableau.copy()
    let lower = downward.extent(of: symbol, upward: false) ?? -.infinity
    return min(lower, value)...max(upper, value)
  }

  /// Whether `variable` can move on the optimal face (see ``Solver/isAmbiguous(_:)``).
  func isAmbiguous(_ variable: Variable) -> Bool {
    guard let symbol = variableSymbols[ObjectIdentifier(variable)] else { return true }
    switch tableau.mobility(of: symbol) {
    case .fixed: return false
    case .movable, .unbounded: return true
    case .undecided:
      let range = valueRange(of: variable)
      return range.upperBound - range.lowerBound > ambiguityTolerance
    }
  }
}

/// How far a variable must be able to move to count as ambiguous.
let ambiguityTolerance = 1e-6
