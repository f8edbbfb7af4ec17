import Dispatch
import OpenCombine

extension DispatchQueue {
  /// A dispatch queue's scheduler time: a `DispatchTime`, in nanoseconds of uptime.
  public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
    /// The time this value stands for.
    public var dispatchTime: DispatchTime

    public init(_ time: DispatchTime) { dispatchTime = time }

    public func distance(to other: SchedulerTimeType) -> Stride {
      let from = Int64(bitPattern: dispatchTime.uptimeNanoseconds)
      let to = Int64(bitPattern: other.dispatchTime.uptimeNanoseconds)
      return Stride(nanoseconds: Int(to.subtractingReportingOverflow(from).partialValue))
    }

    public func advanced(by n: Stride) -> SchedulerTimeType {
      let uptime = Int64(bitPattern: dispatchTime.uptimeNanoseconds)
      let (sum, overflow) = uptime.addingReportingOverflow(Int64(n.magnitude))
      // Past the end of uptime is never; before its start is its start.
      if overflow || (n.magnitude > 0 && sum < 0) { return SchedulerTimeType(.distantFuture) }
      return SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(max(sum, 0))))
    }

    public init(from decoder: any Decoder) throws {
      let nanoseconds = try decoder.singleValueContainer().decode(UInt64.self)
      dispatchTime = DispatchTime(uptimeNanoseconds: nanoseconds)
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(dispatchTime.uptimeNanoseconds)
    }

    public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
      lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }

    /// A signed distance between two dispatch times, in nanoseconds; literals are seconds.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
      ExpressibleByFloatLiteral, Hashable, Codable, Sendable
    {
      public typealias FloatLiteralType = Double
      public typealias IntegerLiteralType = Int
      public typealias Magnitude = Int

      /// The distance in nanoseconds (negative for a distance back in time).
      public var magnitude: Int

      /// The distance as a `DispatchTimeInterval`.
      public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

      fileprivate init(nanoseconds: Int) { magnitude = nanoseconds }

      public init(_ timeInterval: DispatchTimeInterval) {
        switch timeInterval {
        case .seconds(let s): magnitude = s.multipliedClamped(by: 1_000_000_000)
        case .milliseconds(let ms): magnitude = ms.multipliedClamped(by: 1_000_000)
        case .microseconds(let us): magnitude = us.multipliedClamped(by: 1_000)
        case .nanoseconds(let ns): magnitude = ns
        case .never: magnitude = .max
        @unknown default: magnitude = .max
        }
      }

      public init(floatLiteral value: Double) { self = .seconds(value) }
      public init(integerLiteral value: Int) { self = .seconds(value) }

      public init?<T: BinaryInteger>(exactly source: T) {
        guard let seconds = Int(exactly: source) else { return nil }
        let (nanoseconds, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        if overflow { return nil }
        magnitude = nanoseconds
      }

      public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }
      public static func seconds(_ s: Double) -> Stride {
        Stride(nanoseconds: Int(exactly: (s * 1e9).rounded()) ?? (s < 0 ? .min : .max))
      }
      public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }
      public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }
      public static func nanoseconds(_ ns: Int) -> Stride { Stride(.nanoseconds(ns)) }

      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
      public static func + (lhs: Stride, rhs: Stride) -> Stride {
        Stride(nanoseconds: lhs.magnitude + rhs.magnitude)
      }
      public static func - (lhs: Stride, rhs: Stride) -> Stride {
        Stride(nanoseconds: lhs.magnitude - rhs.magnitude)
      }
      public static func * (lhs: Stride, rhs: Stride) -> Stride {
        Stride(nanoseconds: lhs.magnitude * rhs.magnitude)
      }
      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
    }
  }
}

extension Int {
  /// The product, held at the ends of `Int` instead of overflowing.
  fileprivate func multipliedClamped(by factor: Int) -> Int {
    let (product, overflow) = multipliedReportingOverflow(by: factor)
    return overflow ? (self < 0 ? .min : .max) : product
  }
}
