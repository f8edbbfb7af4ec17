import Testing

@testable import Layout

@Suite struct SolverOperationTests {
  @Test func requiredEqualitiesDetermineValues() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    try solver.add(x + y == 30)
    try solver.add(x - y == 10)
    #expect(abs(solver.value(of: x) - 20) < 1e-9)
    #expect(abs(solver.value(of: y) - 10) < 1e-9)
  }

  @Test func inequalitiesAndPreferences() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.add(x >= 10)
    try solver.add(Constraint(x == 5, strength: 500))
    #expect(solver.value(of: x) == 10)
    try solver.add(Constraint(x == 25, strength: 500))
    // |x - 5| + |x - 25| is 20 anywhere in 10...25.
    #expect(solver.value(of: x) >= 10 && solver.value(of: x) <= 25)
    #expect(solver.valueRange(of: x) == 10...25)
  }

  @Test func removingRestoresThePreviousSolution() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.add(Constraint(x == 100, strength: 250))
    let floor = x >= 150
    try solver.add(floor)
    #expect(solver.value(of: x) == 150)
    try solver.remove(floor)
    #expect(solver.value(of: x) == 100)
    #expect(!solver.has(floor))
  }

  @Test func constantsChangeInPlace() throws {
    let left = Variable("left")
    let width = Variable("width")
    let solver = Solver()
    let leftPin = left == 20
    let widthPin = width == 100
    try solver.add(leftPin)
    try solver.add(widthPin)
    let right = Variable("right")
    try solver.add(right == left + width)
    #expect(solver.value(of: right) == 120)
    try solver.setConstant(-50, of: widthPin)
    #expect(solver.value(of: right) == 70)
    #expect(solver.constant(of: widthPin) == -50)
    try solver.setConstant(-30, of: leftPin)
    #expect(solver.value(of: right) == 80)
  }

  @Test func editVariablesFollowSuggestions() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    try solver.add(y == 2 * x + 1)
    try solver.add(x <= 40)
    try solver.add(Constraint(x == 3, strength: 250))
    try solver.addEditVariable(x, strength: 500)
    #expect(solver.value(of: x) == 3)
    try solver.suggestValue(10, for: x)
    #expect(solver.value(of: x) == 10)
    #expect(solver.value(of: y) == 21)
    try solver.suggestValue(60, for: x)
    #expect(solver.value(of: x) == 40)
    try solver.removeEditVariable(x)
    #expect(solver.value(of: x) == 3)
    #expect(!solver.hasEditVariable(x))
  }
}
