import Foundation

extension CMTime {
  /// The sum of two numeric times in a shared timescale, or nil on overflow.
  fileprivate static func numericSum(_ a: CMTime, _ b: CMTime, negatingB: Bool) -> CMTime? {
    let scale = sharedTimescale(a.timescale, b.timescale)
    guard let x = a.convertScale(scale, method: .default).numericValue,
      let y = b.convertScale(scale, method: .default).numericValue
    else { return nil }
    let (sum, overflow) =
      negatingB ? x.subtractingReportingOverflow(y) : x.addingReportingOverflow(y)
    guard !overflow else { return nil }
    var result = CMTime(value: sum, timescale: scale, flags: .valid, epoch: a.epoch)
    if a.hasBeenRounded || b.hasBeenRounded || scale != lcm(a.timescale, b.timescale) {
      result.flags.insert(.hasBeenRounded)
    }
    return result
  }

  /// The value of a numeric time still numeric after conversion (nil if it overflowed).
  fileprivate var numericValue: Int64? { isNumeric ? value : nil }

  /// The timescale two times are added in: their least common multiple, or the larger when
  /// that does not fit in `CMTimeScale`.
  static func sharedTimescale(_ a: CMTimeScale, _ b: CMTimeScale) -> CMTimeScale {
    Int32(exactly: lcm(a, b)) ?? max(a, b)
  }
}

private func lcm(_ a: Int32, _ b: Int32) -> Int64 {
  var (x, y) = (Int64(a), Int64(b))
  while y != 0 { (x, y) = (y, x % y) }
  return Int64(a) / x * Int64(b)
}

/// `lhs + rhs`: invalid if either is invalid or they are opposite infinities; indefinite if
/// either is; infinite if either is or the sum overflows.
public func CMTimeAdd(_ lhs: CMTime, _ rhs: CMTime) -> CMTime {
  combine(lhs, rhs, subtracting: false)
}

/// `lhs - rhs`, with the same rules as ``CMTimeAdd(_:_:)``.
public func CMTimeSubtract(_ lhs: CMTime, _ rhs: CMTime) -> CMTime {
  combine(lhs, rhs, subtracting: true)
}

private func combine(_ a: CMTime, _ b: CMTime, subtracting: Bool) -> CMTime {
  guard a.isValid, b.isValid else { return .invalid }
  if a.isIndefinite || b.isIndefinite { return .indefinite }
  let bPositive = subtracting ? b.isNegativeInfinity : b.isPositiveInfinity
  let bNegative = subtracting ? b.isPositiveInfinity : b.isNegativeInfinity
  if (a.isPositiveInfinity && bNegative) || (a.isNegativeInfinity && bPositive) { return .invalid }
  if a.isPositiveInfinity || bPositive { return .positiveInfinity }
  if a.isNegativeInfinity || bNegative { return .negativeInfinity }
  if let sum = CMTime.numericSum(a, b, negatingB: subtracting) { return sum }
  return a.seconds + (subtracting ? -b.seconds : b.seconds) < 0
    ? .negativeInfinity : .positiveInfinity
}

/// `time × multiplier`, in the time's timescale (infinite on overflow).
public func CMTimeMultiply(_ time: CMTime, multiplier: Int32) -> CMTime {
  CMTimeMultiplyByRatio(time, multiplier: multiplier, divisor: 1)
}

/// `time × multiplier / divisor`, in the time's timescale, rounded half away from zero.
public func CMTimeMultiplyByRatio(_ time: CMTime, multiplier: Int32, divisor: Int32) -> CMTime {
  guard time.isValid, divisor != 0 else { return .invalid }
  guard time.isNumeric else {
    if time.isIndefinite || multiplier == 0 { return time.isIndefinite ? time : .zero }
    let flip = (multiplier < 0) != (divisor < 0)
    return time.isPositiveInfinity != flip ? .positiveInfinity : .negativeInfinity
  }
  // value × multiplier / divisor at the same timescale is a rescale by multiplier/divisor.
  let scaled = CMTime.rescaled(
    time.value, from: divisor, to: multiplier, method: .default, epoch: time.epoch)
  guard var result = scaled else {
    let negative = (time.value < 0) != ((multiplier < 0) != (divisor < 0))
    return negative ? .negativeInfinity : .positiveInfinity
  }
  result.timescale = time.timescale
  if time.hasBeenRounded { result.flags.insert(.hasBeenRounded) }
  return result
}

/// `time × multiplier`: in the time's timescale, or the first of its doublings that holds the
/// product exactly, else the last that fits, rounded half away from zero.
public func CMTimeMultiplyByFloat64(_ time: CMTime, multiplier: Float64) -> CMTime {
  guard time.isNumeric else {
    return time.isValid ? CMTimeMultiply(time, multiplier: multiplier < 0 ? -1 : 1) : .invalid
  }
  let seconds = time.seconds * multiplier
  var timescale = time.timescale
  while timescale <= CMTimeScale.max / 2,
    (seconds * Double(timescale)).rounded() != seconds * Double(timescale)
  {
    timescale *= 2
  }
  var result = CMTime(seconds: seconds, preferredTimescale: timescale)
  result.epoch = time.epoch
  return result
}

/// The absolute value of a time (negative infinity becomes positive).
public func CMTimeAbsoluteValue(_ time: CMTime) -> CMTime {
  if time.isNegativeInfinity { return .positiveInfinity }
  guard time.isNumeric, time.value < 0 else { return time }
  return CMTimeMultiply(time, multiplier: -1)
}

extension CMTime {
  public static func + (lhs: CMTime, rhs: CMTime) -> CMTime { CMTimeAdd(lhs, rhs) }
  public static func - (lhs: CMTime, rhs: CMTime) -> CMTime { CMTimeSubtract(lhs, rhs) }
  public static func += (lhs: inout CMTime, rhs: CMTime) { lhs = CMTimeAdd(lhs, rhs) }
  public static func -= (lhs: inout CMTime, rhs: CMTime) { lhs = CMTimeSubtract(lhs, rhs) }
  public static func * (time: CMTime, multiplier: Int32) -> CMTime {
    CMTimeMultiply(time, multiplier: multiplier)
  }
  public static func * (time: CMTime, multiplier: Float64) -> CMTime {
    CMTimeMultiplyByFloat64(time, multiplier: multiplier)
  }
  public static func *= (time: inout CMTime, multiplier: Int32) {
    time = CMTimeMultiply(time, multiplier: multiplier)
  }
  public static prefix func - (time: CMTime) -> CMTime { CMTimeMultiply(time, multiplier: -1) }
}
