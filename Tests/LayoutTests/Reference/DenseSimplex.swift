/// A plain dense two-phase simplex, the reference the solver's answers are checked against:
/// minimise `cost · z` subject to `rows · z = right`, `z ≥ 0`, by Bland's rule, with nothing
/// shared with the solver's sparse, incremental tableau.
struct DenseSimplex {
  enum Outcome: Equatable {
    case optimal(value: Double, point: [Double])
    case infeasible
    case unbounded
  }

  static let tolerance = 1e-9

  /// Solves the program; `rows[i]` has one coefficient per variable.
  static func minimize(cost: [Double], rows: [[Double]], right: [Double]) -> Outcome {
    let variables = cost.count
    let constraints = rows.count
    // Phase one: one artificial per row (rows flipped so the right-hand side is ≥ 0).
    let width = variables + constraints
    var table = [[Double]](repeating: [Double](repeating: 0, count: width + 1), count: constraints)
    var basis = [Int](repeating: 0, count: constraints)
    for i in 0..<constraints {
      let sign = right[i] < 0 ? -1.0 : 1.0
      for j in 0..<variables { table[i][j] = sign * rows[i][j] }
      table[i][variables + i] = 1
      table[i][width] = sign * right[i]
      basis[i] = variables + i
    }
    var phaseOne = [Double](repeating: 0, count: width)
    for i in 0..<constraints { phaseOne[variables + i] = 1 }
    guard run(&table, &basis, cost: phaseOne, allowed: width) != nil else { return .unbounded }
    if value(table, basis, cost: phaseOne) > 1e-7 { return .infeasible }
    // Drive artificials out of the basis where a real variable can replace them.
    for i in 0..<constraints where basis[i] >= variables {
      if let j = (0..<variables).first(where: { abs(table[i][$0]) > tolerance }) {
        pivot(&table, &basis, row: i, column: j)
      }
    }
    guard
      run(
        &table, &basis, cost: cost + [Double](repeating: 0, count: constraints),
        allowed: variables) != nil
    else { return .unbounded }
    var point = [Double](repeating: 0, count: variables)
    for i in 0..<constraints where basis[i] < variables { point[basis[i]] = table[i][width] }
    let objective = zip(cost, point).map(*).reduce(0, +)
    return .optimal(value: objective, point: point)
  }

  /// Primal simplex on the columns below `allowed`; nil when unbounded.
  private static func run(
    _ table: inout [[Double]], _ basis: inout [Int], cost: [Double], allowed: Int
  ) -> Bool? {
    let width = table.first.map { $0.count - 1 } ?? 0
    for _ in 0..<100_000 {
      // Reduced costs: c_j - c_B · column j.
      var entering = -1
      for j in 0..<allowed where !basis.contains(j) {
        var reduced = cost[j]
        for i in 0..<table.count { reduced -= cost[basis[i]] * table[i][j] }
        if reduced < -tolerance {
          entering = j
          break
        }
      }
      if entering < 0 { return true }
      var leaving = -1
      var best = Double.infinity
      for i in 0..<table.count where table[i][entering] > tolerance {
        let ratio = table[i][width] / table[i][entering]
        if ratio < best - tolerance || (ratio <= best + tolerance && basis[i] < basis[leaving]) {
          best = ratio
          leaving = i
        }
      }
      if leaving < 0 { return nil }
      pivot(&table, &basis, row: leaving, column: entering)
    }
    fatalError("dense simplex did not terminate")
  }

  private static func pivot(_ table: inout [[Double]], _ basis: inout [Int], row: Int, column: Int)
  {
    let divisor = table[row][column]
    for j in table[row].indices { table[row][j] /= divisor }
    for i in table.indices where i != row {
      let factor = table[i][column]
      if factor == 0 { continue }
      for j in table[i].indices { table[i][j] -= factor * table[row][j] }
    }
    basis[row] = column
  }

  private static func value(_ table: [[Double]], _ basis: [Int], cost: [Double]) -> Double {
    let width = table.first.map { $0.count - 1 } ?? 0
    return table.indices.map { cost[basis[$0]] * table[$0][width] }.reduce(0, +)
  }
}
