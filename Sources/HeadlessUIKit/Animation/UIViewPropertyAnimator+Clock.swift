import Foundation
import Motion

/// Where one of a property animator's animations stands on the animator's progress: when it
/// starts, and where it was re-based (see ``PropertyAnimatorClock/Pacing/rebased(_:target:)``).
struct AnimatorTrackProgress {
  /// The animator progress at which this animation starts (its delay factor applied to the
  /// duration that was left when it was added), 0…1.
  var start: Double = 0
  /// The animator progress at which the animation was re-based.
  var rebaseProgress: Double = 0
  /// The fraction of its change the animation showed when it was re-based.
  var rebaseValue: Double = 0

  /// The animation's own progress (0…1) at animator progress `p`: 0 until it starts, then
  /// linear over what was left of the animator.
  func ownProgress(at p: Double) -> Double {
    if start >= 1 { return p >= 1 ? 1 : 0 }
    return min(max((p - start) / (1 - start), 0), 1)
  }
}

/// A property animator's clock: its progress over stage time, and how progress becomes the
/// fraction of each animation's change.
///
/// **Progress** p (`fractionComplete`) is the fraction of the animator's time elapsed, 0…1,
/// in the direction of the original animation. It moves linearly in stage time,
///
///     p(t) = p₀ + direction · (t − t₀) / secondsPerUnit      clamped to 0…1; held before t₀
///
/// with direction +1 (forwards), −1 (reversed) or 0 (paused). `secondsPerUnit` is the duration
/// unless `continueAnimation(…durationFactor:)` re-timed the rest.
///
/// **Pacing** turns p into the fraction v of an animation's change (its value is
/// `from + (to − from)·v`):
/// - `curve`: v = C(q), C the animator's timing curve and q the animation's own progress (0 until
///   its delay has passed, then linear to 1). Reversing retraces the same curve backwards.
/// - `linear`: v = q, while paused after `fractionComplete` was set with `scrubsLinearly`.
/// - `rebased`: when the animator continues from a scrubbed or re-timed state, each animation
///   runs from where it is (v₀ at progress p₀) to the target (1 forwards, 0 reversed) with the
///   curve K over the rest: v = v₀ + (target − v₀)·K(s), s = (p − p₀)/(target − p₀). So nothing
///   jumps when the animator resumes after linear scrubbing or takes new timing parameters.
struct PropertyAnimatorClock {
  enum Pacing {
    case curve
    case linear
    case rebased(AnimatorCurve, target: Double)
  }

  /// The animator's duration, in seconds.
  var duration: Double
  /// Progress at `anchorTime`.
  var anchorProgress = 0.0
  /// The stage time from which progress moves (later than now while a start delay runs).
  var anchorTime = 0.0
  /// +1 forwards, −1 reversed, 0 paused.
  var direction = 0.0
  /// Stage seconds per unit of progress while moving.
  var secondsPerUnit: Double
  var pacing = Pacing.curve

  init(duration: Double) {
    self.duration = duration
    secondsPerUnit = duration
  }

  /// The progress the animator moves towards: 0 when reversed, else 1.
  var target: Double { direction < 0 ? 0 : 1 }

  /// The progress at stage time `t`.
  func progress(at t: Double) -> Double {
    guard direction != 0, t > anchorTime else { return anchorProgress }
    guard secondsPerUnit > 0 else { return target }
    return min(max(anchorProgress + direction * (t - anchorTime) / secondsPerUnit, 0), 1)
  }

  /// The stage time at which the moving progress reaches its target; nil while paused.
  var endTime: Double? {
    direction == 0 ? nil : anchorTime + abs(target - anchorProgress) * secondsPerUnit
  }

  /// The fraction of an animation's change at progress `p`, with the animator's curve `curve`.
  func valueFraction(_ track: AnimatorTrackProgress, curve: AnimatorCurve, at p: Double) -> Double {
    switch pacing {
    case .curve:
      let q = track.ownProgress(at: p)
      return curve.value(atProgress: q, duration: (1 - track.start) * duration)
    case .linear:
      return track.ownProgress(at: p)
    case .rebased(let k, let target):
      let span = target - track.rebaseProgress
      guard span != 0 else { return target }
      let s = min(max((p - track.rebaseProgress) / span, 0), 1)
      let v0 = track.rebaseValue
      return v0 + (target - v0) * k.value(atProgress: s, duration: abs(span) * secondsPerUnit)
    }
  }

  /// Freezes the progress where it is at `now`.
  mutating func pause(at now: Double) {
    anchorProgress = progress(at: now)
    anchorTime = now
    direction = 0
  }
}
