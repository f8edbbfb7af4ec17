import Foundation

/// The timing of a layer or an animation: Core Animation's `CAMediaTiming`, as pure functions of
/// time.
///
/// Time flows from a parent into an object in two stages (Apple's `CAMediaTiming` overview):
///
/// 1. Parent time → active local time, an affine map:
///
///        t = (t_parent − beginTime) · speed + timeOffset
///
///    Layers stop here; ``localTime(fromParentTime:)`` applies it and
///    ``localTime(_:through:)`` chains it down a layer hierarchy. Speed 0 freezes an object and
///    everything below it at `timeOffset`, which is how an interactive transition scrubs.
/// 2. Active time → basic local time: an animation is active for
///    ``activeDuration`` (`repeatDuration`, or `repeatCount` iterations of `duration`, doubled by
///    `autoreverses`) from `beginTime`; inside, the time wraps per iteration and runs backwards in
///    the second half of an autoreversing iteration. Outside, ``fillMode`` decides whether the
///    first or last frame holds or the animation has no effect.
///    ``progress(atParentTime:)`` applies both stages and returns the fraction of `duration` to
///    feed the timing curve.
///
/// Times are in seconds. Core Animation stores `speed` and `repeatCount` as `Float`; they are
/// `Double` here.
public struct MediaTiming: Hashable, Sendable {
  /// What an animation shows outside its active interval (`CAMediaTimingFillMode`).
  public enum FillMode: String, Hashable, Sendable, CaseIterable {
    /// No effect outside the active interval (the default).
    case removed
    /// Holds the last frame after the end.
    case forwards
    /// Shows the first frame before the beginning.
    case backwards
    /// Both forwards and backwards.
    case both
  }

  /// Where a parent time falls relative to the active interval.
  public enum Phase: Hashable, Sendable {
    /// Before `beginTime`.
    case before
    /// Inside the active interval, end points included.
    case active
    /// After the active interval has ended.
    case after
  }

  /// When the object starts, in its parent's time. Default: 0.
  public var beginTime: Double
  /// The length of one iteration, in local seconds. Default: 0, which Core Animation replaces by
  /// `CATransaction.animationDuration` (0.25 s) when the animation is added to a layer; see
  /// ``withDefaultDuration(_:)``.
  public var duration: Double
  /// How fast local time runs relative to the parent's; 0 freezes, negative runs backwards.
  /// Default: 1.
  public var speed: Double
  /// An offset added to the active local time. Default: 0.
  public var timeOffset: Double
  /// How many iterations play; fractional counts stop part-way, `.infinity` repeats forever,
  /// 0 means one. Default: 0.
  public var repeatCount: Double
  /// How long, in local seconds, the iterations repeat; overrides ``repeatCount`` when positive.
  /// Default: 0.
  public var repeatDuration: Double
  /// Whether each iteration plays forwards then backwards (so an iteration lasts `2·duration`).
  /// Default: false.
  public var autoreverses: Bool
  /// What shows outside the active interval. Default: ``FillMode/removed``.
  public var fillMode: FillMode

  /// `CATransaction.animationDuration`'s default, 0.25 s: the duration an animation with no
  /// duration gets when it is added to a layer.
  public static let defaultAnimationDuration = 0.25

  /// Creates a timing; the defaults are `CAMediaTiming`'s.
  ///
  /// - Parameters:
  ///   - beginTime: In the parent's time, seconds. Default: 0.
  ///   - duration: Seconds. Default: 0.
  ///   - speed: Default: 1.
  ///   - timeOffset: Seconds. Default: 0.
  ///   - repeatCount: Default: 0 (one iteration).
  ///   - repeatDuration: Seconds. Default: 0 (unused).
  ///   - autoreverses: Default: false.
  ///   - fillMode: Default: ``FillMode/removed``.
  public init(
    beginTime: Double = 0, duration: Double = 0, speed: Double = 1, timeOffset: Double = 0,
    repeatCount: Double = 0, repeatDuration: Double = 0, autoreverses: Bool = false,
    fillMode: FillMode = .removed
  ) {
    self.beginTime = beginTime
    self.duration = duration
    self.speed = speed
    self.timeOffset = timeOffset
    self.repeatCount = repeatCount
    self.repeatDuration = repeatDuration
    self.autoreverses = autoreverses
    self.fillMode = fillMode
  }

  /// This timing with a zero or negative duration replaced, as `-[CAAnimation setDefaultDuration:]`
  /// does when an animation is added to a layer.
  ///
  /// - Parameter duration: The duration to use. Default: ``defaultAnimationDuration`` (0.25 s).
  /// - Returns: A copy whose duration is positive.
  public func withDefaultDuration(_ duration: Double = defaultAnimationDuration) -> MediaTiming {
    var copy = self
    if copy.duration <= 0 { copy.duration = duration }
    return copy
  }

  // MARK: - Stage 1: parent time → active local time

  /// The object's active local time at a parent time: `(t − beginTime)·speed + timeOffset`.
  ///
  /// - Parameter t: A time in the parent's timeline, seconds.
  /// - Returns: The local time, seconds.
  @inlinable public func localTime(fromParentTime t: Double) -> Double {
    (t - beginTime) * speed + timeOffset
  }

  /// The parent time at which the object's active local time is `t`; the inverse of
  /// ``localTime(fromParentTime:)``.
  ///
  /// - Parameter t: A local time, seconds.
  /// - Returns: `(t − timeOffset) / speed + beginTime`, or `beginTime` when speed is 0 (every
  ///   parent time then maps to the same local time).
  @inlinable public func parentTime(fromLocalTime t: Double) -> Double {
    speed == 0 ? beginTime : (t - timeOffset) / speed + beginTime
  }

  // MARK: - Stage 2: active time → progress

  /// The length of one iteration in local seconds: `duration`, doubled when autoreversing.
  public var iterationDuration: Double { autoreverses ? 2 * duration : duration }

  /// How long the object is active, in local seconds: `repeatDuration` if positive, otherwise
  /// `repeatCount` (0 meaning 1) iterations; `.infinity` for endless repeats.
  public var activeDuration: Double {
    if repeatDuration > 0 { return repeatDuration }
    return iterationDuration * (repeatCount > 0 ? repeatCount : 1)
  }

  /// The parent time at which the active interval ends: `beginTime + activeDuration / |speed|`
  /// (`.infinity` for speed 0 or endless repeats). Completion fires here.
  public var endTime: Double {
    speed == 0 ? .infinity : beginTime + activeDuration / abs(speed)
  }

  /// Where a parent time falls relative to the active interval `[beginTime, endTime]`.
  ///
  /// - Parameter t: A time in the parent's timeline, seconds.
  /// - Returns: ``Phase/before``, ``Phase/active`` (end points included) or ``Phase/after``.
  public func phase(atParentTime t: Double) -> Phase {
    let elapsed = t - beginTime
    if elapsed < 0 { return .before }
    return elapsed * abs(speed) > activeDuration ? .after : .active
  }

  /// The fraction of `duration` an animation shows at a parent time, before its timing curve.
  ///
  /// The active local time `a` (clamped to the active interval when filling) is shifted by
  /// `timeOffset`, wrapped into an iteration and folded back when autoreversing:
  ///
  ///     u = a + timeOffset;   r = u − ⌊u / P⌋·P   (P = iterationDuration)
  ///     r = P at the very end of a whole number of iterations (the last frame, not the first)
  ///     r = P − r if autoreversing and r > duration
  ///     progress = r / duration
  ///
  /// A negative speed plays the active interval backwards. A duration of 0 (no default applied)
  /// jumps straight to 1.
  ///
  /// - Parameter t: A time in the parent's timeline (for an animation, its layer's local time).
  /// - Returns: The fraction in `[0, 1]`, or `nil` when the animation has no effect at `t`
  ///   (outside the active interval without a matching fill mode).
  public func progress(atParentTime t: Double) -> Double? {
    let active = activeDuration
    var a: Double
    switch phase(atParentTime: t) {
    case .before:
      guard fillMode == .backwards || fillMode == .both else { return nil }
      a = 0
    case .after:
      guard fillMode == .forwards || fillMode == .both else { return nil }
      a = active
    case .active:
      a = (t - beginTime) * abs(speed)
    }
    let atEnd = a >= active
    if speed < 0 { a = active.isFinite ? active - a : -a }
    guard duration > 0 else { return 1 }

    let period = iterationDuration
    let u = a + timeOffset
    var r = u - (u / period).rounded(.down) * period
    if r == 0 && u > 0 && atEnd && speed >= 0 { r = period }
    if autoreverses && r > duration { r = period - r }
    return Swift.min(Swift.max(r / duration, 0), 1)
  }

  /// The number of whole iterations before the one shown at a parent time (0 in the first), as
  /// ``progress(atParentTime:)`` wraps time into iterations; for cumulative animations.
  public func iteration(atParentTime t: Double) -> Int {
    let active = activeDuration
    var a: Double
    switch phase(atParentTime: t) {
    case .before: a = 0
    case .after: a = active
    case .active: a = (t - beginTime) * abs(speed)
    }
    let atEnd = a >= active
    if speed < 0 { a = active.isFinite ? active - a : -a }
    let period = iterationDuration
    guard duration > 0, period > 0, a.isFinite else { return 0 }
    let u = a + timeOffset
    var k = (u / period).rounded(.down)
    // The very end of a whole number of iterations shows the last one's end, as progress does.
    if u - k * period == 0 && u > 0 && atEnd && speed >= 0 { k -= 1 }
    return Int(Swift.max(0, Swift.min(k, 1e9)))
  }
}
