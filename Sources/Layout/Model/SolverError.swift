/// What a ``Solver`` refuses to do, and why.
///
/// Messages show constraints as they were created; the solver may hold another constant for
/// them (``Solver/constant(of:)``).
public enum SolverError: Error, CustomStringConvertible {
  /// A required constraint cannot hold together with the required constraints already in the
  /// solver. `conflicts` are required constraints in the solver that, with it, admit no
  /// solution. The solver is left holding what it held before the call.
  case unsatisfiableConstraint(Constraint, conflicts: [Constraint])
  /// A required constraint cannot take `constant` (``Solver/setConstant(_:of:)``): with it,
  /// it and `conflicts` admit no solution. The constant is left as it was.
  case unsatisfiableConstant(Constraint, constant: Double, conflicts: [Constraint])
  /// The constraint is already in the solver.
  case duplicateConstraint(Constraint)
  /// The constraint is not in the solver.
  case unknownConstraint(Constraint)
  /// The variable is already an edit variable.
  case duplicateEditVariable(Variable)
  /// The variable is not an edit variable.
  case unknownEditVariable(Variable)
  /// Edit variables must have a priority below 1000: a suggestion is a preference.
  case requiredEditVariable(Variable)

  public var description: String {
    switch self {
    case .unsatisfiableConstraint(let constraint, let conflicts):
      return
        "Unsatisfiable required constraint [\(constraint)]\(Self.listing(conflicts)). The "
        + "solver is unchanged; lower a priority below 1000 or remove a conflicting constraint."
    case .unsatisfiableConstant(let constraint, let constant, let conflicts):
      return
        "The required constraint [\(constraint)] cannot take the constant \(formatted(constant))"
        + "\(Self.listing(conflicts)). Its constant is unchanged; lower a priority below 1000 or "
        + "remove a conflicting constraint."
    case .duplicateConstraint(let constraint):
      return "The constraint [\(constraint)] is already in the solver; add it once."
    case .unknownConstraint(let constraint):
      return "The constraint [\(constraint)] is not in the solver; add it before changing it."
    case .duplicateEditVariable(let variable):
      return "\(variable) is already an edit variable; remove it before adding it again."
    case .unknownEditVariable(let variable):
      return "\(variable) is not an edit variable; call addEditVariable(_:strength:) first."
    case .requiredEditVariable(let variable):
      return "\(variable) cannot be edited at required strength; use a priority below 1000."
    }
  }

  /// "; it conflicts with [a], [b]", or nothing.
  private static func listing(_ conflicts: [Constraint]) -> String {
    conflicts.isEmpty
      ? "" : "; it conflicts with " + conflicts.map { "[\($0)]" }.joined(separator: ", ")
  }
}
