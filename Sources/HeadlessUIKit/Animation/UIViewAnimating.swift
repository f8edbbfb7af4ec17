import Foundation

/// Where an animator is in its life (`UIViewAnimating.state`).
public enum UIViewAnimatingState: Int, Sendable {
  /// Not started, or finished: its animations are not attached.
  case inactive = 0
  /// Started or paused: its animations are attached and its state can change.
  case active = 1
  /// Stopped by `stopAnimation(false)`: waiting for `finishAnimation(at:)`.
  case stopped = 2
}

/// Where an animation ended, as its completions are told.
public enum UIViewAnimatingPosition: Int, Sendable {
  /// At the end values.
  case end = 0
  /// Back at the start values.
  case start = 1
  /// Wherever it was when it was stopped.
  case current = 2
}

/// An object that runs animations that can be started, paused, scrubbed, reversed and stopped:
/// UIKit's `UIViewAnimating`, which `UIViewPropertyAnimator` adopts and which interruptible
/// transitions return.
@preconcurrency @MainActor public protocol UIViewAnimating: AnyObject {
  /// Inactive, active or stopped.
  var state: UIViewAnimatingState { get }
  /// Whether the animations are moving (active and not paused).
  var isRunning: Bool { get }
  /// Whether the animations run towards their start values.
  var isReversed: Bool { get set }
  /// How far the animations have progressed, 0…1; settable while paused.
  var fractionComplete: CGFloat { get set }
  /// Starts (or resumes) the animations.
  func startAnimation()
  /// Starts the animations after `delay` seconds.
  func startAnimation(afterDelay delay: TimeInterval)
  /// Freezes the animations where they are.
  func pauseAnimation()
  /// Stops the animations where they are.
  func stopAnimation(_ withoutFinishing: Bool)
  /// Finishes a stopped animation at a position.
  func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator that also takes more animations and completions while it runs, and can be
/// re-timed: UIKit's `UIViewImplicitlyAnimating`, whose members are optional there. The default
/// implementations do nothing.
@preconcurrency @MainActor public protocol UIViewImplicitlyAnimating: UIViewAnimating {
  /// Adds animations that start after `delayFactor` of the remaining duration.
  func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
  /// Adds animations.
  func addAnimations(_ animation: @escaping () -> Void)
  /// Adds a completion, called with where the animations ended.
  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
  /// Resumes a paused animation with new timing, the rest taking `durationFactor` of the
  /// duration.
  func continueAnimation(
    withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
  public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
  public func addAnimations(_ animation: @escaping () -> Void) {}
  public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
  public func continueAnimation(
    withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat
  ) {}
}
