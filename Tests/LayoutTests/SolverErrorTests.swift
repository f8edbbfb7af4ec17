import Testing

@testable import Layout

@Suite struct SolverErrorTests {
  /// The constraint and conflicts of an unsatisfiable-constraint error.
  private func unsatisfiable(_ body: () throws(SolverError) -> Void) -> (
    Constraint, [Constraint]
  )? {
    do {
      try body()
    } catch {
      switch error {
      case .unsatisfiableConstraint(let constraint, let conflicts),
        .unsatisfiableConstant(let constraint, _, let conflicts):
        return (constraint, conflicts)
      default: break
      }
    }
    return nil
  }

  @Test func contradictoryEqualityIsRefusedAndNamed() throws {
    let x = Variable("x")
    let solver = Solver()
    let ten = x == 10
    try solver.add(ten)
    let twenty = x == 20
    let failure = try #require(unsatisfiable { () throws(SolverError) in try solver.add(twenty) })
    #expect(failure.0 === twenty)
    #expect(failure.1.count == 1 && failure.1[0] === ten)
    #expect(!solver.has(twenty))
    #expect(solver.constraints.count == 1)
    #expect(solver.value(of: x) == 10)
  }

  @Test func contradictoryInequalitiesReportTheChain() throws {
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    let solver = Solver()
    let unrelated = Constraint(a == 3, strength: 250)
    let chain = [a >= 0, b >= a + 10, c >= b + 10]
    try solver.add(unrelated)
    for constraint in chain { try solver.add(constraint) }
    let tooLow = c <= 5
    let failure = try #require(unsatisfiable { () throws(SolverError) in try solver.add(tooLow) })
    #expect(failure.0 === tooLow)
    #expect(Set(failure.1.map(ObjectIdentifier.init)) == Set(chain.map(ObjectIdentifier.init)))
    #expect(solver.value(of: c) == 23)
    // The solver still works after the refusal.
    try solver.remove(chain[2])
    try solver.add(tooLow)
    #expect(solver.value(of: c) <= 5)
  }

  @Test func contradictoryConstantChangeIsUndone() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    let floor = x >= 10
    let gap = y == x + 5
    let ceiling = y <= 40
    for constraint in [floor, gap, ceiling] { try solver.add(constraint) }
    try solver.add(Constraint(x == 30, strength: 500))
    #expect(solver.value(of: x) == 30)
    // y <= 12 would force x <= 7, below the floor.
    let failure = try #require(
      unsatisfiable { () throws(SolverError) in try solver.setConstant(-12, of: ceiling) })
    #expect(failure.0 === ceiling)
    #expect(failure.1.contains { $0 === floor } && failure.1.contains { $0 === gap })
    #expect(solver.constant(of: ceiling) == -40)
    #expect(solver.value(of: x) == 30)
    #expect(solver.value(of: y) == 35)
    try solver.setConstant(-20, of: ceiling)
    #expect(solver.value(of: x) == 15)
  }

  @Test func constantOfARestatedEquationCanChange() throws {
    let x = Variable("x")
    let solver = Solver()
    let first = x == 10
    let restated = 2 * x == 20
    try solver.add(first)
    try solver.add(restated)
    #expect(
      unsatisfiable { () throws(SolverError) in try solver.setConstant(-30, of: restated) } != nil)
    #expect(solver.constant(of: restated) == -20)
    try solver.remove(first)
    try solver.setConstant(-30, of: restated)
    #expect(solver.value(of: x) == 15)
  }

  /// The name of the case `body` throws, or nil if it throws nothing.
  private func thrownCase(_ body: () throws(SolverError) -> Void) -> String? {
    do {
      try body()
      return nil
    } catch {
      switch error {
      case .unsatisfiableConstraint: return "unsatisfiableConstraint"
      case .unsatisfiableConstant: return "unsatisfiableConstant"
      case .duplicateConstraint: return "duplicateConstraint"
      case .unknownConstraint: return "unknownConstraint"
      case .duplicateEditVariable: return "duplicateEditVariable"
      case .unknownEditVariable: return "unknownEditVariable"
      case .requiredEditVariable: return "requiredEditVariable"
      }
    }
  }

  @Test func misuseIsReported() throws {
    let x = Variable("x")
    let solver = Solver()
    let constraint = x >= 1
    try solver.add(constraint)
    #expect(
      thrownCase { () throws(SolverError) in try solver.add(constraint) } == "duplicateConstraint")
    let stranger = x <= 100
    #expect(
      thrownCase { () throws(SolverError) in try solver.remove(stranger) } == "unknownConstraint")
    #expect(
      thrownCase { () throws(SolverError) in try solver.setConstant(3, of: stranger) }
        == "unknownConstraint")
    #expect(
      thrownCase { () throws(SolverError) in try solver.addEditVariable(x, strength: .required) }
        == "requiredEditVariable")
    #expect(
      thrownCase { () throws(SolverError) in try solver.suggestValue(4, for: x) }
        == "unknownEditVariable")
    #expect(
      thrownCase { () throws(SolverError) in try solver.removeEditVariable(x) }
        == "unknownEditVariable")
    try solver.addEditVariable(x, strength: 500)
    #expect(
      thrownCase { () throws(SolverError) in try solver.addEditVariable(x, strength: 400) }
        == "duplicateEditVariable")
    // The edit variable's pull is not one of the solver's listed constraints.
    #expect(solver.constraints.count == 1 && solver.constraints[0] === constraint)
    #expect(solver.hasEditVariable(x))
  }

  @Test func messagesSayWhatHappened() {
    let x = Variable("width")
    let constraint = x + 10 <= 5
    #expect(
      SolverError.duplicateConstraint(constraint).description
        == "The constraint [width + 5 <= 0] is already in the solver; add it once.")
    let conflict = Constraint(x == 3, strength: 750)
    #expect(
      SolverError.unsatisfiableConstraint(constraint, conflicts: [conflict]).description
        == "Unsatisfiable required constraint [width + 5 <= 0]; it conflicts with "
        + "[width - 3 == 0 @750]. The solver is unchanged; lower a priority below 1000 or "
        + "remove a conflicting constraint.")
    #expect(
      SolverError.unsatisfiableConstant(constraint, constant: -12.5, conflicts: []).description
        == "The required constraint [width + 5 <= 0] cannot take the constant -12.5. Its "
        + "constant is unchanged; lower a priority below 1000 or remove a conflicting "
        + "constraint.")
    #expect(
      SolverError.requiredEditVariable(x).description
        == "width cannot be edited at required strength; use a priority below 1000.")
  }
}
