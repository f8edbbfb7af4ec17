import TestSupport
import Testing

@testable import Layout

/// Random systems solved by the solver and, independently, by Gaussian elimination or the
/// dense simplex of the test target.
@Suite struct RandomSystemTests {
  /// Square, nonsingular systems of required equations (with redundant and contradictory
  /// extra equations mixed in) against Gaussian elimination.
  @Test(arguments: 0..<60)
  func equalitySystemsMatchGaussianElimination(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    let n = random.int(2...12)
    var matrix: [[Double]] = []
    var right: [Double] = []
    repeat {
      matrix = (0..<n).map { row in
        (0..<n).map { column in
          column == row || random.double(0...1) < 0.3 ? Double(random.int(-4...4)) : 0
        }
      }
      right = (0..<n).map { _ in Double(random.int(-50...50)) }
    } while gaussianSolution(matrix, right) == nil
    let expected = gaussianSolution(matrix, right)!

    let variables = (0..<n).map { Variable("x\($0)") }
    let solver = Solver()
    for (row, value) in zip(matrix, right) {
      let spec = Spec(coefficients: row, constant: -value, relation: .equal, strength: .required)
      try solver.add(spec.constraint(variables))
      // Now and then a combination of two equations so far: redundant as is, contradictory
      // when its constant is off.
      if random.double(0...1) < 0.3 {
        let a = Double(random.int(1...3))
        let b = Double(random.int(-3...3))
        let first = random.int(0...(solver.constraints.count - 1))
        let other = Spec(
          coefficients: row, constant: -value, relation: .equal, strength: .required)
        let base = solver.constraints[first]
        var combined = Expression(terms: [], constant: 0)
        combined = combined + a * base.expression + b * other.constraint(variables).expression
        try solver.add(Constraint(combined, .equal))
        let off = Constraint(combined + 1, .equal)
        #expect(throws: SolverError.self) { try solver.add(off) }
        #expect(!solver.has(off))
      }
    }
    for (variable, value) in zip(variables, expected) {
      #expect(abs(solver.value(of: variable) - value) < 1e-6 * max(1, abs(value)))
      #expect(!solver.isAmbiguous(variable))
    }
  }

  /// Small systems of required and preferred equalities and inequalities at several
  /// priorities against the dense lexicographic simplex: the same feasibility, the same
  /// optimal error at every priority, and the same range for every variable.
  @Test(arguments: 0..<400)
  func preferenceSystemsMatchDenseSimplex(seed: UInt64) throws {
    var random = SeededRandom(seed: seed &+ 1000)
    let n = random.int(1...5)
    let variables = (0..<n).map { Variable("x\($0)") }
    let solver = Solver()
    var accepted: [Spec] = []
    var specOf: [ObjectIdentifier: Spec] = [:]
    for _ in 0..<random.int(1...10) {
      let spec = random.spec(variableCount: n, weighted: seed % 3 == 0)
      let feasible = ReferenceSolver(accepted + [spec], variableCount: n).levelOptima() != nil
      let constraint = spec.constraint(variables)
      do {
        try solver.add(constraint)
        #expect(feasible, "the solver accepted a constraint the reference finds infeasible")
        accepted.append(spec)
        specOf[ObjectIdentifier(constraint)] = spec
      } catch {
        #expect(!feasible, "the solver refused a satisfiable constraint: \(error)")
        expectConflictsProven(error, refusing: constraint, as: spec, specOf, variableCount: n)
      }
    }
    try expectSolverMatchesReference(solver, variables, accepted)
  }
}

/// Checks that `error` refuses `constraint` (which would be `spec`) and that the conflicts it
/// reports (whose specs `specOf` knows), all required, contradict `spec` on their own.
func expectConflictsProven(
  _ error: SolverError, refusing constraint: Constraint, as spec: Spec,
  _ specOf: [ObjectIdentifier: Spec], variableCount: Int,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let refused: Constraint
  let conflicts: [Constraint]
  switch error {
  case .unsatisfiableConstraint(let constraint, let reported),
    .unsatisfiableConstant(let constraint, _, let reported):
    refused = constraint
    conflicts = reported
  default:
    Issue.record("unexpected \(error)", sourceLocation: sourceLocation)
    return
  }
  #expect(refused === constraint, sourceLocation: sourceLocation)
  let culprits = conflicts.map { specOf[ObjectIdentifier($0)]! }
  #expect(culprits.allSatisfy { $0.strength.isRequired }, sourceLocation: sourceLocation)
  #expect(
    ReferenceSolver(culprits + [spec], variableCount: variableCount).levelOptima() == nil,
    sourceLocation: sourceLocation)
}

/// Checks `solver` against the dense simplex for `specs`: required specs hold, every level's
/// error is optimal, and every variable's range matches.
func expectSolverMatchesReference(
  _ solver: Solver, _ variables: [Variable], _ specs: [Spec],
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let reference = ReferenceSolver(specs, variableCount: variables.count)
  let optima = try #require(reference.levelOptima(), sourceLocation: sourceLocation)
  let values = variables.map { solver.value(of: $0) }
  for spec in specs where spec.strength.isRequired {
    #expect(spec.violation(values) < 1e-6, "\(spec)", sourceLocation: sourceLocation)
  }
  for (error, optimum) in zip(reference.levelErrors(values), optima) {
    #expect(abs(error - optimum) < 1e-6 * max(1, optimum), sourceLocation: sourceLocation)
  }
  for (index, variable) in variables.enumerated() {
    let expected = reference.range(of: index, optima: optima)
    let found = solver.valueRange(of: variable)
    #expect(
      rangesAgree(found, expected, tolerance: 1e-5), "x\(index): \(found) vs \(expected)",
      sourceLocation: sourceLocation)
    // The structural shortcut of isAmbiguous agrees with the simplex's answer.
    let ambiguous = expected.upperBound - expected.lowerBound > 1e-4
    #expect(solver.isAmbiguous(variable) == ambiguous, sourceLocation: sourceLocation)
  }
}

/// The solution of `matrix · x = right` by Gaussian elimination with partial pivoting, or nil
/// if the matrix is singular.
func gaussianSolution(_ matrix: [[Double]], _ right: [Double]) -> [Double]? {
  let n = right.count
  var a = zip(matrix, right).map { $0 + [$1] }
  for column in 0..<n {
    let pivot = (column..<n).max { abs(a[$0][column]) < abs(a[$1][column]) }!
    if abs(a[pivot][column]) < 1e-9 { return nil }
    a.swapAt(column, pivot)
    for row in 0..<n where row != column {
      let factor = a[row][column] / a[column][column]
      for k in column...n { a[row][k] -= factor * a[column][k] }
    }
  }
  return (0..<n).map { a[$0][n] / a[$0][$0] }
}
