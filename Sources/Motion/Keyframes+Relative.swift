import Foundation

/// One `UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)` as it affects one
/// property: from `start` to `start + duration` (fractions of the whole animation) the property
/// moves to `value`.
public struct RelativeKeyframe<Value> {
  /// When the keyframe starts, as a fraction of the whole animation's duration.
  public var start: Double
  /// How long it lasts, as a fraction of the whole animation's duration.
  public var duration: Double
  /// The value the property reaches at `start + duration`.
  public var value: Value

  /// Creates a relative keyframe.
  ///
  /// - Parameters:
  ///   - start: `withRelativeStartTime`, in `[0, 1]`.
  ///   - duration: `relativeDuration`, in `[0, 1]`.
  ///   - value: The property's value at the end of the keyframe.
  public init(start: Double, duration: Double, value: Value) {
    self.start = start
    self.duration = duration
    self.value = value
  }
}

extension RelativeKeyframe: Sendable where Value: Sendable {}
extension RelativeKeyframe: Equatable where Value: Equatable {}
extension RelativeKeyframe: Hashable where Value: Hashable {}

extension Keyframes {
  /// Keyframes for one property of a `UIView.animateKeyframes` block.
  ///
  /// The property holds its value between keyframes, so each keyframe contributes the value it
  /// starts from at `start` (unless the previous keyframe ended there) and its own value at
  /// `start + duration`; the property starts at `initialValue` at 0 and holds its last value
  /// until 1. Keyframes are taken in order of their start; one that starts before the previous
  /// one ended is clipped to start when it ended, keeping its end (UIKit's handling of overlaps
  /// is not known).
  ///
  /// - Parameters:
  ///   - initialValue: The property's value when the animation starts.
  ///   - keyframes: The keyframes that change this property.
  ///   - calculationMode: From the `UIView.KeyframeAnimationOptions` calculation-mode bits.
  ///     Default: ``KeyframeCalculationMode/linear``.
  public init(
    initialValue: Value, relativeKeyframes keyframes: [RelativeKeyframe<Value>],
    calculationMode: KeyframeCalculationMode = .linear
  ) {
    var values = [initialValue]
    var times = [0.0]
    for keyframe in keyframes.sorted(by: { $0.start < $1.start }) {
      let start = Swift.min(Swift.max(keyframe.start, times[times.count - 1]), 1)
      let end = Swift.min(Swift.max(keyframe.start + Swift.max(keyframe.duration, 0), start), 1)
      if start > times[times.count - 1] {
        values.append(values[values.count - 1])
        times.append(start)
      }
      values.append(keyframe.value)
      times.append(end)
    }
    if times[times.count - 1] < 1 {
      values.append(values[values.count - 1])
      times.append(1)
    }
    self.init(values: values, keyTimes: times, calculationMode: calculationMode)
  }
}
