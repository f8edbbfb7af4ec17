import TestSupport

@testable import Layout

extension SeededRandom {
  /// A random constraint over `variableCount` variables: 1...3 terms with small integer
  /// coefficients, a constant in -20...20, any relation, required with probability
  /// `requiredShare` and otherwise at one of a few priorities.
  mutating func spec(
    variableCount: Int, requiredShare: Double = 0.4, priorities: [Double] = [750, 500, 250],
    weighted: Bool = false
  ) -> Spec {
    var coefficients = [Double](repeating: 0, count: variableCount)
    for _ in 0..<int(1...min(3, variableCount)) {
      var coefficient = Double(int(-3...3))
      if coefficient == 0 { coefficient = 1 }
      coefficients[int(0...(variableCount - 1))] = coefficient
    }
    let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
    let relation = relations[int(0...2)]
    let strength: Strength =
      double(0...1) < requiredShare
      ? .required
      : Strength(
        priorities[int(0...(priorities.count - 1))], weight: weighted ? Double(int(1...3)) : 1)
    return Spec(
      coefficients: coefficients, constant: Double(int(-20...20)), relation: relation,
      strength: strength)
  }
}

/// Checks that two ranges agree within `tolerance`, infinities included.
func rangesAgree(_ a: ClosedRange<Double>, _ b: ClosedRange<Double>, tolerance: Double) -> Bool {
  func close(_ x: Double, _ y: Double) -> Bool {
    if x.isInfinite || y.isInfinite { return x == y }
    return abs(x - y) <= tolerance * max(1, abs(x), abs(y))
  }
  return close(a.lowerBound, b.lowerBound) && close(a.upperBound, b.upperBound)
}
