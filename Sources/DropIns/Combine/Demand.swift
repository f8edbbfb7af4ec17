extension Subscribers {
  /// How many values a subscriber asks for: a count or unlimited, as Combine's `Demand`.
  ///
  /// Adding to `.unlimited` gives `.unlimited`, and so does subtracting from it; a subtraction
  /// that would go below zero gives `.none`, as Apple documents.
  public struct Demand: Equatable, Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The count, or nil for unlimited.
    public let max: Int?

    private init(count: Int?) { max = count }

    /// As many values as the publisher can produce.
    public static let unlimited = Demand(count: nil)
    /// No values.
    public static let none = Demand(count: 0)
    /// At most `value` values (not negative).
    public static func max(_ value: Int) -> Demand {
      precondition(value >= 0, "A demand is a count: ask for max(0) or more, not \(value).")
      return Demand(count: value)
    }

    public static func + (lhs: Demand, rhs: Demand) -> Demand {
      guard let l = lhs.max, let r = rhs.max else { return .unlimited }
      let (sum, overflow) = l.addingReportingOverflow(r)
      return overflow ? .unlimited : Demand(count: sum)
    }
    public static func + (lhs: Demand, rhs: Int) -> Demand { lhs + .max(Swift.max(rhs, 0)) }
    public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }
    public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }

    public static func - (lhs: Demand, rhs: Demand) -> Demand {
      guard let l = lhs.max else { return .unlimited }
      guard let r = rhs.max else { return .none }
      return Demand(count: Swift.max(l - r, 0))
    }
    public static func - (lhs: Demand, rhs: Int) -> Demand {
      guard let l = lhs.max else { return .unlimited }
      return Demand(count: Swift.max(l - rhs, 0))
    }
    public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }
    public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

    /// Unlimited is greater than every count.
    public static func < (lhs: Demand, rhs: Demand) -> Bool {
      switch (lhs.max, rhs.max) {
      case (nil, _): false
      case (_, nil): true
      case (let l?, let r?): l < r
      }
    }
    public static func > (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 > rhs } ?? true }
    public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.max == rhs }

    public var description: String { max.map { "max(\($0))" } ?? "unlimited" }
  }

  /// How a stream ended: normally, or with an error, as Combine's `Completion`.
  public enum Completion<Failure: Error> {
    /// The publisher finished normally.
    case finished
    /// The publisher stopped because of `error`.
    case failure(Failure)
  }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}
