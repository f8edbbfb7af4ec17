import TestSupport
import Testing

@testable import Layout

/// Random sequences of adds, removals, constant changes and edits, each step checked against a
/// solver built from scratch with the same constraints (and, now and then, the dense simplex).
@Suite struct IncrementalTests {
  /// The constraints a solver should hold: each spec with its current constant.
  struct Model {
    var entries: [(spec: Spec, constraint: Constraint)] = []
    var edits: [(variable: Int, strength: Strength, value: Double)] = []

    /// The current spec of each constraint, by identity.
    var specOf: [ObjectIdentifier: Spec] {
      Dictionary(uniqueKeysWithValues: entries.map { (ObjectIdentifier($0.constraint), $0.spec) })
    }

    /// The specs of the constraints and of the edit variables' pulls.
    func specs(variableCount: Int) -> [Spec] {
      entries.map(\.spec)
        + edits.map { edit in
          var coefficients = [Double](repeating: 0, count: variableCount)
          coefficients[edit.variable] = 1
          return Spec(
            coefficients: coefficients, constant: -edit.value, relation: .equal,
            strength: edit.strength)
        }
    }
  }

  @Test(arguments: 0..<60)
  func incrementalMatchesFromScratch(seed: UInt64) throws {
    var random = SeededRandom(seed: seed &+ 5000)
    let n = random.int(2...6)
    let variables = (0..<n).map { Variable("x\($0)") }
    let solver = Solver()
    var model = Model()
    for step in 0..<40 {
      let choice = random.int(0...9)
      if choice < 4 || model.entries.isEmpty {
        let spec = random.spec(variableCount: n, requiredShare: 0.35)
        let constraint = spec.constraint(variables)
        let feasible =
          ReferenceSolver(model.specs(variableCount: n) + [spec], variableCount: n)
          .levelOptima() != nil
        do {
          try solver.add(constraint)
          #expect(feasible)
          model.entries.append((spec, constraint))
        } catch {
          #expect(!feasible, "\(error)")
          expectConflictsProven(
            error, refusing: constraint, as: spec, model.specOf, variableCount: n)
        }
      } else if choice < 6 {
        let index = random.int(0...(model.entries.count - 1))
        try solver.remove(model.entries[index].constraint)
        model.entries.remove(at: index)
      } else if choice < 9 {
        let index = random.int(0...(model.entries.count - 1))
        var changed = model.entries[index].spec
        changed.constant = Double(random.int(-30...30))
        var specs = model.specs(variableCount: n)
        specs[index] = changed
        let feasible = ReferenceSolver(specs, variableCount: n).levelOptima() != nil
        do {
          try solver.setConstant(changed.constant, of: model.entries[index].constraint)
          #expect(feasible)
          model.entries[index].spec = changed
        } catch {
          #expect(!feasible, "\(error)")
          expectConflictsProven(
            error, refusing: model.entries[index].constraint, as: changed, model.specOf,
            variableCount: n)
        }
      } else {
        try editStep(&random, solver, variables, &model)
      }
      try expectSameAsFromScratch(solver, variables, model)
      if step % 8 == 7 {
        try expectSolverMatchesReference(solver, variables, model.specs(variableCount: n))
      }
    }
  }

  /// Adds, moves or removes an edit variable.
  private func editStep(
    _ random: inout SeededRandom, _ solver: Solver, _ variables: [Variable], _ model: inout Model
  ) throws {
    let variable = random.int(0...(variables.count - 1))
    if let at = model.edits.firstIndex(where: { $0.variable == variable }) {
      if random.int(0...2) == 0 {
        try solver.removeEditVariable(variables[variable])
        model.edits.remove(at: at)
      } else {
        let value = Double(random.int(-40...40))
        try solver.suggestValue(value, for: variables[variable])
        model.edits[at].value = value
      }
    } else {
      let strength = Strength([900.0, 500, 100][random.int(0...2)])
      let current = solver.value(of: variables[variable])
      try solver.addEditVariable(variables[variable], strength: strength)
      model.edits.append((variable, strength, current))
    }
  }

  /// A fresh solver with the model's constraints has the same optimal errors and the same
  /// range for every variable.
  private func expectSameAsFromScratch(_ solver: Solver, _ variables: [Variable], _ model: Model)
    throws
  {
    let specs = model.specs(variableCount: variables.count)
    let fresh = Solver()
    for spec in specs { try fresh.add(spec.constraint(variables)) }
    let reference = ReferenceSolver(specs, variableCount: variables.count)
    let incrementalErrors = reference.levelErrors(variables.map { solver.value(of: $0) })
    let freshErrors = reference.levelErrors(variables.map { fresh.value(of: $0) })
    for (a, b) in zip(incrementalErrors, freshErrors) {
      #expect(abs(a - b) < 1e-6 * max(1, abs(b)), "\(incrementalErrors) vs \(freshErrors)")
    }
    for variable in variables {
      let a = solver.valueRange(of: variable)
      let b = fresh.valueRange(of: variable)
      #expect(rangesAgree(a, b, tolerance: 1e-6), "\(variable): \(a) vs \(b)")
      if b.lowerBound == b.upperBound {
        #expect(abs(solver.value(of: variable) - b.lowerBound) < 1e-6 * max(1, abs(b.lowerBound)))
      }
    }
  }
}
