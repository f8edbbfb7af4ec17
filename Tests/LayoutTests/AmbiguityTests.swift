import Testing

@testable import Layout

@Suite struct AmbiguityTests {
  @Test func unconstrainedVariablesSpanTheLine() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    #expect(solver.valueRange(of: x) == -Double.infinity...Double.infinity)
    try solver.add(x + y == 10)
    #expect(solver.isAmbiguous(x) && solver.isAmbiguous(y))
    try solver.add(y >= 0)
    #expect(solver.valueRange(of: x) == -Double.infinity...10)
    #expect(solver.valueRange(of: y) == 0...Double.infinity)
  }

  @Test func requiredAndPreferredConstraintsDetermine() throws {
    let left = Variable("left")
    let width = Variable("width")
    let right = Variable("right")
    let solver = Solver()
    try solver.add(right == left + width)
    try solver.add(left == 16)
    #expect(solver.isAmbiguous(right))
    try solver.add(Constraint(width == 100, strength: 250))
    #expect(!solver.isAmbiguous(right))
    #expect(solver.valueRange(of: right) == 116...116)
    // A stronger preference that contradicts the first one still determines the width.
    try solver.add(Constraint(width == 80, strength: 750))
    #expect(solver.valueRange(of: width) == 80...80)
  }

  @Test func tiedPreferencesLeaveAnInterval() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.add(Constraint(x == 10, strength: 500))
    try solver.add(Constraint(x == 20, strength: 500))
    let before = solver.value(of: x)
    #expect(solver.valueRange(of: x) == 10...20)
    #expect(solver.isAmbiguous(x))
    #expect(solver.value(of: x) == before)
    // A lower priority breaks the tie without touching the higher level's optimum.
    try solver.add(Constraint(x == 30, strength: 250))
    #expect(solver.valueRange(of: x) == 20...20)
  }
}

@Suite struct MobilityTests {
  /// A width between UIKit's hugging (≤, 250) and compression resistance (≥, 750) for the
  /// same size: the ≤'s slack has no cost but a tight row blocks it, so the structure alone
  /// shows the width fixed, without the simplex.
  @Test func huggingAndCompressionPinTheSizeStructurally() throws {
    let width = Variable("width")
    let solver = Solver()
    try solver.add(Constraint(width <= 120, strength: 250))
    try solver.add(Constraint(width >= 120, strength: 750))
    let symbol = try #require(solver.state.variableSymbols[ObjectIdentifier(width)])
    #expect(solver.state.tableau.mobility(of: symbol) == .fixed)
    #expect(!solver.isAmbiguous(width))
  }

  @Test func aCostFreeSlackThatNothingStopsMoves() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.add(x >= 5)
    try solver.add(x <= 10)
    let symbol = try #require(solver.state.variableSymbols[ObjectIdentifier(x)])
    #expect(solver.state.tableau.mobility(of: symbol) == .movable)
    #expect(solver.valueRange(of: x) == 5...10)
  }
}
