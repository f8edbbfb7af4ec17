import Testing

@testable import Layout

@Suite struct ExpressionTests {
  let x = Variable("x")
  let y = Variable("y")

  /// The expression as (variable name, coefficient) pairs and its constant.
  private func parts(_ expression: Expression) -> ([String], [Double], Double) {
    (
      expression.terms.map(\.variable.name), expression.terms.map(\.coefficient),
      expression.constant
    )
  }

  @Test func operatorsBuildLinearExpressions() {
    let e = 2 * x + y - 10
    #expect(parts(e).0 == ["x", "y"] && parts(e).1 == [2, 1] && parts(e).2 == -10)
    let f = -(x / 4 - 3 * (y + 1))
    #expect(parts(f).1 == [-0.25, 3] && parts(f).2 == 3)
    let g = 5 - x * 2
    #expect(parts(g).1 == [-2] && parts(g).2 == 5)
  }

  @Test func relationsMoveEverythingLeft() {
    let c = x + 10 <= y
    #expect(c.relation == .lessThanOrEqual)
    #expect(parts(c.expression).1 == [1, -1] && parts(c.expression).2 == 10)
    #expect(c.strength.isRequired)
    let d = Constraint(2 * x >= 7, strength: 250)
    #expect(d.relation == .greaterThanOrEqual && d.strength.priority == 250)
    #expect(parts(d.expression).2 == -7)
    #expect(d.description == "2 * x - 7 >= 0 @250")
    #expect((3 == x).description == "-x + 3 == 0")
  }

  @Test func repeatedVariablesAddUpInTheSolver() throws {
    let solver = Solver()
    try solver.add(x + x + x == 12)
    #expect(solver.value(of: x) == 4)
    try solver.add(y - y + 2 * y == 5)
    #expect(solver.value(of: y) == 2.5)
  }
}
