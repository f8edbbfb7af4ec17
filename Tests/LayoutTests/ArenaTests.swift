import Testing

@testable import Layout

@Suite struct ArenaTests {
  /// Every row fits its block, and the next smaller class would not hold it.
  @Test func sizeClassesAreTight() {
    for count in 1...5000 {
      let sizeClass = Tableau.sizeClass(for: count)
      #expect(Tableau.capacity(of: sizeClass) >= count)
      if sizeClass > 0 { #expect(Tableau.capacity(of: sizeClass - 1) < count) }
      #expect(Double(Tableau.capacity(of: sizeClass)) <= max(4, 1.25 * Double(count)))
    }
  }

  /// A probe works on a copy: the solver it was copied from keeps its solution and state.
  @Test func copiesAreIndependent() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.add(Constraint(x == 10, strength: 500))
    try solver.add(Constraint(x == 20, strength: 500))
    let before = solver.value(of: x)
    var copy = solver.state.tableau.copy()
    let symbol = solver.state.variableSymbols[ObjectIdentifier(x)]!
    _ = copy.extent(of: symbol, upward: before < 15)
    #expect(copy.value(of: symbol) != before)
    #expect(solver.value(of: x) == before)
    try solver.add(x <= 12)
    #expect(solver.value(of: x) <= 12)
  }
}
