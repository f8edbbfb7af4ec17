/// How much a ``Constraint`` matters, as a UIKit layout priority.
///
/// Priorities run from 1 to 1000, as `UILayoutPriority` does. 1000 is required: the solver
/// satisfies every required constraint or reports an error. Below that, a higher priority
/// strictly wins over any number of lower ones: the solver first makes the errors of the
/// highest-priority constraints as small as it can, then, without giving any of that back, the
/// next priority's, and so on. Within one priority, errors add up, each times its `weight`.
///
/// Integer and floating-point literals are priorities: `strength: 750`.
public struct Strength: Sendable, Hashable, CustomStringConvertible, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral
{
  /// The priority, in 1...1000.
  public let priority: Double
  /// What an error at this priority counts, relative to others at the same priority.
  public let weight: Double

  /// A strength of `priority` (1...1000, 1000 is required), whose errors count `weight` times.
  public init(_ priority: Double, weight: Double = 1) {
    precondition(
      priority >= 1 && priority <= 1000,
      "Strength: priority \(priority) is outside 1...1000; use 1000 for required constraints")
    precondition(
      weight > 0 && weight.isFinite, "Strength: weight \(weight) must be positive and finite")
    self.priority = priority
    self.weight = weight
  }

  public init(integerLiteral value: Int) { self.init(Double(value)) }

  public init(floatLiteral value: Double) { self.init(value) }

  /// Priority 1000: the solver must satisfy the constraint.
  public static let required = Strength(1000)

  /// Whether this is the required priority, 1000.
  public var isRequired: Bool { priority == 1000 }

  public var description: String {
    weight == 1 ? "@\(formatted(priority))" : "@\(formatted(priority))×\(formatted(weight))"
  }
}
