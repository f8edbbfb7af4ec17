import Foundation

/// A span of time, `start` for `duration`, as Core Media's `CMTimeRange`. It contains its start
/// and not its end.
public struct CMTimeRange: Sendable, Equatable {
  public var start: CMTime
  public var duration: CMTime

  /// The invalid range.
  public init() {
    start = .invalid
    duration = .invalid
  }

  public init(start: CMTime, duration: CMTime) {
    self.start = start
    self.duration = duration
  }

  /// The range from `start` up to `end`.
  public init(start: CMTime, end: CMTime) {
    self.init(start: start, duration: CMTimeSubtract(end, start))
  }

  public static let zero = CMTimeRange(start: .zero, duration: .zero)
  public static let invalid = CMTimeRange()

  /// `start + duration`.
  public var end: CMTime { CMTimeAdd(start, duration) }
  /// Both times valid and the duration neither negative nor its epoch other than 0.
  public var isValid: Bool {
    start.isValid && duration.isValid && duration.epoch == 0 && duration >= .zero
  }
  /// Valid with a zero duration.
  public var isEmpty: Bool { isValid && duration == .zero }
  /// Valid with an indefinite start or duration.
  public var isIndefinite: Bool { isValid && (start.isIndefinite || duration.isIndefinite) }

  /// Whether `time` is at or after the start and before the end.
  public func containsTime(_ time: CMTime) -> Bool {
    isValid && time.isValid && time >= start && time < end
  }

  /// Whether `range` lies within this range.
  public func containsTimeRange(_ range: CMTimeRange) -> Bool {
    isValid && range.isValid && range.start >= start && range.end <= end
  }

  /// The times both ranges contain (an empty range when none).
  public func intersection(_ other: CMTimeRange) -> CMTimeRange {
    guard isValid, other.isValid else { return .invalid }
    let start = CMTimeMaximum(self.start, other.start)
    let end = CMTimeMinimum(self.end, other.end)
    return end > start
      ? CMTimeRange(start: start, end: end) : CMTimeRange(start: start, duration: .zero)
  }

  /// The smallest range containing both.
  public func union(_ other: CMTimeRange) -> CMTimeRange {
    guard isValid, other.isValid else { return .invalid }
    return CMTimeRange(
      start: CMTimeMinimum(start, other.start), end: CMTimeMaximum(end, other.end))
  }
}

public func CMTimeRangeMake(start: CMTime, duration: CMTime) -> CMTimeRange {
  CMTimeRange(start: start, duration: duration)
}

public func CMTimeRangeFromTimeToTime(start: CMTime, end: CMTime) -> CMTimeRange {
  CMTimeRange(start: start, end: end)
}

public func CMTimeRangeGetEnd(_ range: CMTimeRange) -> CMTime { range.end }

public func CMTimeRangeContainsTime(_ range: CMTimeRange, time: CMTime) -> Bool {
  range.containsTime(time)
}

public func CMTimeRangeGetIntersection(_ range: CMTimeRange, otherRange: CMTimeRange)
  -> CMTimeRange
{
  range.intersection(otherRange)
}

public func CMTimeRangeGetUnion(_ range: CMTimeRange, otherRange: CMTimeRange) -> CMTimeRange {
  range.union(otherRange)
}

// Core Media's macros, which Swift imports as functions.
public func CMTIMERANGE_IS_VALID(_ range: CMTimeRange) -> Bool { range.isValid }
public func CMTIMERANGE_IS_INVALID(_ range: CMTimeRange) -> Bool { !range.isValid }
public func CMTIMERANGE_IS_EMPTY(_ range: CMTimeRange) -> Bool { range.isEmpty }
public func CMTIMERANGE_IS_INDEFINITE(_ range: CMTimeRange) -> Bool { range.isIndefinite }
