import Foundation
import OpenCombine

/// The scheduler time of run loops and operation queues, a `Date`: `RunLoop.SchedulerTimeType`
/// and `OperationQueue.SchedulerTimeType` name it. During a stage's turn their `now` is the
/// stage's time counted from 1 January 2001, as `CFAbsoluteTimeGetCurrent()` is.
public struct DateSchedulerTimeType: Strideable, Codable, Hashable, Sendable {
  /// The date this value stands for.
  public var date: Date

  public init(_ date: Date) { self.date = date }

  public func distance(to other: DateSchedulerTimeType) -> Stride {
    Stride(other.date.timeIntervalSince(date))
  }

  public func advanced(by n: Stride) -> DateSchedulerTimeType {
    DateSchedulerTimeType(date.addingTimeInterval(n.timeInterval))
  }

  /// A signed distance between two dates, in seconds.
  public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
    ExpressibleByFloatLiteral, Hashable, Codable, Sendable
  {
    public typealias FloatLiteralType = Double
    public typealias IntegerLiteralType = Double
    public typealias Magnitude = Double

    /// The distance in seconds (negative for a distance back in time).
    public var magnitude: Double

    /// The distance in seconds.
    public var timeInterval: TimeInterval { magnitude }

    public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
    public init(floatLiteral value: Double) { magnitude = value }
    public init(integerLiteral value: Double) { magnitude = value }

    public init?<T: BinaryInteger>(exactly source: T) {
      guard let seconds = Double(exactly: source) else { return nil }
      magnitude = seconds
    }

    public static func seconds(_ s: Int) -> Stride { Stride(Double(s)) }
    public static func seconds(_ s: Double) -> Stride { Stride(s) }
    public static func milliseconds(_ ms: Int) -> Stride { Stride(Double(ms) / 1e3) }
    public static func microseconds(_ us: Int) -> Stride { Stride(Double(us) / 1e6) }
    public static func nanoseconds(_ ns: Int) -> Stride { Stride(Double(ns) / 1e9) }

    public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
    public static func + (lhs: Stride, rhs: Stride) -> Stride {
      Stride(lhs.magnitude + rhs.magnitude)
    }
    public static func - (lhs: Stride, rhs: Stride) -> Stride {
      Stride(lhs.magnitude - rhs.magnitude)
    }
    public static func * (lhs: Stride, rhs: Stride) -> Stride {
      Stride(lhs.magnitude * rhs.magnitude)
    }
    public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
    public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
    public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
  }

  /// Now: the stage's time during its turn, the system clock anywhere else.
  static var now: DateSchedulerTimeType {
    DateSchedulerTimeType(
      StageScheduling.now.map { Date(timeIntervalSinceReferenceDate: $0) } ?? Date())
  }
}
