import Foundation

/// A count of timescale units: the numerator of a ``CMTime``.
public typealias CMTimeValue = Int64
/// Units per second: the denominator of a ``CMTime``.
public typealias CMTimeScale = Int32
/// Distinguishes loops of the same timeline: times in a later epoch are later.
public typealias CMTimeEpoch = Int64

/// What a ``CMTime`` holds besides its value: validity, rounding, infinities, indefiniteness.
public struct CMTimeFlags: OptionSet, Sendable, Hashable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// The time is valid; without it every other field is ignored.
  public static let valid = CMTimeFlags(rawValue: 1 << 0)
  /// The value was rounded when the time was made or converted.
  public static let hasBeenRounded = CMTimeFlags(rawValue: 1 << 1)
  public static let positiveInfinity = CMTimeFlags(rawValue: 1 << 2)
  public static let negativeInfinity = CMTimeFlags(rawValue: 1 << 3)
  /// An unknown time, such as the duration of a live stream.
  public static let indefinite = CMTimeFlags(rawValue: 1 << 4)
  /// The flags that make a time non-numeric.
  public static let impliedValueFlagsMask: CMTimeFlags = [
    .positiveInfinity, .negativeInfinity, .indefinite,
  ]
}

/// A rational time, `value / timescale` seconds, as Core Media's `CMTime`: exact for frame
/// and sample counts where a `Double` would drift.
///
/// Arithmetic is exact while the result fits: a sum of times with different timescales takes
/// their least common multiple as its timescale (or, when that exceeds `Int32.max`, the larger
/// of the two, rounding half away from zero and setting ``CMTimeFlags/hasBeenRounded``).
/// Comparisons are of the rational values, so `1/2 == 300/600`.
public struct CMTime: Sendable {
  public var value: CMTimeValue
  public var timescale: CMTimeScale
  public var flags: CMTimeFlags
  public var epoch: CMTimeEpoch

  /// The invalid time (all fields zero).
  public init() {
    value = 0
    timescale = 0
    flags = []
    epoch = 0
  }

  public init(value: CMTimeValue, timescale: CMTimeScale, flags: CMTimeFlags, epoch: CMTimeEpoch) {
    self.value = value
    self.timescale = timescale
    self.flags = flags
    self.epoch = epoch
  }

  /// `value / timescale` seconds; invalid when `timescale` is not positive.
  public init(value: CMTimeValue, timescale: CMTimeScale) {
    self.init(value: value, timescale: timescale, flags: timescale > 0 ? .valid : [], epoch: 0)
  }

  /// `seconds` rounded to the nearest `1 / preferredTimescale` (NaN is invalid, infinities are
  /// infinite).
  public init(seconds: Double, preferredTimescale: CMTimeScale) {
    if seconds.isNaN || preferredTimescale <= 0 {
      self = .invalid
    } else if seconds.isInfinite {
      self = seconds > 0 ? .positiveInfinity : .negativeInfinity
    } else {
      let exact = seconds * Double(preferredTimescale)
      let rounded = exact.rounded(.toNearestOrAwayFromZero)
      guard rounded.magnitude < 0x1p63 else {
        self = seconds > 0 ? .positiveInfinity : .negativeInfinity
        return
      }
      self.init(value: CMTimeValue(rounded), timescale: preferredTimescale)
      if rounded != exact { flags.insert(.hasBeenRounded) }
    }
  }

  public static let zero = CMTime(value: 0, timescale: 1)
  public static let invalid = CMTime()
  public static let indefinite = CMTime(
    value: 0, timescale: 0, flags: [.valid, .indefinite], epoch: 0)
  public static let positiveInfinity = CMTime(
    value: 0, timescale: 0, flags: [.valid, .positiveInfinity], epoch: 0)
  public static let negativeInfinity = CMTime(
    value: 0, timescale: 0, flags: [.valid, .negativeInfinity], epoch: 0)

  public var isValid: Bool { flags.contains(.valid) }
  /// Valid and neither infinite nor indefinite.
  public var isNumeric: Bool { isValid && flags.isDisjoint(with: .impliedValueFlagsMask) }
  public var isIndefinite: Bool { isValid && flags.contains(.indefinite) }
  public var isPositiveInfinity: Bool { isValid && flags.contains(.positiveInfinity) }
  public var isNegativeInfinity: Bool { isValid && flags.contains(.negativeInfinity) }
  public var hasBeenRounded: Bool { isNumeric && flags.contains(.hasBeenRounded) }

  /// The time in seconds: NaN when invalid or indefinite, ±infinity when infinite.
  public var seconds: Double {
    if isPositiveInfinity { return .infinity }
    if isNegativeInfinity { return -.infinity }
    guard isNumeric else { return .nan }
    return Double(value) / Double(timescale)
  }

  /// The same time in `newTimescale` units, rounded by `method`.
  public func convertScale(_ newTimescale: Int32, method: CMTimeRoundingMethod) -> CMTime {
    guard isNumeric else { return self }
    guard newTimescale > 0 else { return .invalid }
    guard newTimescale != timescale else { return self }
    return CMTime.rescaled(value, from: timescale, to: newTimescale, method: method, epoch: epoch)
      ?? (value < 0 ? .negativeInfinity : .positiveInfinity)
  }

  /// `value × new / old`, rounded by `method`; nil on overflow.
  static func rescaled(
    _ value: Int64, from old: Int32, to new: Int32, method: CMTimeRoundingMethod,
    epoch: CMTimeEpoch
  ) -> CMTime? {
    let product = value.multipliedFullWidth(by: Int64(new))
    let wide = (Int128(product.high) << 64) | Int128(product.low)
    let divisor = Int128(old)
    var quotient = wide / divisor
    let remainder = wide % divisor
    if remainder != 0 {
      let negative = (wide < 0) != (divisor < 0)
      let awayFromZero: Bool
      switch method {
      case .roundTowardZero: awayFromZero = false
      case .roundAwayFromZero: awayFromZero = true
      case .roundTowardPositiveInfinity: awayFromZero = !negative
      case .roundTowardNegativeInfinity: awayFromZero = negative
      case .roundHalfAwayFromZero, .quickTime:
        awayFromZero = remainder.magnitude * 2 >= divisor.magnitude
      }
      if awayFromZero { quotient += negative ? -1 : 1 }
    }
    guard let result = Int64(exactly: quotient) else { return nil }
    var time = CMTime(value: result, timescale: new, flags: .valid, epoch: epoch)
    if remainder != 0 { time.flags.insert(.hasBeenRounded) }
    return time
  }
}

/// How a conversion to a coarser timescale rounds.
public enum CMTimeRoundingMethod: UInt32, Sendable {
  case roundHalfAwayFromZero = 1
  case roundTowardZero = 2
  case roundAwayFromZero = 3
  case quickTime = 4
  case roundTowardPositiveInfinity = 5
  case roundTowardNegativeInfinity = 6
  public static let `default` = CMTimeRoundingMethod.roundHalfAwayFromZero
}

/// A track's identifier within its file.
public typealias CMPersistentTrackID = Int32
