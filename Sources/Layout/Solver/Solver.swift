/// A linear constraint solver: the incremental Cassowary algorithm with UIKit's priorities.
///
/// Add required and preferred ``Constraint``s, read each ``Variable``'s value; add, remove or
/// change constants of constraints at any time and the solver updates its solution
/// incrementally, from where it was. After every call the values satisfy all required
/// constraints and are optimal for the preferences, priority by priority: a constraint at a
/// higher priority is never given up, even in part, for any number at lower priorities.
///
/// Edit variables serve interactive changes: ``addEditVariable(_:strength:)`` once, then
/// ``suggestValue(_:for:)`` as the value moves; each suggestion is a dual-simplex update.
///
/// A solver is not thread-safe; use it from one thread at a time.
public final class Solver {
  var state = SolverState()

  /// An empty solver.
  public init() {}

  /// Adds `constraint`.
  ///
  /// - Throws: ``SolverError/duplicateConstraint(_:)`` if it is already in the solver;
  ///   ``SolverError/unsatisfiableConstraint(_:conflicts:)`` if it is required and contradicts
  ///   the required constraints in the solver, which is then left as it was.
  public func add(_ constraint: Constraint) throws(SolverError) {
    try state.add(constraint, constant: constraint.expression.constant)
  }

  /// Removes `constraint`.
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)`` if it is not in the solver.
  public func remove(_ constraint: Constraint) throws(SolverError) {
    guard let index = state.recordNumber(of: constraint) else {
      throw .unknownConstraint(constraint)
    }
    state.detach(recordAt: index)
    _ = state.tableau.optimize()
  }

  /// Whether `constraint` is in the solver.
  public func has(_ constraint: Constraint) -> Bool {
    state.recordNumber(of: constraint) != nil
  }

  /// Every constraint added to the solver (not those behind edit variables), in no particular
  /// order.
  public var constraints: [Constraint] {
    let edits = Set(state.edits.values.map(ObjectIdentifier.init))
    return state.records.map(\.constraint).filter { !edits.contains(ObjectIdentifier($0)) }
  }

  /// Changes the constant of `constraint`'s expression (`expression relation 0`) to
  /// `constant`, in place: the solution is updated incrementally, without removing and
  /// adding the constraint. The solver keeps the constant; `constraint` stays as created.
  ///
  /// For `x == y + c`, written `x - y - c == 0`, the expression's constant is `-c`.
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)`` if it is not in the solver;
  ///   ``SolverError/unsatisfiableConstant(_:constant:conflicts:)`` if it is required and the new
  ///   constant contradicts the other required constraints; the constant is then unchanged.
  public func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
    guard let index = state.recordNumber(of: constraint) else {
      throw .unknownConstraint(constraint)
    }
    try state.setConstant(constant, recordAt: index)
  }

  /// The constant the solver uses for `constraint`'s expression, or nil if it is not in the
  /// solver.
  public func constant(of constraint: Constraint) -> Double? {
    state.recordNumber(of: constraint).map { state.records[$0].constant }
  }

  // MARK: - Edit variables

  /// Makes `variable` an edit variable: a preference at `strength` that it equal a suggested
  /// value, which starts as its current value (so adding it moves nothing).
  ///
  /// - Throws: ``SolverError/duplicateEditVariable(_:)`` if it already is one;
  ///   ``SolverError/requiredEditVariable(_:)`` if `strength` is required.
  public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
    let key = ObjectIdentifier(variable)
    if state.edits[key] != nil { throw .duplicateEditVariable(variable) }
    if strength.isRequired { throw .requiredEditVariable(variable) }
    let current = state.value(of: variable)
    let edit = Constraint(variable - current, .equal, strength: strength)
    try state.add(edit, constant: -current)
    state.edits[key] = edit
  }

  /// Stops `variable` being an edit variable; its suggestion no longer pulls it.
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)`` if it is not one.
  public func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard let edit = state.edits.removeValue(forKey: ObjectIdentifier(variable)) else {
      throw .unknownEditVariable(variable)
    }
    try remove(edit)
  }

  /// Whether `variable` is an edit variable.
  public func hasEditVariable(_ variable: Variable) -> Bool {
    state.edits[ObjectIdentifier(variable)] != nil
  }

  /// Suggests `value` for edit variable `variable` and updates the solution: the variable
  /// takes it as far as higher-priority constraints allow.
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)`` if it is not an edit variable.
  public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    guard let edit = state.edits[ObjectIdentifier(variable)] else {
      throw .unknownEditVariable(variable)
    }
    try setConstant(-value, of: edit)
  }

  // MARK: - Values

  /// The value of `variable` in the current solution; zero if no constraint mentions it.
  public func value(of variable: Variable) -> Double {
    state.value(of: variable)
  }

  /// The values `variable` takes over all optimal solutions: those that satisfy every
  /// required constraint and leave every priority level's weighted error as small as the
  /// current solution does. A single value means the constraints determine the variable; a
  /// wider interval means it is ambiguous and could move within it without any constraint
  /// holding worse; an unbounded side means it could move without limit. A variable no
  /// constraint mentions has the whole line. The solution itself does not change.
  ///
  /// A variable the tableau shows fixed costs a look at a few rows; otherwise this copies the
  /// tableau twice and runs two short simplex passes on the copies.
  public func valueRange(of variable: Variable) -> ClosedRange<Double> {
    state.valueRange(of: variable)
  }

  /// Whether `variable` could take another value (by more than 10⁻⁶) in an optimal solution,
  /// that is, whether ``valueRange(of:)`` is wider than a point. Auto Layout calls such a
  /// layout ambiguous. Most answers come from the tableau's structure without the simplex.
  public func isAmbiguous(_ variable: Variable) -> Bool {
    state.isAmbiguous(variable)
  }
}
