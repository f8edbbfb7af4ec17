/// What the solver knows about one added constraint.
struct ConstraintRecord {
  let constraint: Constraint
  /// The slack (inequality), dummy (required equation) or first error symbol (preferred
  /// equation) that marks the constraint's equation in the tableau.
  let marker: Int32
  /// The error symbol of a preference besides the marker, or -1.
  let other: Int32
  /// The marker's coefficient in `expression + marker terms = 0`: a change of the constant by
  /// δ is the same equation with the marker shifted by δ / this. (Negating the equation to
  /// make its constant positive negates both, so it is taken before.)
  let markerCoefficient: Double
  /// The constant the solver uses now.
  var constant: Double
}

/// The solver's state as one value: the tableau and the bookkeeping that maps constraints and
/// variables to its symbols. ``Solver`` wraps it; every operation is a mutating method here so
/// the hot paths touch plain stored properties.
struct SolverState {
  var tableau = Tableau()
  var records: [ConstraintRecord] = []
  var recordIndex = IdentityMap()
  /// Per symbol: the index of the record whose marker or error it is, or -1.
  var owner: [Int32] = []
  /// Per symbol: the variable it stands for, and how many constraint terms use it.
  var variables: [Variable?] = []
  var uses: [Int32] = []
  var variableSymbols = IdentityMap()
  /// Edit variables and the constraint that pulls each towards its suggested value.
  var edits: [ObjectIdentifier: Constraint] = [:]

  /// Where `constraint`'s record is in ``records``, if it is in the solver.
  func recordNumber(of constraint: Constraint) -> Int? {
    recordIndex[ObjectIdentifier(constraint)].map(Int.init)
  }

  // MARK: - Symbols and variables

  /// A new tableau symbol, with the per-symbol arrays grown to match.
  mutating func makeSymbol(_ kind: SymbolKind, owner record: Int32 = -1) -> Int32 {
    let symbol = tableau.makeSymbol(kind)
    let index = Int(symbol)
    if index >= owner.count {
      owner.append(-1)
      variables.append(nil)
      uses.append(0)
    }
    owner[index] = record
    return symbol
  }

  /// The symbol of `variable`, made on first use; counts one more use.
  mutating func retain(_ variable: Variable) -> Int32 {
    let key = ObjectIdentifier(variable)
    if let symbol = variableSymbols[key] {
      uses[Int(symbol)] += 1
      return symbol
    }
    let symbol = makeSymbol(.external)
    variableSymbols[key] = symbol
    variables[Int(symbol)] = variable
    uses[Int(symbol)] = 1
    return symbol
  }

  /// Counts one use of `variable` fewer; the last one retires its symbol.
  mutating func release(_ variable: Variable) {
    let key = ObjectIdentifier(variable)
    let symbol = variableSymbols[key]!
    uses[Int(symbol)] -= 1
    if uses[Int(symbol)] > 0 { return }
    variableSymbols[key] = nil
    variables[Int(symbol)] = nil
    tableau.releaseSymbol(symbol)
  }

  /// Releases the variables of `constraint`'s terms, as retained when it was added.
  mutating func releaseVariables(of constraint: Constraint) {
    for term in constraint.expression.terms { release(term.variable) }
  }

  /// The current value of `variable`; zero when no constraint mentions it.
  func value(of variable: Variable) -> Double {
    guard let symbol = variableSymbols[ObjectIdentifier(variable)] else { return 0 }
    return tableau.value(of: symbol)
  }

  // MARK: - Conflicts

  /// The required constraints whose markers are among `symbols`, each once, in symbol order.
  func requiredOwners(of symbols: some Sequence<Int32>) -> [Constraint] {
    var found: [Int32] = []
    for symbol in symbols {
      let record = owner[Int(symbol)]
      if record >= 0 && Int(record) < records.count
        && records[Int(record)].constraint.strength.isRequired
        && !found.contains(record)
      {
        found.append(record)
      }
    }
    return found.map { records[Int($0)].constraint }
  }
}
