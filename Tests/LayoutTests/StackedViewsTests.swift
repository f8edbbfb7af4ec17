import TestSupport
import Testing

@testable import Layout

/// A long vertical stack of views, the shape that makes Cassowary's rows long (each top
/// depends on every height above it): after random constant changes, removals and re-adds the
/// incremental solution agrees with a solver built from scratch.
@Suite struct StackedViewsTests {
  struct Stack {
    var variables: [Variable] = []
    /// Every constraint with its current constant.
    var constraints: [(constraint: Constraint, constant: Double)] = []

    init(views: Int) {
      let top = Variable("top0")
      variables.append(top)
      constraints.append((top == 0, 0))
      var above: Expression = Expression(top)
      for index in 0..<views {
        let y = Variable("y\(index)")
        let height = Variable("h\(index)")
        let content = Variable("c\(index)")
        variables += [y, height, content]
        let pieces = [
          y == above + 8, height >= 44, Constraint(height == 44, strength: 250),
          content <= y + height - 10, content >= y + 10,
          Constraint(content - y <= 20 + Double(index % 5), strength: 250),
          Constraint(content - y >= 20 + Double(index % 5), strength: 750),
        ]
        constraints += pieces.map { ($0, $0.expression.constant) }
        above = y + height
      }
    }

    /// A solver with every constraint at its current constant.
    func freshSolver() throws -> Solver {
      let solver = Solver()
      for (constraint, constant) in constraints {
        try solver.add(
          Constraint(
            Expression(terms: constraint.expression.terms, constant: constant), constraint.relation,
            strength: constraint.strength))
      }
      return solver
    }
  }

  @Test(arguments: 0..<2)
  func matchesFromScratch(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    var stack = Stack(views: 40)
    let solver = Solver()
    for (constraint, _) in stack.constraints { try solver.add(constraint) }
    for step in 0..<30 {
      let index = random.int(1...(stack.constraints.count - 1))
      let (constraint, constant) = stack.constraints[index]
      if step % 3 == 0 {
        try solver.remove(constraint)
        try solver.add(constraint)
        try solver.setConstant(constant, of: constraint)
      } else {
        let changed = constant + Double(random.int(-15...15))
        do {
          try solver.setConstant(changed, of: constraint)
          stack.constraints[index].constant = changed
        } catch {
          #expect(constraint.strength.isRequired, "a preference cannot be unsatisfiable")
        }
      }
      let fresh = try stack.freshSolver()
      // Changed constants can leave a content view free between its two preferences; the
      // ranges must agree, and determined values too.
      for variable in stack.variables {
        let range = fresh.valueRange(of: variable)
        #expect(rangesAgree(solver.valueRange(of: variable), range, tolerance: 1e-9))
        if range.lowerBound == range.upperBound {
          #expect(abs(solver.value(of: variable) - range.lowerBound) < 1e-6)
        }
      }
    }
  }
}
