import Foundation

/// -1, 0 or 1 as `time1` is less than, equal to or greater than `time2`.
///
/// Numeric times compare by their rational values, a later epoch first. Negative infinity is
/// less than everything else; then numeric times; then indefinite; then positive infinity;
/// invalid times are greater than all others. Times of one kind are equal to each other.
public func CMTimeCompare(_ time1: CMTime, _ time2: CMTime) -> Int32 {
  let (r1, r2) = (time1.comparisonRank, time2.comparisonRank)
  if r1 != r2 { return r1 < r2 ? -1 : 1 }
  guard r1 == 1 else { return 0 }
  if time1.epoch != time2.epoch { return time1.epoch < time2.epoch ? -1 : 1 }
  // value1 / scale1 against value2 / scale2, cross-multiplied without overflow.
  let a = time1.value.multipliedFullWidth(by: Int64(time2.timescale))
  let b = time2.value.multipliedFullWidth(by: Int64(time1.timescale))
  let x = (Int128(a.high) << 64) | Int128(a.low)
  let y = (Int128(b.high) << 64) | Int128(b.low)
  return x == y ? 0 : (x < y ? -1 : 1)
}

extension CMTime {
  /// The order of the kinds of time: negative infinity, numeric, indefinite, positive
  /// infinity, invalid.
  fileprivate var comparisonRank: Int {
    if !isValid { return 4 }
    if isNegativeInfinity { return 0 }
    if isPositiveInfinity { return 3 }
    if isIndefinite { return 2 }
    return 1
  }
}

/// The earlier of two times (an invalid time loses to a valid one).
public func CMTimeMinimum(_ time1: CMTime, _ time2: CMTime) -> CMTime {
  CMTimeCompare(time1, time2) <= 0 ? time1 : time2
}

/// The later of two valid times (an invalid time loses to a valid one).
public func CMTimeMaximum(_ time1: CMTime, _ time2: CMTime) -> CMTime {
  if !time1.isValid { return time2 }
  if !time2.isValid { return time1 }
  return CMTimeCompare(time1, time2) >= 0 ? time1 : time2
}

extension CMTime: Equatable, Comparable {
  /// Equal rational values (`1/2 == 300/600`), as ``CMTimeCompare(_:_:)`` says.
  public static func == (lhs: CMTime, rhs: CMTime) -> Bool { CMTimeCompare(lhs, rhs) == 0 }
  public static func < (lhs: CMTime, rhs: CMTime) -> Bool { CMTimeCompare(lhs, rhs) < 0 }
}

/// `value / timescale` seconds.
public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime {
  CMTime(value: value, timescale: timescale)
}

/// `seconds` rounded to the nearest `1 / preferredTimescale`.
public func CMTimeMakeWithSeconds(_ seconds: Float64, preferredTimescale: Int32) -> CMTime {
  CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}

/// The time in seconds (NaN when invalid or indefinite).
public func CMTimeGetSeconds(_ time: CMTime) -> Float64 { time.seconds }

/// The time in `newTimescale` units, rounded by `method`.
public func CMTimeConvertScale(
  _ time: CMTime, timescale newTimescale: Int32, method: CMTimeRoundingMethod
) -> CMTime {
  time.convertScale(newTimescale, method: method)
}

// Core Media's macros, which Swift imports as functions.
public func CMTIME_IS_VALID(_ time: CMTime) -> Bool { time.isValid }
public func CMTIME_IS_INVALID(_ time: CMTime) -> Bool { !time.isValid }
public func CMTIME_IS_NUMERIC(_ time: CMTime) -> Bool { time.isNumeric }
public func CMTIME_IS_INDEFINITE(_ time: CMTime) -> Bool { time.isIndefinite }
public func CMTIME_IS_POSITIVE_INFINITY(_ time: CMTime) -> Bool { time.isPositiveInfinity }
public func CMTIME_IS_NEGATIVE_INFINITY(_ time: CMTime) -> Bool { time.isNegativeInfinity }
public func CMTIME_HAS_BEEN_ROUNDED(_ time: CMTime) -> Bool { time.hasBeenRounded }

extension CMTime: CustomStringConvertible {
  /// `CMTime(value: 1, timescale: 2)` style, or the kind of a non-numeric time.
  public var description: String {
    if !isValid { return "CMTime.invalid" }
    if isIndefinite { return "CMTime.indefinite" }
    if isPositiveInfinity { return "CMTime.positiveInfinity" }
    if isNegativeInfinity { return "CMTime.negativeInfinity" }
    return "CMTime(value: \(value), timescale: \(timescale)) = \(seconds) s"
  }
}
