import Foundation
@_spi(UIKit) import HeadlessQuartzCore
import Motion

/// Animates view property changes that can be started, paused, scrubbed, reversed, re-timed and
/// stopped: UIKit's `UIViewPropertyAnimator`.
///
/// ```swift
/// let animator = UIViewPropertyAnimator(duration: 0.4, curve: .easeOut) { card.center.y = 100 }
/// animator.addCompletion { position in print(position == .end) }
/// animator.startAnimation()
/// // later, from a gesture:
/// animator.pauseAnimation()
/// animator.fractionComplete = 0.3
/// animator.isReversed = true
/// animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
/// ```
///
/// How it works: animations blocks added before the animator starts run when it becomes active
/// (``startAnimation()``, ``pauseAnimation()``, or setting ``fractionComplete``), so properties
/// animate from their values at that moment; blocks added to an active animator run at once and
/// animate over what is left. Every property change becomes a layer animation whose value comes
/// from the animator's own clock (its progress over stage time and its pacing; see
/// `PropertyAnimatorClock`), so pausing, scrubbing, reversing and re-timing change one clock
/// rather than the layers' timing. As in UIKit, the geometric properties (`frame`, `bounds`,
/// `center`, `transform`) animate additively, blending with view animations and other animators
/// of the same property; the others replace what animated them. The animator
/// finishes at an exact stage time: it takes its animations off the layers (setting the model
/// values back to the start values when it ends at ``UIViewAnimatingPosition/start``) and runs
/// its completions in the order they were added, with the position.
///
/// Differences from UIKit: ``fractionComplete`` always counts forwards in time (0 at the start
/// values), also while reversed; when paused with ``scrubsLinearly`` (the default) a scrub shows
/// the linear position, and a paused animator that was scrubbed or given new timing parameters
/// continues from where its values are to the end with the curve (nothing jumps). Calls UIKit
/// answers with an exception (pausing a stopped animator, setting `fractionComplete` while
/// running, finishing one that is not stopped) are ignored. ``isInterruptible``,
/// ``isUserInteractionEnabled`` and ``isManualHitTestingEnabled`` are stored only.
@preconcurrency @MainActor open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
  /// The timing curve or spring the animations follow.
  public let timingParameters: UITimingCurveProvider?
  /// The length of the animations in seconds: the duration given, or a physical spring's
  /// settling duration (UIKit derives it from the spring and ignores the one given).
  public let duration: TimeInterval
  /// The delay of the last `startAnimation(afterDelay:)`, in seconds. Default: 0.
  public private(set) var delay: TimeInterval = 0
  /// Stored only. Default: true.
  open var isUserInteractionEnabled = true
  /// Stored only. Default: false.
  open var isManualHitTestingEnabled = false
  /// Stored only: Curtain's animators can always be interrupted. Default: true.
  open var isInterruptible = true
  /// Whether setting ``fractionComplete`` while paused shows the linear position (true) or the
  /// timing curve's. Default: true.
  open var scrubsLinearly = true
  /// Whether the animator pauses at the end (staying active, completions not run) instead of
  /// finishing, so it can be reversed. Default: false.
  open var pausesOnCompletion = false
  /// Inactive, active or stopped. Default: inactive.
  public internal(set) var state = UIViewAnimatingState.inactive
  /// Whether the animations are moving. Default: false.
  public internal(set) var isRunning = false

  let curve: AnimatorCurve
  var clock: PropertyAnimatorClock
  var reversed = false
  /// Blocks added while inactive, with their delay factors.
  var pending: [(animations: () -> Void, delayFactor: Double)] = []
  var completions: [(UIViewAnimatingPosition) -> Void] = []
  /// The animations attached to layers, in the order they were added.
  var tracked: [(layer: CALayer, animation: PropertyAnimatorAnimation)] = []
  /// The clock of the stage the animator became active on.
  weak var timeline: Timeline?
  /// The scheduled end, while running.
  var endEvent: Int?

  // MARK: - Creating

  /// An animator with a timing curve or spring.
  ///
  /// - Parameters:
  ///   - duration: Seconds (ignored for physical springs; see ``duration``).
  ///   - parameters: A `UICubicTimingParameters` or `UISpringTimingParameters`.
  public init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
    timingParameters = parameters
    let implied =
      parameters.timingCurveType == .spring
      ? parameters.springTimingParameters?.impliedDuration : nil
    self.duration = max(implied ?? duration, 0)
    curve = AnimatorCurve(parameters, duration: self.duration)
    clock = PropertyAnimatorClock(duration: self.duration)
  }

  /// An animator with one of UIKit's curves.
  public convenience init(
    duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
    if let animations { addAnimations(animations) }
  }

  /// An animator with a cubic Bézier curve through two control points.
  public convenience init(
    duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration,
      timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
    if let animations { addAnimations(animations) }
  }

  /// An animator with a spring of damping ratio `ratio` (0…1) fitted to `duration`.
  public convenience init(
    duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
    if let animations { addAnimations(animations) }
  }

  /// Creates an animator, adds `animations` and `completion`, and starts it after `delay`: the
  /// property animator's `UIView.animate`. The options' curve bits pick the curve (curve 7, the
  /// system spring, becomes `UISpringTimingParameters()`); other options are ignored.
  @discardableResult
  public class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> UIViewPropertyAnimator {
    let parameters: UITimingCurveProvider =
      options.curveRawValue == 7
      ? UISpringTimingParameters()
      : UICubicTimingParameters(
        animationCurve: UIView.AnimationCurve(rawValue: options.curveRawValue) ?? .easeInOut)
    let animator = UIViewPropertyAnimator(duration: duration, timingParameters: parameters)
    animator.addAnimations(animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  // MARK: - State

  /// Whether the animations run back towards their start values. Setting it while running turns
  /// them round where they are. Default: false.
  open var isReversed: Bool {
    get { reversed }
    set {
      guard newValue != reversed else { return }
      reversed = newValue
      guard state == .active, isRunning else { return }
      let now = self.now
      let p = clock.progress(at: now)
      if case .rebased(let k, _) = clock.pacing {
        rebase(k, target: newValue ? 0 : 1, secondsPerUnit: clock.secondsPerUnit, at: p)
      }
      clock.anchorProgress = p
      clock.anchorTime = max(now, clock.anchorTime)
      clock.direction = newValue ? -1 : 1
      scheduleEnd()
    }
  }

  /// The fraction of the animator's time elapsed, 0…1 (see the type's notes). Setting it
  /// scrubs a paused animator (an inactive one becomes active and paused first); it is ignored
  /// while the animator runs or is stopped.
  open var fractionComplete: CGFloat {
    get { state == .inactive ? 0 : CGFloat(clock.progress(at: now)) }
    set {
      guard state != .stopped, !isRunning else { return }
      if state == .inactive { activate() }
      clock.anchorProgress = min(max(Double(newValue), 0), 1)
      clock.anchorTime = now
      clock.direction = 0
      clock.pacing = scrubsLinearly ? .linear : .curve
    }
  }

  // MARK: - Adding animations and completions

  /// Adds animations. Before the animator starts they run when it becomes active; afterwards
  /// they run now and animate over the time that is left.
  open func addAnimations(_ animation: @escaping () -> Void) {
    addAnimations(animation, delayFactor: 0)
  }

  /// Adds animations that start after `delayFactor` (0…1) of the time that is left: with a
  /// 2-second animator that has not started, 0.5 starts them after one second. They end with
  /// the animator.
  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    let factor = min(max(Double(delayFactor), 0), 1)
    switch state {
    case .inactive:
      pending.append((animation, factor))
    case .active:
      let p = clock.progress(at: now)
      record(animation, startProgress: p + factor * (1 - p))
    case .stopped:
      break
    }
  }

  /// Adds a completion; completions run in the order added when the animator finishes, with the
  /// position the animations ended at.
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  // MARK: - Running

  /// Starts the animations (running their blocks first if the animator is inactive), or resumes
  /// a paused animator.
  open func startAnimation() { start(after: 0) }

  /// Starts the animations after `delay` seconds; their start values show meanwhile.
  open func startAnimation(afterDelay delay: TimeInterval) {
    self.delay = delay
    start(after: max(delay, 0))
  }

  /// Freezes the animations where they are (an inactive animator becomes active, paused at 0).
  open func pauseAnimation() {
    switch state {
    case .inactive:
      activate()
    case .active where isRunning:
      clock.pause(at: now)
      isRunning = false
      scheduleEnd()
    case .active, .stopped:
      break
    }
  }

  /// Runs a paused animator on to its end (its start, if reversed) with new timing: the rest
  /// takes `durationFactor × duration` seconds (0: the time the rest would have taken), paced
  /// by `parameters` (nil: the animator's own curve) from where each animation is now.
  open func continueAnimation(
    withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat
  ) {
    if state == .inactive { activate() }
    guard state == .active else { return }
    let now = self.now
    let p = clock.progress(at: now)
    let target: Double = reversed ? 0 : 1
    let span = abs(target - p)
    let rest = durationFactor > 0 ? Double(durationFactor) * duration : span * duration
    let secondsPerUnit = span > 0 ? rest / span : duration
    if let parameters {
      rebase(
        AnimatorCurve(parameters, duration: rest), target: target, secondsPerUnit: secondsPerUnit,
        at: p)
    } else {
      switch clock.pacing {
      case .curve: clock.secondsPerUnit = secondsPerUnit
      case .linear: rebase(curve, target: target, secondsPerUnit: secondsPerUnit, at: p)
      case .rebased(let k, _): rebase(k, target: target, secondsPerUnit: secondsPerUnit, at: p)
      }
    }
    move(from: p, at: now)
  }

  /// Stops the animations where they are: every animated property's model value becomes what is
  /// on screen. With `withoutFinishing` the animator becomes inactive and its completions never
  /// run; otherwise it is stopped until ``finishAnimation(at:)``.
  open func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active else { return }
    let now = self.now
    tracked = attached()
    for (layer, animation) in tracked {
      if let keyPath = animation.keyPath, let model = layer.state.value(forKeyPath: keyPath),
        let value = animation.value(over: model, atStageTime: now)
      {
        setModel(layer, keyPath, value)
      }
      layer.removeAnimation(forKey: animation.layerKey)
    }
    clock.pause(at: now)
    isRunning = false
    scheduleEnd()
    if withoutFinishing {
      reset()
      completions = []
    } else {
      state = .stopped
    }
  }

  /// Finishes a stopped animator: the animated properties jump to their end or start values
  /// (`.current` leaves them), the animator becomes inactive, and the completions run now.
  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    guard state == .stopped else { return }
    switch finalPosition {
    case .start:
      // Latest first, so a property animated twice returns to its first start value.
      for (layer, animation) in tracked.reversed() {
        setModel(layer, animation.keyPath, animation.from)
      }
    case .end:
      for (layer, animation) in tracked { setModel(layer, animation.keyPath, animation.to) }
    case .current:
      break
    }
    complete(at: finalPosition)
  }
}
