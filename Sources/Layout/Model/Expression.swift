/// A variable times a coefficient, one summand of an ``Expression``.
public struct Term: Sendable, CustomStringConvertible {
  /// The variable.
  public var variable: Variable
  /// What the variable is multiplied by.
  public var coefficient: Double

  /// `coefficient * variable`.
  public init(_ variable: Variable, coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }

  public var description: String {
    coefficient == 1 ? variable.description : "\(formatted(coefficient)) * \(variable)"
  }
}

/// A linear expression: a sum of terms plus a constant, `2 * x + y - 10`.
///
/// Build expressions with `+`, `-`, `*` and `/` on variables, terms, expressions and numbers.
/// The same variable may appear in several terms; the solver adds them up.
public struct Expression: Sendable, CustomStringConvertible {
  /// The summands that involve variables.
  public var terms: [Term]
  /// The summand that involves none.
  public var constant: Double

  /// `terms` plus `constant`.
  public init(terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// The expression that is just `variable`.
  public init(_ variable: Variable) {
    self.init(terms: [Term(variable)])
  }

  /// The expression that is just `term`.
  public init(_ term: Term) {
    self.init(terms: [term])
  }

  public var description: String {
    var text = ""
    for term in terms {
      let magnitude = Term(term.variable, coefficient: abs(term.coefficient))
      if text.isEmpty {
        text = term.coefficient < 0 ? "-\(magnitude)" : "\(magnitude)"
      } else {
        text += term.coefficient < 0 ? " - \(magnitude)" : " + \(magnitude)"
      }
    }
    if text.isEmpty { return formatted(constant) }
    if constant != 0 {
      text += constant < 0 ? " - \(formatted(-constant))" : " + \(formatted(constant))"
    }
    return text
  }
}

/// A number without a trailing `.0` when it is whole, for messages.
func formatted(_ value: Double) -> String {
  if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
  return String(value)
}
