@testable import Layout

/// A constraint as plain numbers over variables 0..<n: `Σ coefficients[i]·x_i + constant
/// relation 0` at `strength`; what the random tests generate and the reference solves.
struct Spec {
  var coefficients: [Double]
  var constant: Double
  var relation: Relation
  var strength: Strength

  /// The constraint over `variables`, with `constant` in place of the spec's when given.
  func constraint(_ variables: [Variable], constant: Double? = nil) -> Constraint {
    var terms: [Term] = []
    for (index, coefficient) in coefficients.enumerated() where coefficient != 0 {
      terms.append(Term(variables[index], coefficient: coefficient))
    }
    return Constraint(
      Expression(terms: terms, constant: constant ?? self.constant), relation,
      strength: strength)
  }

  /// `Σ coefficients·values + constant`.
  func residual(_ values: [Double]) -> Double {
    zip(coefficients, values).map(*).reduce(constant, +)
  }

  /// How far `values` are from satisfying the relation.
  func violation(_ values: [Double]) -> Double {
    let r = residual(values)
    switch relation {
    case .equal: return abs(r)
    case .lessThanOrEqual: return max(0, r)
    case .greaterThanOrEqual: return max(0, -r)
    }
  }
}

/// The lexicographic optimum of a set of specs, by the dense simplex: each free variable split
/// in two non-negative halves, a slack per inequality, errors per preference, and each
/// priority level minimised in turn with the levels above held at their optimum.
struct ReferenceSolver {
  let specs: [Spec]
  let variableCount: Int
  private var rows: [[Double]] = []
  private var right: [Double] = []
  /// Per priority below required, highest first: the cost row of its weighted errors.
  private var levels: [(priority: Double, cost: [Double])] = []
  private var columns: Int

  init(_ specs: [Spec], variableCount: Int) {
    self.specs = specs
    self.variableCount = variableCount
    columns = 2 * variableCount
    var extras: [[(column: Int, coefficient: Double)]] = []
    var costs: [(priority: Double, column: Int, weight: Double)] = []
    for spec in specs {
      var extra: [(Int, Double)] = []
      let required = spec.strength.isRequired
      func add(_ coefficient: Double, cost: Bool) {
        extra.append((columns, coefficient))
        if cost { costs.append((spec.strength.priority, columns, spec.strength.weight)) }
        columns += 1
      }
      switch spec.relation {
      case .equal:
        if !required {
          add(-1, cost: true)
          add(1, cost: true)
        }
      case .lessThanOrEqual:
        add(1, cost: false)
        if !required { add(-1, cost: true) }
      case .greaterThanOrEqual:
        add(-1, cost: false)
        if !required { add(1, cost: true) }
      }
      extras.append(extra)
    }
    for (spec, extra) in zip(specs, extras) {
      var row = [Double](repeating: 0, count: columns)
      for (index, coefficient) in spec.coefficients.enumerated() {
        row[index] = coefficient
        row[variableCount + index] = -coefficient
      }
      for (column, coefficient) in extra { row[column] = coefficient }
      rows.append(row)
      right.append(-spec.constant)
    }
    for priority in Set(costs.map(\.priority)).sorted(by: >) {
      var cost = [Double](repeating: 0, count: columns)
      for entry in costs where entry.priority == priority { cost[entry.column] += entry.weight }
      levels.append((priority, cost))
    }
  }

  /// The optimal weighted error of each priority level, highest first, or nil if the
  /// required specs admit no solution.
  func levelOptima() -> [Double]? {
    var program = (rows: rows, right: right)
    var optima: [Double] = []
    if case .infeasible = DenseSimplex.minimize(
      cost: [Double](repeating: 0, count: columns), rows: rows, right: right)
    {
      return nil
    }
    for level in levels {
      guard case .optimal(let value, _) = Self.solve(level.cost, program) else { return nil }
      optima.append(value)
      Self.hold(level.cost, atMost: value, &program)
    }
    return optima
  }

  /// The interval variable `index` spans over the lexicographically optimal solutions.
  func range(of index: Int, optima: [Double]) -> ClosedRange<Double> {
    var program = (rows: rows, right: right)
    for (level, value) in zip(levels, optima) { Self.hold(level.cost, atMost: value, &program) }
    var up = [Double](repeating: 0, count: columns)
    up[index] = 1
    up[variableCount + index] = -1
    let low = Self.solve(up, program)
    let high = Self.solve(up.map { -$0 }, program)
    var lowest = -Double.infinity
    var highest = Double.infinity
    if case .optimal(let value, _) = low { lowest = value }
    if case .optimal(let value, _) = high { highest = -value }
    // A point can come out a rounding error inverted.
    return min(lowest, highest)...max(lowest, highest)
  }

  /// One optimal solution's variable values, or nil if the required specs are infeasible.
  func values() -> [Double]? {
    guard let optima = levelOptima() else { return nil }
    var program = (rows: rows, right: right)
    for (level, value) in zip(levels, optima) { Self.hold(level.cost, atMost: value, &program) }
    let zero = [Double](repeating: 0, count: program.rows.first?.count ?? columns)
    guard
      case .optimal(_, let point) = DenseSimplex.minimize(
        cost: zero, rows: program.rows, right: program.right)
    else { return nil }
    return (0..<variableCount).map { point[$0] - point[variableCount + $0] }
  }

  /// The priorities of the levels, highest first.
  var priorities: [Double] { levels.map(\.priority) }

  /// Each level's weighted error at `values`, highest priority first.
  func levelErrors(_ values: [Double]) -> [Double] {
    levels.map { level in
      specs.filter { $0.strength.priority == level.priority }
        .map { $0.violation(values) * $0.strength.weight }.reduce(0, +)
    }
  }

  private static func solve(_ cost: [Double], _ program: (rows: [[Double]], right: [Double]))
    -> DenseSimplex.Outcome
  {
    let width = program.rows.first?.count ?? cost.count
    let padded = cost + [Double](repeating: 0, count: width - cost.count)
    return DenseSimplex.minimize(cost: padded, rows: program.rows, right: program.right)
  }

  /// Adds `cost · z + slack = value + slop`: the level may not get worse.
  private static func hold(
    _ cost: [Double], atMost value: Double, _ program: inout (rows: [[Double]], right: [Double])
  ) {
    for index in program.rows.indices { program.rows[index].append(0) }
    let width = program.rows.first?.count ?? cost.count + 1
    var row = cost + [Double](repeating: 0, count: width - cost.count)
    row[width - 1] = 1
    program.rows.append(row)
    program.right.append(value + 1e-9 * max(1, abs(value)))
  }
}
