/// A value that reads as a linear ``Expression``: a ``Variable``, a ``Term`` or an expression.
/// The arithmetic and relation operators accept any mix of them and numbers.
public protocol ExpressionConvertible: Sendable {
  /// The value as an expression.
  var expression: Expression { get }
}

extension Variable: ExpressionConvertible {
  public var expression: Expression { Expression(self) }
}

extension Term: ExpressionConvertible {
  public var expression: Expression { Expression(self) }
}

extension Expression: ExpressionConvertible {
  public var expression: Expression { self }
}

extension Expression {
  /// Every term and the constant times `factor`.
  func scaled(by factor: Double) -> Expression {
    Expression(
      terms: terms.map { Term($0.variable, coefficient: $0.coefficient * factor) },
      constant: constant * factor)
  }

  /// This plus `factor` times `other`; terms are kept side by side, not merged.
  func adding(_ other: Expression, times factor: Double = 1) -> Expression {
    var sum = Expression(terms: [], constant: constant + factor * other.constant)
    sum.terms.reserveCapacity(terms.count + other.terms.count)
    sum.terms.append(contentsOf: terms)
    for term in other.terms {
      sum.terms.append(Term(term.variable, coefficient: factor * term.coefficient))
    }
    return sum
  }

  /// This plus `amount`.
  func adding(_ amount: Double) -> Expression {
    Expression(terms: terms, constant: constant + amount)
  }
}

// MARK: - Scaling

public func * (coefficient: Double, variable: Variable) -> Term {
  Term(variable, coefficient: coefficient)
}

public func * (variable: Variable, coefficient: Double) -> Term {
  Term(variable, coefficient: coefficient)
}

public func * (factor: Double, term: Term) -> Term {
  Term(term.variable, coefficient: term.coefficient * factor)
}

public func * (term: Term, factor: Double) -> Term {
  Term(term.variable, coefficient: term.coefficient * factor)
}

public func * (factor: Double, expression: Expression) -> Expression {
  expression.scaled(by: factor)
}

public func * (expression: Expression, factor: Double) -> Expression {
  expression.scaled(by: factor)
}

public func / (variable: Variable, divisor: Double) -> Term {
  Term(variable, coefficient: 1 / divisor)
}

public func / (term: Term, divisor: Double) -> Term {
  Term(term.variable, coefficient: term.coefficient / divisor)
}

public func / (expression: Expression, divisor: Double) -> Expression {
  expression.scaled(by: 1 / divisor)
}

public prefix func - (variable: Variable) -> Term {
  Term(variable, coefficient: -1)
}

public prefix func - (term: Term) -> Term {
  Term(term.variable, coefficient: -term.coefficient)
}

public prefix func - (expression: Expression) -> Expression {
  expression.scaled(by: -1)
}

// MARK: - Sums

public func + <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Expression {
  lhs.expression.adding(rhs.expression)
}

public func + <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Expression {
  lhs.expression.adding(rhs)
}

public func + <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Expression {
  rhs.expression.adding(lhs)
}

public func - <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Expression {
  lhs.expression.adding(rhs.expression, times: -1)
}

public func - <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Expression {
  lhs.expression.adding(-rhs)
}

public func - <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Expression {
  rhs.expression.scaled(by: -1).adding(lhs)
}

// MARK: - Relations (required; wrap in Constraint(_:strength:) for a lower priority)

public func == <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
  Constraint(lhs - rhs, .equal)
}

public func == <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
  Constraint(lhs - rhs, .equal)
}

public func == <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
  Constraint(lhs - rhs, .equal)
}

public func <= <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}

public func <= <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}

public func <= <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}

public func >= <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}

public func >= <L: ExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}

public func >= <R: ExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}
