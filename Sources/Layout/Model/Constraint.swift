/// How a constraint's expression compares with zero.
public enum Relation: Sendable, CustomStringConvertible {
  /// `expression == 0`.
  case equal
  /// `expression <= 0`.
  case lessThanOrEqual
  /// `expression >= 0`.
  case greaterThanOrEqual

  public var description: String {
    switch self {
    case .equal: "=="
    case .lessThanOrEqual: "<="
    case .greaterThanOrEqual: ">="
    }
  }
}

/// A linear relation the solver keeps, `expression relation 0`, at a ``Strength``.
///
/// Build one with `==`, `<=` or `>=` between expressions, variables and numbers (`x + 10 <= y`
/// becomes `x - y + 10 <= 0`), then give it a priority with ``init(_:strength:)`` if it is not
/// required. A constraint is an identity: a solver adds, removes and changes this object.
/// It never changes; ``Solver/setConstant(_:of:)`` changes the constant the solver uses.
public final class Constraint: Sendable, CustomStringConvertible {
  /// The left-hand side of `expression relation 0`.
  public let expression: Expression
  /// How the expression compares with zero.
  public let relation: Relation
  /// How much the constraint matters.
  public let strength: Strength

  /// `expression relation 0` at `strength`.
  public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
    self.expression = expression
    self.relation = relation
    self.strength = strength
  }

  /// A new constraint with the same relation as `constraint`, at `strength`.
  public convenience init(_ constraint: Constraint, strength: Strength) {
    self.init(constraint.expression, constraint.relation, strength: strength)
  }

  public var description: String {
    "\(expression) \(relation) 0" + (strength.isRequired ? "" : " \(strength)")
  }
}
