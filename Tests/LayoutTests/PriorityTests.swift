import TestSupport
import Testing

@testable import Layout

@Suite struct PriorityTests {
  @Test func higherPriorityBeatsAnyNumberOfLowerOnes() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.add(Constraint(x == 0, strength: 999))
    for _ in 0..<500 { try solver.add(Constraint(x == 10, strength: Strength(998, weight: 1e6))) }
    #expect(solver.value(of: x) == 0)
    #expect(!solver.isAmbiguous(x))
  }

  @Test func fractionalPrioritiesAreLevelsToo() throws {
    let x = Variable("x")
    let solver = Solver()
    for _ in 0..<50 { try solver.add(Constraint(x == 7, strength: 500)) }
    try solver.add(Constraint(x == -7, strength: 500.5))
    #expect(solver.value(of: x) == -7)
  }

  @Test func requiredBeatsEverything() throws {
    let x = Variable("x")
    let solver = Solver()
    for priority in [999.0, 750, 250, 1] {
      for _ in 0..<20 { try solver.add(Constraint(x == priority, strength: Strength(priority))) }
    }
    try solver.add(x <= -3)
    #expect(solver.value(of: x) == -3)
  }

  @Test func weightsAddUpWithinAPriority() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.add(Constraint(x == 0, strength: Strength(500, weight: 3)))
    let pulls = [Constraint(x == 10, strength: 500), Constraint(x == 10, strength: 500)]
    for pull in pulls { try solver.add(pull) }
    #expect(solver.value(of: x) == 0)
    try solver.add(Constraint(x == 10, strength: 500))
    try solver.add(Constraint(x == 10, strength: 500))
    #expect(solver.value(of: x) == 10)
  }

  /// Preferences at many priorities, each with a heavier crowd just below it, added in random
  /// order and removed highest first (crowd first, so the value does not swing across all the
  /// others between removals): the highest one left always wins.
  @Test(arguments: 0..<10)
  func theHighestPriorityLeftWins(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    let x = Variable("x")
    let solver = Solver()
    var priorities = Array(Set((0..<40).map { _ in Double(2 * random.int(1...499)) }))
    priorities.shuffle(using: &random)
    var added: [Double: [Constraint]] = [:]
    for priority in priorities {
      let crowd = Constraint(x == -priority, strength: Strength(priority - 1, weight: 50))
      let constraint = Constraint(x == priority, strength: Strength(priority))
      added[priority] = [crowd, constraint]
      try solver.add(crowd)
      try solver.add(constraint)
    }
    for priority in priorities.sorted(by: >) {
      #expect(solver.value(of: x) == priority)
      for constraint in added[priority]! { try solver.remove(constraint) }
    }
    #expect(solver.constraints.isEmpty)
  }
}
